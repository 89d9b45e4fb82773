import { agencyTimeZone } from '../../lib/agency-zone';
import { localIsoDate } from '../../lib/format';
import {
  comingJune30,
  defaultReportRange,
  REPORT_PAGE_SIZES,
  REPORT_VARIANT,
  ReportMsg,
  STAFF_MEMBER_REPORTS,
  toUsDate,
  type AdminVerificationFilter,
  type AllocationGroup,
  type ReportType,
} from '@hearth/shared';

export type ReportStatusFilter = 'all' | 'active' | 'inactive';

/** What the Reports page's filter bar holds. Dates are 'YYYY-MM-DD' days in the agency's zone ('' = none). */
export type ReportForm = {
  type: ReportType;
  fromDate: string;
  /** The To date (the person summaries' optional End date). */
  toDate: string;
  status: ReportStatusFilter;
  adminVerification: AdminVerificationFilter;
  clientId: number | null;
  staffId: number | null;
  group: AllocationGroup;
};

export const DEFAULT_REPORT_TYPE: ReportType = 'notes';
export const DEFAULT_REPORT_PAGE_SIZE: number = REPORT_PAGE_SIZES[0];

export const STATUS_OPTIONS: readonly { value: ReportStatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];
export const VERIFICATION_OPTIONS: readonly { value: AdminVerificationFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'reviewed', label: 'Reviewed' },
  { value: 'not_reviewed', label: 'Not Reviewed' },
];
export const GROUP_OPTIONS: readonly { value: AllocationGroup; label: string }[] = [
  { value: 'client', label: 'Client' },
  { value: 'staff', label: 'Staff' },
];

export const FromRequired = 'Enter the From date.';
export const ToRequired = 'Enter the To date.';

/** Today in the agency's zone ('YYYY-MM-DD'). */
export const reportToday = (now: Date = new Date()): string => localIsoDate(0, now);

/** The range a type opens with; the person summaries leave their End date empty (it runs to today). */
export function rangeFor(type: ReportType, today: string): { fromDate: string; toDate: string } {
  const range = defaultReportRange(type, today);
  return REPORT_VARIANT[type] === 'person' ? { fromDate: range.fromDate, toDate: '' } : range;
}

/** The range and Group a type opens with: Scheduled vs Delivered reads per staff member first. */
export const typeDefaults = (type: ReportType, today: string) => ({
  ...rangeFor(type, today),
  group: type === 'scheduled_vs_delivered' ? ('staff' as const) : ('client' as const),
});

export function initialReportForm(today: string, type: ReportType = DEFAULT_REPORT_TYPE): ReportForm {
  return {
    type,
    ...rangeFor(type, today),
    status: 'all',
    adminVerification: 'all',
    clientId: null,
    staffId: null,
    group: 'client',
  };
}

/** Which filters the bar shows for a type (spec 02 section 7's three variants). */
export function filtersShown(type: ReportType) {
  const variant = REPORT_VARIANT[type];
  const planned = type === 'scheduled_vs_delivered';
  // The compliance reports are about staff members: their status and a staff picker, no client.
  const staffOnly = STAFF_MEMBER_REPORTS.includes(type);
  return {
    status: variant === 'person' || staffOnly,
    // Allocations, planned visits and staff members are not work entries: they have no review state.
    verification: variant === 'entry' && type !== 'staff_allocation' && !planned && !staffOnly,
    people: variant === 'entry' && !staffOnly,
    staffOnly,
    group: type === 'staff_allocation' || planned,
    optionalEnd: variant === 'person',
  };
}

/** The monthly report's limits (spec 02 section 5): From not in the future, To not after the coming 30 June. */
export function dateLimits(type: ReportType, today: string): { fromMax?: string; toMax?: string } {
  if (type !== 'monthly_client_service_summary') return {};
  return { fromMax: today, toMax: comingJune30(today) };
}

export type DateProblems = { fromDate?: string; toDate?: string };

/** What is wrong with the dates; a report is only requested when this is empty. */
export function dateProblems(form: ReportForm, today: string): DateProblems {
  const problems: DateProblems = {};
  const { fromMax, toMax } = dateLimits(form.type, today);
  if (!form.fromDate) problems.fromDate = FromRequired;
  else if (fromMax && form.fromDate > fromMax) problems.fromDate = ReportMsg.fromInFuture;
  if (!form.toDate) {
    if (!filtersShown(form.type).optionalEnd) problems.toDate = ToRequired;
  } else if (form.fromDate && form.toDate < form.fromDate) problems.toDate = ReportMsg.toBeforeFrom;
  else if (toMax && form.toDate > toMax) problems.toDate = ReportMsg.toAfterJune30(toUsDate(toMax));
  return problems;
}

export const hasProblems = (problems: DateProblems) => Object.keys(problems).length > 0;

export type ReportParams = Record<string, string>;

/**
 * The filters a report is asked for and exported with: exactly its variant's (the server refuses
 * any other with 400), dates as MM/DD/YYYY, no offset or limit.
 */
export function reportFilterParams(form: ReportForm): ReportParams {
  const dates = { fromDate: toUsDate(form.fromDate) };
  switch (REPORT_VARIANT[form.type]) {
    case 'person':
      return { ...dates, ...(form.toDate ? { endDate: toUsDate(form.toDate) } : {}), status: form.status };
    case 'service':
      return { ...dates, toDate: toUsDate(form.toDate), timezone: agencyTimeZone() };
    case 'entry': {
      const shown = filtersShown(form.type);
      return {
        ...dates,
        toDate: toUsDate(form.toDate),
        timeZone: agencyTimeZone(),
        ...(shown.verification ? { adminVerification: form.adminVerification } : {}),
        ...(shown.staffOnly ? { status: form.status } : {}),
        ...(form.clientId !== null && !shown.staffOnly ? { clientId: String(form.clientId) } : {}),
        ...(form.staffId !== null ? { staffId: String(form.staffId) } : {}),
        ...(shown.group ? { group: form.group } : {}),
      };
    }
  }
}
