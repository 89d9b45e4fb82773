/**
 * Reports (spec 02 sections 2, 3, 7 and 9): the types, their names, the three filter variants,
 * default ranges, validation, the rows on the wire and the columns both the viewer and the xlsx
 * export show. Dates are days in the agency's time zone.
 */
import { z } from 'zod';
import { pageLimit, pageOffset } from './list-query.js';
import { Status } from './enums.js';
import { comingJune30, dayIn, fiscalYearOf, parseReportDate, shiftDay, toUsDate } from './report-dates.js';
import { idSchema } from './validation.js';
import { isKnownTimeZone } from './time-zone.js';
import { timeZoneField } from './work-entries.js';

export const REPORT_TYPES = [
  'notes',
  'staff_pay',
  'staff_billing',
  'promise_billing',
  'client_summary',
  'sc_summary',
  'staff_summary',
  'staff_allocation',
  'monthly_client_service_summary',
  'client_service_summary',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const isReportType = (v: string): v is ReportType => (REPORT_TYPES as readonly string[]).includes(v);

/** Names as the selector shows them; the download is '{name} on MM-DD-YYYY.xlsx'. */
export const REPORT_NAMES: Record<ReportType, string> = {
  notes: 'Notes Report',
  staff_pay: 'Staff Payroll Report',
  staff_billing: 'Staff Billing Report',
  promise_billing: 'Promise Billing Report',
  client_summary: 'Client Summary',
  sc_summary: 'Supports Coordinators',
  staff_summary: 'Staff Summary',
  staff_allocation: 'Staff Allocation Summary',
  monthly_client_service_summary: 'Monthly Client Service Summary',
  client_service_summary: 'Client Service Summary',
};

/** The selector's options in the spec's order (staff_billing is served by the API and export only). */
export const SELECTABLE_REPORTS: readonly ReportType[] = [
  'notes',
  'staff_pay',
  'promise_billing',
  'client_summary',
  'sc_summary',
  'staff_summary',
  'staff_allocation',
  'monthly_client_service_summary',
  'client_service_summary',
];

/** The spec's three filter variants. */
export type ReportVariant = 'person' | 'service' | 'entry';
export const REPORT_VARIANT: Record<ReportType, ReportVariant> = {
  client_summary: 'person',
  sc_summary: 'person',
  staff_summary: 'person',
  monthly_client_service_summary: 'service',
  client_service_summary: 'service',
  notes: 'entry',
  staff_pay: 'entry',
  staff_billing: 'entry',
  promise_billing: 'entry',
  staff_allocation: 'entry',
};

export const REPORT_PAGE_MAX = 1000;
export const REPORT_PAGE_SIZES = [10, 25, 50, 100] as const;
/** The staff Service Summary: 3 clients per page, up to 1000 rows loaded (spec 02 section 9). */
export const SERVICE_SUMMARY_CLIENTS_PER_PAGE = 3;
export const ALLOCATION_GROUPS = ['client', 'staff'] as const;
export type AllocationGroup = (typeof ALLOCATION_GROUPS)[number];
export const ADMIN_VERIFICATION = ['all', 'reviewed', 'not_reviewed'] as const;
export type AdminVerificationFilter = (typeof ADMIN_VERIFICATION)[number];
/** Which instant of an entry the date range looks at: the visit's start unless asked otherwise. */
export const DATE_FILTER_OPTIONS = ['start', 'end', 'created'] as const;
export type DateFilterOption = (typeof DATE_FILTER_OPTIONS)[number];

export const ReportMsg = {
  unknownType: (type: string) => `There is no report called '${type}'.`,
  unknownFilter: (name: string) => `'${name}' is not a filter of this report.`,
  invalidDate: 'Use the date format MM/DD/YYYY or YYYY-MM-DD.',
  toBeforeFrom: 'The To date cannot be earlier than the From date.',
  fromInFuture: 'The From date cannot be in the future.',
  toAfterJune30: (june30: string) => `The To date cannot be later than ${june30}.`,
  invalidStatus: 'Status must be all, active or inactive.',
  invalidVerification: 'Admin verification must be all, reviewed or not_reviewed.',
  invalidDateOption: 'Date filter option must be start, end or created.',
  invalidGroup: 'Group must be client or staff.',
  invalidId: 'Invalid id',
  invalidTimeZone: 'Unknown time zone',
  invalidOffset: 'Offset must be a whole number, 0 or more.',
  invalidLimit: `Limit must be a whole number from 1 to ${REPORT_PAGE_MAX}.`,
  rangeTooLong: 'A report covers at most 10 years.',
  failed: 'The report could not be generated. Please try again.',
  downloadFailed: 'The download failed. Please try again.',
  noRows: 'No rows found',
  totalToPay: 'Total to pay for this week',
} as const;

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

/** The range a report opens with (spec 02 section 9), for `today` in the agency's zone. */
export function defaultReportRange(type: ReportType, today: string): { fromDate: string; toDate: string } {
  const variant = REPORT_VARIANT[type];
  if (variant === 'service') {
    const fy = fiscalYearOf(today);
    return { fromDate: fy.from, toDate: fy.to };
  }
  if (variant === 'person') return { fromDate: `${today.slice(0, 4)}-01-01`, toDate: today };
  return { fromDate: shiftDay(today, -6), toDate: today };
}

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
  if (numbered[s]) return numbered[s]!;
  return (DATE_FILTER_OPTIONS as readonly string[]).includes(s) ? (s as DateFilterOption) : null;
}

function wholeNumber(v: unknown, min: number, max: number): number | null {
  const s = text(v);
  if (!/^\d{1,10}$/.test(s)) return null;
  const n = Number(s);
  return n >= min && n <= max ? n : null;
}

/**
 * Reads a report's filters from a query string or a JSON body. Refuses a filter the report does
 * not take, and any malformed value, naming the field. `now` fixes "today" for defaults and the
 * monthly report's limits; dates are days in `agencyZone` unless the call names another zone.
 */
export function parseReportFilters(
  type: ReportType,
  raw: Record<string, unknown>,
  now: Date,
  agencyZone: string,
): FilterResult {
  const variant = REPORT_VARIANT[type];
  const fail = (field: string, message: string): FilterResult => ({ ok: false, field, message });
  for (const key of Object.keys(raw)) {
    if (!ACCEPTED[variant].includes(key) || (key === 'group' && type !== 'staff_allocation')) {
      return fail(key, ReportMsg.unknownFilter(key));
    }
  }
  const tzRaw = !blank(raw.timeZone) ? raw.timeZone : raw.timezone;
  const timeZone = blank(tzRaw) ? agencyZone : text(tzRaw);
  if (timeZone.length > 64 || !isKnownTimeZone(timeZone)) {
    return fail(blank(raw.timeZone) ? 'timezone' : 'timeZone', ReportMsg.invalidTimeZone);
  }
  const today = dayIn(now, timeZone);
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

  const offset = blank(raw.offset) ? 0 : wholeNumber(raw.offset, 0, 100_000_000);
  if (offset === null) return fail('offset', ReportMsg.invalidOffset);
  const limit = blank(raw.limit) ? REPORT_PAGE_MAX : wholeNumber(raw.limit, 1, REPORT_PAGE_MAX);
  if (limit === null) return fail('limit', ReportMsg.invalidLimit);

  const status = blank(raw.status) ? Status.All : statusOf(raw.status);
  if (status === null) return fail('status', ReportMsg.invalidStatus);
  const verification = blank(raw.adminVerification) ? 'all' : text(raw.adminVerification).toLowerCase();
  if (!(ADMIN_VERIFICATION as readonly string[]).includes(verification)) {
    return fail('adminVerification', ReportMsg.invalidVerification);
  }
  const dateFilterOption = blank(raw.dateFilterOption) ? 'start' : dateOptionOf(raw.dateFilterOption);
  if (dateFilterOption === null) return fail('dateFilterOption', ReportMsg.invalidDateOption);
  const group = blank(raw.group) ? 'client' : text(raw.group).toLowerCase();
  if (!(ALLOCATION_GROUPS as readonly string[]).includes(group)) return fail('group', ReportMsg.invalidGroup);

  const ids: Record<'clientId' | 'staffId' | 'serviceId', number | null> = {
    clientId: null,
    staffId: null,
    serviceId: null,
  };
  for (const field of ['clientId', 'staffId', 'serviceId'] as const) {
    if (blank(raw[field]) || text(raw[field]) === 'all') continue;
    const id = idSchema.safeParse(raw[field]);
    if (!id.success) return fail(field, ReportMsg.invalidId);
    ids[field] = id.data;
  }

  return {
    ok: true,
    filters: {
      fromDate,
      toDate,
      timeZone,
      offset,
      limit,
      status,
      adminVerification: verification as AdminVerificationFilter,
      ...ids,
      dateFilterOption,
      group: group as AllocationGroup,
    },
  };
}

// ---- rows on the wire ----

const money = z.number();
const instant = z.string(); // ISO 8601 UTC
const day = z.string(); // YYYY-MM-DD

/** A work entry as the notes, payroll, billing and PROMISe reports show it (spec 02 "Report row"). */
export const entryReportRow = z.object({
  entryId: z.number(),
  entryName: z.string(),
  serviceRequestId: z.number(),
  adminVerification: z.boolean(),
  reviewed: z.enum(['Yes', 'No']),
  status: z.string(),
  mci: z.string(),
  clientId: z.number(),
  clientName: z.string(),
  billingState: z.string().nullable(),
  staffId: z.number(),
  staffName: z.string(),
  serviceName: z.string(),
  serviceCode: z.string(),
  unitRate: money,
  createdDate: instant,
  lastModified: instant,
  startTime: instant,
  endTime: instant.nullable(),
  serviceStartTime: instant,
  serviceEndTime: instant.nullable(),
  dateOfService: day,
  elapsedTime: z.number().nullable(),
  unitsUsed: z.number().nullable(),
  grossAmount: money.nullable(),
  netAmount: money.nullable(),
  notes: z.string().nullable(),
  /** How the client signed, in words (signatureInWords): 'Typed signature: Ann Baker', 'Client could not sign: …'. */
  clientSignature: z.string(),
  timeZone: z.string(),
});
export type EntryReportRow = z.infer<typeof entryReportRow>;

/** A client, supports coordinator or staff member in the summaries (spec 02 "Report person"). */
export const personReportRow = z.object({
  id: z.number(),
  name: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  company: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  billingStreet: z.string().nullable(),
  billingCity: z.string().nullable(),
  billingState: z.string().nullable(),
  status: z.string(),
  createdDate: instant,
});
export type PersonReportRow = z.infer<typeof personReportRow>;

export const allocationReportRow = z.object({
  staffId: z.number(),
  staffName: z.string(),
  clientId: z.number(),
  clientName: z.string(),
  serviceName: z.string(),
  serviceCode: z.string(),
  serviceRequestId: z.number(),
  serviceStartDate: day,
  serviceEndDate: day,
});
export type AllocationReportRow = z.infer<typeof allocationReportRow>;

/** One authorization in the Monthly Client Service Summary; MonthlyUsage is keyed by `months`. */
export const monthlyUsageRow = z.object({
  serviceRequestId: z.number(),
  clientId: z.number(),
  IndividualName: z.string(),
  County: z.string(),
  ServiceStartDate: day,
  ServiceEndDate: day,
  ProcedureCode: z.string(),
  UnitCost: money,
  UnitsAuthorized: z.number(),
  UnitsUtilized: z.number(),
  Remaining: z.number(),
  Percentage: z.number(),
  Target: z.number(),
  MonthlyUsage: z.record(z.string(), z.number()),
});
export type MonthlyUsageRow = z.infer<typeof monthlyUsageRow>;

export const clientServiceSummaryItem = z.object({
  serviceRequestId: z.number(),
  serviceCode: z.string(),
  serviceName: z.string(),
  beginDate: day,
  endDate: day,
  authorizedUnits: z.number(),
  usedUnits: z.number(),
  remainingUnits: z.number(),
});
export type ClientServiceSummaryItem = z.infer<typeof clientServiceSummaryItem>;

/** A client with its services (Client Service Summary and the staff Service Summary). */
export const clientServiceSummaryRow = z.object({
  clientId: z.number(),
  clientName: z.string(),
  services: z.array(clientServiceSummaryItem),
});
export type ClientServiceSummaryRow = z.infer<typeof clientServiceSummaryRow>;

export const reportStats = z.object({
  recordCount: z.number(),
  totalUnits: z.number(),
  totalGross: money,
  totalNet: money,
});
export type ReportStats = z.infer<typeof reportStats>;

export type ReportRowOf = {
  notes: EntryReportRow;
  staff_pay: EntryReportRow;
  staff_billing: EntryReportRow;
  promise_billing: EntryReportRow;
  client_summary: PersonReportRow;
  sc_summary: PersonReportRow;
  staff_summary: PersonReportRow;
  staff_allocation: AllocationReportRow;
  monthly_client_service_summary: MonthlyUsageRow;
  client_service_summary: ClientServiceSummaryRow;
};
export type AnyReportRow = ReportRowOf[ReportType];

export type ReportResponse<T extends ReportType = ReportType> = {
  data: ReportRowOf[T][];
  recordCount: number;
  stats: ReportStats;
  /** Monthly report only: its months as 'Jul 2026' labels, the keys of MonthlyUsage. */
  months?: string[];
};

export const reportResponse = z.object({
  data: z.array(
    z.union([entryReportRow, personReportRow, allocationReportRow, monthlyUsageRow, clientServiceSummaryRow]),
  ),
  recordCount: z.number(),
  stats: reportStats,
  months: z.array(z.string()).optional(),
});

export const serviceSummaryQuery = z
  .object({
    timezone: timeZoneField,
    timeZone: timeZoneField,
    offset: pageOffset(100_000_000),
    limit: pageLimit(REPORT_PAGE_MAX, REPORT_PAGE_MAX),
  })
  .strict();

export const serviceSummaryResponse = z.object({
  data: z.array(clientServiceSummaryRow),
  recordCount: z.number(),
  stats: reportStats,
});

/** The download's name: '{Report name} on MM-DD-YYYY.xlsx' (today in the agency's zone). */
export function reportFileName(type: ReportType, today: string): string {
  return `${REPORT_NAMES[type]} on ${today.slice(5, 7)}-${today.slice(8, 10)}-${today.slice(0, 4)}.xlsx`;
}
