// A leaf module (zod only): schemas anywhere in the package can take numbers without import cycles.
import { z } from 'zod';

/** A number as forms and query strings spell it: digits, an optional minus and decimals. */
const DECIMAL_TEXT = /^-?(?:\d+(?:\.\d+)?|\.\d+)$/;

/**
 * What a number field reads: a JSON number as it is; a string spelling a decimal number (a query
 * string, a form value; blanks around it allowed) as that number; a blank string as missing.
 * Anything else — a boolean, an array, an object, null, '1e3', '0x10' — is left as it is for
 * `z.number()` to refuse: z.coerce.number() read true as 1, [1] and [[1]] as 1 and null as 0, so
 * `{"workEntryId": true}` acted on record 1 (issue 24).
 */
export function numberFromText(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const s = v.trim();
  if (s === '') return undefined;
  return DECIMAL_TEXT.test(s) ? Number(s) : v;
}

/** A number field: `schema` (a z.number() with its rules) after {@link numberFromText}; never z.coerce. */
export const numberInput = <T extends z.ZodType>(schema: T) => z.preprocess(numberFromText, schema);
