import type { ListState } from '../../components/list';
import { agencyTimeZone } from '../../lib/agency-zone';
import { localIsoDate } from '../../lib/format';

/** Tabs → the `type` filter of GET /work_entry (spec 01 section 4). */
export const ENTRY_TABS = [
  { type: 'com', label: 'Completed' },
  { type: 'inp', label: 'In Progress' },
  { type: 'abd', label: 'Abandoned' },
] as const;
export type EntryTab = (typeof ENTRY_TABS)[number]['type'];

/** Range Selection: which date From/To apply to (spec 01 section 9; 1 is the default). */
export const RANGE_OPTIONS = [
  { value: 1, label: 'Created Date' },
  { value: 2, label: 'Start Date' },
  { value: 3, label: 'End Date' },
] as const;

/** Server-side sorts of GET /work_entry (`sort`); 'default' sends none (the Filter decides the order). */
export const ENTRY_SORTS = [
  { value: 'default', label: 'Default order' },
  { value: 'start_desc', label: 'Start Time (newest first)' },
  { value: 'start_asc', label: 'Start Time (oldest first)' },
  { value: 'created_desc', label: 'Created (newest first)' },
  { value: 'staff_asc', label: 'Staff Name (A-Z)' },
  { value: 'client_asc', label: 'Client Name (A-Z)' },
] as const;

/** The Verification filter of the Completed tab (the reports' choices). */
export const VERIFICATION_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'reviewed', label: 'Verified' },
  { value: 'not_reviewed', label: 'Not verified' },
] as const;
export type AdminVerification = (typeof VERIFICATION_OPTIONS)[number]['value'];

/** The work entry list's own settings on top of search/filter/page (all persisted). */
export type WorkEntryFilters = {
  type: EntryTab;
  /** Range Selection: 1 created, 2 start, 3 end date. */
  date: number;
  /** YYYY-MM-DD in the agency's zone. */
  from: string;
  to: string;
  /** 0 = any staff member. The name is kept so the box shows it before the options load. */
  staffId: number;
  staffName: string;
  /** 0 = any client service. */
  serviceId: number;
  serviceName: string;
  sort: string;
  /** Verified by an admin or not (Completed tab only). */
  adminVerification: AdminVerification;
};
export type WorkEntryListState = ListState & WorkEntryFilters;

/** The default range is the last 7 days (spec 01 section 9): a week ago through today. */
export function defaultFilters(now: Date = new Date()): WorkEntryFilters {
  return {
    type: 'com',
    date: 1,
    from: localIsoDate(-7, now),
    to: localIsoDate(0, now),
    staffId: 0,
    staffName: '',
    serviceId: 0,
    serviceName: '',
    sort: 'default',
    adminVerification: 'all',
  };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Repairs settings read back from storage (a stale or hand-edited entry): unknown tabs and ranges
 * fall back to the defaults, and From/To are never later than today.
 */
export function cleanFilters(state: WorkEntryListState, now: Date = new Date()): WorkEntryListState {
  const defaults = defaultFilters(now);
  const today = defaults.to;
  const validDate = (v: string) => ISO_DATE.test(v) && v <= today;
  return {
    ...state,
    type: ENTRY_TABS.some((t) => t.type === state.type) ? state.type : defaults.type,
    date: RANGE_OPTIONS.some((r) => r.value === state.date) ? state.date : defaults.date,
    from: validDate(state.from) ? state.from : defaults.from,
    to: validDate(state.to) ? state.to : defaults.to,
    sort: ENTRY_SORTS.some((s) => s.value === state.sort) ? state.sort : defaults.sort,
    adminVerification: VERIFICATION_OPTIONS.some((v) => v.value === state.adminVerification)
      ? state.adminVerification
      : defaults.adminVerification,
  };
}

/**
 * Filters a link sets in the address (the Overview's cards): `type`, `date`, `from`, `to` and
 * `adminVerification`. They replace the saved ones, with the search and the other filters cleared,
 * so the list shows exactly what the link counted. Null when the address sets none.
 */
export function filtersFromAddress(
  params: URLSearchParams,
  now: Date = new Date(),
): Partial<WorkEntryListState> | null {
  if (!['type', 'date', 'from', 'to', 'adminVerification'].some((key) => params.has(key))) return null;
  const defaults = defaultFilters(now);
  const asked = {
    ...defaults,
    type: params.get('type') ?? defaults.type,
    date: Number(params.get('date') ?? defaults.date),
    from: params.get('from') ?? defaults.from,
    to: params.get('to') ?? defaults.to,
    adminVerification: params.get('adminVerification') ?? defaults.adminVerification,
  } as WorkEntryListState;
  const { type, date, from, to, adminVerification } = cleanFilters(asked, now);
  return { ...defaults, type, date, from, to, adminVerification, search: '', page: 0 };
}

/** The filter panel's query parameters of GET /work_entry (status is not a work entry filter). */
export function listFilterParams(state: WorkEntryListState): Record<string, string | number | undefined> {
  return {
    status: undefined,
    type: state.type,
    date: state.date,
    from: state.from || undefined,
    to: state.to || undefined,
    staff: state.staffId || undefined,
    service: state.serviceId || undefined,
    sort: state.sort === 'default' ? undefined : state.sort,
    adminVerification: state.type === 'com' && state.adminVerification !== 'all' ? state.adminVerification : undefined,
    timeZone: agencyTimeZone(),
  };
}
