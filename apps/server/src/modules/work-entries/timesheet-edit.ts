/**
 * PUT /work_entry. The staff member is locked; the result is a completed entry (an admin closing a
 * visit someone forgot to clock out of completes it). Amounts are recomputed and the checks re-run
 * only when the times, the authorization or the status change, so fixing a note never re-prices
 * old work at today's rate. Every change other than a verification toggle is a manual edit
 * (Pennsylvania tracks the share of manual EVV edits) and records why, or "no reason given"; it
 * also takes back the entry's verification unless the same save verifies the edited entry
 * (change-history.ts).
 */
import { type UpdateWorkEntryBody, WorkEntryMsg, type WorkEntryOut, WorkEntryStatus } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import type { CurrentUser } from '../../platform/auth.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { usableZone } from '../../platform/time-zones.js';
import { manualChanges, timesheetEditHistory } from './change-history.js';
import { applyEntryChange, changeBy } from './entry-change.js';
import { signatureFor } from './signature-rules.js';
import { amountColumns, checkTimesheetAuthorization, priceEntry } from './work-entry-billing.js';
import { findStaffMember, lockAuthorization } from './work-entry-pricing.repo.js';
import { presentById, type EntryDeps } from './work-entry-reads.js';
import { checkTimesheetTimes, editReason, entryBilled, notesValue, place, type Place } from './work-entry-rules.js';
import { timesheetColumns } from './timesheet-create.js';
import * as repo from './work-entries.repo.js';

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

/** An admin's edit may correct an entry the payer denied or short-paid (issue 20); nothing else billed. */
const CORRECTION = { correctable: true } as const;

/** The entry to edit, refused when it is unknown, billed, or the edit moves it to another staff member. */
async function editableEntry(tx: Db, body: UpdateWorkEntryBody): Promise<repo.WorkEntryRow> {
  const entry = await repo.findEntry(tx, body.workEntryId);
  if (!entry) throw notFound();
  if (repo.billedLocked(entry, CORRECTION)) throw entryBilled(entry.claimBatchId!);
  if (body.userId !== undefined && body.userId !== entry.userId) throw badRequest(WorkEntryMsg.staffLocked, 'userId');
  return entry;
}

/** The edited entry's places, authorization and (when its times, authorization or status moved) amounts. */
async function editedColumns(tx: Db, entry: repo.WorkEntryRow, body: UpdateWorkEntryBody, timeZone: string) {
  const [start, end] = [body.serviceStartTime, body.serviceEndTime];
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
  const staff = (await findStaffMember(tx, entry.userId))!;
  const moved = body.serviceRequestId !== entry.clientServiceId || body.clientId !== entry.clientId;
  const locked = await lockAuthorization(tx, body.serviceRequestId);
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
  return {
    ...timesheetColumns({ authorization: cs, staff, start, end, timeZone, from, to }),
    ...(amounts && amountColumns(amounts)),
  };
}

export async function updateTimesheet(
  deps: EntryDeps,
  actor: CurrentUser,
  body: UpdateWorkEntryBody,
  ip: string,
): Promise<WorkEntryOut> {
  const now = deps.clock.now();
  const reason = editReason(body.editReason, body.editReasonText);
  return deps.db.transaction(async (tx) => {
    const entry = await editableEntry(tx, body);
    // An entry keeps the zone it was recorded in: an edit from elsewhere moves neither its day nor
    // its name. One the database does not know (saved before zones were checked against its
    // list) would fail every query of the entry: the edit moves it to the agency's, in the history.
    const timeZone = usableZone(entry.timeZone, deps.agency);
    checkTimesheetTimes({
      start: body.serviceStartTime,
      end: body.serviceEndTime,
      timeZone,
      now,
      allowNextMidnight: true,
    });
    await applyEntryChange(tx, changeBy(actor, now, ip), {
      entry,
      guard: { ...CORRECTION, version: body.version },
      values: {
        ...(await editedColumns(tx, entry, body, timeZone)),
        notes: notesValue(body.notes),
        ...signatureFor(entry, body),
        progress: body.progress,
        adminVerification: body.adminVerification,
        timeZone,
        status: WorkEntryStatus.Completed,
      },
      history: timesheetEditHistory(reason),
      audit: ({ changes, after }) => {
        const manualEdit = manualChanges(changes).length > 0;
        return {
          action: 'work_entry.update',
          details: {
            changed: Object.keys(changes),
            manualEdit,
            reason: manualEdit ? (reason.code ?? null) : null,
            verifiedAfterEdit: manualEdit && after.adminVerification,
          },
        };
      },
      evvCheck: true,
    });
    return presentById(tx, entry.id);
  });
}
