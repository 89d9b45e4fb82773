/**
 * A signature field on signature_pad: <SignaturePad value={signature} onChange={setSignature} />;
 * SignatureBlock offers it beside a typed name and a reason the client cannot sign, and
 * SignatureSummary shows a saved one as what it is.
 * Tests (jsdom has no canvas) replace the drawing surface with the fake:
 * vi.mock('<path>/components/signature/SignatureCanvas', () => import('<path>/components/signature/fake-signature-canvas'));
 */
export { SignaturePad, type SignaturePadProps } from './SignaturePad';
export { SignatureBlock, type SignatureBlockHandle } from './SignatureBlock';
export { SignatureSummary } from './SignatureSummary';
export * from './signature-value';
