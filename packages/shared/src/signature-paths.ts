/**
 * How a visit was signed, said the same way everywhere (the notes report, the work entry details,
 * the staff member's visit, the completion summary): a drawing, a typed name, or the reason the
 * client could not sign (issue 12; the fields are in visit-sync.ts).
 */
import { noSignatureLabel } from './visit-sync.js';

/** The three ways a visit is signed; an entry holds at most one of them. */
export type SignatureKind = 'drawn' | 'typed' | 'no_signature';

/** What an entry holds of the three. `drawn` by presence only: lists and reports carry no image. */
export type SignatureParts = {
  drawn: boolean;
  typedSignature?: string | null;
  noSignatureReason?: string | null;
  noSignatureText?: string | null;
};

export const SignatureText = {
  drawn: 'Drawn signature',
  typed: 'Typed signature',
  none: 'No signature',
  couldNotSign: (reason: string) => `Client could not sign: ${reason}`,
} as const;

/** Which of the three an entry holds, or null when it holds none. */
export function signatureKindOf(p: SignatureParts): SignatureKind | null {
  if (p.drawn) return 'drawn';
  if (p.typedSignature) return 'typed';
  if (p.noSignatureReason) return 'no_signature';
  return null;
}

/** Why the client could not sign: the staff member's own words for 'other', else the listed label. */
export function noSignatureInWords(code: string, text: string | null | undefined): string {
  return code === 'other' && text ? text : noSignatureLabel(code, text)!;
}

/**
 * The signature in words: 'Drawn signature', 'Typed signature: Ann Baker', 'Client could not sign:
 * Client declined to sign' ('Client could not sign: <their words>' for 'other'), or 'No signature'.
 */
export function signatureInWords(p: SignatureParts): string {
  switch (signatureKindOf(p)) {
    case 'drawn':
      return SignatureText.drawn;
    case 'typed':
      return `${SignatureText.typed}: ${p.typedSignature}`;
    case 'no_signature':
      return SignatureText.couldNotSign(noSignatureInWords(p.noSignatureReason!, p.noSignatureText));
    default:
      return SignatureText.none;
  }
}
