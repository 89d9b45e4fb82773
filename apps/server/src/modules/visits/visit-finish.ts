/**
 * POST /visits/complete and /visits/abandon: a staff member clocks out of their open visit, which
 * is then billed (completed: priced, checked, signed) or not (abandoned: status 7, no amounts). The
 * database decides two finishes at once (`UPDATE ... WHERE status = 6`). Each runs as a visit
 * action (visit-actions.ts).
 */
import { type FinishVisitBody, WorkEntryMsg, type WorkEntryOut, WorkEntryStatus } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import type { CurrentUser } from '../../platform/auth.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { usableZone } from '../../platform/time-zones.js';
import {
  amountColumns,
  applyEntryChange,
  type ChangeBy,
  changeBy,
  type EntryDeps,
  findStaffMember,
  lockAuthorization,
  notesValue,
  place,
  type Place,
  presentById,
  priceEntry,
  signatureFor,
  signatureKind,
  type WorkEntryRow,
} from '../work-entries/index.js';
import { punchTime, syncDetails } from './offline-punch.js';
import { runVisitAction } from './visit-actions.js';
import { alreadyAbandoned, alreadyCompleted, ownEntry } from './visit-rules.js';

/** The caller's visit, still open, and its clock-out: time, place and the offline columns. */
async function clockOut(tx: Db, actor: CurrentUser, body: FinishVisitBody, now: Date) {
  const entry = await ownEntry(tx, actor, body.workEntryId);
  if (entry.status === WorkEntryStatus.Completed) throw alreadyCompleted();
  if (entry.status === WorkEntryStatus.Abandoned) throw alreadyAbandoned();
  const { at: end, offline } = punchTime(body, 'end', body.serviceEndTime, now);
  if (end < entry.startTime) throw badRequest(WorkEntryMsg.endBeforeStart, 'serviceEndTime');
  return { entry, end, offline };
}

const endPlace = (body: FinishVisitBody) =>
  place(
    body.serviceEndLatitude,
    body.serviceEndLongitude,
    body.endLocationMissing,
    'unavailable',
    'serviceEndLatitude',
  );

/** The clock-out as the entry stores it: the end, where it was punched, and the notes sent with it. */
const clockOutColumns = (end: Date, where: Place, body: FinishVisitBody) => ({
  endTime: end,
  endLatitude: where.latitude,
  endLongitude: where.longitude,
  endLocationMissing: where.missing,
  notes: notesValue(body.notes),
});

/**
 * The zone a visit is closed in, as columns to write: none when its own is known; the agency's
 * when it holds one the database does not know (started before zones were checked against it),
 * which would fail every query of the entry. The history row shows the change.
 */
function zoneRepair(entry: WorkEntryRow, deps: EntryDeps): { timeZone?: string } {
  const timeZone = usableZone(entry.timeZone, deps.agency);
  return timeZone === entry.timeZone ? {} : { timeZone };
}

/** The open visit's finish, written only while it is still open and the caller's. */
const finishChange = (actor: CurrentUser, entry: WorkEntryRow) => ({
  entry,
  guard: { status: [WorkEntryStatus.InProgress], userId: actor.id },
  // Another call completed or abandoned the visit first.
  lost: (current: WorkEntryRow | undefined) => {
    if (!current || current.userId !== actor.id) return notFound();
    return current.status === WorkEntryStatus.Abandoned ? alreadyAbandoned() : alreadyCompleted();
  },
});

/** Prices the visit as it ends (the authorization locked: the units check is serialised). */
async function priceVisit(tx: Db, entry: WorkEntryRow, end: Date, timeZone: string) {
  const authorization = (await lockAuthorization(tx, entry.clientServiceId))!;
  const staff = (await findStaffMember(tx, entry.userId))!;
  return priceEntry(tx, { entryId: entry.id, authorization, staff, start: entry.startTime, end, timeZone });
}

/** A finish under way: the call, and the open visit with its clock-out. */
type Finish = Awaited<ReturnType<typeof clockOut>> & {
  deps: EntryDeps;
  actor: CurrentUser;
  body: FinishVisitBody;
  by: ChangeBy;
};

/** A finish run as a visit action: the caller's open visit clocked out, `write` changes it. */
const finishVisit =
  (kind: 'complete' | 'abandon', write: (tx: Db, f: Finish) => Promise<void>) =>
  async (deps: EntryDeps, actor: CurrentUser, body: FinishVisitBody, ip: string): Promise<WorkEntryOut> => {
    const now = deps.clock.now();
    return runVisitAction(deps.db, { actor, kind, body, now, ip }, async (tx) => {
      const clocked = await clockOut(tx, actor, body, now);
      await write(tx, { ...clocked, deps, actor, body, by: changeBy(actor, now, ip) });
      return presentById(tx, clocked.entry.id);
    });
  };

/** Completes the visit: priced, checked (units, dates, overlap), signed, with progress. */
export const completeVisit = finishVisit('complete', async (tx, { deps, actor, body, by, entry, end, offline }) => {
  const progress = body.progress ?? entry.progress;
  if (!(progress > 0)) throw badRequest(WorkEntryMsg.progressRequired, 'progress');
  const signed = signatureFor(entry, body, WorkEntryMsg.signatureRequired);
  const where = endPlace(body);
  const zone = zoneRepair(entry, deps);
  const amounts = await priceVisit(tx, entry, end, zone.timeZone ?? entry.timeZone);
  await applyEntryChange(tx, by, {
    ...finishChange(actor, entry),
    values: {
      status: WorkEntryStatus.Completed,
      ...clockOutColumns(end, where, body),
      progress,
      ...signed,
      ...amountColumns(amounts),
      ...zone,
      ...offline,
    },
    history: 'completed',
    audit: () => ({
      action: 'visit.complete',
      details: {
        unitsUsed: amounts.unitsUsed,
        locationMissing: where.missing,
        signature: signatureKind(signed),
        ...(zone.timeZone ? { timeZone: [entry.timeZone, zone.timeZone] } : {}),
        ...syncDetails(body),
      },
    }),
    evvCheck: true,
  });
});

/** Ends an open visit without billing it (status 7, no amounts). */
export const abandonVisit = finishVisit('abandon', async (tx, { deps, actor, body, by, entry, end, offline }) => {
  const where = endPlace(body);
  await applyEntryChange(tx, by, {
    ...finishChange(actor, entry),
    values: {
      status: WorkEntryStatus.Abandoned,
      ...clockOutColumns(end, where, body),
      progress: body.progress,
      ...signatureFor(entry, body),
      ...zoneRepair(entry, deps),
      ...offline,
    },
    history: 'abandoned',
    audit: () => ({ action: 'visit.abandon', details: syncDetails(body) }),
    evvCheck: false,
  });
});
