// What the reports benchmark asks for: each report type over a realistic range, as the query
// string the viewer sends, and how to read the first page's keys back from the answer.
import {
  defaultReportRange,
  fiscalYearOf,
  REPORT_TYPES,
  REPORT_VARIANT,
  shiftDay,
  toUsDate,
  type ReportType,
} from '@hearth/shared';
import type { DayRange, PageResult, Stats } from './report-baseline.js';

export type ReportCase = { type: ReportType; label: string; range: DayRange; query: URLSearchParams };

/** The last full calendar month before `today`. */
export function lastFullMonth(today: string): DayRange {
  const firstOfThis = `${today.slice(0, 7)}-01`;
  const to = shiftDay(firstOfThis, -1);
  return { from: `${to.slice(0, 7)}-01`, to };
}

/** The viewer's query string for a range of a type (the variant decides the filter names). */
export function reportQuery(type: ReportType, range: DayRange, timeZone: string, limit = 10): URLSearchParams {
  const q = new URLSearchParams({ offset: '0', limit: String(limit), fromDate: toUsDate(range.from) });
  const variant = REPORT_VARIANT[type];
  if (variant === 'person') {
    q.set('endDate', toUsDate(range.to));
    q.set('status', 'all');
  } else {
    q.set('toDate', toUsDate(range.to));
    q.set(variant === 'service' ? 'timezone' : 'timeZone', timeZone);
  }
  return q;
}

/**
 * Entry types: the last 7 days and the last full month; service types: the current fiscal year;
 * person types: 1 January to today.
 */
export function realisticCases(today: string, timeZone: string): ReportCase[] {
  const cases: ReportCase[] = [];
  const add = (type: ReportType, label: string, range: DayRange) =>
    cases.push({ type, label, range, query: reportQuery(type, range, timeZone) });
  for (const type of REPORT_TYPES) {
    const variant = REPORT_VARIANT[type];
    if (variant === 'entry') {
      add(type, '7 days', { from: shiftDay(today, -6), to: today });
      const month = lastFullMonth(today);
      add(type, month.from.slice(0, 7), month);
    } else if (variant === 'service') {
      const fy = fiscalYearOf(today);
      add(type, `FY ${fy.to.slice(0, 4)}`, { from: fy.from, to: fy.to });
    } else {
      add(type, 'Jan 1–today', { from: `${today.slice(0, 4)}-01-01`, to: today });
    }
  }
  return cases;
}

/** Each type over its default range (what the viewer opens with), as the server defaults it. */
export function defaultCases(today: string): ReportCase[] {
  return REPORT_TYPES.map((type) => {
    const range = defaultReportRange(type, today);
    return {
      type,
      label: 'default range',
      range: { from: range.fromDate, to: range.toDate },
      query: new URLSearchParams({ offset: '0', limit: '10' }),
    };
  });
}

export type ApiPage = { data: Record<string, unknown>[]; recordCount: number; stats: Stats };

/** The API's first page as the keys the baseline produces. */
export function apiResult(type: ReportType, body: ApiPage): PageResult {
  const key = (r: Record<string, unknown>): string => {
    switch (REPORT_VARIANT[type]) {
      case 'person':
        return String(r.id);
      case 'service':
        return String(type === 'client_service_summary' ? r.clientId : r.serviceRequestId);
      default:
        return type === 'staff_allocation' ? `${String(r.staffId)}/${String(r.serviceRequestId)}` : String(r.entryId);
    }
  };
  return { keys: body.data.map(key), stats: body.stats };
}

/** Why the API and the baseline disagree, or null when they return the same page and stats. */
export function disagreement(type: ReportType, api: PageResult, raw: PageResult): string | null {
  if (api.keys.join() !== raw.keys.join()) return `first page differs: api [${api.keys}] raw [${raw.keys}]`;
  const fields: (keyof Stats)[] =
    REPORT_VARIANT[type] === 'person' || type === 'staff_allocation'
      ? ['recordCount']
      : ['recordCount', 'totalUnits', 'totalGross', 'totalNet'];
  for (const f of fields) {
    if (Math.abs(api.stats[f] - raw.stats[f]) > 0.005) return `${f}: api ${api.stats[f]} raw ${raw.stats[f]}`;
  }
  return null;
}
