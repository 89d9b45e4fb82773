/**
 * Planning use cases (docs/decisions/017): create a series with its visits, change it from a day
 * forward (splitting it so the past keeps the old plan), delete it from a day on. Every check runs
 * before anything is written; a refusal changes nothing.
 */
import { ScheduleMsg, type CreateScheduleBody, type ScheduleOut, type UpdateScheduleBody } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { dateOut, staleRecord } from '../../platform/records.js';
import { findConflicts, overriddenKinds, refuseUnlessOverridden } from './schedule-checks.js';
import {
  dayBefore,
  loadAuthorization,
  normalized,
  notPast,
  NoVisitsMsg,
  occurrencesOf,
  type Plan,
  type SchedulesDeps,
} from './plan.js';
import { presentSchedule } from './schedules.presenter.js';
import * as repo from './schedules.repo.js';
import { changeOccurrence } from './visit-changes.js';

const TARGET = 'schedule';

async function present(db: Db, id: number): Promise<ScheduleOut> {
  const row = await repo.readSchedule(db, id);
  if (!row) throw notFound(ScheduleMsg.notFound);
  return presentSchedule(row);
}

/** POST /schedules: the series and its visits up to its last day, after every check. */
export async function createSchedule(
  { db, clock, agency }: SchedulesDeps,
  actor: CurrentUser,
  body: CreateScheduleBody,
  ip: string,
): Promise<ScheduleOut> {
  const now = clock.now();
  const today = agency.today(clock);
  notPast(body.startDate, today, 'startDate');
  const plan = normalized({ ...body, endDate: body.endDate ?? null, weekdays: body.weekdays ?? [] });
  return db.transaction(async (tx) => {
    const auth = await loadAuthorization(tx, body.clientServiceId);
    await repo.lockPlanning(tx, { authorizationId: auth.id, staffId: plan.staffId });
    const occurrences = occurrencesOf(plan, auth, { from: plan.startDate, timeZone: agency.timeZone(), now });
    const conflicts = await findConflicts(tx, { auth, ...plan, occurrences, today, replacing: null });
    const overridden = refuseUnlessOverridden(conflicts, body.override);
    if (occurrences.length === 0) throw badRequest(NoVisitsMsg, 'weekdays');
    const row = await repo.insertSchedule(tx, {
      ...plan,
      clientServiceId: auth.id,
      clientId: auth.clientId,
      notes: body.notes ?? null,
      overrideReason: overridden.length > 0 ? body.override!.reason : null,
      createdById: actor.id,
      updatedById: actor.id,
      updatedAt: now,
    });
    const visits = await repo.insertVisits(tx, row, occurrences);
    await audit(tx, {
      actorUserId: actor.id,
      action: 'schedule.create',
      targetType: TARGET,
      targetId: row.id,
      ip,
      details: {
        clientId: auth.clientId,
        clientServiceId: auth.id,
        staffId: plan.staffId,
        visits,
        ...(overridden.length > 0 ? { overridden: overriddenKinds(overridden), reason: body.override!.reason } : {}),
      },
    });
    return present(tx, row.id);
  });
}

/** The plan of an existing series with a change merged in (absent fields keep their value). */
function merged(s: repo.ScheduleRow, b: UpdateScheduleBody, startDate: string): Plan {
  return {
    staffId: b.staffId !== undefined ? b.staffId : s.staffId,
    startDate,
    endDate: b.endDate !== undefined ? b.endDate : dateOut(s.endDate),
    startTime: b.startTime ?? s.startTime,
    durationMinutes: b.durationMinutes ?? s.durationMinutes,
    weekdays: b.weekdays ?? s.weekdays,
    intervalWeeks: b.intervalWeeks ?? s.intervalWeeks,
  };
}

/**
 * scope 'following': the visits from `date` on follow the new plan. A series with visits before
 * `date` ends the day before and a new one (split_from_id) carries the change; otherwise it
 * changes in place. Worked, cancelled and started visits stay where they are.
 */
async function changeFollowing(
  deps: SchedulesDeps,
  tx: Db,
  s: repo.ScheduleRow,
  body: UpdateScheduleBody,
  actor: CurrentUser,
  ip: string,
) {
  const { clock, agency } = deps;
  const now = clock.now();
  const today = agency.today(clock);
  notPast(body.date, today, 'date');
  const oldStart = dateOut(s.startDate)!;
  const split = body.date > oldStart && (await repo.countVisits(tx, s.id, body.date)) > 0;
  const plan = normalized(merged(s, body, split ? body.date : oldStart));
  const from = body.date > plan.startDate ? body.date : plan.startDate;
  const auth = await loadAuthorization(tx, s.clientServiceId);
  await repo.lockPlanning(tx, { authorizationId: auth.id, staffId: plan.staffId });
  // A day that keeps its visit (worked, cancelled, started) gets no second one.
  const kept = await repo.keptDaysFrom(tx, s.id, from, now);
  const occurrences = occurrencesOf(plan, auth, { from, timeZone: agency.timeZone(), now, skip: kept });
  const replacing = { scheduleId: s.id, from, now };
  const conflicts = await findConflicts(tx, { auth, ...plan, occurrences, today, replacing });
  const overridden = refuseUnlessOverridden(conflicts, body.override);
  const removed = await repo.deleteVisitsFrom(tx, s.id, from, now);
  const fields = {
    ...plan,
    notes: body.notes !== undefined ? body.notes : s.notes,
    overrideReason: overridden.length > 0 ? body.override!.reason : s.overrideReason,
    updatedById: actor.id,
    updatedAt: now,
  };
  let target = s.id;
  if (split) {
    await repo.updateSchedule(tx, s.id, { endDate: dayBefore(body.date), updatedById: actor.id, updatedAt: now });
    const created = await repo.insertSchedule(tx, {
      ...fields,
      clientServiceId: s.clientServiceId,
      clientId: s.clientId,
      splitFromId: s.id,
      createdById: actor.id,
    });
    target = created.id;
  } else {
    await repo.updateSchedule(tx, s.id, fields);
  }
  const row = { id: target, clientServiceId: s.clientServiceId, clientId: s.clientId, staffId: plan.staffId };
  const added = await repo.insertVisits(tx, row, occurrences);
  const details = { scope: 'following', date: body.date, splitTo: split ? target : null, removed, added };
  const reason =
    overridden.length > 0 ? { overridden: overriddenKinds(overridden), reason: body.override!.reason } : {};
  await audit(tx, {
    actorUserId: actor.id,
    action: 'schedule.update',
    targetType: TARGET,
    targetId: s.id,
    ip,
    details: { ...details, ...reason },
  });
  return present(tx, target);
}

/** PATCH /schedules/{id} */
export async function updateSchedule(
  deps: SchedulesDeps,
  actor: CurrentUser,
  id: number,
  body: UpdateScheduleBody,
  ip: string,
): Promise<ScheduleOut> {
  return deps.db.transaction(async (tx) => {
    const s = await repo.findSchedule(tx, id, true);
    if (!s) throw notFound(ScheduleMsg.notFound);
    if (body.version !== undefined && body.version !== s.version) throw staleRecord();
    if (body.scope === 'occurrence') {
      await changeOccurrence(deps, tx, s, body, actor, ip);
      return present(tx, s.id);
    }
    return changeFollowing(deps, tx, s, body, actor, ip);
  });
}

/**
 * DELETE /schedules/{id}?from=: the visits from that day on (default today) that were not worked,
 * cancelled or started go; the series ends the day before, or is marked deleted when nothing is left.
 */
export async function deleteSchedule(
  { db, clock, agency }: SchedulesDeps,
  actor: CurrentUser,
  id: number,
  fromDay: string | undefined,
  ip: string,
): Promise<{ removedVisits: number }> {
  const now = clock.now();
  const today = agency.today(clock);
  const from = fromDay ?? today;
  notPast(from, today, 'from');
  return db.transaction(async (tx) => {
    const s = await repo.findSchedule(tx, id, true);
    if (!s) throw notFound(ScheduleMsg.notFound);
    const removedVisits = await repo.deleteVisitsFrom(tx, s.id, from, now);
    const left = await repo.countVisits(tx, s.id);
    const gone = left === 0 || from <= dateOut(s.startDate)!;
    await repo.updateSchedule(
      tx,
      s.id,
      gone
        ? { deletedAt: now, updatedById: actor.id, updatedAt: now }
        : { endDate: dayBefore(from), updatedById: actor.id, updatedAt: now },
    );
    await audit(tx, {
      actorUserId: actor.id,
      action: 'schedule.delete',
      targetType: TARGET,
      targetId: s.id,
      ip,
      details: { from, removedVisits, deleted: gone },
    });
    return { removedVisits };
  });
}
