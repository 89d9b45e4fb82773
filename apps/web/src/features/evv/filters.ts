import { DEFAULT_PAGE_SIZE, EVV_EXCEPTION_TYPES, PAGE_SIZES, type EvvExceptionType } from '@hearth/shared';

/** Open (the default), Resolved or All: the `resolved` parameter of GET /evv/exceptions. */
export const RESOLVED_TABS = [
  { value: 'false', label: 'Open' },
  { value: 'true', label: 'Resolved' },
  { value: 'all', label: 'All' },
] as const;
export type ResolvedFilter = (typeof RESOLVED_TABS)[number]['value'];

/** What the screen filters by; kept in the address (`?fromDate=&type=&resolved=&workEntryId=&page=&limit=`). */
export type ExceptionFilters = {
  /** 'YYYY-MM-DD' dates of service in the agency's zone; '' = no bound. */
  fromDate: string;
  toDate: string;
  type: EvvExceptionType | '';
  resolved: ResolvedFilter;
  /** Only this work entry's exceptions (the verify confirmation links here); null = every entry's. */
  workEntryId: number | null;
  /** 0-based (1-based in the address). */
  page: number;
  pageSize: number;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters an address says, each unreadable one at its default. */
export function readFilters(params: URLSearchParams): ExceptionFilters {
  const date = (name: string) => {
    const v = params.get(name) ?? '';
    return ISO_DATE.test(v) ? v : '';
  };
  const type = params.get('type') ?? '';
  const resolved = params.get('resolved') ?? '';
  const id = Number(params.get('workEntryId'));
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('limit'));
  return {
    fromDate: date('fromDate'),
    toDate: date('toDate'),
    type: (EVV_EXCEPTION_TYPES as readonly string[]).includes(type) ? (type as EvvExceptionType) : '',
    resolved: RESOLVED_TABS.some((t) => t.value === resolved) ? (resolved as ResolvedFilter) : 'false',
    workEntryId: Number.isSafeInteger(id) && id > 0 ? id : null,
    page: Number.isSafeInteger(page) && page > 1 ? page - 1 : 0,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

/** The address's query of `filters`: defaults are left out, so the plain path is the open ones. */
export function writeFilters(filters: ExceptionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.fromDate) params.set('fromDate', filters.fromDate);
  if (filters.toDate) params.set('toDate', filters.toDate);
  if (filters.type) params.set('type', filters.type);
  if (filters.resolved !== 'false') params.set('resolved', filters.resolved);
  if (filters.workEntryId !== null) params.set('workEntryId', String(filters.workEntryId));
  if (filters.page > 0) params.set('page', String(filters.page + 1));
  if (filters.pageSize !== DEFAULT_PAGE_SIZE) params.set('limit', String(filters.pageSize));
  return params;
}

/** To before From: the range is not asked for (the To box says why). */
export const rangeReversed = (f: Pick<ExceptionFilters, 'fromDate' | 'toDate'>) =>
  !!f.fromDate && !!f.toDate && f.toDate < f.fromDate;

/** GET /evv/exceptions's query for `filters`. */
export function listParams(f: ExceptionFilters): Record<string, string | number | undefined> {
  return {
    fromDate: f.fromDate || undefined,
    toDate: f.toDate || undefined,
    type: f.type || undefined,
    resolved: f.resolved,
    workEntryId: f.workEntryId ?? undefined,
    offset: f.page * f.pageSize,
    limit: f.pageSize,
  };
}
