import { monthLabel } from '@hearth/shared';
import { reportDay } from '../reports/format';

/** A range of days, '04/01/2026 – 04/30/2026' (one day once). */
export const dayRange = (from: string, to: string): string =>
  from === to ? reportDay(from) : `${reportDay(from)} – ${reportDay(to)}`;

/** 'YYYY-MM' → 'Apr 2026'. */
export const monthText = (month: string): string => (/^\d{4}-\d{2}$/.test(month) ? monthLabel(month) : month);

export const plural = (n: number, word: string, many = `${word}s`): string =>
  `${n.toLocaleString('en-US')} ${n === 1 ? word : many}`;
