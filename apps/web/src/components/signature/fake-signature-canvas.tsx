import { useImperativeHandle } from 'react';
import type { SignatureCanvasProps } from './SignatureCanvas';

/** A tiny valid PNG data URL, standing in for a drawn signature. */
export const FAKE_SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/**
 * Test double of SignatureCanvas (jsdom has no canvas): a 'Sign' button draws FAKE_SIGNATURE.
 * vi.mock('.../components/signature/SignatureCanvas', () => import('.../components/signature/fake-signature-canvas'));
 */
export function SignatureCanvas({ label, onChange, ref }: SignatureCanvasProps) {
  useImperativeHandle(ref, () => ({ clear: () => onChange(null) }), [onChange]);
  return (
    <button type="button" aria-label={`Sign the ${label.toLowerCase()}`} onClick={() => onChange(FAKE_SIGNATURE)}>
      Sign
    </button>
  );
}
