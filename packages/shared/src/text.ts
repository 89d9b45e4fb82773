import { z } from 'zod';
import { Msg } from './messages.js';

/**
 * Characters XML 1.0 cannot hold (its Char production): the C0 controls other than tab, line feed
 * and carriage return (NUL among them), U+FFFE, U+FFFF, and a UTF-16 surrogate without its other
 * half (which has no UTF-8 form either). An xlsx sheet is XML, so one of them in a note makes the
 * export not well-formed: LibreOffice silently drops the rest of the row, every later row and the
 * totals.
 */
const XML_FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const XML_FORBIDDEN_ALL = new RegExp(XML_FORBIDDEN.source, 'g');

/** Whether the text holds a character XML 1.0 forbids. */
export const hasXmlForbiddenChar = (text: string): boolean => XML_FORBIDDEN.test(text);

/** The text without the characters XML 1.0 forbids (tab, line feed and carriage return stay). */
export const withoutXmlForbiddenChars = (text: string): string =>
  XML_FORBIDDEN.test(text) ? text.replace(XML_FORBIDDEN_ALL, '') : text;

/**
 * Whether Hearth keeps the text: PostgreSQL can store it (no NUL, which text columns refuse; no
 * lone surrogate, whose escape jsonb refuses) and every export can write it (nothing XML 1.0
 * forbids, a set that holds both). Nobody types these; they arrive pasted from elsewhere or
 * crafted. The web checks it in forms, the server in every field (docs/decisions/006).
 */
export const isStorableText = (v: string): boolean => !hasXmlForbiddenChar(v);

/** z.string() refusing text the database cannot store (the server also refuses it in every field). */
export const storableString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, Msg.unstorableText);

/**
 * A value of unknown type as text: a string, number, bigint, boolean or Date as `String()` gives
 * it, anything else (an object no column or cell should hold) as JSON, never '[object Object]'.
 */
export function asText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean' || v instanceof Date) return String(v);
  return JSON.stringify(v) ?? '';
}
