import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import type { ListState } from './list-state';

export type ListEnvelope<T> = { data: T[]; recordCount: number };
export type QueryParams = Record<string, string | number | undefined>;

/** offset/limit/filter/name/status as the list calls expect them (offset = page × pageSize). */
export function listQueryParams(state: ListState): QueryParams {
  return {
    offset: state.page * state.pageSize,
    limit: state.pageSize,
    filter: state.filter,
    name: state.search.trim() || undefined,
    status: state.status,
  };
}

export type UseListQueryOptions<T> = {
  /** First part of the query key, e.g. 'clients'; invalidate with `queryClient.invalidateQueries({ queryKey: ['clients'] })`. */
  key: string;
  /** API path without /api/v1, e.g. '/client'. */
  path: string;
  /** The list's current state (`list.state`). */
  state: ListState;
  /** The response schema, e.g. `clientList` from @hearth/shared. */
  schema: z.ZodType<ListEnvelope<T>>;
  /** Extra query parameters (e.g. `{ type: 2 }`); they replace the standard ones of the same name. */
  params?: QueryParams;
  enabled?: boolean;
};

/**
 * Fetches one page of a list. The previous page stays on screen while the next one loads
 * (`isPlaceholderData` is true meanwhile), so paging and searching don't flash an empty table.
 * List calls don't raise the global spinner: the list shows its own progress bar.
 */
export function useListQuery<T>({ key, path, state, schema, params, enabled = true }: UseListQueryOptions<T>) {
  const query = { ...listQueryParams(state), ...params };
  return useQuery({
    queryKey: [key, 'list', query],
    queryFn: ({ signal }) => apiRequest(path, { query, schema, signal, track: false }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
