/** The reports' rows on the wire, their totals and envelopes. */
import { z } from 'zod';
import { pageLimit, pageOffset } from '../list-query.js';
import { timeZoneField } from '../work-entries.js';
import { REPORT_PAGE_MAX, type ReportType } from './catalogue.js';
import { scheduledVsDeliveredRow, type ScheduledVsDeliveredRow } from './scheduled-vs-delivered.js';
import { trainingComplianceRow, type TrainingComplianceRow } from './training-compliance.js';
import { credentialComplianceRow, type CredentialComplianceRow } from './credential-compliance.js';

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
  scheduled_vs_delivered: ScheduledVsDeliveredRow;
  training_compliance: TrainingComplianceRow;
  credential_compliance: CredentialComplianceRow;
};
export type AnyReportRow = ReportRowOf[ReportType];

export type ReportResponse<T extends ReportType = ReportType> = {
  data: ReportRowOf[T][];
  recordCount: number;
  stats: ReportStats;
  /** Monthly report only: its months as 'Jul 2026' labels, the keys of MonthlyUsage. */
  months?: string[];
  /** Scheduled vs Delivered only: its sums over the whole filtered result (the export's totals row). */
  totals?: ScheduledVsDeliveredRow;
};

export const reportResponse = z.object({
  data: z.array(
    z.union([
      entryReportRow,
      personReportRow,
      allocationReportRow,
      monthlyUsageRow,
      clientServiceSummaryRow,
      scheduledVsDeliveredRow,
      trainingComplianceRow,
      credentialComplianceRow,
    ]),
  ),
  recordCount: z.number(),
  stats: reportStats,
  months: z.array(z.string()).optional(),
  totals: scheduledVsDeliveredRow.optional(),
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
