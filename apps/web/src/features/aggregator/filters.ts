import {
  AGGREGATOR_KINDS,
  AGGREGATOR_STATES,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  type AggregatorKind,
  type AggregatorState,
} from '@hearth/shared';

/** The kinds as the screen names them in the plural: the counts' rows, the Kind filter. */
export const KIND_PLURALS: Record<AggregatorKind, string> = { client: 'Clients', employee: 'Staff', visit: 'Visits' };

/** What the screen narrows the records to; kept in the address (`?kind=visit&state=rejected&page=2&limit=25`). */
export type RecordFilters = {
  /** '' = every kind. */
  kind: AggregatorKind | '';
  /** '' = every state. */
  state: AggregatorState | '';
  /** 0-based (1-based in the address). */
  page: number;
  pageSize: number;
};

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | '' =>
  (values as readonly string[]).includes(raw ?? '') ? (raw as T) : '';

/** The filters an address says, each unreadable one at its default. */
export function readFilters(params: URLSearchParams): RecordFilters {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('limit'));
  return {
    kind: oneOf(AGGREGATOR_KINDS, params.get('kind')),
    state: oneOf(AGGREGATOR_STATES, params.get('state')),
    page: Number.isSafeInteger(page) && page > 1 ? page - 1 : 0,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

/** The address's query of `filters`, defaults left out. */
export function writeFilters(filters: RecordFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.state) params.set('state', filters.state);
  if (filters.page > 0) params.set('page', String(filters.page + 1));
  if (filters.pageSize !== DEFAULT_PAGE_SIZE) params.set('limit', String(filters.pageSize));
  return params;
}

/** GET /aggregator/records's query for `filters`. */
export const listParams = (f: RecordFilters): Record<string, string | number | undefined> => ({
  kind: f.kind || undefined,
  state: f.state || undefined,
  offset: f.page * f.pageSize,
  limit: f.pageSize,
});
