import {
  asText,
  REPORT_VARIANT,
  STAFF_MEMBER_REPORTS,
  type ReportColumnKind,
  type ReportStats,
  type ReportType,
  type ScheduledVsDeliveredRow,
} from '@hearth/shared';
import { countText, dayText, dollars, formatUnits, hoursText, money, reportDateTime } from '../../lib/format';

/** One viewer cell as text, by the column's kind. */
export function formatCell(kind: ReportColumnKind, value: unknown, timeZone: string): string {
  if (value === null || value === undefined || value === '') return '';
  switch (kind) {
    case 'datetime':
      return reportDateTime(asText(value), timeZone);
    case 'date':
      return dayText(asText(value));
    case 'money':
      return typeof value === 'number' ? money(value) : asText(value);
    case 'hours':
      return typeof value === 'number' ? hoursText(value) : asText(value);
    case 'units':
    case 'number':
      return typeof value === 'number' ? formatUnits(value) : asText(value);
    case 'percent':
      return typeof value === 'number' ? `${formatUnits(value)}%` : asText(value);
    default:
      return asText(value);
  }
}

/** Figures right-aligned in the viewer. */
export const isFigure = (kind: ReportColumnKind): boolean => kind !== 'text' && kind !== 'date' && kind !== 'datetime';

/** Whether a report's totals mean anything: work entries and authorizations have units; people and allocations don't. */
export const showsTotals = (type: ReportType): boolean =>
  type !== 'staff_allocation' &&
  type !== 'scheduled_vs_delivered' &&
  !STAFF_MEMBER_REPORTS.includes(type) &&
  REPORT_VARIANT[type] !== 'person';

/**
 * 'Records: 123 · Units: 456 · Gross: $1,234.56 · Net: $789.00' (records only for people and
 * allocations); Scheduled vs Delivered's hours from its `totals`.
 */
export function statsLine(type: ReportType, stats: ReportStats, totals?: ScheduledVsDeliveredRow): string {
  const items = [`Records: ${countText(stats.recordCount)}`];
  if (totals) {
    const percent = totals.deliveryPercent === null ? '' : ` (${formatUnits(totals.deliveryPercent)}%)`;
    items.push(
      `Planned: ${hoursText(totals.plannedHours)} h`,
      `Delivered: ${hoursText(totals.deliveredHours)} h${percent}`,
    );
    items.push(`Unplanned: ${hoursText(totals.unplannedHours)} h`);
  }
  if (showsTotals(type)) {
    items.push(`Units: ${formatUnits(stats.totalUnits)}`, `Gross: ${dollars(stats.totalGross)}`);
    items.push(`Net: ${dollars(stats.totalNet)}`);
  }
  return items.join(' · ');
}
