import { z } from 'zod';
import { Msg } from './messages.js';

/** A UTF-16 surrogate without its other half: not a character, it has no UTF-8 form. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether PostgreSQL can store the text: no NUL character (text columns refuse it) and no lone
 * surrogate (jsonb refuses its escape; elsewhere it would be silently replaced).
 */
export const isStorableText = (v: string): boolean => !v.includes('\u0000') && !LONE_SURROGATE.test(v);

/** z.string() refusing text the database cannot store (the server also refuses it in every field). */
export const storableString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, Msg.unstorableText);
