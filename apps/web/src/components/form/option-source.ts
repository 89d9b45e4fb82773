import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client';

/** One choice of a picker: the record's id and the text shown for it. */
export type PickerOption = { id: number; label: string };

/** What a picker asks an option call for: a typed search, at most `limit`, or only some ids. */
export type OptionParams = { search?: string; limit?: number; ids?: number[] };

/** Where a picker's choices come from (build one with `optionSource`, once per call, at module level). */
export type PickerSource = {
  /** Query-key prefix shared by every picker of the same call, e.g. ['users', 'staff-options']. */
  key: readonly unknown[];
  load: (params: OptionParams, signal: AbortSignal) => Promise<PickerOption[]>;
};

/**
 * A picker source over one of the server's option calls (GET /user/user_list, /client/client_list,
 * /sc_list, /userByType, /serviceRequestList): sends `search`, `limit` and `ids`, plus the call's
 * own fixed `query` (e.g. `user_type`), and maps each item to {id, label}. Searches don't raise the
 * global spinner: the picker shows its own.
 */
export function optionSource<T>(p: {
  key: readonly unknown[];
  path: string;
  schema: z.ZodType<{ data: T[] }>;
  toOption: (item: T) => PickerOption;
  query?: Record<string, string | number>;
}): PickerSource {
  return {
    key: p.key,
    load: async ({ search, limit, ids }, signal) => {
      const body = await apiRequest(p.path, {
        query: { ...p.query, search: search || undefined, limit, ids: ids?.join(',') },
        schema: p.schema,
        signal,
        track: false,
      });
      return body.data.map(p.toOption);
    },
  };
}
