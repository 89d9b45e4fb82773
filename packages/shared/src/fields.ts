import { z } from 'zod';
import { EMAIL_PATTERN } from './constants.js';
import { Msg } from './messages.js';
import { storableString } from './text.js';

/** Characters the spec forbids in person names (spec 01 section 5, client form). */
export const NAME_FORBIDDEN = /[!@#$%^&*()_+|~=`{}[\]:";'<>?,./]/;
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
export const SSN_PATTERN = /^\d{3}-\d{2}-\d{4}$/;

/** Turns '' and whitespace into null, so optional text fields accept empty form values. */
export const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/**
 * A yes/no form field: booleans plus the encodings forms send ('true'/'false', 1/0); unlike
 * z.coerce.boolean(), the string 'false' means false. Missing, '' and null take `fallback`.
 */
export const formBoolean = (fallback = false) =>
  z.preprocess((v) => {
    if (v === 'true' || v === '1' || v === 1) return true;
    if (v === 'false' || v === '0' || v === 0) return false;
    return v === null || v === '' ? undefined : v;
  }, z.boolean().default(fallback));

/** A yes/no field an update may leave out (absent: the stored value stays; a new record's default applies). */
export const optionalFormBoolean = z.preprocess((v) => {
  if (v === 'true' || v === '1' || v === 1) return true;
  if (v === 'false' || v === '0' || v === 0) return false;
  return v === null || v === '' ? undefined : v;
}, z.boolean().optional());

/** The common case: a yes/no field that is false unless set. */
export const booleanFlag = formBoolean(false);

/**
 * For required numbers: '', blanks and null become undefined, so the field is reported as missing
 * instead of being read as 0.
 */
export const blankToUndefined = (v: unknown) => (v === null ? undefined : (emptyToNull(v) ?? undefined));

import { numberFromText, numberInput } from './number-input.js';

export { numberFromText, numberInput };

export const optionalText = (max: number) =>
  z.preprocess(emptyToNull, storableString().trim().max(max, `Must be at most ${max} characters`).nullish());

export const requiredText = (message: string, max = 200) =>
  storableString({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const personName = (requiredMessage: string, specialMessage: string = Msg.noSpecialCharacters) =>
  requiredText(requiredMessage, 100).refine((v) => !NAME_FORBIDDEN.test(v), specialMessage);

export const optionalPersonName = (specialMessage: string = Msg.noSpecialCharacters) =>
  z.preprocess(
    emptyToNull,
    storableString()
      .trim()
      .max(100)
      .refine((v) => !NAME_FORBIDDEN.test(v), specialMessage)
      .nullish(),
  );

export const lettersOnly = z.preprocess(
  emptyToNull,
  z
    .string()
    .trim()
    .max(20)
    .regex(/^[A-Za-z]+$/, Msg.lettersOnly)
    .nullish(),
);

export const optionalEmail = z.preprocess(
  emptyToNull,
  storableString()
    .trim()
    .max(254, Msg.emailInvalid)
    .regex(EMAIL_PATTERN, Msg.emailInvalid)
    .transform((s) => s.toLowerCase())
    .nullish(),
);

/** US phone: 10 digits after removing punctuation (a leading 1 is dropped). Stored as digits. */
export function normalizePhone(v: string): string | null {
  let digits = v.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return /^[2-9]\d{9}$/.test(digits) ? digits : null;
}

export const phone = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .transform((v, ctx) => {
      const digits = normalizePhone(v);
      if (!digits) ctx.addIssue({ code: 'custom', message: Msg.phoneInvalid });
      return digits ?? v;
    });

export const optionalPhone = z.preprocess(
  emptyToNull,
  z
    .string()
    .trim()
    .transform((v, ctx) => {
      const digits = normalizePhone(v);
      if (!digits) ctx.addIssue({ code: 'custom', message: Msg.phoneInvalid });
      return digits ?? v;
    })
    .nullish(),
);

/** Formats stored digits as (215) 555-0100 (spec: phone numbers are formatted as US numbers). */
export function formatPhone(digits: string | null | undefined): string {
  if (!digits) return '';
  const d = digits.replace(/\D/g, '');
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : digits;
}

export const optionalZip = z.preprocess(emptyToNull, z.string().trim().regex(ZIP_PATTERN, Msg.zipInvalid).nullish());
export const requiredZip = z.string({ error: Msg.zipInvalid }).trim().regex(ZIP_PATTERN, Msg.zipInvalid);

/** Today's date as YYYY-MM-DD in the server's/browser's local time. */
export function todayIso(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

function isRealDate(v: string): boolean {
  const [y, m, d] = v.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}

/**
 * A calendar date. Accepts YYYY-MM-DD and also a timestamp form 'YYYY-MM-DD HH:mm:ss.SSS' or ISO
 * (the spec sends client-service dates that way); keeps only the date part.
 */
export const isoDate = (requiredMessage = 'Date is required') =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .transform((v) => v.slice(0, 10))
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isRealDate(v), 'Invalid date')
    .refine((v) => v >= '1900-01-01' && v <= '2199-12-31', 'Invalid date');

export const optionalIsoDate = z.preprocess(emptyToNull, isoDate().nullish());

/** A date not after today (birth and hire dates). A one-day grace covers time-zone edges. */
export const pastDate = (required: boolean) => {
  const base = isoDate().refine((v) => v <= todayIso(new Date(Date.now() + 86_400_000)), Msg.dateInFuture);
  return required ? base : z.preprocess(emptyToNull, base.nullish());
};

export const money = (requiredMessage: string) =>
  numberInput(
    z
      .number({ error: requiredMessage })
      .refine((v) => Number.isFinite(v), requiredMessage)
      .refine((v) => v >= 0, Msg.notNegative)
      .refine((v) => v <= 1_000_000, 'The value is too large.'),
  );

export const DateTimeMsg = {
  format: 'Use the format YYYY-MM-DD HH:mm:ss (UTC).',
  notReal: 'This date and time does not exist: check the day, month and hour.',
  outOfRange: 'The date must be between the years 1900 and 2199.',
} as const;

/** The range of years any stored time may fall in (as `isoDate`): PostgreSQL has no year 0. */
const EARLIEST_INSTANT = Date.UTC(1900, 0, 1);
const LATEST_INSTANT = Date.UTC(2200, 0, 1);

/**
 * A UTC instant on the wire: 'YYYY-MM-DD HH:mm:ss' (the spec's format, always UTC) or ISO 8601
 * with a zone. Becomes a Date. A day or hour that does not exist ('2023-02-29', '24:00', which
 * Date would roll over) and a year outside 1900–2199 ('0000-01-01', which PostgreSQL cannot store)
 * are refused.
 */
export const utcDateTime = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .transform((v, ctx) => {
      const spec = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?)$/.exec(v);
      const date = spec ? new Date(`${spec[1]}T${spec[2]}Z`) : new Date(v);
      const refuse = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      if (Number.isNaN(date.getTime()) || (!spec && !/[zZ]|[+-]\d{2}:?\d{2}$/.test(v)))
        return refuse(DateTimeMsg.format);
      if (date.getTime() < EARLIEST_INSTANT || date.getTime() >= LATEST_INSTANT) return refuse(DateTimeMsg.outOfRange);
      // Whatever the form, a leading calendar date and hour must exist as written.
      const written = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}))?/.exec(v);
      if (written && (!isRealDate(written[1]!) || Number(written[2] ?? 0) > 23)) return refuse(DateTimeMsg.notReal);
      return date;
    });

/** Formats a Date as the spec's UTC 'YYYY-MM-DD HH:mm:ss'. */
export function toUtcWire(d: Date): string {
  return d.toISOString().slice(0, 19).replace('T', ' ');
}
