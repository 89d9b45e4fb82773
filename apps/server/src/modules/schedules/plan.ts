/** A plan's days and instants (docs/decisions/017): shared recurrence, the agency's zone, never the past. */
import { isoWeekday, occurrenceDates, occurrenceTimes, shiftDay, ScheduleMsg } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import type { AgencyZone } from '../../platform/agency-zone.js';
import type { Clock } from '../../platform/clock.js';
import { badRequest, notFound } from '../../platform/errors.js';
import * as repo from './schedules.repo.js';

/** What the scheduling use cases run on. */
export type SchedulesDeps = { db: Db; clock: Clock; agency: AgencyZone };

export const NoVisitsMsg = 'No visit of this plan falls between its dates on the chosen weekdays';
export const AuthorizationUnknownMsg = 'Authorization not found';

/** The fields that decide a series' visits. */
export type Plan = {
  staffId: number | null;
  startDate: string;
  endDate: string | null;
  startTime: string;
  durationMinutes: number;
  weekdays: number[];
  intervalWeeks: number;
};

export async function loadAuthorization(db: Db, id: number): Promise<repo.Authorization> {
  const auth = await repo.findAuthorization(db, id);
  if (!auth) throw notFound(AuthorizationUnknownMsg);
  return auth;
}

/** The last day a plan may fall on: its end date capped at the authorization's end. */
export const lastDateOf = (plan: Pick<Plan, 'endDate'>, auth: Pick<repo.Authorization, 'endDate'>) =>
  plan.endDate !== null && plan.endDate < auth.endDate ? plan.endDate : auth.endDate;

/** A one-off visit (start = end) falls on its own day whatever weekdays came with it. */
export function normalized(plan: Plan): Plan {
  if (plan.endDate === plan.startDate) return { ...plan, weekdays: [isoWeekday(plan.startDate)] };
  if (plan.weekdays.length === 0) throw badRequest(ScheduleMsg.weekdaysRequired, 'weekdays');
  if (plan.endDate !== null && plan.endDate < plan.startDate) throw badRequest(ScheduleMsg.endBeforeStart, 'endDate');
  return plan;
}

/**
 * The visits of `plan` from `from` on (skipping `skip` days: visits kept there), up to its last
 * day, in the agency's zone; none that starts before `now` (a plan never writes the past).
 */
export function occurrencesOf(
  plan: Plan,
  auth: Pick<repo.Authorization, 'endDate'>,
  p: { from: string; timeZone: string; now: Date; skip?: Set<string> },
): repo.Occurrence[] {
  const rule = { ...plan, endDate: lastDateOf(plan, auth) };
  return occurrenceDates(rule, p.from, rule.endDate)
    .filter((day) => !p.skip?.has(day))
    .map((date) => ({ date, ...occurrenceTimes(date, plan.startTime, plan.durationMinutes, p.timeZone) }))
    .filter((o) => o.startsAt.getTime() > p.now.getTime());
}

/** Refuses a day before today in the agency's zone. */
export function notPast(day: string, today: string, field: string): void {
  if (day < today) throw badRequest(ScheduleMsg.pastDate, field);
}

export const dayBefore = (day: string) => shiftDay(day, -1);
