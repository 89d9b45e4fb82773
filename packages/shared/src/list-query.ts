import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './constants.js';
import { numberInput } from './fields.js';
import { LIST_SORTS } from './lists.js';
import { storableString } from './text.js';

/** `offset` of a paged list: rows to skip (0 when absent or blank). */
export const pageOffset = (max = 10_000_000) => numberInput(z.number().int().min(0).max(max).default(0));
/** `limit` of a paged list: rows per page, 1..max (`fallback` when absent or blank). */
export const pageLimit = (fallback: number, max = 200) =>
  numberInput(z.number().int().min(1).max(max).default(fallback));

/** offset/limit/filter/name/status as the list calls send them (offset = page × page size). */
export const listQuery = z.object({
  offset: pageOffset(),
  limit: pageLimit(DEFAULT_PAGE_SIZE),
  filter: z.enum(LIST_SORTS).catch('recent').default('recent'),
  name: storableString().trim().max(100).optional(),
  status: numberInput(
    z
      .number()
      .int()
      .refine((v) => v === 0 || v === 4 || v === 5, 'Status must be 0, 4 or 5')
      .default(0),
  ),
});
export type ListQuery = z.infer<typeof listQuery>;

/** Options a picker asks for when it does not say how many (`limit` absent, `search` or `ids` given). */
export const OPTION_LIMIT_DEFAULT = 50;
/** The most options one search may ask for (`limit`). */
export const OPTION_LIMIT_MAX = 100;
/**
 * The most options the spec's bare calls (`GET /sc_list` with no parameter) return: no call reads a
 * whole table. As many as one staff allocation may send (`staffAllocationBody`); beyond that, search.
 */
export const OPTION_LIST_CAP = 500;

/**
 * Optional parameters of the option calls (/client/client_list, /user/user_list, /userByType,
 * /sc_list, /serviceRequestList): `search` (every word matches a name part; see each call),
 * `limit` (1..100) and `ids` ("3,8": only these, to show a chosen value's label).
 */
export const optionQuery = z.object({
  search: storableString().trim().max(100).optional(),
  limit: numberInput(z.number().int().min(1).max(OPTION_LIMIT_MAX).optional()),
  ids: z
    .preprocess(
      (v) => (Array.isArray(v) ? v.join(',') : v),
      storableString()
        .trim()
        .regex(/^\d{1,10}(,\d{1,10})*$/, 'ids must be ids separated by commas')
        .transform((s) => [...new Set(s.split(',').map(Number))])
        .pipe(
          z
            .array(z.number().int().min(1, 'Invalid id').max(2_147_483_647, 'Invalid id'))
            .max(OPTION_LIMIT_MAX, `At most ${OPTION_LIMIT_MAX} ids`),
        ),
    )
    .optional(),
});
export type OptionQuery = z.infer<typeof optionQuery>;

/**
 * How many options a call returns: `limit`; else one per asked id; else the default of a search;
 * else (the spec's bare call) the cap.
 */
export function optionLimit(q: OptionQuery): number {
  if (q.limit !== undefined) return q.limit;
  if (q.ids !== undefined) return q.ids.length;
  if (q.search !== undefined) return OPTION_LIMIT_DEFAULT;
  return OPTION_LIST_CAP;
}

export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), recordCount: z.number() });

/** Optimistic concurrency: the version an edit was based on (optional: the spec's payloads omit it). */
export const versionField = numberInput(z.number().int().positive().max(2_147_483_647).optional());
