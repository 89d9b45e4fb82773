/**
 * A staff member's visits (EVV clock-in/out): start, autosave, complete, abandon, and reading
 * their own. Every change is one transaction; the database decides the races (one open visit per
 * staff member by a partial unique index; completing twice by `UPDATE ... WHERE status = 6`).
 *
 * Audit: start, complete and abandon write one row each; an autosave writes one when it opens a
 * new history row (a notes burst folded into the current row is already on record), so a visit's
 * typing leaves a handful of rows rather than one per keystroke pause.
 *
 * Each call runs as a visit action (visit-actions.ts): idempotent by its client action id, and an
 * offline punch's time is the phone's (offline-punch.ts).
 */
import {
  dayIn,
  type FinishVisitBody,
  toUsDate,
  type RefusedVisitActionsQuery,
  type StartVisitBody,
  type UpdateVisitBody,
  type VisitListQuery,
  WorkEntryMsg,
  type WorkEntryOut,
  WorkEntryRuleMsg,
  WorkEntryStatus,
  ErrorCode,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import type { AgencyZone } from '../../platform/agency-zone.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { dateOut, staleRecord } from '../../platform/records.js';
import { usableZone } from '../../platform/time-zones.js';
import { reachableAuthorization } from '../../policies/staff-reach.js';
import { checkDegree, priceEntry } from './work-entry-billing.js';
import { diff, recordHistory, recordNotesSave, snapshotOf, type Changes } from './work-entry-history.js';
import { checkEntries } from '../evv/evv-checks.js';
import { entryBilled, entryName, place } from './work-entry-rules.js';
import { punchTime, syncDetails } from './offline-punch.js';
import { createVisitActions } from './visit-actions.js';
import { checkSignature, signatureChanged, signatureFor, signatureKind, signatureValues } from './signature-rules.js';
import { listVisits, presentById, readEntry, readInProgress, TARGET } from './work-entry-reads.js';
import * as repo from './work-entries.repo.js';

const visitInProgress = () => new AppError(ErrorCode.VISIT_IN_PROGRESS, WorkEntryMsg.visitInProgress);
const alreadyCompleted = () => new AppError(ErrorCode.ALREADY_COMPLETED, WorkEntryMsg.alreadyCompleted);
const alreadyAbandoned = () => new AppError(ErrorCode.ALREADY_ABANDONED, WorkEntryMsg.alreadyAbandoned);

/** A unique-index violation (PostgreSQL 23505), possibly wrapped by Drizzle. */
function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Notes as stored: '' and null both clear them; undefined leaves them as they are. */
const notesValue = (notes: string | null | undefined) => (notes === undefined ? undefined : notes || null);

export function createVisitsService(deps: { db: Db; clock: Clock; agency: AgencyZone }) {
  const { db, clock, agency } = deps;
  const actions = createVisitActions({ db });

  /** The caller's own entry; anyone else's answers exactly like an unknown id. */
  async function ownEntry(tx: Db, actor: CurrentUser, id: number): Promise<repo.WorkEntryRow> {
    const entry = await repo.findEntry(tx, id);
    if (!entry || entry.userId !== actor.id) throw notFound();
    return entry;
  }

  function refuseUnlessInProgress(entry: repo.WorkEntryRow): void {
    if (entry.status === WorkEntryStatus.Completed) throw alreadyCompleted();
    if (entry.status === WorkEntryStatus.Abandoned) throw alreadyAbandoned();
  }

  /**
   * The zone a visit is closed in, as columns to write: none when its own is known; the agency's
   * when it holds one the database does not know (started before zones were checked against it),
   * which would fail every query of the entry. The history row shows the change.
   */
  function zoneRepair(entry: repo.WorkEntryRow): { timeZone?: string } {
    const timeZone = usableZone(entry.timeZone, agency);
    return timeZone === entry.timeZone ? {} : { timeZone };
  }

  /** Another call completed or abandoned the visit first (its `WHERE status = 6` matched nothing). */
  async function lostRace(tx: Db, actor: CurrentUser, id: number): Promise<AppError> {
    const entry = await ownEntry(tx, actor, id);
    return entry.status === WorkEntryStatus.Abandoned ? alreadyAbandoned() : alreadyCompleted();
  }

  return {
    inProgress: (actor: CurrentUser, ip: string) => readInProgress(db, actor, ip),
    list: (actor: CurrentUser, q: VisitListQuery, ip: string) => listVisits(db, actor, q, ip),
    get: (actor: CurrentUser, id: number, ip: string) => readEntry(db, actor, id, ip),
    refused: (actor: CurrentUser, q: RefusedVisitActionsQuery, ip: string) => actions.listRefused(actor, q, ip),

    async start(actor: CurrentUser, body: StartVisitBody, ip: string): Promise<WorkEntryOut> {
      const now = clock.now();
      const timeZone = body.timeZone ?? agency.timeZone();
      return actions.run(
        { actor, kind: 'start', body, now, ip },
        async (tx) => {
          const { at: start, offline } = punchTime(body, 'start', body.serviceStartTime, now);
          const where = place(
            body.serviceStartLatitude,
            body.serviceStartLongitude,
            body.startLocationMissing,
            'unavailable',
            'serviceStartLatitude',
          );
          if ((await repo.inProgressEntryId(tx, actor.id)) !== undefined) throw visitInProgress();
          const staff = (await repo.findStaffMember(tx, actor.id))!;
          const day = dayIn(start, timeZone);
          // An unknown client or authorization, another client's, one not allocated to the caller or
          // out of their reach: one answer, so a start reveals nothing that a read would not.
          const cs = await reachableAuthorization(tx, {
            staffId: actor.id,
            authorizationId: body.serviceRequestId,
            on: day,
          });
          if (!cs || cs.clientId !== body.clientId) throw notFound(WorkEntryMsg.serviceNotFound);
          // Reachable but not started yet: the caller may read its dates anyway, so say why.
          const [from, to] = [dateOut(cs.startDate)!, dateOut(cs.endDate)!];
          if (day < from || day > to) {
            throw badRequest(
              WorkEntryRuleMsg.outsideWindow(toUsDate(day), toUsDate(from), toUsDate(to)),
              'serviceRequestId',
            );
          }
          checkDegree(cs, staff);
          const row = await repo.insertEntry(tx, {
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
            recordHistory: 2,
            createdAt: now,
            createdById: actor.id,
            updatedAt: now,
            updatedById: actor.id,
          });
          await recordHistory(tx, {
            entryId: row.id,
            action: 'started',
            changes: diff(null, snapshotOf(row)),
            actorId: actor.id,
            now,
          });
          await audit(tx, {
            actorUserId: actor.id,
            action: 'visit.start',
            targetType: TARGET,
            targetId: row.id,
            ip,
            details: { clientServiceId: cs.id, locationMissing: where.missing, ...syncDetails(body) },
          });
          return presentById(tx, row.id);
        },
        // Two starts at once: the partial unique index lets one in; the other lands here.
        (err) => (isUniqueViolation(err) ? visitInProgress() : err),
      );
    },

    /** Autosave and the Edit Visit Notes modal: notes, progress, signature of an open or completed visit. */
    async update(actor: CurrentUser, body: UpdateVisitBody, ip: string): Promise<WorkEntryOut> {
      const now = clock.now();
      return actions.run({ actor, kind: 'update', body, now, ip }, async (tx) => {
        const saved = await repo.saveVisitDetails(tx, {
          id: body.workEntryId,
          userId: actor.id,
          version: body.version,
          values: {
            notes: notesValue(body.notes),
            progress: body.progress,
            ...signatureValues(body),
            updatedAt: now,
            updatedById: actor.id,
          },
        });
        if (!saved) {
          const entry = await ownEntry(tx, actor, body.workEntryId);
          if (entry.status === WorkEntryStatus.Abandoned) throw alreadyAbandoned();
          if (entry.claimBatchId !== null) throw entryBilled(entry.claimBatchId);
          throw staleRecord();
        }
        // A completed visit keeps what completing it required (the transaction rolls back).
        const completed = saved.status === WorkEntryStatus.Completed;
        checkSignature(saved.signatureAfter, completed ? WorkEntryMsg.signatureKept : undefined);
        if (completed && saved.progress === 0) throw badRequest(WorkEntryMsg.progressRequired, 'progress');
        const changes: Changes = {};
        if (saved.notes !== saved.beforeNotes) changes.notes = [saved.beforeNotes, saved.notes];
        if (saved.progress !== saved.beforeProgress) changes.progress = [saved.beforeProgress, saved.progress];
        Object.assign(changes, diff(saved.signatureBefore, saved.signatureAfter));
        if (Object.keys(changes).length > 0 && saved.adminVerification) {
          // A verification vouches for the entry as it stood: the staff member's change takes it back.
          await repo.clearVerification(tx, saved.id);
          changes.adminVerification = [true, false];
        }
        const changed = Object.keys(changes);
        let newHistoryRow = changed.length > 0;
        if (changed.length === 1 && changes.notes) {
          const folded = await recordNotesSave(tx, {
            entryId: saved.id,
            actorId: actor.id,
            now,
            before: saved.beforeNotes,
            after: saved.notes,
          });
          newHistoryRow = !folded;
        } else if (newHistoryRow) {
          await recordHistory(tx, { entryId: saved.id, action: 'updated', changes, actorId: actor.id, now });
        }
        if (newHistoryRow) {
          await audit(tx, {
            actorUserId: actor.id,
            action: 'visit.update',
            targetType: TARGET,
            targetId: saved.id,
            ip,
            details: { changed, ...syncDetails(body) },
          });
        }
        // A completed visit's signature is an EVV finding: check it again.
        if (completed && signatureChanged(changes)) await checkEntries(tx, [saved.id], now);
        return presentById(tx, saved.id);
      });
    },

    async complete(actor: CurrentUser, body: FinishVisitBody, ip: string): Promise<WorkEntryOut> {
      const now = clock.now();
      return actions.run({ actor, kind: 'complete', body, now, ip }, async (tx) => {
        const entry = await ownEntry(tx, actor, body.workEntryId);
        refuseUnlessInProgress(entry);
        const { at: end, offline } = punchTime(body, 'end', body.serviceEndTime, now);
        if (end < entry.startTime) throw badRequest(WorkEntryMsg.endBeforeStart, 'serviceEndTime');
        const progress = body.progress ?? entry.progress;
        if (!(progress > 0)) throw badRequest(WorkEntryMsg.progressRequired, 'progress');
        const signed = signatureFor(entry, body, WorkEntryMsg.signatureRequired);
        const where = place(
          body.serviceEndLatitude,
          body.serviceEndLongitude,
          body.endLocationMissing,
          'unavailable',
          'serviceEndLatitude',
        );
        const cs = (await repo.lockAuthorization(tx, entry.clientServiceId))!;
        const staff = (await repo.findStaffMember(tx, entry.userId))!;
        const zone = zoneRepair(entry);
        const amounts = await priceEntry(tx, {
          entryId: entry.id,
          authorization: cs,
          staff,
          start: entry.startTime,
          end,
          timeZone: zone.timeZone ?? entry.timeZone,
        });
        const updated = await repo.updateEntryWhere(
          tx,
          entry.id,
          { status: [WorkEntryStatus.InProgress], userId: actor.id },
          {
            status: WorkEntryStatus.Completed,
            endTime: end,
            endLatitude: where.latitude,
            endLongitude: where.longitude,
            endLocationMissing: where.missing,
            notes: notesValue(body.notes),
            progress,
            ...signed,
            elapsedHours: amounts.elapsedHours,
            unitsUsed: amounts.unitsUsed,
            grossCents: amounts.grossCents,
            netCents: amounts.netCents,
            ...zone,
            ...offline,
            updatedAt: now,
            updatedById: actor.id,
          },
        );
        if (!updated) throw await lostRace(tx, actor, entry.id);
        await recordHistory(tx, {
          entryId: entry.id,
          action: 'completed',
          changes: diff(snapshotOf(entry), snapshotOf(updated)),
          actorId: actor.id,
          now,
        });
        await audit(tx, {
          actorUserId: actor.id,
          action: 'visit.complete',
          targetType: TARGET,
          targetId: entry.id,
          ip,
          details: {
            unitsUsed: amounts.unitsUsed,
            locationMissing: where.missing,
            signature: signatureKind(signed),
            ...(zone.timeZone ? { timeZone: [entry.timeZone, zone.timeZone] } : {}),
            ...syncDetails(body),
          },
        });
        await checkEntries(tx, [entry.id], now);
        return presentById(tx, entry.id);
      });
    },

    /** Ends an open visit without billing it (status 7, no amounts). */
    async abandon(actor: CurrentUser, body: FinishVisitBody, ip: string): Promise<WorkEntryOut> {
      const now = clock.now();
      return actions.run({ actor, kind: 'abandon', body, now, ip }, async (tx) => {
        const entry = await ownEntry(tx, actor, body.workEntryId);
        refuseUnlessInProgress(entry);
        const { at: end, offline } = punchTime(body, 'end', body.serviceEndTime, now);
        if (end < entry.startTime) throw badRequest(WorkEntryMsg.endBeforeStart, 'serviceEndTime');
        const where = place(
          body.serviceEndLatitude,
          body.serviceEndLongitude,
          body.endLocationMissing,
          'unavailable',
          'serviceEndLatitude',
        );
        const updated = await repo.updateEntryWhere(
          tx,
          entry.id,
          { status: [WorkEntryStatus.InProgress], userId: actor.id },
          {
            status: WorkEntryStatus.Abandoned,
            endTime: end,
            endLatitude: where.latitude,
            endLongitude: where.longitude,
            endLocationMissing: where.missing,
            notes: notesValue(body.notes),
            progress: body.progress,
            ...signatureFor(entry, body),
            ...zoneRepair(entry),
            ...offline,
            updatedAt: now,
            updatedById: actor.id,
          },
        );
        if (!updated) throw await lostRace(tx, actor, entry.id);
        await recordHistory(tx, {
          entryId: entry.id,
          action: 'abandoned',
          changes: diff(snapshotOf(entry), snapshotOf(updated)),
          actorId: actor.id,
          now,
        });
        await audit(tx, {
          actorUserId: actor.id,
          action: 'visit.abandon',
          targetType: TARGET,
          targetId: entry.id,
          ip,
          details: syncDetails(body),
        });
        return presentById(tx, entry.id);
      });
    },
  };
}
export type VisitsService = ReturnType<typeof createVisitsService>;
