import { previousMonthOf, type ClaimRange } from '@hearth/shared';
import { localIsoDate } from '../../lib/format';

/** Today in the agency's zone ('YYYY-MM-DD'), never the browser's. */
export const claimsToday = (now: Date = new Date()): string => localIsoDate(0, now);

/** The calendar month before `today`'s: what an agency usually bills at the start of a month. */
export function previousMonth(today: string): ClaimRange {
  const { from, to } = previousMonthOf(today);
  return { fromDate: from, toDate: to };
}

export const FromRequired = 'Enter the From date.';
export const ToRequired = 'Enter the To date.';

export type RangeProblems = { fromDate?: string; toDate?: string };

/**
 * What is missing from the range before it can be previewed. A reversed or too long range is the
 * server's to refuse (its message shows on the field), so the rule lives in one place.
 */
export function missingDates(range: ClaimRange): RangeProblems {
  return {
    ...(range.fromDate ? {} : { fromDate: FromRequired }),
    ...(range.toDate ? {} : { toDate: ToRequired }),
  };
}

export const sameRange = (a: ClaimRange | null, b: ClaimRange | null): boolean =>
  a !== null && b !== null && a.fromDate === b.fromDate && a.toDate === b.toDate;
