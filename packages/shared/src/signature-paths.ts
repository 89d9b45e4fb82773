/**
 * How a visit was signed, said the same way everywhere (the notes report, the work entry details,
 * the staff member's visit, the completion summary): a drawing, a typed name, or the reason the
 * client could not sign (issue 12; the wire fields are in visit-sync.ts). Free of zod, so screens
 * that only read a signature (and the visit drafts' reader in the first download) stay small.
 */

/** Why a visit was closed without the client's signature. */
export const NO_SIGNATURE_REASONS = [
  { code: 'declined', label: 'Client declined to sign' },
  { code: 'unable', label: 'Client is physically unable to sign' },
  { code: 'not_present', label: 'Client was not present at the end of the visit' },
  { code: 'other', label: 'Other' },
] as const;
export type NoSignatureReason = (typeof NO_SIGNATURE_REASONS)[number]['code'];
export const NO_SIGNATURE_CODES = NO_SIGNATURE_REASONS.map((r) => r.code) as [
  NoSignatureReason,
  ...NoSignatureReason[],
];
export const TYPED_SIGNATURE_MAX = 100;
export const NO_SIGNATURE_TEXT_MAX = 500;

export const SignatureMsg = {
  typedTooLong: `A typed signature can be at most ${TYPED_SIGNATURE_MAX} characters.`,
  reasonTextRequired: 'Describe why the client cannot sign.',
  reasonTextTooLong: `The reason can be at most ${NO_SIGNATURE_TEXT_MAX} characters.`,
  unknownReason: 'Choose why the client cannot sign from the list.',
  onlyOne: 'Give one of: a drawn signature, a typed name, or the reason the client cannot sign.',
} as const;

/** The label of a no-signature reason, with the staff member's words for 'other'. */
export function noSignatureLabel(code: string | null | undefined, text: string | null | undefined): string | null {
  if (!code) return null;
  const label = NO_SIGNATURE_REASONS.find((r) => r.code === code)?.label ?? code;
  return text ? `${label}: ${text}` : label;
}

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
