import { useImperativeHandle, useRef } from 'react';
import type { SignatureCanvasProps } from './SignatureCanvas';

/** A tiny valid PNG data URL, standing in for a drawn signature. */
export const FAKE_SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/**
 * Test double of SignatureCanvas (jsdom has no canvas): a 'Sign' button draws FAKE_SIGNATURE.
 * vi.mock('.../components/signature/SignatureCanvas', () => import('.../components/signature/fake-signature-canvas'));
 */
export function SignatureCanvas({ label, describedBy, onChange, ref }: SignatureCanvasProps) {
  const button = useRef<HTMLButtonElement>(null);
  useImperativeHandle(ref, () => ({ clear: () => onChange(null), focus: () => button.current?.focus() }), [onChange]);
  return (
    <button
      ref={button}
      type="button"
      aria-label={`Sign the ${label.toLowerCase()}`}
      aria-describedby={describedBy}
      onClick={() => onChange(FAKE_SIGNATURE)}
    >
      Sign
    </button>
  );
}
