/**
 * A schedule's occurrences, written once for both sides (docs/decisions/017): the server
 * generates the planned visits with it, the web previews them in the plan dialog. All dates are
 * calendar days ('YYYY-MM-DD') in the agency's zone; the wall-clock start becomes an instant only
 * in `occurrenceTimes`, so a 09:00 visit stays 09:00 across a daylight-saving change.
 */
import { daysBetween, shiftDay } from '../report-dates.js';
import { zonedInstant } from '../zoned-time.js';

/** What decides which days a series falls on. */
export type RecurrenceRule = {
  startDate: string;
  /** The last day it may fall on (already capped at the authorization's end). */
  endDate: string;
  /** ISO weekdays, Monday = 1 … Sunday = 7. */
  weekdays: readonly number[];
  /** 1: every week; 2: every other week, counted from the week (Monday to Sunday) of startDate. */
  intervalWeeks: number;
};

/** ISO weekday of a day: Monday = 1 … Sunday = 7. */
export function isoWeekday(day: string): number {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** The Monday of the week that holds `day`. */
export function mondayOf(day: string): string {
  return shiftDay(day, 1 - isoWeekday(day));
}

/**
 * The days of `rule` from `from` to `to` (both included, clipped to the rule's own dates), in
 * order. At most `limit` days (a guard against an unbounded loop; the caller's range is bounded).
 */
export function occurrenceDates(rule: RecurrenceRule, from: string, to: string, limit = 5000): string[] {
  const first = from > rule.startDate ? from : rule.startDate;
  const last = to < rule.endDate ? to : rule.endDate;
  const out: string[] = [];
  if (first > last) return out;
  const days = new Set(rule.weekdays);
  const anchor = mondayOf(rule.startDate);
  const interval = rule.intervalWeeks === 2 ? 2 : 1;
  for (let day = first; day <= last && out.length < limit; day = shiftDay(day, 1)) {
    if (!days.has(isoWeekday(day))) continue;
    if (interval === 2 && Math.floor(daysBetween(anchor, mondayOf(day)) / 7) % 2 !== 0) continue;
    out.push(day);
  }
  return out;
}

/**
 * The instants of one occurrence: `startTime` ('HH:mm') on `day` in `timeZone`, lasting
 * `durationMinutes` of real time (a visit over a DST change is as long as planned). A start in the
 * hour skipped by a spring-forward change moves forward by the gap, as the wall clock does.
 */
export function occurrenceTimes(
  day: string,
  startTime: string,
  durationMinutes: number,
  timeZone: string,
): { startsAt: Date; endsAt: Date } {
  const startsAt = zonedInstant(day, startTime, timeZone);
  if (!startsAt) throw new RangeError(`Not a time in a known zone: ${day} ${startTime} ${timeZone}`);
  return { startsAt, endsAt: new Date(startsAt.getTime() + durationMinutes * 60_000) };
}
