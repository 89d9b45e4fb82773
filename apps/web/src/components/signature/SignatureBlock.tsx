import { useId, useImperativeHandle, useRef, type Ref } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { NO_SIGNATURE_REASONS, NO_SIGNATURE_TEXT_MAX, TYPED_SIGNATURE_MAX } from '@hearth/shared';
import { SignaturePad, type SignaturePadHandle } from './SignaturePad';
import {
  missingSignaturePart,
  SCRIPT_FONT,
  SignatureBlockText,
  type SignatureMethod,
  type SignatureValue,
} from './signature-value';

const METHODS: { value: SignatureMethod; label: string }[] = [
  { value: 'draw', label: SignatureBlockText.draw },
  { value: 'type', label: SignatureBlockText.type },
  { value: 'none', label: SignatureBlockText.none },
];

export type SignatureBlockHandle = {
  /**
   * Moves the focus to what the chosen way still needs (the pad, the name, the reason or its words),
   * else to the chosen way. Also what react-hook-form calls to focus a field with an error.
   */
  focus: () => void;
};

type SignatureBlockProps = {
  value: SignatureValue;
  onChange: (value: SignatureValue) => void;
  /** Shown under the block in the error colour, e.g. why it is required or the server's refusal. */
  error?: string;
  ref?: Ref<SignatureBlockHandle>;
};

/** What the way-specific parts share: the value, a patch to it, and whether a part is the missing one. */
type PartProps = {
  value: SignatureValue;
  change: (patch: Partial<SignatureValue>) => void;
  invalid: (part: string) => boolean;
};

/** Type name: the text field, and a preview in a script font. */
function TypedSignature({ inputRef, value, change, invalid }: PartProps & { inputRef: Ref<HTMLInputElement> }) {
  return (
    <Stack spacing={1}>
      <TextField
        inputRef={inputRef}
        label={SignatureBlockText.typedLabel}
        value={value.typedSignature}
        onChange={(event) => change({ typedSignature: event.target.value })}
        helperText={SignatureBlockText.typedHelp}
        error={invalid('typedSignature')}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: TYPED_SIGNATURE_MAX } }}
        fullWidth
      />
      {/* A preview only (the field above holds the text): hidden from screen readers. */}
      <Box
        aria-hidden
        sx={{
          minHeight: 64,
          px: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
          fontFamily: SCRIPT_FONT,
          fontSize: '2rem',
          lineHeight: '64px',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {value.typedSignature}
      </Box>
    </Stack>
  );
}

/** Client cannot sign: a listed reason, with words for 'other'. */
function NoSignatureFields({
  reasonRef,
  textRef,
  value,
  change,
  invalid,
}: PartProps & { reasonRef: Ref<HTMLSelectElement>; textRef: Ref<HTMLInputElement> }) {
  return (
    <Stack spacing={2}>
      <TextField
        select
        inputRef={reasonRef}
        label={SignatureBlockText.reasonLabel}
        value={value.noSignatureReason}
        onChange={(event) => change({ noSignatureReason: event.target.value as SignatureValue['noSignatureReason'] })}
        error={invalid('noSignatureReason')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        fullWidth
      >
        <option value="">Select</option>
        {NO_SIGNATURE_REASONS.map((r) => (
          <option key={r.code} value={r.code}>
            {r.label}
          </option>
        ))}
      </TextField>
      {value.noSignatureReason === 'other' && (
        <TextField
          inputRef={textRef}
          label={SignatureBlockText.reasonTextLabel}
          value={value.noSignatureText}
          onChange={(event) => change({ noSignatureText: event.target.value })}
          error={invalid('noSignatureText')}
          required
          slotProps={{ htmlInput: { maxLength: NO_SIGNATURE_TEXT_MAX } }}
          fullWidth
        />
      )}
    </Stack>
  );
}

/**
 * A signature path for every client: Draw (the pad), Type name (stored as text, previewed in a
 * script font) or Client cannot sign (a listed reason, with words for 'other'). A radio group
 * under one legend, so it works with a finger, a keyboard and a screen reader alike.
 *
 * @example
 * <SignatureBlock value={signature} onChange={setSignature} ref={blockRef} />
 */
export function SignatureBlock({ value, onChange, error, ref }: SignatureBlockProps) {
  const name = useId();
  const errorId = useId();
  const group = useRef<HTMLDivElement>(null);
  const pad = useRef<SignaturePadHandle>(null);
  const fields = {
    typedSignature: useRef<HTMLInputElement>(null),
    noSignatureReason: useRef<HTMLSelectElement>(null),
    noSignatureText: useRef<HTMLInputElement>(null),
  };
  const missing = missingSignaturePart(value);
  const change = (patch: Partial<SignatureValue>) => onChange({ ...value, ...patch });

  useImperativeHandle(ref, () => ({
    focus: () => {
      if (missing === 'signature') pad.current?.focus();
      else if (missing) fields[missing].current?.focus();
      else group.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    },
  }));

  const invalid = (part: string) => !!error && missing === part;

  return (
    <FormControl component="fieldset" error={!!error} sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ fontWeight: 650, color: 'text.primary', mb: 0.5 }}>
        {SignatureBlockText.legend}
      </FormLabel>
      <RadioGroup
        ref={group}
        row
        name={name}
        value={value.signatureMethod}
        onChange={(event) => change({ signatureMethod: event.target.value as SignatureMethod })}
        aria-describedby={error ? errorId : undefined}
        sx={{ mb: 1.5, columnGap: 1 }}
      >
        {METHODS.map((m) => (
          <FormControlLabel key={m.value} value={m.value} control={<Radio />} label={m.label} sx={{ minHeight: 48 }} />
        ))}
      </RadioGroup>
      {value.signatureMethod === 'draw' && (
        <SignaturePad
          ref={pad}
          value={value.signature}
          onChange={(signature) => change({ signature })}
          instructions={SignatureBlockText.drawInstructions}
          error={invalid('signature')}
          hideLabel
        />
      )}
      {value.signatureMethod === 'type' && (
        <TypedSignature inputRef={fields.typedSignature} value={value} change={change} invalid={invalid} />
      )}
      {value.signatureMethod === 'none' && (
        <NoSignatureFields
          reasonRef={fields.noSignatureReason}
          textRef={fields.noSignatureText}
          value={value}
          change={change}
          invalid={invalid}
        />
      )}
      {error && (
        <FormHelperText id={errorId} sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
    </FormControl>
  );
}
