/**
 * Open shifts (docs/decisions/017): a visit with no staff is offered to the staff allocated to its
 * authorization ("allocated to": policies/staff-reach); the first to accept gets it — one UPDATE
 * whose WHERE still wants it open, so of two racing accepts exactly one changes the row.
 */
import type { SQL } from 'drizzle-orm';
import { ErrorCode, ScheduleMsg, type ScheduledVisitOut } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { SchedulesDeps } from './plan.js';
import { staffBookings } from './schedule-checks.repo.js';
import { presentVisit } from './schedules.presenter.js';
import * as visits from './scheduled-visits.repo.js';
import { lockPlanning } from './schedules.repo.js';

/** GET /scheduled-visits/open: the open shifts from now on offered to the signed-in staff member. */
export async function listOpenShifts(
  { db, clock, agency }: SchedulesDeps,
  actor: CurrentUser,
  ip: string,
): Promise<{ data: ScheduledVisitOut[]; recordCount: number }> {
  const rows = await visits.openVisits(db, visits.offeredTo(db, actor.id, agency.today(clock)), clock.now());
  const data = rows.map(presentVisit);
  await audit(db, {
    actorUserId: actor.id,
    action: 'scheduled_visit.open_list',
    targetType: 'scheduled_visit',
    ip,
    details: { count: data.length, clientIds: [...new Set(data.map((v) => v.client.id))] },
  });
  return { data, recordCount: data.length };
}

/** Why an accept changed nothing: unknown or not offered (404), taken, or no longer open. */
async function refusal(db: Db, id: number, offered: SQL, now: Date): Promise<AppError> {
  const facts = await visits.visitFacts(db, id);
  if (!facts) return notFound(ScheduleMsg.visitNotFound);
  if (!(await visits.isOffered(db, facts.clientServiceId, offered))) return notFound(ScheduleMsg.notOffered);
  if (facts.staffId !== null) return new AppError(ErrorCode.SCHEDULE_VISIT_TAKEN, ScheduleMsg.taken);
  if (facts.cancelled || facts.worked || new Date(facts.startsAt).getTime() <= now.getTime()) {
    return new AppError(ErrorCode.SCHEDULE_VISIT_LOCKED, ScheduleMsg.notOpen);
  }
  return new AppError(ErrorCode.SCHEDULE_VISIT_TAKEN, ScheduleMsg.taken);
}

/**
 * POST /scheduled-visits/{id}/accept: the open shift becomes the staff member's, unless it would
 * double-book them (no override for staff).
 */
export async function acceptOpenShift(
  { db, clock, agency }: SchedulesDeps,
  actor: CurrentUser,
  id: number,
  ip: string,
): Promise<ScheduledVisitOut> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const offered = visits.offeredTo(tx, actor.id, agency.today(clock));
    await lockPlanning(tx, { staffId: actor.id });
    const facts = await visits.visitFacts(tx, id);
    if (facts && facts.staffId === null) {
      const occurrence = {
        date: facts.serviceDate,
        startsAt: new Date(facts.startsAt),
        endsAt: new Date(facts.endsAt),
      };
      const clashes = await staffBookings(tx, actor.id, [occurrence], { visitId: id });
      if (clashes.length > 0) {
        throw new AppError(ErrorCode.SCHEDULE_CONFLICT, 'You are already booked at that time');
      }
    }
    if (!(await visits.takeOpenVisit(tx, { id, staffId: actor.id, offeredTo: offered, now }))) {
      throw await refusal(tx, id, offered, now);
    }
    await audit(tx, {
      actorUserId: actor.id,
      action: 'scheduled_visit.accept',
      targetType: 'scheduled_visit',
      targetId: id,
      ip,
      details: { clientServiceId: facts?.clientServiceId },
    });
    return presentVisit((await visits.readVisit(tx, id, now))!);
  });
}
