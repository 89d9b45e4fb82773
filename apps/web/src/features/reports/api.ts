import { agencyTimeZone } from '../../lib/agency-zone';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  allocationReportRow,
  clientServiceSummaryRow,
  entryReportRow,
  monthlyUsageRow,
  personReportRow,
  REPORT_PAGE_MAX,
  REPORT_VARIANT,
  reportStats,
  scheduledVsDeliveredRow,
  trainingComplianceRow,
  credentialComplianceRow,
  serviceSummaryResponse,
  type AllocationGroup,
  type ReportResponse,
  ReportMsg,
  type ReportType,
} from '@hearth/shared';
import { ApiError, apiRequest, ClientErrorCode, NETWORK_ERROR_MESSAGE } from '../../lib/api-client';
import type { ReportParams } from './report-filters';

export const REPORTS_KEY = 'reports';

/** The server's message for a refused filter; otherwise a plain "could not be generated". */
export function reportErrorText(err: unknown): string {
  if (err instanceof ApiError && err.error === ClientErrorCode.NETWORK_ERROR) return NETWORK_ERROR_MESSAGE;
  if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.message) return err.message;
  return ReportMsg.failed;
}

/** Each report's rows, so a response is checked against the type that was asked for. */
function rowSchema(type: ReportType): z.ZodType {
  if (type === 'staff_allocation') return allocationReportRow;
  if (type === 'monthly_client_service_summary') return monthlyUsageRow;
  if (type === 'client_service_summary') return clientServiceSummaryRow;
  if (type === 'scheduled_vs_delivered') return scheduledVsDeliveredRow;
  if (type === 'training_compliance') return trainingComplianceRow;
  if (type === 'credential_compliance') return credentialComplianceRow;
  return REPORT_VARIANT[type] === 'person' ? personReportRow : entryReportRow;
}

const responseOf = (type: ReportType) =>
  z.object({
    data: z.array(rowSchema(type)),
    recordCount: z.number(),
    stats: reportStats,
    months: z.array(z.string()).optional(),
    totals: scheduledVsDeliveredRow.optional(),
  }) as unknown as z.ZodType<ReportResponse>;

/**
 * A loaded report page, tagged with what was asked so the viewer never shows one type's rows with
 * another's columns (nor one Group's with another's: Scheduled vs Delivered names staff or clients).
 */
export type LoadedReport = ReportResponse & { type: ReportType; offset: number; group?: AllocationGroup };

/**
 * GET /reports/{type}?<filters>&offset&limit: one page of a report. The previous page stays on
 * screen while the next one of the same type loads.
 */
export function useReport(type: ReportType, params: ReportParams, offset: number, limit: number) {
  const query = { ...params, offset, limit };
  return useQuery({
    queryKey: [REPORTS_KEY, type, query],
    queryFn: async ({ signal }): Promise<LoadedReport> => {
      const body = await apiRequest(`/reports/${type}`, { query, schema: responseOf(type), signal, track: false });
      return { ...body, type, offset, group: params.group as AllocationGroup | undefined };
    },
    placeholderData: (previous) => (previous?.type === type ? previous : undefined),
  });
}

const staffPayResponse = z.object({ data: z.array(entryReportRow), recordCount: z.number(), stats: reportStats });

/** The most visits the Staff Pay Summary loads at once; it pages through them on the screen. */
export const STAFF_PAY_LIMIT = REPORT_PAGE_MAX;

/** GET /reports/staff_pay?fromDate&toDate: the signed-in staff member's own visits (the server enforces it). */
export const useStaffPay = (fromDate: string, toDate: string) =>
  useQuery({
    queryKey: [REPORTS_KEY, 'my-pay', fromDate, toDate],
    queryFn: ({ signal }) =>
      apiRequest('/reports/staff_pay', {
        query: { fromDate, toDate, offset: 0, limit: STAFF_PAY_LIMIT },
        schema: staffPayResponse,
        signal,
        track: false,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /reports/service_summary: the staff member's allocated clients with their authorizations (up to 1000). */
export const useServiceSummary = () =>
  useQuery({
    queryKey: [REPORTS_KEY, 'service-summary'],
    queryFn: ({ signal }) =>
      apiRequest('/reports/service_summary', {
        query: { timezone: agencyTimeZone(), offset: 0, limit: REPORT_PAGE_MAX },
        schema: serviceSummaryResponse,
        signal,
        track: false,
      }),
  });
