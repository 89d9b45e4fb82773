/**
 * The columns of each report, shared by the web viewer and the xlsx export so the download shows
 * exactly what the preview shows. Client Service Summary rows are flattened to one line per
 * service (`flattenClientServiceSummary`); the monthly report adds a column per month.
 */
import type { AllocationGroup, ReportType } from './reports.js';
import { scheduledVsDeliveredColumns } from './reports/scheduled-vs-delivered.js';
import { trainingComplianceColumns } from './reports/training-compliance.js';
import { credentialComplianceColumns } from './reports/credential-compliance.js';

export type ReportColumnKind = 'text' | 'date' | 'datetime' | 'money' | 'units' | 'hours' | 'percent' | 'number';

export type ReportColumn = {
  /** The row's field. */
  key: string;
  header: string;
  kind: ReportColumnKind;
  /** Shown in the viewer (default true). */
  preview?: boolean;
  /** Written to the export (default true). */
  export?: boolean;
  /** Summed in the export's totals row (default: units, hours and money columns). */
  total?: boolean;
  /** In the totals row: the sum of `part` ÷ the sum of `whole`, in percent (both totalled columns). */
  totalRatio?: { part: string; whole: string };
};

const col = (key: string, header: string, kind: ReportColumnKind = 'text', extra: Partial<ReportColumn> = {}) => ({
  key,
  header,
  kind,
  ...extra,
});

const PERSON: ReportColumn[] = [
  col('name', 'Name', 'text', { export: false }),
  col('lastName', 'Last Name', 'text', { preview: false }),
  col('firstName', 'First Name', 'text', { preview: false }),
  col('middleName', 'Middle Name', 'text', { preview: false }),
  col('company', 'Company', 'text', { preview: false }),
  col('mobile', 'Phone'),
  col('email', 'Email'),
  col('billingStreet', 'Billing Street', 'text', { preview: false }),
  col('billingCity', 'City'),
  col('billingState', 'Billing State', 'text', { preview: false }),
  col('status', 'Status'),
  col('createdDate', 'Created Date', 'datetime', { preview: false }),
];

const PAY_HEAD: ReportColumn[] = [
  col('staffName', 'Staff Name'),
  col('dateOfService', 'Date', 'date'),
  col('clientName', 'Client Name'),
  col('serviceCode', 'Service Code'),
  col('serviceName', 'Service Name'),
  col('startTime', 'Start Time', 'datetime'),
  col('endTime', 'End Time', 'datetime'),
  col('elapsedTime', 'Hours', 'hours'),
  col('unitsUsed', 'Units', 'units'),
];

export const REPORT_COLUMNS: Record<ReportType, ReportColumn[]> = {
  notes: [
    col('clientName', 'Account Name'),
    col('staffName', 'Staff Name'),
    col('entryName', 'Work Entry Name'),
    col('serviceName', 'Service Name'),
    col('startTime', 'Start Time', 'datetime'),
    col('endTime', 'End Time', 'datetime'),
    col('billingState', 'Billing State'),
    col('lastModified', 'Last Modified Date', 'datetime'),
    col('notes', 'Notes'),
    col('clientSignature', 'Signature'),
    col('reviewed', 'Reviewed'),
  ],
  staff_pay: [...PAY_HEAD, col('netAmount', 'Net Pay', 'money')],
  staff_billing: [
    ...PAY_HEAD,
    col('unitRate', 'Unit Rate', 'money', { total: false }),
    col('grossAmount', 'Gross Amount', 'money'),
  ],
  promise_billing: [
    col('mci', 'Client MCI'),
    col('clientName', 'Client Name'),
    col('serviceCode', 'Procedure Code'),
    col('dateOfService', 'Date of Service', 'date'),
    col('unitsUsed', 'Units', 'units'),
    col('unitRate', 'Unit Rate', 'money', { total: false }),
    col('grossAmount', 'Amount', 'money'),
    col('staffName', 'Staff Name'),
    col('reviewed', 'Reviewed'),
    col('entryId', 'Work Entry ID', 'number'),
  ],
  client_summary: PERSON,
  sc_summary: PERSON,
  staff_summary: PERSON,
  staff_allocation: [
    col('clientName', 'Client Name'),
    col('staffName', 'Staff Name'),
    col('serviceName', 'Service Name'),
    col('serviceRequestId', 'Service Request ID', 'number'),
    col('serviceStartDate', 'Service Start Date', 'date'),
    col('serviceEndDate', 'Service End Date', 'date'),
  ],
  // The spec names the wire fields only (IndividualName, UnitsUtilized, ...): the headers are their words.
  monthly_client_service_summary: [
    col('IndividualName', 'Individual Name'),
    col('County', 'County'),
    col('ServiceStartDate', 'Service Start Date', 'date'),
    col('ServiceEndDate', 'Service End Date', 'date'),
    col('ProcedureCode', 'Procedure Code'),
    col('UnitCost', 'Unit Cost', 'money', { total: false }),
    col('UnitsAuthorized', 'Units Authorized', 'units'),
    col('UnitsUtilized', 'Units Utilized', 'units'),
    col('Remaining', 'Units Remaining', 'units'),
    col('Percentage', 'Percent Used', 'percent'),
    col('Target', 'Even-Use Target', 'percent'),
  ],
  client_service_summary: [
    col('clientName', 'Client Name'),
    col('serviceCode', 'Service Code'),
    col('serviceName', 'Service Name'),
    col('beginDate', 'Begin Date', 'date'),
    col('endDate', 'End Date', 'date'),
    col('authorizedUnits', 'Authorized Units', 'units'),
    col('usedUnits', 'Used Units', 'units'),
    col('remainingUnits', 'Remaining Units', 'units'),
  ],
  scheduled_vs_delivered: scheduledVsDeliveredColumns('staff'),
  training_compliance: trainingComplianceColumns(),
  credential_compliance: credentialComplianceColumns(),
};

/**
 * The columns of a report, with the monthly report's month columns (keys 'MonthlyUsage.<label>');
 * `group` names Scheduled vs Delivered's rows (staff members or clients).
 */
export function reportColumns(
  type: ReportType,
  months: readonly string[] = [],
  group?: AllocationGroup,
): ReportColumn[] {
  if (type === 'scheduled_vs_delivered') return scheduledVsDeliveredColumns(group);
  const base = REPORT_COLUMNS[type];
  if (type !== 'monthly_client_service_summary') return base;
  return [...base, ...months.map((m) => col(`MonthlyUsage.${m}`, m, 'units'))];
}

/** Reads a column's value from a row ('MonthlyUsage.Jul 2026' reads the nested map). */
export function cellValue(row: Record<string, unknown>, key: string): unknown {
  if (key.startsWith('MonthlyUsage.')) {
    const usage = row.MonthlyUsage as Record<string, number> | undefined;
    return usage?.[key.slice('MonthlyUsage.'.length)] ?? 0;
  }
  return row[key];
}

/** Client Service Summary rows as table lines: one per service, each carrying its client's name. */
export function flattenClientServiceSummary(
  rows: readonly { clientName: string; services: readonly Record<string, unknown>[] }[],
): Record<string, unknown>[] {
  return rows.flatMap((r) => r.services.map((s) => ({ clientName: r.clientName, ...s })));
}

/** Reports whose export adds a subtotal row per staff member. */
export const SUBTOTAL_BY_STAFF: readonly ReportType[] = ['staff_pay', 'staff_billing'];

/** Whether the export's totals row sums this column. */
export const isTotalled = (c: ReportColumn): boolean =>
  c.total ?? (c.kind === 'units' || c.kind === 'hours' || c.kind === 'money');
