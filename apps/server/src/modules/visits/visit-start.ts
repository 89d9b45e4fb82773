/**
 * POST /visits/start: a staff member clocks in. The database decides two starts at once (one open
 * visit per staff member, by a partial unique index). As a visit action (visit-actions.ts) it is
 * idempotent by its client action id, and an offline punch's time is the phone's (offline-punch.ts).
 */
import {
  dayIn,
  type StartVisitBody,
  toUsDate,
  WorkEntryMsg,
  type WorkEntryOut,
  WorkEntryRuleMsg,
  WorkEntryStatus,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { assertMayStartVisit } from '../credentials/index.js';
import type { CurrentUser } from '../../platform/auth.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { dateOut } from '../../platform/records.js';
import { reachableAuthorization } from '../../policies/staff-reach.js';
import {
  changeBy,
  checkDegree,
  type EntryDeps,
  entryName,
  findStaffMember,
  inProgressEntryId,
  insertEntryRecorded,
  notesValue,
  place,
  presentById,
} from '../work-entries/index.js';
import { punchTime, syncDetails } from './offline-punch.js';
import { runVisitAction } from './visit-actions.js';
import { isUniqueViolation } from '../../platform/records.js';
import { visitInProgress } from './visit-rules.js';

/**
 * The authorization the visit starts on. An unknown client or authorization, another client's, one
 * not allocated to the caller or out of their reach: one answer, so a start reveals nothing that a
 * read would not. Reachable but outside its dates: the caller may read them anyway, so say why.
 */
async function startableAuthorization(tx: Db, actor: CurrentUser, body: StartVisitBody, day: string) {
  const cs = await reachableAuthorization(tx, { staffId: actor.id, authorizationId: body.serviceRequestId, on: day });
  if (!cs || cs.clientId !== body.clientId) throw notFound(WorkEntryMsg.serviceNotFound);
  const [from, to] = [dateOut(cs.startDate)!, dateOut(cs.endDate)!];
  if (day < from || day > to) {
    throw badRequest(WorkEntryRuleMsg.outsideWindow(toUsDate(day), toUsDate(from), toUsDate(to)), 'serviceRequestId');
  }
  return cs;
}

export async function startVisit(
  deps: EntryDeps,
  actor: CurrentUser,
  body: StartVisitBody,
  ip: string,
): Promise<WorkEntryOut> {
  const now = deps.clock.now();
  const timeZone = body.timeZone ?? deps.agency.timeZone();
  const work = async (tx: Db) => {
    const { at: start, offline } = punchTime(body, 'start', body.serviceStartTime, now);
    const where = place(
      body.serviceStartLatitude,
      body.serviceStartLongitude,
      body.startLocationMissing,
      'unavailable',
      'serviceStartLatitude',
    );
    if ((await inProgressEntryId(tx, actor.id)) !== undefined) throw visitInProgress();
    const staff = (await findStaffMember(tx, actor.id))!;
    const cs = await startableAuthorization(tx, actor, body, dayIn(start, timeZone));
    checkDegree(cs, staff);
    // Enforced required credentials, on the agency's day of the clock-in (decision 018).
    await assertMayStartVisit(tx, actor.id, dayIn(start, deps.agency.timeZone()));
    const values = {
      entryName: entryName({ serviceCode: cs.serviceCode, staff, start, timeZone }),
      userId: actor.id,
      clientId: cs.clientId,
      clientServiceId: cs.id,
      startTime: start,
      startLatitude: where.latitude,
      startLongitude: where.longitude,
      startLocationMissing: where.missing,
      notes: notesValue(body.notes) ?? null,
      timeZone,
      status: WorkEntryStatus.InProgress,
      ...offline,
    };
    const row = await insertEntryRecorded(tx, changeBy(actor, now, ip), {
      values,
      history: 'started',
      audit: () => ({
        action: 'visit.start',
        details: { clientServiceId: cs.id, locationMissing: where.missing, ...syncDetails(body) },
      }),
      evvCheck: false,
    });
    return presentById(tx, row.id);
  };
  // Two starts at once: the partial unique index lets one in; the other lands here.
  return runVisitAction(deps.db, { actor, kind: 'start', body, now, ip }, work, (err) =>
    isUniqueViolation(err) ? visitInProgress() : err,
  );
}
