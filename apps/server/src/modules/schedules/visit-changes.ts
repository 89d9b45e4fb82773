/** Changes of one planned visit: "this visit only" (PATCH scope 'occurrence') and cancelling it. */
import {
  ErrorCode,
  occurrenceTimes,
  ScheduleMsg,
  type CancelScheduledVisitBody,
  type ScheduledVisitOut,
  type UpdateScheduleBody,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { findConflicts, overriddenKinds, refuseUnlessOverridden } from './schedule-checks.js';
import { loadAuthorization, notPast, type SchedulesDeps } from './plan.js';
import { presentVisit } from './schedules.presenter.js';
import { lockPlanning, type ScheduleRow } from './schedules.repo.js';
import * as visits from './scheduled-visits.repo.js';

const locked = (message: string) => new AppError(ErrorCode.SCHEDULE_VISIT_LOCKED, message, 'date');

/** The visit of the series on `day`, refused when it was worked or cancelled (and, with `started`, when it began). */
async function changeableVisit(tx: Db, p: { scheduleId: number; day: string; timeZone: string; now?: Date }) {
  const visit = await visits.visitOn(tx, p.scheduleId, p.day, p.timeZone, true);
  if (!visit) throw notFound(ScheduleMsg.notOnDate);
  if (visit.workEntryId !== null) throw locked(ScheduleMsg.alreadyFulfilled);
  if (visit.cancelledAt !== null) throw locked(ScheduleMsg.alreadyCancelled);
  if (p.now && new Date(visit.startsAt).getTime() <= p.now.getTime()) throw locked(ScheduleMsg.pastDate);
  return visit;
}

/**
 * scope 'occurrence': the visit on `date` gets another staff member, start time, duration or day
 * (`moveTo`); the checks apply to that one visit. Nothing else of the series may change this way.
 */
export async function changeOccurrence(
  { clock, agency }: SchedulesDeps,
  tx: Db,
  s: ScheduleRow,
  body: UpdateScheduleBody,
  actor: CurrentUser,
  ip: string,
): Promise<void> {
  const seriesOnly = [body.endDate, body.weekdays, body.intervalWeeks, body.notes].some((v) => v !== undefined);
  if (seriesOnly) throw badRequest(ScheduleMsg.occurrenceOnly);
  const now = clock.now();
  const today = agency.today(clock);
  const timeZone = agency.timeZone();
  const visit = await changeableVisit(tx, { scheduleId: s.id, day: body.date, timeZone, now });
  const day = body.moveTo ?? visit.serviceDate;
  notPast(day, today, 'moveTo');
  const times = occurrenceTimes(
    day,
    body.startTime ?? visit.startTime,
    body.durationMinutes ?? visit.durationMinutes,
    timeZone,
  );
  if (times.startsAt.getTime() <= now.getTime()) throw badRequest(ScheduleMsg.pastDate, 'startTime');
  const staffId = body.staffId !== undefined ? body.staffId : visit.staffId;
  const auth = await loadAuthorization(tx, s.clientServiceId);
  await lockPlanning(tx, { authorizationId: auth.id, staffId });
  const occurrences = [{ date: day, ...times }];
  const conflicts = await findConflicts(tx, {
    auth,
    staffId,
    endDate: null,
    occurrences,
    today,
    replacing: { visitId: visit.id },
  });
  const overridden = refuseUnlessOverridden(conflicts, body.override);
  await visits.moveVisit(tx, { id: visit.id, day, ...times, staffId });
  await audit(tx, {
    actorUserId: actor.id,
    action: 'scheduled_visit.update',
    targetType: 'scheduled_visit',
    targetId: visit.id,
    ip,
    details: {
      scheduleId: s.id,
      date: body.date,
      moveTo: day,
      staffId,
      ...(overridden.length > 0 ? { overridden: overriddenKinds(overridden), reason: body.override!.reason } : {}),
    },
  });
}

/** POST /scheduled-visits/cancel: the visit of the series on that day, with a reason (audited). */
export async function cancelScheduledVisit(
  { db, clock, agency }: SchedulesDeps,
  actor: CurrentUser,
  body: CancelScheduledVisitBody,
  ip: string,
): Promise<ScheduledVisitOut> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const visit = await changeableVisit(tx, {
      scheduleId: body.scheduleId,
      day: body.date,
      timeZone: agency.timeZone(),
    });
    const note = body.note ?? null;
    if (!(await visits.cancelVisit(tx, { id: visit.id, reason: body.reason, note, actorId: actor.id, now }))) {
      throw locked(ScheduleMsg.alreadyCancelled);
    }
    await audit(tx, {
      actorUserId: actor.id,
      action: 'scheduled_visit.cancel',
      targetType: 'scheduled_visit',
      targetId: visit.id,
      ip,
      details: { scheduleId: body.scheduleId, date: body.date, reason: body.reason, note },
    });
    const row = await visits.readVisit(tx, visit.id, now);
    return presentVisit(row!);
  });
}
