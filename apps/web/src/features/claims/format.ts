import { formatMoney, monthLabel, toCents, toUsDate } from '@hearth/shared';
import { zonedParts } from '../../lib/zoned-parts';

/** '$1,234.50' (money always with cents). */
export const dollars = (n: number): string => (n < 0 ? `-$${formatMoney(-n)}` : `$${formatMoney(n)}`);

const upToTwo = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Units and counts: '1,480', '12.5'. */
export const figure = (n: number): string => upToTwo.format(n);

/** 'YYYY-MM-DD' → 'MM/DD/YYYY'. */
export const usDay = (day: string): string => (/^\d{4}-\d{2}-\d{2}/.test(day) ? toUsDate(day.slice(0, 10)) : day);

/** A range of days, '04/01/2026 – 04/30/2026' (one day once). */
export const dayRange = (from: string, to: string): string =>
  from === to ? usDay(from) : `${usDay(from)} – ${usDay(to)}`;

/** 'YYYY-MM' → 'Apr 2026'. */
export const monthText = (month: string): string => (/^\d{4}-\d{2}$/.test(month) ? monthLabel(month) : month);

/** An instant in the agency's zone, '05/02/2026 09:05 am'. */
export function dateTimeIn(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const p = zonedParts(date, timeZone);
  return `${p.date} ${p.hour}:${p.minute} ${p.period.toLowerCase()}`;
}

/** A sum of dollar amounts in whole cents, so totals add up as the rows do. */
export const sumCents = (amounts: readonly number[]): number => amounts.reduce((sum, n) => sum + toCents(n), 0);

export const plural = (n: number, word: string, many = `${word}s`): string =>
  `${n.toLocaleString('en-US')} ${n === 1 ? word : many}`;
