/**
 * The Scheduled vs Delivered report (issue 21, docs/decisions/017): planned visits against the work
 * that fulfilled them, one row per staff member (group 'staff', the default) or per client (group
 * 'client'). Its row on the wire and its columns, shared by the viewer and the xlsx export.
 */
import { z } from 'zod';
import type { ReportColumn } from '../report-columns.js';
import { CANCEL_REASON_LABELS, CANCEL_REASONS, type CancelReason } from '../schedules/contract.js';
import type { AllocationGroup } from './catalogue.js';

export const SCHEDULED_VS_DELIVERED = 'scheduled_vs_delivered' as const;

/** The row field counting one cancel reason: 'cancelledStaffSick' for 'staff_sick'. */
export const cancelReasonKey = (reason: CancelReason): string =>
  `cancelled${reason.replace(/(^|_)([a-z])/g, (_, _sep: string, c: string) => c.toUpperCase())}`;

const reasonFields = Object.fromEntries(CANCEL_REASONS.map((r) => [cancelReasonKey(r), z.number()])) as Record<
  string,
  z.ZodNumber
>;

/** One staff member's (or client's) planned and delivered visits in the range. */
export const scheduledVsDeliveredRow = z.object({
  /** The staff member or client; null: open shifts nobody took or worked (group 'staff' only). */
  groupId: z.number().nullable(),
  name: z.string(),
  /** Visits planned in the range, not cancelled. */
  plannedVisits: z.number(),
  /** Their planned durations, in hours (2 decimals). */
  plannedHours: z.number(),
  /** Hours of the completed work entries that fulfilled them. */
  deliveredHours: z.number(),
  /** Delivered ÷ planned hours, in percent (2 decimals); null when nothing was planned. */
  deliveryPercent: z.number().nullable(),
  /** Hours of completed work entries in the range that fulfilled no planned visit. */
  unplannedHours: z.number(),
  /** Planned visits whose work entry is completed. */
  completed: z.number(),
  /** Planned visits found late (no clock-in by start + grace). */
  late: z.number(),
  /** Planned visits found missed and never fulfilled. */
  missed: z.number(),
  cancelled: z.number(),
  /** 'Staff sick: 2, Weather or emergency: 1' (the viewer's column; the export has a column per reason). */
  cancelledByReason: z.string(),
  ...reasonFields,
});
export type ScheduledVsDeliveredRow = z.infer<typeof scheduledVsDeliveredRow>;

/** 'Staff sick: 2, Other: 1' from the per-reason counts (reasons in the list's order, zeros left out). */
export function cancelledByReasonText(counts: Partial<Record<CancelReason, number>>): string {
  return CANCEL_REASONS.filter((r) => (counts[r] ?? 0) > 0)
    .map((r) => `${CANCEL_REASON_LABELS[r]}: ${counts[r]}`)
    .join(', ');
}

const count = (key: string, header: string): ReportColumn => ({ key, header, kind: 'number', total: true });

/**
 * The columns by staff member or by client. The viewer shows the cancellations as one text column;
 * the export gives each reason its own column, so they sum and filter in Excel.
 */
export function scheduledVsDeliveredColumns(group: AllocationGroup = 'staff'): ReportColumn[] {
  return [
    { key: 'name', header: group === 'client' ? 'Client Name' : 'Staff Name', kind: 'text' },
    count('plannedVisits', 'Planned Visits'),
    { key: 'plannedHours', header: 'Planned Hours', kind: 'hours' },
    { key: 'deliveredHours', header: 'Delivered Hours', kind: 'hours' },
    {
      key: 'deliveryPercent',
      header: 'Delivery %',
      kind: 'percent',
      totalRatio: { part: 'deliveredHours', whole: 'plannedHours' },
    },
    { key: 'unplannedHours', header: 'Unplanned Hours', kind: 'hours' },
    count('completed', 'Completed'),
    count('late', 'Late'),
    count('missed', 'Missed'),
    count('cancelled', 'Cancelled'),
    { key: 'cancelledByReason', header: 'Cancelled by Reason', kind: 'text', export: false },
    ...CANCEL_REASONS.map((r) => ({
      ...count(cancelReasonKey(r), `Cancelled: ${CANCEL_REASON_LABELS[r]}`),
      preview: false,
    })),
  ];
}
