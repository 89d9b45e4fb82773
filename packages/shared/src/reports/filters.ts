/** A report's filters read from a query string or a JSON body; dates are days in the agency's time zone. */
import { Status } from '../enums.js';
import { comingJune30, dayIn, parseReportDate, toUsDate } from '../report-dates.js';
import { isKnownTimeZone } from '../time-zone.js';
import { idSchema } from '../validation.js';
import {
  ADMIN_VERIFICATION,
  ALLOCATION_GROUPS,
  DATE_FILTER_OPTIONS,
  defaultReportRange,
  REPORT_PAGE_MAX,
  REPORT_VARIANT,
  ReportMsg,
  type AdminVerificationFilter,
  type AllocationGroup,
  type DateFilterOption,
  type ReportType,
  type ReportVariant,
} from './catalogue.js';

/** Filters after parsing: dates are YYYY-MM-DD days in `timeZone`, inclusive at both ends. */
export type ReportFilters = {
  fromDate: string;
  toDate: string | null;
  timeZone: string;
  offset: number;
  limit: number;
  status: Status;
  adminVerification: AdminVerificationFilter;
  clientId: number | null;
  staffId: number | null;
  serviceId: number | null;
  dateFilterOption: DateFilterOption;
  group: AllocationGroup;
};

type FilterResult = { ok: true; filters: ReportFilters } | { ok: false; field: string; message: string };

const COMMON = ['offset', 'limit', 'fromDate'] as const;
/** The filters each variant accepts ('timezone' and 'timeZone' are both spellings the spec uses). */
const ACCEPTED: Record<ReportVariant, readonly string[]> = {
  person: [...COMMON, 'endDate', 'toDate', 'status', 'timeZone', 'timezone'],
  service: [...COMMON, 'toDate', 'timezone', 'timeZone'],
  entry: [
    ...COMMON,
    'toDate',
    'adminVerification',
    'clientId',
    'staffId',
    'serviceId',
    'dateFilterOption',
    'timeZone',
    'timezone',
    'group',
  ],
};

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
/**
 * A filter's value as text: a string trimmed, a number or boolean spelled out. A list or an object
 * (`[1]`, `{"id": 1}`, a repeated query parameter) reads as text no filter accepts, never as "1".
 */
const NOT_A_VALUE = '\u0000';
const text = (v: unknown) =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' || typeof v === 'boolean' ? String(v) : NOT_A_VALUE;

function statusOf(v: unknown): Status | null {
  const s = text(v).toLowerCase();
  if (s === 'all' || s === '0') return Status.All;
  if (s === 'active' || s === '4') return Status.Active;
  if (s === 'inactive' || s === '5') return Status.Inactive;
  return null;
}

function dateOptionOf(v: unknown): DateFilterOption | null {
  // The work entry list's numbers are accepted too: 1 created, 2 start, 3 end.
  const s = text(v).toLowerCase();
  const numbered: Record<string, DateFilterOption> = { '1': 'created', '2': 'start', '3': 'end' };
  if (numbered[s]) return numbered[s];
  return (DATE_FILTER_OPTIONS as readonly string[]).includes(s) ? (s as DateFilterOption) : null;
}

function wholeNumber(v: unknown, min: number, max: number): number | null {
  const s = text(v);
  if (!/^\d{1,10}$/.test(s)) return null;
  const n = Number(s);
  return n >= min && n <= max ? n : null;
}

type Failure = Extract<FilterResult, { ok: false }>;
const fail = (field: string, message: string): Failure => ({ ok: false, field, message });
const failed = <T extends object>(v: T | Failure): v is Failure => 'ok' in v && v.ok === false;

/** Reports with a Group filter (client or staff). */
const GROUPED: readonly ReportType[] = ['staff_allocation', 'scheduled_vs_delivered'];
/** Filters of the entry variant a report does not take: planned visits have no review state or end/created day. */
const NOT_TAKEN: Partial<Record<ReportType, readonly string[]>> = {
  scheduled_vs_delivered: ['adminVerification', 'dateFilterOption'],
  training_compliance: ['adminVerification', 'dateFilterOption', 'clientId', 'serviceId'],
  credential_compliance: ['adminVerification', 'dateFilterOption', 'clientId', 'serviceId'],
};
/** Filters a report takes beyond its variant's: the staff reports' staff status. */
const ALSO_TAKEN: Partial<Record<ReportType, readonly string[]>> = {
  training_compliance: ['status'],
  credential_compliance: ['status'],
};

/** A filter the report does not take ('group' is only the grouped reports'). */
function unknownFilter(type: ReportType, raw: Record<string, unknown>): Failure | null {
  const variant = REPORT_VARIANT[type];
  for (const key of Object.keys(raw)) {
    if (
      (!ACCEPTED[variant].includes(key) && !ALSO_TAKEN[type]?.includes(key)) ||
      (key === 'group' && !GROUPED.includes(type)) ||
      NOT_TAKEN[type]?.includes(key)
    ) {
      return fail(key, ReportMsg.unknownFilter(key));
    }
  }
  return null;
}

function readZone(raw: Record<string, unknown>, agencyZone: string): { timeZone: string } | Failure {
  const tzRaw = !blank(raw.timeZone) ? raw.timeZone : raw.timezone;
  const timeZone = blank(tzRaw) ? agencyZone : text(tzRaw);
  if (timeZone.length > 64 || !isKnownTimeZone(timeZone)) {
    return fail(blank(raw.timeZone) ? 'timezone' : 'timeZone', ReportMsg.invalidTimeZone);
  }
  return { timeZone };
}

function readRange(
  type: ReportType,
  raw: Record<string, unknown>,
  today: string,
): { fromDate: string; toDate: string | null } | Failure {
  const variant = REPORT_VARIANT[type];
  const defaults = defaultReportRange(type, today);
  const day = (field: string, fallback: string | null): string | null | false => {
    if (blank(raw[field])) return fallback;
    return parseReportDate(text(raw[field])) ?? false;
  };
  const fromDate = day('fromDate', defaults.fromDate);
  if (fromDate === false || fromDate === null) return fail('fromDate', ReportMsg.invalidDate);
  const toField = variant === 'person' && blank(raw.toDate) ? 'endDate' : 'toDate';
  // Person summaries run to today unless an end is given; the others default to their range.
  const toDate = day(toField, variant === 'person' ? null : defaults.toDate);
  if (toDate === false) return fail(toField, ReportMsg.invalidDate);
  if (toDate !== null && toDate < fromDate) return fail(toField, ReportMsg.toBeforeFrom);
  if (toDate !== null && Number(toDate.slice(0, 4)) - Number(fromDate.slice(0, 4)) > 10) {
    return fail(toField, ReportMsg.rangeTooLong);
  }
  if (type === 'monthly_client_service_summary') {
    if (fromDate > today) return fail('fromDate', ReportMsg.fromInFuture);
    const june30 = comingJune30(today);
    if (toDate !== null && toDate > june30) return fail('toDate', ReportMsg.toAfterJune30(toUsDate(june30)));
  }
  return { fromDate, toDate };
}

function readPage(raw: Record<string, unknown>): { offset: number; limit: number } | Failure {
  const offset = blank(raw.offset) ? 0 : wholeNumber(raw.offset, 0, 100_000_000);
  if (offset === null) return fail('offset', ReportMsg.invalidOffset);
  const limit = blank(raw.limit) ? REPORT_PAGE_MAX : wholeNumber(raw.limit, 1, REPORT_PAGE_MAX);
  if (limit === null) return fail('limit', ReportMsg.invalidLimit);
  return { offset, limit };
}

type Choices = Pick<ReportFilters, 'status' | 'adminVerification' | 'dateFilterOption' | 'group'>;

/** Scheduled vs Delivered reads per staff member unless asked per client; the allocation summary per client. */
const defaultGroup = (type: ReportType): AllocationGroup => (type === 'scheduled_vs_delivered' ? 'staff' : 'client');

function readChoices(type: ReportType, raw: Record<string, unknown>): Choices | Failure {
  const status = blank(raw.status) ? Status.All : statusOf(raw.status);
  if (status === null) return fail('status', ReportMsg.invalidStatus);
  const verification = blank(raw.adminVerification) ? 'all' : text(raw.adminVerification).toLowerCase();
  if (!(ADMIN_VERIFICATION as readonly string[]).includes(verification)) {
    return fail('adminVerification', ReportMsg.invalidVerification);
  }
  const dateFilterOption = blank(raw.dateFilterOption) ? 'start' : dateOptionOf(raw.dateFilterOption);
  if (dateFilterOption === null) return fail('dateFilterOption', ReportMsg.invalidDateOption);
  const group = blank(raw.group) ? defaultGroup(type) : text(raw.group).toLowerCase();
  if (!(ALLOCATION_GROUPS as readonly string[]).includes(group)) return fail('group', ReportMsg.invalidGroup);
  return {
    status,
    adminVerification: verification as AdminVerificationFilter,
    dateFilterOption,
    group: group as AllocationGroup,
  };
}

type IdFilters = Pick<ReportFilters, 'clientId' | 'staffId' | 'serviceId'>;

/** The id filters: blank or 'all' is no filter. */
function readIds(raw: Record<string, unknown>): IdFilters | Failure {
  const ids: IdFilters = { clientId: null, staffId: null, serviceId: null };
  for (const field of ['clientId', 'staffId', 'serviceId'] as const) {
    if (blank(raw[field]) || text(raw[field]) === 'all') continue;
    const id = idSchema.safeParse(raw[field]);
    if (!id.success) return fail(field, ReportMsg.invalidId);
    ids[field] = id.data;
  }
  return ids;
}

/**
 * Reads a report's filters from a query string or a JSON body. Refuses a filter the report does
 * not take, and any malformed value, naming the field (checked in this order: unknown filters,
 * zone, dates, paging, choices, ids). `now` fixes "today" for defaults and the monthly report's
 * limits; dates are days in `agencyZone` unless the call names another zone.
 */
export function parseReportFilters(
  type: ReportType,
  raw: Record<string, unknown>,
  now: Date,
  agencyZone: string,
): FilterResult {
  const unknown = unknownFilter(type, raw);
  if (unknown) return unknown;
  const zone = readZone(raw, agencyZone);
  if (failed(zone)) return zone;
  const range = readRange(type, raw, dayIn(now, zone.timeZone));
  if (failed(range)) return range;
  const page = readPage(raw);
  if (failed(page)) return page;
  const choices = readChoices(type, raw);
  if (failed(choices)) return choices;
  const ids = readIds(raw);
  if (failed(ids)) return ids;
  const { status, adminVerification, dateFilterOption, group } = choices;
  return {
    ok: true,
    filters: { ...range, ...zone, ...page, status, adminVerification, ...ids, dateFilterOption, group },
  };
}
