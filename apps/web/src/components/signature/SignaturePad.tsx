import { useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { visuallyHidden } from '../visually-hidden';
import { SignatureCanvas, type SignatureCanvasHandle } from './SignatureCanvas';

export type SignaturePadProps = {
  /** The signature as a PNG data URL, or null when there is none. */
  value: string | null;
  /** Called with a PNG data URL after each stroke, and with null on CLEAR or EDIT. */
  onChange: (value: string | null) => void;
  /** Visible label. Default 'Signature'. */
  label?: string;
  /** Shows the saved image (or 'No signature') without CLEAR or EDIT. */
  readOnly?: boolean;
  /** A message under the pad, e.g. why it is required. */
  helperText?: string;
  error?: boolean;
  /** How to sign, under the empty pad and read when it takes focus. */
  instructions?: string;
  /** Keeps the label for screen readers only (a surrounding legend already shows it). */
  hideLabel?: boolean;
  ref?: Ref<SignaturePadHandle>;
};

export type SignaturePadHandle = {
  /** Moves the keyboard focus to the drawing surface (when it is shown). */
  focus: () => void;
};

/** CLEAR while drawing (once there is something to clear), else EDIT to start a new signature. */
function PadButton(p: { label: string; drawing: boolean; canClear: boolean; onClear: () => void; onEdit: () => void }) {
  return p.drawing ? (
    <Button
      size="small"
      onClick={p.onClear}
      disabled={!p.canClear}
      aria-label={`Clear ${p.label.toLowerCase()}`}
      sx={{ minHeight: 40 }}
    >
      CLEAR
    </Button>
  ) : (
    <Button size="small" onClick={p.onEdit} aria-label={`Edit ${p.label.toLowerCase()}`} sx={{ minHeight: 40 }}>
      EDIT
    </Button>
  );
}

/** Taller on a tablet or desktop than on a phone. */
function usePadHeight(): number {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true }) ? 180 : 220;
}

/** The pad's border: dashed while drawing, red on an error. */
const frame = (error: boolean, drawing: boolean) => ({
  border: 1,
  borderColor: error ? 'error.main' : 'divider',
  borderStyle: drawing ? 'dashed' : 'solid',
  borderRadius: 1,
  bgcolor: '#fff',
  overflow: 'hidden',
});

/** A saved signature's image, or 'No signature'. */
function SavedSignature({ value, label, height }: { value: string | null; label: string; height: number }) {
  return value ? (
    <Box
      component="img"
      src={value}
      alt={label}
      sx={{ display: 'block', width: '100%', height, objectFit: 'contain' }}
    />
  ) : (
    <Typography sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>No signature</Typography>
  );
}

/**
 * A signature field usable with a finger: a drawing pad with CLEAR, or, when a signature already
 * exists, its image with an EDIT button that starts a new one. Emits PNG data URLs.
 *
 * @example
 * <SignaturePad value={signature} onChange={setSignature} />
 */
export function SignaturePad({
  value,
  onChange,
  label = 'Signature',
  readOnly = false,
  helperText,
  error,
  instructions = 'Sign inside the box with a finger, stylus or mouse.',
  hideLabel = false,
  ref,
}: SignaturePadProps) {
  const height = usePadHeight();
  const labelId = useId();
  const captionId = useId();
  const canvasRef = useRef<SignatureCanvasHandle>(null);
  useImperativeHandle(ref, () => ({ focus: () => canvasRef.current?.focus() }), []);
  // An existing signature shows as an image until EDIT; a new one is drawn straight away.
  const [drawing, setDrawing] = useState(!value && !readOnly);
  const showCanvas = drawing && !readOnly;

  const edit = () => {
    setDrawing(true);
    onChange(null);
  };

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 0.75 }}>
        <Typography
          id={labelId}
          variant="subtitle2"
          component="span"
          sx={hideLabel ? visuallyHidden : { fontWeight: 650 }}
        >
          {label}
        </Typography>
        {!readOnly && (
          <PadButton
            label={label}
            drawing={showCanvas}
            canClear={!!value}
            onClear={() => canvasRef.current?.clear()}
            onEdit={edit}
          />
        )}
      </Box>
      <Box sx={frame(!!error, showCanvas)}>
        {showCanvas ? (
          <SignatureCanvas
            ref={canvasRef}
            label={`${label} pad`}
            describedBy={captionId}
            onChange={onChange}
            height={height}
          />
        ) : (
          <SavedSignature value={value} label={label} height={height} />
        )}
      </Box>
      <Typography
        id={captionId}
        variant="caption"
        component="p"
        aria-live="polite"
        sx={{ mt: 0.5, color: error ? 'error.main' : 'text.secondary' }}
      >
        {helperText ?? (showCanvas ? (value ? 'Signed' : instructions) : '')}
      </Typography>
    </Box>
  );
}
