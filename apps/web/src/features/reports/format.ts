import { formatMoney, REPORT_VARIANT, type ReportColumnKind, type ReportStats, type ReportType } from '@hearth/shared';
import { zonedParts, type ZonedParts } from '../../lib/zoned-parts';

/** The pieces of an ISO instant in a time zone (never the browser's); null when absent or unreadable. */
function zonedInstant(iso: string | null | undefined, timeZone: string): ZonedParts | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : zonedParts(date, timeZone);
}

/** The report date-time format 'MM/DD/YYYY hh:mm a' (spec 02 section 9), e.g. '07/14/2026 09:05 am'. */
export function reportDateTime(iso: string | null | undefined, timeZone: string): string {
  const p = zonedInstant(iso, timeZone);
  return p ? `${p.date} ${p.hour}:${p.minute} ${p.period.toLowerCase()}` : '';
}

/** 'hh:mm A' in a time zone, e.g. '09:05 AM' ('-' when there is none, an entry still in progress). */
export function reportTime(iso: string | null | undefined, timeZone: string): string {
  const p = zonedInstant(iso, timeZone);
  return p ? `${p.hour}:${p.minute} ${p.period}` : '-';
}

/** 'YYYY-MM-DD' → 'MM/DD/YYYY'; anything else unchanged. */
export function reportDay(day: string | null | undefined): string {
  if (!day) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : day;
}

const upToTwo = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const exactlyTwo = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Units: whole numbers as they are, fractions to 2 decimals (480 → '480', 12.5 → '12.5'). */
export const formatUnits = (n: number): string => upToTwo.format(n);

/** '$1,234.50' (money shows 2 decimals, spec 02 section 9). */
export const dollars = (n: number): string => (n < 0 ? `-$${formatMoney(-n)}` : `$${formatMoney(n)}`);

/** One viewer cell as text, by the column's kind. */
export function formatCell(kind: ReportColumnKind, value: unknown, timeZone: string): string {
  if (value === null || value === undefined || value === '') return '';
  switch (kind) {
    case 'datetime':
      return reportDateTime(String(value), timeZone);
    case 'date':
      return reportDay(String(value));
    case 'money':
      return typeof value === 'number' ? formatMoney(value) : String(value);
    case 'hours':
      return typeof value === 'number' ? exactlyTwo.format(value) : String(value);
    case 'units':
    case 'number':
      return typeof value === 'number' ? upToTwo.format(value) : String(value);
    case 'percent':
      return typeof value === 'number' ? `${upToTwo.format(value)}%` : String(value);
    default:
      return String(value);
  }
}

/** Figures right-aligned in the viewer. */
export const isFigure = (kind: ReportColumnKind): boolean => kind !== 'text' && kind !== 'date' && kind !== 'datetime';

/** Whether a report's totals mean anything: work entries and authorizations have units; people and allocations don't. */
export const showsTotals = (type: ReportType): boolean =>
  type !== 'staff_allocation' && REPORT_VARIANT[type] !== 'person';

/** 'Records: 123 · Units: 456 · Gross: $1,234.56 · Net: $789.00' (records only for people and allocations). */
export function statsLine(type: ReportType, stats: ReportStats): string {
  const items = [`Records: ${stats.recordCount.toLocaleString('en-US')}`];
  if (showsTotals(type)) {
    items.push(`Units: ${formatUnits(stats.totalUnits)}`, `Gross: ${dollars(stats.totalGross)}`);
    items.push(`Net: ${dollars(stats.totalNet)}`);
  }
  return items.join(' · ');
}
