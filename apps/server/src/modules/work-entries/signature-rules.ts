/**
 * A signature path for every client (issue 12): a visit or timesheet is signed with a drawing, a
 * typed name (stored as the text typed, never drawn into an image), or the reason the client
 * cannot sign — one of them at a time. The rules, free of the database:
 *
 * - A request gives at most one of the three; two at once is refused (`onlyOne`, naming the
 *   second in the order drawing, typed name, reason), since the server cannot tell which was meant.
 * - Giving one replaces what the entry held: the other two, and a reason's words, are cleared. The
 *   latest act of the staff member or admin is what the entry says.
 * - '' or null clears only its own field (a reason takes its words with it); a field left out
 *   stays as stored, so the spec's payloads (a drawing, or nothing) work as before.
 * - Words need a reason, and the reason 'other' needs words.
 * - Completing a visit needs one of the three; a completed visit keeps one. An admin's timesheet
 *   may have none (the EVV checks flag it), as before.
 */
import { SignatureMsg, signatureKindOf, type NoSignatureReason, type SignatureKind } from '@hearth/shared';
import { badRequest } from '../../platform/errors.js';
import type { Changes } from './work-entry-history.js';

/** The signature columns of a work entry (`signature` the drawing, or its digest in history). */
export type SignatureColumns = {
  signature: string | null;
  typedSignature: string | null;
  noSignatureReason: string | null;
  noSignatureText: string | null;
};

/** What a request sends of them; undefined leaves a column as stored. */
export type SignatureInput = {
  signature?: string | null;
  typedSignature?: string | null;
  noSignatureReason?: NoSignatureReason | null;
  noSignatureText?: string | null;
};

export const NO_SIGNATURE: SignatureColumns = {
  signature: null,
  typedSignature: null,
  noSignatureReason: null,
  noSignatureText: null,
};

const ALTERNATIVES = ['signature', 'typedSignature', 'noSignatureReason'] as const;

/** The columns a request sets (absent: left as stored). Refuses two alternatives at once. */
export function signatureValues(input: SignatureInput): Partial<SignatureColumns> {
  const given = ALTERNATIVES.filter((field) => input[field]);
  if (given.length > 1) throw badRequest(SignatureMsg.onlyOne, given[1]);
  const words = input.noSignatureText === undefined ? undefined : input.noSignatureText || null;
  switch (given[0]) {
    case 'signature':
      return { ...NO_SIGNATURE, signature: input.signature! };
    case 'typedSignature':
      return { ...NO_SIGNATURE, typedSignature: input.typedSignature! };
    case 'noSignatureReason':
      return { ...NO_SIGNATURE, noSignatureReason: input.noSignatureReason!, noSignatureText: words ?? null };
    case undefined:
      break; // none given: only what the request clears
  }
  const cleared: Partial<SignatureColumns> = {};
  if (input.signature !== undefined) cleared.signature = null;
  if (input.typedSignature !== undefined) cleared.typedSignature = null;
  if (input.noSignatureReason !== undefined) Object.assign(cleared, { noSignatureReason: null, noSignatureText: null });
  if (words !== undefined) cleared.noSignatureText = words;
  return cleared;
}

/** Which of the three the columns hold, or null. */
export const signatureKind = (s: SignatureColumns): SignatureKind | null =>
  signatureKindOf({ ...s, drawn: !!s.signature });

/**
 * Refuses a signature as it would be stored: words without a reason, 'other' without words and,
 * with `required` (the message), none of the three. Runs inside the caller's transaction, so a
 * refusal after a write leaves nothing behind.
 */
export function checkSignature(s: SignatureColumns, required?: string): void {
  if (s.noSignatureText && !s.noSignatureReason) throw badRequest(SignatureMsg.unknownReason, 'noSignatureReason');
  if (s.noSignatureReason === 'other' && !s.noSignatureText) {
    throw badRequest(SignatureMsg.reasonTextRequired, 'noSignatureText');
  }
  if (required && signatureKind(s) === null) throw badRequest(required, 'signature');
}

/** The entry's signature after a request (all four columns), checked; see checkSignature for `required`. */
export function signatureFor(stored: SignatureColumns, input: SignatureInput, required?: string): SignatureColumns {
  const { signature, typedSignature, noSignatureReason, noSignatureText } = stored;
  const result = { signature, typedSignature, noSignatureReason, noSignatureText, ...signatureValues(input) };
  checkSignature(result, required);
  return result;
}

/** Whether a change touches the signature (a completed visit's EVV checks then run again). */
export const signatureChanged = (changes: Changes) => Object.keys(changes).some((field) => field in NO_SIGNATURE);
