/** The reports (spec 02 sections 2, 3, 7 and 9): their types, names, filter variants, limits and messages. */
import { trainingYearOf, trainingYearRange } from '../credentials/training.js';
import { fiscalYearOf, shiftDay } from '../report-dates.js';

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
  'scheduled_vs_delivered',
  'training_compliance',
  'credential_compliance',
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
  scheduled_vs_delivered: 'Scheduled vs Delivered',
  training_compliance: 'Training Compliance',
  credential_compliance: 'Credential Compliance',
};

/** The selector's options in the spec's order (staff_billing is served by the API and export only). */
export const SELECTABLE_REPORTS: readonly ReportType[] = REPORT_TYPES.filter((t) => t !== 'staff_billing');

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
  // Client, staff and service filters and a Group (staff or client) over planned visits: docs/decisions/017.
  scheduled_vs_delivered: 'entry',
  // Staff and status filters over staff members (docs/decisions/018): no client, service or review state.
  training_compliance: 'entry',
  credential_compliance: 'entry',
};

/** Reports about staff members rather than entries: a staff filter and the staff status, no client or service. */
export const STAFF_MEMBER_REPORTS: readonly ReportType[] = ['training_compliance', 'credential_compliance'];

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

/** The range a report opens with (spec 02 section 9), for `today` in the agency's zone. */
export function defaultReportRange(type: ReportType, today: string): { fromDate: string; toDate: string } {
  const variant = REPORT_VARIANT[type];
  if (variant === 'service') {
    const fy = fiscalYearOf(today);
    return { fromDate: fy.from, toDate: fy.to };
  }
  if (variant === 'person') return { fromDate: `${today.slice(0, 4)}-01-01`, toDate: today };
  if (STAFF_MEMBER_REPORTS.includes(type)) {
    const year = trainingYearRange(trainingYearOf(today));
    return { fromDate: year.from, toDate: year.to };
  }
  return { fromDate: shiftDay(today, -6), toDate: today };
}

/** The download's name: '{Report name} on MM-DD-YYYY.xlsx' (today in the agency's zone). */
export function reportFileName(type: ReportType, today: string): string {
  return `${REPORT_NAMES[type]} on ${today.slice(5, 7)}-${today.slice(8, 10)}-${today.slice(0, 4)}.xlsx`;
}
