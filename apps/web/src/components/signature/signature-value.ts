import {
  NO_SIGNATURE_CODES,
  signatureInWords,
  SignatureMsg,
  type NoSignatureReason,
  type UpdateVisitBody,
  type WorkEntryOut,
} from '@hearth/shared';

/** The three ways a client signs (issue 12): a drawing, a typed name, or why they cannot sign. */
export type SignatureMethod = 'draw' | 'type' | 'none';

/**
 * What the signature block holds. Every way keeps its own input, so switching ways and back loses
 * nothing; only the chosen way is sent (signatureBody). Also the shape kept in a visit's draft.
 */
export type SignatureValue = {
  signatureMethod: SignatureMethod;
  /** The drawing, a PNG data URL, or null. */
  signature: string | null;
  typedSignature: string;
  noSignatureReason: NoSignatureReason | '';
  noSignatureText: string;
};

/** The wire fields of a signature (visits and timesheets alike). */
export type SignatureBody = Required<
  Pick<UpdateVisitBody, 'signature' | 'typedSignature' | 'noSignatureReason' | 'noSignatureText'>
>;

/** A part of the block that can be missing, in the order a person fills it. */
export type SignaturePart = 'signature' | 'typedSignature' | 'noSignatureReason' | 'noSignatureText';

export const EMPTY_SIGNATURE: SignatureValue = {
  signatureMethod: 'draw',
  signature: null,
  typedSignature: '',
  noSignatureReason: '',
  noSignatureText: '',
};

export const SignatureBlockText = {
  legend: "Client's signature",
  draw: 'Draw',
  type: 'Type name',
  none: 'Client cannot sign',
  drawInstructions: "Draw the client's signature with a finger or mouse. Keyboard users: choose Type name.",
  typedLabel: "Client's name",
  typedHelp: 'Saved as the typed name, not as a drawing.',
  reasonLabel: 'Why the client cannot sign',
  reasonTextLabel: 'Describe why',
  missing: "Add the client's signature, a typed name, or why the client cannot sign.",
} as const;

/** Fonts the devices already have: a typed name looks signed without downloading a web font. */
export const SCRIPT_FONT = '"Segoe Script", "Snell Roundhand", "Brush Script MT", "Apple Chancery", cursive';

/** A known no-signature reason code (stored values are checked before use). */
export const isNoSignatureReason = (v: unknown): v is NoSignatureReason =>
  (NO_SIGNATURE_CODES as readonly unknown[]).includes(v);

/** A value read back from storage (a visit draft, an entry), each field checked. */
export function signatureValueFrom(stored: Record<string, unknown>): SignatureValue {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const method = stored.signatureMethod;
  return {
    signatureMethod: method === 'type' || method === 'none' ? method : 'draw',
    signature: typeof stored.signature === 'string' ? stored.signature : null,
    typedSignature: text(stored.typedSignature),
    noSignatureReason: isNoSignatureReason(stored.noSignatureReason) ? stored.noSignatureReason : '',
    noSignatureText: text(stored.noSignatureText),
  };
}

/** A stored entry's signature as the block starts: the way it was signed (a drawing when none). */
export function signatureValueOf(
  entry: Pick<WorkEntryOut, 'signature' | 'typedSignature' | 'noSignatureReason' | 'noSignatureText'>,
): SignatureValue {
  const method = entry.signature ? 'draw' : entry.typedSignature ? 'type' : entry.noSignatureReason ? 'none' : 'draw';
  return signatureValueFrom({ ...entry, signatureMethod: method });
}

/** What the chosen way still needs, or null when it is complete. */
export function missingSignaturePart(v: SignatureValue): SignaturePart | null {
  if (v.signatureMethod === 'draw') return v.signature ? null : 'signature';
  if (v.signatureMethod === 'type') return v.typedSignature.trim() ? null : 'typedSignature';
  if (!v.noSignatureReason) return 'noSignatureReason';
  return v.noSignatureReason === 'other' && !v.noSignatureText.trim() ? 'noSignatureText' : null;
}

/** Why the signature is not complete yet, in words (the server's words where it has them). */
export function missingSignatureMessage(part: SignaturePart): string {
  if (part === 'noSignatureReason') return SignatureMsg.unknownReason;
  if (part === 'noSignatureText') return SignatureMsg.reasonTextRequired;
  return SignatureBlockText.missing;
}

/** Nothing entered in any way (a draft holding this has nothing to keep). */
export const isBlankSignature = (v: SignatureValue) =>
  !v.signature && !v.typedSignature.trim() && !v.noSignatureReason && !v.noSignatureText.trim();

/**
 * The wire fields: the chosen way's value, the others null, so a new way replaces an older one
 * on the server too. An incomplete way sends nothing but nulls (no signature).
 */
export function signatureBody(v: SignatureValue): SignatureBody {
  const body: SignatureBody = { signature: null, typedSignature: null, noSignatureReason: null, noSignatureText: null };
  if (v.signatureMethod === 'draw') body.signature = v.signature;
  else if (v.signatureMethod === 'type') body.typedSignature = v.typedSignature.trim() || null;
  else if (v.noSignatureReason) {
    body.noSignatureReason = v.noSignatureReason;
    body.noSignatureText = v.noSignatureReason === 'other' ? v.noSignatureText.trim() || null : null;
  }
  return body;
}

/** What the value would save, in words ('Typed signature: Rosa Alvarez', …). */
export function signatureValueInWords(v: SignatureValue): string {
  const body = signatureBody(v);
  return signatureInWords({ ...body, drawn: !!body.signature });
}
