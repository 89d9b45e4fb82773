/**
 * Calendar dates for reports: dates are plain 'YYYY-MM-DD' days in the agency's time zone, never
 * the browser's. Both the server (filters, defaults, validation) and the web (filter bars) use these.
 */

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // en-CA formats as YYYY-MM-DD.
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(instant: Date, timeZone: string): string {
  return dayFormatter(timeZone).format(instant);
}

/** YYYY-MM-DD plus `days` (negative goes back). */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A span of days, both ends included ('YYYY-MM-DD'). */
export type DaySpan = { from: string; to: string };

/** The week (Monday to Sunday, the reports' and the Overview's week) that holds `day`. */
export function weekOf(day: string): DaySpan {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  const from = shiftDay(day, -((weekday + 6) % 7));
  return { from, to: shiftDay(from, 6) };
}

/** The calendar month that holds `day`, first to last day. */
export function monthOf(day: string): DaySpan {
  const [y, m] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return { from: `${day.slice(0, 7)}-01`, to: new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10) };
}

/** The calendar month before the one that holds `day`. */
export function previousMonthOf(day: string): DaySpan {
  return monthOf(shiftDay(monthOf(day).from, -1));
}

/**
 * A report date as the calls send it, 'MM/DD/YYYY' or 'YYYY-MM-DD', as 'YYYY-MM-DD'; null when it
 * is neither or not a real day (02/30/2026).
 */
export function parseReportDate(value: string): string | null {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  let y: number, m: number, d: number;
  if (us) [y, m, d] = [Number(us[3]), Number(us[1]), Number(us[2])];
  else if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || y > 2200 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' → 'MM/DD/YYYY' (how the spec shows and sends dates). */
export function toUsDate(day: string): string {
  const [y, m, d] = day.split('-');
  return `${m}/${d}/${y}`;
}

/** The fiscal year (1 July – 30 June) that contains `today`: it starts last July before July. */
export function fiscalYearOf(today: string): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const start = month < 7 ? year - 1 : year;
  return { from: `${start}-07-01`, to: `${start + 1}-06-30` };
}

/** The coming 30 June: this year's until it has passed, then next year's (the monthly report's limit). */
export function comingJune30(today: string): string {
  return fiscalYearOf(today).to;
}

/** The months (YYYY-MM) from the month of `from` to the month of `to`, in order. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  const endKey = to.slice(0, 7);
  for (let i = 0; i < 240; i++) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    months.push(key);
    if (key >= endKey) break;
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return months;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM' → 'Jul 2026' (the monthly report's column names). */
export function monthLabel(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}
