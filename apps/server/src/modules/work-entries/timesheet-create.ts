/**
 * POST /work_entry: an admin's timesheet for a staff member, created completed, priced and checked
 * like a completed visit (work-entry-billing.ts). It is signed the ways a visit is
 * (signature-rules.ts), or not at all: the EVV checks flag that.
 */
import { type CreateWorkEntryBody, type WorkEntryOut, WorkEntryStatus } from '@hearth/shared';
import type { CurrentUser } from '../../platform/auth.js';
import { changeBy, insertEntryRecorded } from './entry-change.js';
import { NO_SIGNATURE, signatureFor } from './signature-rules.js';
import { amountColumns, checkTimesheetAuthorization, priceEntry, timesheetStaff } from './work-entry-billing.js';
import { lockAuthorization, type AuthorizationRow, type StaffMember } from './work-entry-pricing.repo.js';
import { presentById, type EntryDeps } from './work-entry-reads.js';
import { checkTimesheetTimes, entryName, place, type Place } from './work-entry-rules.js';

/** What a timesheet says of the work: its name, client, authorization, times and places. */
export function timesheetColumns(p: {
  authorization: AuthorizationRow;
  staff: StaffMember;
  start: Date;
  end: Date;
  timeZone: string;
  from: Place;
  to: Place;
}) {
  const { authorization: cs, staff, start, end, timeZone, from, to } = p;
  return {
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
  };
}

export async function createTimesheet(
  deps: EntryDeps,
  actor: CurrentUser,
  body: CreateWorkEntryBody,
  ip: string,
): Promise<WorkEntryOut> {
  const now = deps.clock.now();
  const timeZone = body.timeZone ?? deps.agency.timeZone();
  const [start, end] = [body.serviceStartTime, body.serviceEndTime];
  checkTimesheetTimes({ start, end, timeZone, now, allowNextMidnight: false });
  const from = place(body.serviceStartLatitude, body.serviceStartLongitude, null, 'manual', 'serviceStartLatitude');
  const to = place(body.serviceEndLatitude, body.serviceEndLongitude, null, 'manual', 'serviceEndLatitude');
  const signed = signatureFor(NO_SIGNATURE, body);
  return deps.db.transaction(async (tx) => {
    const staff = await timesheetStaff(tx, body.userId);
    const cs = await checkTimesheetAuthorization(tx, {
      authorization: await lockAuthorization(tx, body.serviceRequestId),
      clientId: body.clientId,
      staff,
    });
    const amounts = await priceEntry(tx, { entryId: null, authorization: cs, staff, start, end, timeZone });
    const values = {
      ...timesheetColumns({ authorization: cs, staff, start, end, timeZone, from, to }),
      userId: staff.id,
      notes: body.notes || null,
      ...signed,
      progress: body.progress ?? 0,
      adminVerification: body.adminVerification,
      timeZone,
      ...amountColumns(amounts),
      status: WorkEntryStatus.Completed,
    };
    const row = await insertEntryRecorded(tx, changeBy(actor, now, ip), {
      values,
      history: 'created',
      audit: () => ({
        action: 'work_entry.create',
        details: { userId: staff.id, clientServiceId: cs.id, unitsUsed: amounts.unitsUsed },
      }),
      evvCheck: true,
    });
    return presentById(tx, row.id);
  });
}
