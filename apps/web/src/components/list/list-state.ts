import { useCallback, useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE, LIST_SORTS, PAGE_SIZES, Status, type ListSort } from '@hearth/shared';
import { readJson, writeJson } from '../../lib/storage';

/** The list filter "status": 0 all, 4 active, 5 inactive (spec 01 section 4). */
export type StatusFilter = (typeof Status)[keyof typeof Status];

/** What a list screen remembers: search term, sort/filter, status, page (0-based) and page size. */
export type ListState = {
  /** The search term the list is currently filtered by (what was last submitted, not what is being typed). */
  search: string;
  /** The sort/filter dropdown value, 'recent' by default. */
  filter: ListSort;
  status: StatusFilter;
  /** 0-based page number; the request's offset is page × pageSize. */
  page: number;
  pageSize: number;
};

export const DEFAULT_LIST_STATE: ListState = {
  search: '',
  filter: 'recent',
  status: Status.All,
  page: 0,
  pageSize: DEFAULT_PAGE_SIZE,
};

/** Every list's settings live under this sessionStorage prefix, so they can be reset together. */
export const LIST_STATE_PREFIX = 'hearth.list.';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps only the known, well-typed values of a stored state (the stored JSON may be stale or edited). */
function sanitize<T extends ListState>(stored: unknown, defaults: T): T {
  if (!stored || typeof stored !== 'object') return defaults;
  const s = stored as Record<string, unknown>;
  const result: Record<string, unknown> = { ...defaults };
  for (const key of Object.keys(defaults)) {
    if (key in s && typeof s[key] === typeof (defaults as Record<string, unknown>)[key]) result[key] = s[key];
  }
  const state = result as T;
  if (!(LIST_SORTS as readonly string[]).includes(state.filter)) state.filter = defaults.filter;
  if (![Status.All, Status.Active, Status.Inactive].includes(state.status)) state.status = defaults.status;
  if (!(PAGE_SIZES as readonly number[]).includes(state.pageSize)) state.pageSize = defaults.pageSize;
  if (!Number.isInteger(state.page) || state.page < 0) state.page = 0;
  return state;
}

/** Reads a list's saved settings (or the defaults). */
export function readListState<T extends ListState>(key: string, defaults: T): T {
  const store = storage();
  return store ? sanitize(readJson(LIST_STATE_PREFIX + key, store), defaults) : defaults;
}

/**
 * Forgets the search, filter, status and paging of every list screen (spec 01 section 4: they
 * "persist across navigation and are reset together"). Called on log out.
 */
export function resetAllListStates(): void {
  const store = storage();
  if (!store) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i);
      if (key?.startsWith(LIST_STATE_PREFIX)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // Storage disabled: nothing was persisted either.
  }
}

/** The object returned by usePersistentListState. */
export type ListStateApi<T extends ListState = ListState> = {
  state: T;
  /** Sets the search term and goes back to the first page. */
  setSearch: (search: string) => void;
  /** Sets the sort/filter and goes back to the first page. */
  setFilter: (filter: ListSort) => void;
  /** Sets the status filter and goes back to the first page. */
  setStatus: (status: StatusFilter) => void;
  setPage: (page: number) => void;
  /** Sets the page size and goes back to the first page. */
  setPageSize: (pageSize: number) => void;
  /** Merges any fields (e.g. a page's own extra filters); the page goes back to 0 unless `page` is in the patch. */
  update: (patch: Partial<T>) => void;
  /** Back to the defaults for this list. */
  reset: () => void;
};

/**
 * A list screen's search/filter/status/page/pageSize, kept in sessionStorage under `key` so they
 * survive navigating to a record and back. Extra fields of your own (e.g. `{ type: 0 }`) can be
 * added through `defaults` and changed with `update`.
 *
 * @example
 * const list = usePersistentListState('clients');
 * const list = usePersistentListState('staff', { type: 0 });
 * list.state.page; list.setSearch('smi');
 */
export function usePersistentListState<E extends Record<string, unknown> = Record<never, never>>(
  key: string,
  defaults?: Partial<ListState> & E,
): ListStateApi<ListState & E> {
  type T = ListState & E;
  // The caller's defaults object is usually a literal: freeze it on first render.
  const [initial] = useState<T>(() => ({ ...DEFAULT_LIST_STATE, ...defaults }) as T);
  const [state, setState] = useState<T>(() => readListState(key, initial));

  const update = useCallback(
    (patch: Partial<T>) => {
      setState((previous) => {
        const next = { ...previous, page: 0, ...patch };
        const store = storage();
        if (store) writeJson(LIST_STATE_PREFIX + key, next, store);
        return next;
      });
    },
    [key],
  );

  return useMemo(
    () => ({
      state,
      update,
      setSearch: (search) => update({ search } as Partial<T>),
      setFilter: (filter) => update({ filter } as Partial<T>),
      setStatus: (status) => update({ status } as Partial<T>),
      setPage: (page) => update({ page } as Partial<T>),
      setPageSize: (pageSize) => update({ pageSize } as Partial<T>),
      reset: () => update(initial),
    }),
    [state, update, initial],
  );
}
