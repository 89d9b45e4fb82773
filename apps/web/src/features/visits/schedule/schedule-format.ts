import type { ScheduledVisitOut, ScheduledVisitStatus } from '@hearth/shared';
import { dayText, localIsoDate, timeText, toLocalInputs, weekdayText } from '../../../lib/format';
import { byStart } from './schedule-api';

/** '09:00 AM – 11:00 AM' in the agency's zone. */
export const timeRangeText = (v: ScheduledVisitOut): string => `${timeText(v.startsAt)} – ${timeText(v.endsAt)}`;

/** 'Today, Monday 05/04/2026', 'Tomorrow, …', else 'Wednesday 05/06/2026'. */
export function dayHeading(day: string, today: string = localIsoDate()): string {
  const date = `${weekdayText(day)} ${dayText(day)}`;
  if (day === today) return `Today, ${date}`;
  if (day === localIsoDate(1)) return `Tomorrow, ${date}`;
  return date;
}

export type ScheduleDay = { day: string; visits: ScheduledVisitOut[] };

/** Each of `count` days from today (the agency's), with its visits in start order; a day with none is kept. */
export function groupByDay(visits: readonly ScheduledVisitOut[], count: number): ScheduleDay[] {
  return Array.from({ length: count }, (_, i) => {
    const day = localIsoDate(i);
    return { day, visits: visits.filter((v) => v.date === day).sort(byStart) };
  });
}

/** Today's visits (the agency's day) in start order. */
export const todaysVisits = (visits: readonly ScheduledVisitOut[]): ScheduledVisitOut[] =>
  groupByDay(visits, 1)[0]!.visits;

/** A visit the staff member can still clock in for from the plan. */
export const canStartPlanned = (status: ScheduledVisitStatus): boolean => status === 'scheduled' || status === 'late';

/** 'Saved on this phone at 14:05 — no connection' (the agency's zone). */
export const savedAtText = (savedAt: number): string =>
  `Saved on this phone at ${toLocalInputs(new Date(savedAt)).time} — no connection`;
