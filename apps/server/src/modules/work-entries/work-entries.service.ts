/**
 * Admin timesheets (POST/PUT /work_entry), the work entry list and history. A timesheet is a
 * completed entry; editing one re-prices it and re-runs the billing checks when its times or
 * authorization change. Every admin change other than a verification toggle is a manual edit
 * (Pennsylvania tracks the share of manual EVV edits) and records why, or "no reason given"; it
 * also takes back the entry's verification, which vouched for the entry as it stood, unless the
 * same save verifies the edited entry (recorded as a verification after the edit). A timesheet is
 * signed the ways a visit is (signature-rules.ts), or not at all: the EVV checks flag that.
 */
import {
  type CreateWorkEntryBody,
  dayIn,
  isAdminType,
  ENTRY_TYPES,
  shiftDay,
  startOfDayIn,
  type UpdateWorkEntryBody,
  type WorkEntryHistoryOut,
  type WorkEntryListQuery,
  WorkEntryMsg,
  type WorkEntryOut,
  WorkEntryStatus,
  ErrorCode,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import { usableZone } from '../../platform/time-zones.js';
import type { CurrentUser } from '../../platform/auth.js';
import type { AgencyZone } from '../../platform/agency-zone.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { staleRecord } from '../../platform/records.js';
import { checkTimesheetAuthorization, priceEntry, timesheetStaff } from './work-entry-billing.js';
import { diff, presentHistory, recordHistory, snapshotOf } from './work-entry-history.js';
import { checkEntries } from '../evv/evv-checks.js';
import {
  checkTimesheetTimes,
  editReason,
  entryBilled,
  entryName,
  parseListDate,
  place,
  type Place,
} from './work-entry-rules.js';
import { presentEntry } from './work-entries.presenter.js';
import { NO_SIGNATURE, signatureFor } from './signature-rules.js';
import { listAudited, presentById, readEntry, TARGET } from './work-entry-reads.js';
import * as repo from './work-entries.repo.js';

const RANGE_COLUMNS = { 1: 'created', 2: 'start', 3: 'end' } as const;

/** A location on an edit: unchanged when neither coordinate is sent, else as sent. */
function editedPlace(
  latitude: number | null | undefined,
  longitude: number | null | undefined,
  current: Place,
  field: string,
): Place {
  if (latitude === undefined && longitude === undefined) return current;
  return place(latitude, longitude, current.missing, 'manual', field);
}

export function createWorkEntriesService(deps: { db: Db; clock: Clock; agency: AgencyZone }) {
  const { db, clock, agency } = deps;

  return {
    /** POST /work_entry: an admin's timesheet for a staff member, created completed. */
    async create(actor: CurrentUser, body: CreateWorkEntryBody, ip: string): Promise<WorkEntryOut> {
      const now = clock.now();
      const timeZone = body.timeZone ?? agency.timeZone();
      const [start, end] = [body.serviceStartTime, body.serviceEndTime];
      checkTimesheetTimes({ start, end, timeZone, now, allowNextMidnight: false });
      const from = place(body.serviceStartLatitude, body.serviceStartLongitude, null, 'manual', 'serviceStartLatitude');
      const to = place(body.serviceEndLatitude, body.serviceEndLongitude, null, 'manual', 'serviceEndLatitude');
      const signed = signatureFor(NO_SIGNATURE, body);
      return db.transaction(async (tx) => {
        const staff = await timesheetStaff(tx, body.userId!);
        const cs = await checkTimesheetAuthorization(tx, {
          authorization: await repo.lockAuthorization(tx, body.serviceRequestId),
          clientId: body.clientId,
          staff,
        });
        const amounts = await priceEntry(tx, { entryId: null, authorization: cs, staff, start, end, timeZone });
        const row = await repo.insertEntry(tx, {
          entryName: entryName({ serviceCode: cs.serviceCode, staff, start, timeZone }),
          userId: staff.id,
          clientId: cs.clientId,
          clientServiceId: cs.id,
          startTime: start,
          endTime: end,
          startLatitude: from.latitude,
          startLongitude: from.longitude,
          startLocationMissing: from.missing,
          endLatitude: to.latitude,
          endLongitude: to.longitude,
          endLocationMissing: to.missing,
          notes: body.notes || null,
          ...signed,
          progress: body.progress ?? 0,
          adminVerification: body.adminVerification,
          timeZone,
          elapsedHours: amounts.elapsedHours,
          unitsUsed: amounts.unitsUsed,
          grossCents: amounts.grossCents,
          netCents: amounts.netCents,
          status: WorkEntryStatus.Completed,
          recordHistory: 2,
          createdAt: now,
          createdById: actor.id,
          updatedAt: now,
          updatedById: actor.id,
        });
        await recordHistory(tx, {
          entryId: row.id,
          action: 'created',
          changes: diff(null, snapshotOf(row)),
          actorId: actor.id,
          now,
        });
        await audit(tx, {
          actorUserId: actor.id,
          action: 'work_entry.create',
          targetType: TARGET,
          targetId: row.id,
          ip,
          details: { userId: staff.id, clientServiceId: cs.id, unitsUsed: amounts.unitsUsed },
        });
        await checkEntries(tx, [row.id], now);
        return presentById(tx, row.id);
      });
    },

    /**
     * PUT /work_entry. The staff member is locked; the result is a completed entry (an admin
     * closing a visit someone forgot to clock out of completes it). Amounts are recomputed and
     * the checks re-run only when the times, the authorization or the status change, so fixing
     * a note never re-prices old work at today's rate.
     */
    async update(actor: CurrentUser, body: UpdateWorkEntryBody, ip: string): Promise<WorkEntryOut> {
      const now = clock.now();
      const reason = editReason(body.editReason, body.editReasonText);
      return db.transaction(async (tx) => {
        const entry = await repo.findEntry(tx, body.workEntryId);
        if (!entry) throw notFound();
        if (entry.claimBatchId !== null) throw entryBilled(entry.claimBatchId);
        if (body.userId !== undefined && body.userId !== entry.userId) {
          throw badRequest(WorkEntryMsg.staffLocked, 'userId');
        }
        // An entry keeps the zone it was recorded in: an edit from elsewhere moves neither its day nor
        // its name. One the database does not know (saved before zones were checked against its
        // list) would fail every query of the entry: the edit moves it to the agency's, in the history.
        const timeZone = usableZone(entry.timeZone, agency);
        const [start, end] = [body.serviceStartTime, body.serviceEndTime];
        checkTimesheetTimes({ start, end, timeZone, now, allowNextMidnight: true });
        const from = editedPlace(
          body.serviceStartLatitude,
          body.serviceStartLongitude,
          { latitude: entry.startLatitude, longitude: entry.startLongitude, missing: entry.startLocationMissing },
          'serviceStartLatitude',
        );
        const to = editedPlace(
          body.serviceEndLatitude,
          body.serviceEndLongitude,
          { latitude: entry.endLatitude, longitude: entry.endLongitude, missing: entry.endLocationMissing },
          'serviceEndLatitude',
        );
        const staff = (await repo.findStaffMember(tx, entry.userId))!;
        const moved = body.serviceRequestId !== entry.clientServiceId || body.clientId !== entry.clientId;
        const locked = await repo.lockAuthorization(tx, body.serviceRequestId);
        const cs = moved
          ? await checkTimesheetAuthorization(tx, { authorization: locked, clientId: body.clientId, staff })
          : locked!;
        const repriced =
          moved ||
          entry.status !== WorkEntryStatus.Completed ||
          start.getTime() !== entry.startTime.getTime() ||
          end.getTime() !== entry.endTime?.getTime();
        const amounts = repriced
          ? await priceEntry(tx, { entryId: entry.id, authorization: cs, staff, start, end, timeZone })
          : undefined;
        const updated = await repo.updateEntryWhere(
          tx,
          entry.id,
          { version: body.version },
          {
            entryName: entryName({ serviceCode: cs.serviceCode, staff, start, timeZone }),
            clientId: cs.clientId,
            clientServiceId: cs.id,
            startTime: start,
            endTime: end,
            startLatitude: from.latitude,
            startLongitude: from.longitude,
            startLocationMissing: from.missing,
            endLatitude: to.latitude,
            endLongitude: to.longitude,
            endLocationMissing: to.missing,
            notes: body.notes === undefined ? undefined : body.notes || null,
            ...signatureFor(entry, body),
            progress: body.progress,
            adminVerification: body.adminVerification,
            timeZone,
            status: WorkEntryStatus.Completed,
            ...(amounts && {
              elapsedHours: amounts.elapsedHours,
              unitsUsed: amounts.unitsUsed,
              grossCents: amounts.grossCents,
              netCents: amounts.netCents,
            }),
            updatedAt: now,
            updatedById: actor.id,
          },
        );
        if (!updated) {
          const current = await repo.findEntry(tx, entry.id);
          throw current?.claimBatchId ? entryBilled(current.claimBatchId) : staleRecord();
        }
        const { adminVerification: _toggle, ...edited } = diff(snapshotOf(entry), snapshotOf(updated));
        const manualEdit = Object.keys(edited).length > 0;
        const changes = diff(snapshotOf(entry), snapshotOf(updated));
        if (manualEdit) {
          // A verification vouches for the entry as it stood, so the edit takes it back (decision 006
          // §8). Verified ticked in the same save verifies the edited entry as the admin's own act:
          // the history shows the edit (unverified), then the verification (issue 24).
          await recordHistory(tx, {
            entryId: entry.id,
            action: 'updated',
            changes: diff(snapshotOf(entry), { ...snapshotOf(updated), adminVerification: false }),
            actorId: actor.id,
            now,
            manual: reason,
          });
          if (updated.adminVerification) {
            await recordHistory(tx, {
              entryId: entry.id,
              action: 'verified',
              changes: { adminVerification: [false, true] },
              actorId: actor.id,
              now,
            });
          }
        } else if (changes.adminVerification) {
          await recordHistory(tx, {
            entryId: entry.id,
            action: changes.adminVerification[1] ? 'verified' : 'unverified',
            changes: { adminVerification: changes.adminVerification },
            actorId: actor.id,
            now,
          });
        }
        await audit(tx, {
          actorUserId: actor.id,
          action: 'work_entry.update',
          targetType: TARGET,
          targetId: entry.id,
          ip,
          details: {
            changed: Object.keys(changes),
            manualEdit,
            reason: manualEdit ? (reason.code ?? null) : null,
            verifiedAfterEdit: manualEdit && updated.adminVerification,
          },
        });
        await checkEntries(tx, [entry.id], now);
        return presentById(tx, entry.id);
      });
    },

    /**
     * GET /work_entry: admins filter everyone's entries; staff may list only their own
     * (`user_id` = themselves, their pay summary). From/To are whole days in `timeZone`,
     * the last 7 days by default.
     */
    async list(actor: CurrentUser, q: WorkEntryListQuery, ip: string) {
      const admin = isAdminType(actor.userType);
      if (!admin && q.user_id !== actor.id) throw new AppError(ErrorCode.FORBIDDEN, WorkEntryMsg.ownEntriesOnly);
      const timeZone = q.timeZone ?? agency.timeZone();
      const to = q.to ? parseListDate(q.to, 'to') : dayIn(clock.now(), timeZone);
      const from = q.from ? parseListDate(q.from, 'from') : shiftDay(to, -7);
      if (to < from) throw badRequest(WorkEntryMsg.rangeReversed, 'to');
      const { rows, total } = await listAudited(db, actor, ip, {
        status: q.type === 'all' ? undefined : ENTRY_TYPES[q.type],
        userId: admin ? (q.staff ?? q.user_id) : actor.id,
        clientServiceId: q.service,
        adminVerification: q.adminVerification === 'all' ? undefined : q.adminVerification === 'reviewed',
        range: {
          column: RANGE_COLUMNS[q.date as 1 | 2 | 3],
          from: startOfDayIn(from, timeZone),
          to: startOfDayIn(shiftDay(to, 1), timeZone),
        },
        name: q.name,
        searchStaffNames: true,
        order: q.sort ?? (q.filter === 'all' ? 'start_desc' : 'created_desc'),
        offset: q.offset,
        limit: q.limit,
      });
      return { data: rows.map(presentEntry), recordCount: total };
    },

    /** GET /WorkEntryById */
    get: (actor: CurrentUser, id: number, ip: string) => readEntry(db, actor, id, ip),

    /** GET /work_entry/history: oldest first; admins any entry, staff their own. */
    async history(actor: CurrentUser, id: number, ip: string): Promise<WorkEntryHistoryOut[]> {
      const entry = await repo.findEntry(db, id);
      if (!entry || (!isAdminType(actor.userType) && entry.userId !== actor.id)) throw notFound();
      const out = await presentHistory(db, entry);
      await audit(db, {
        actorUserId: actor.id,
        action: 'work_entry.read',
        targetType: TARGET,
        targetId: id,
        ip,
        details: { part: 'history' },
      });
      return out;
    },
  };
}
export type WorkEntriesService = ReturnType<typeof createWorkEntriesService>;
