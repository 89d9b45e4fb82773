import { z } from 'zod';
import { Msg } from './messages.js';

/** A UTF-16 surrogate without its other half: not a character, it has no UTF-8 form. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The characters XML 1.0 cannot hold besides lone surrogates: the C0 controls other than tab, line
 * feed and carriage return (NUL among them), U+FFFE and U+FFFF. An xlsx sheet is XML, so one of them
 * in a note makes the export not well-formed (LibreOffice drops the rest of the sheet).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const XML_FORBIDDEN_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/**
 * Whether Hearth keeps the text: PostgreSQL can store it (no NUL, which text columns refuse; no
 * lone surrogate, whose escape jsonb refuses) and every export can write it (nothing XML 1.0
 * forbids). Nobody types these; they arrive pasted from elsewhere or crafted. The web checks it in
 * forms, the server in every field (docs/decisions/006).
 */
export const isStorableText = (v: string): boolean => !XML_FORBIDDEN_CHAR.test(v) && !LONE_SURROGATE.test(v);

/** z.string() refusing text the database cannot store (the server also refuses it in every field). */
export const storableString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, Msg.unstorableText);
