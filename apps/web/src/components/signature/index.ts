/**
 * A signature field on signature_pad: <SignaturePad value={signature} onChange={setSignature} />.
 * Tests (jsdom has no canvas) replace the drawing surface with the fake:
 * vi.mock('<path>/components/signature/SignatureCanvas', () => import('<path>/components/signature/fake-signature-canvas'));
 */
export { SignaturePad, type SignaturePadProps } from './SignaturePad';
