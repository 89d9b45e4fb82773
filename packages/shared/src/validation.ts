import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.js';
import { Msg } from './messages.js';
import { storableString } from './text.js';

export const emailSchema = storableString({ error: Msg.emailRequired })
  .trim()
  .min(1, Msg.emailRequired)
  .max(EMAIL_MAX_LENGTH, Msg.emailInvalid)
  .regex(EMAIL_PATTERN, Msg.emailInvalid)
  .transform((s) => s.toLowerCase());

/** Password rules of the live checklist (admin reset modal) in display order. */
export const passwordRules = [
  { label: 'At least 8 characters', test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { label: 'At least 1 upper and 1 lower case', test: (p: string) => /[A-Z]/.test(p) && /[a-z]/.test(p) },
  { label: 'At least 1 number', test: (p: string) => /\d/.test(p) },
  { label: 'At least 1 special character', test: (p: string) => /[#?!@$%^&*-]/.test(p) },
] as const;

/** The first message a new password fails on, or null when it is acceptable (spec 01 section 5). */
export function passwordProblem(p: string): string | null {
  if (!p) return Msg.passwordRequired;
  if (p.length < PASSWORD_MIN_LENGTH) return Msg.passwordMin;
  if (p.length > PASSWORD_MAX_LENGTH) return Msg.passwordMax;
  if (!passwordRules.every((r) => r.test(p))) return Msg.passwordComposition;
  return null;
}

export const newPasswordSchema = z.string({ error: Msg.passwordRequired }).superRefine((p, ctx) => {
  const problem = passwordProblem(p);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A password typed at sign-in: required, bounded so hashing cost stays bounded. */
export const loginPasswordSchema = z
  .string({ error: Msg.passwordRequired })
  .min(1, Msg.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, Msg.loginFailed);

export const otpSchema = z
  .string({ error: Msg.otpMustBe6 })
  .trim()
  .regex(/^\d{6}$/, Msg.otpMustBe6);

export const ID_MAX = 2_147_483_647;
const INVALID_ID = 'Invalid id';

/**
 * A record id: a JSON number that is a whole number from 1 to 2,147,483,647 (PostgreSQL's
 * integer), or a string of digits meaning one (query strings carry strings; some of the spec's
 * payloads send ids so). Nothing else: no sign, blank, decimal point or exponent in the string, and
 * never a boolean, an array or an object (z.coerce.number() read true, [1] and [[1]] as 1, so a
 * fuzzed `{"serviceRequestId": true, "staff": []}` emptied authorization 1's staff list).
 */
export const idSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v),
  z.number({ error: INVALID_ID }).int(INVALID_ID).min(1, INVALID_ID).max(ID_MAX, INVALID_ID),
);
