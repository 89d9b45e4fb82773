import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SignaturePadLib from 'signature_pad';

export type SignatureCanvasHandle = {
  /** Wipes the drawing and reports an empty signature. */
  clear: () => void;
  /** Moves the keyboard focus to the drawing surface. */
  focus: () => void;
};

export type SignatureCanvasProps = {
  /** Accessible name of the drawing surface. */
  label: string;
  /** The id of the instructions read when the surface takes focus. */
  describedBy?: string;
  /** A PNG data URL after each stroke; null once cleared. */
  onChange: (dataUrl: string | null) => void;
  /** CSS height in px; the width follows the container. */
  height: number;
  ref?: Ref<SignatureCanvasHandle>;
};

/** Above 2× the PNG grows with no visible gain (and the server takes 500 KB at most). */
const MAX_PIXEL_RATIO = 2;

/**
 * signature_pad on `canvas`, redrawn at the canvas's size whenever it changes (strokes are kept in
 * CSS pixels); `onStroke` after each stroke. Null when this browser cannot draw on a canvas.
 */
function attachPad(
  canvas: HTMLCanvasElement,
  onStroke: (pad: SignaturePadLib) => void,
): { pad: SignaturePadLib; detach: () => void } | null {
  let pad: SignaturePadLib;
  try {
    if (!canvas.getContext('2d')) throw new Error('no 2d context');
    pad = new SignaturePadLib(canvas, {
      backgroundColor: 'rgb(255, 255, 255)',
      penColor: '#1f2a2c',
      minWidth: 1,
      maxWidth: 3,
    });
  } catch {
    return null;
  }
  const resize = () => {
    const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), MAX_PIXEL_RATIO);
    const width = Math.round(canvas.offsetWidth * ratio);
    const pixelHeight = Math.round(canvas.offsetHeight * ratio);
    if (!width || (canvas.width === width && canvas.height === pixelHeight)) return;
    // Resizing a canvas wipes it: redraw the strokes (kept in CSS pixels) at the new size.
    const strokes = pad.toData();
    canvas.width = width;
    canvas.height = pixelHeight;
    canvas.getContext('2d')?.scale(ratio, ratio);
    pad.fromData(strokes);
  };
  resize();
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
  if (observer) observer.observe(canvas);
  else window.addEventListener('resize', resize);
  const onEnd = () => onStroke(pad);
  pad.addEventListener('endStroke', onEnd);
  const detach = () => {
    observer?.disconnect();
    window.removeEventListener('resize', resize);
    pad.removeEventListener('endStroke', onEnd);
    pad.off();
  };
  return { pad, detach };
}

/**
 * The drawing surface: signature_pad on a canvas that fills its container's width and keeps its
 * strokes across resizes (phone rotation). Kept apart from SignaturePad so tests (jsdom has no
 * canvas) can replace just this part.
 */
export function SignatureCanvas({ label, describedBy, onChange, height, ref }: SignatureCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLib | null>(null);
  const onChangeRef = useRef(onChange);
  const [unsupported, setUnsupported] = useState(false);

  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useImperativeHandle(
    ref,
    () => ({
      clear: () => {
        padRef.current?.clear();
        onChangeRef.current(null);
      },
      focus: () => canvasRef.current?.focus(),
    }),
    [],
  );

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const attached = attachPad(canvas, (pad) => onChangeRef.current(pad.isEmpty() ? null : pad.toDataURL('image/png')));
    if (!attached) {
      setUnsupported(true);
      return undefined;
    }
    padRef.current = attached.pad;
    return () => {
      attached.detach();
      padRef.current = null;
    };
  }, []);

  if (unsupported) {
    return (
      <Typography role="alert" sx={{ p: 2, color: 'error.main' }}>
        This browser cannot draw a signature. Please use another browser or device.
      </Typography>
    );
  }

  return (
    <Box
      component="canvas"
      ref={canvasRef}
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      // Focusable, so a keyboard or screen reader user meets it and hears how to sign instead.
      tabIndex={0}
      sx={{
        display: 'block',
        width: '100%',
        height,
        touchAction: 'none',
        cursor: 'crosshair',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
      }}
    />
  );
}
