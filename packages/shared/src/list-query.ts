import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './constants.js';
import { LIST_SORTS } from './lists.js';
import { storableString } from './text.js';

/** offset/limit/filter/name/status as the list calls send them (offset = page × page size). */
export const listQuery = z.object({
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(DEFAULT_PAGE_SIZE),
  filter: z.enum(LIST_SORTS).catch('recent').default('recent'),
  name: storableString().trim().max(100).optional(),
  status: z.coerce
    .number()
    .int()
    .refine((v) => v === 0 || v === 4 || v === 5, 'Status must be 0, 4 or 5')
    .default(0),
});
export type ListQuery = z.infer<typeof listQuery>;

export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), recordCount: z.number() });

/** Optimistic concurrency: the version an edit was based on (optional: the spec's payloads omit it). */
export const versionField = z.coerce.number().int().positive().optional();
