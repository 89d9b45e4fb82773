/**
 * What a completed entry bills, and the three checks every completion, timesheet and edit passes:
 * (a) the authorization's units are not exceeded (unless it allows negative units), (b) the entry
 * lies within the authorization's dates, (c) the staff member was not on another entry at the same
 * time (unless one of the two authorizations may overlap). Callers hold the authorization's row
 * lock (repo.lockAuthorization), so two completions cannot both squeeze under the units cap.
 */
import {
  computeAmounts,
  UNIT_ROUNDING,
  UserType,
  WorkEntryMsg,
  WorkEntryRuleMsg,
  type UnitRounding,
  type VisitAmounts,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { dateOut } from '../../platform/records.js';
import { isOnAllocation } from '../../policies/staff-reach.js';
import { endDay, localDate, usDate } from './work-entry-rules.js';
import * as repo from './work-entries.repo.js';

const refusal = (error: string, message: string, field?: string) => new AppError(error, 400, message, field);

const asRounding = (v: string | undefined): UnitRounding =>
  (UNIT_ROUNDING as readonly string[]).includes(v ?? '') ? (v as UnitRounding) : 'down';

const twoDecimals = (n: number) => Math.round(n * 100) / 100;

/** Prices an entry and runs checks (a), (b) and (c); `entryId` is left out of the totals (edits). */
export async function priceEntry(
  tx: Db,
  p: {
    entryId: number | null;
    authorization: repo.AuthorizationRow;
    staff: repo.StaffMember;
    start: Date;
    end: Date;
    timeZone: string;
  },
): Promise<VisitAmounts> {
  const cs = p.authorization;
  const amounts = computeAmounts({
    start: p.start,
    end: p.end,
    unitLengthHours: cs.unitLength,
    unitRate: cs.unitRate,
    percentPaid: p.staff.percentagePaid,
    rounding: asRounding(await repo.unitRoundingOf(tx, cs.serviceId)),
  });

  if (!cs.negativeUnitsAllowed) {
    const remaining = cs.unitsAuthorized - (await repo.unitsUsedOn(tx, cs.id, p.entryId));
    if (amounts.unitsUsed > remaining + 1e-9) {
      throw refusal(
        'UNITS_EXCEEDED',
        WorkEntryRuleMsg.unitsExceeded(amounts.unitsUsed, Math.max(0, twoDecimals(remaining))),
      );
    }
  }

  const from = dateOut(cs.startDate)!;
  const to = dateOut(cs.endDate)!;
  if (localDate(p.start, p.timeZone) < from || endDay(p.start, p.end, p.timeZone) > to) {
    throw refusal('OUTSIDE_AUTHORIZATION', WorkEntryRuleMsg.outsideAuthorization(usDate(from), usDate(to)));
  }

  if (!cs.isOverlappable) {
    const other = await repo.overlappingEntry(tx, {
      userId: p.staff.id,
      start: p.start,
      end: p.end,
      excludeId: p.entryId,
    });
    if (other) throw refusal('OVERLAP', WorkEntryRuleMsg.overlap(other.entryName));
  }
  return amounts;
}

/**
 * The authorization of an admin's timesheet: it must exist (404), belong to the client, list the
 * staff member among its allocated staff and, where it requires a degree, go to a staff member who
 * has one (400 each). Admins see every record, so precise answers reveal nothing. Its status, the
 * client's status and today's date are not checked: a timesheet records past work (priceEntry
 * holds it to the authorization's dates). Visits decide by policies/staff-reach instead.
 */
export async function checkTimesheetAuthorization(
  tx: Db,
  p: { authorization: repo.AuthorizationRow | undefined; clientId: number; staff: repo.StaffMember },
): Promise<repo.AuthorizationRow> {
  const cs = p.authorization;
  if (!(await repo.clientExists(tx, p.clientId))) throw notFound(WorkEntryMsg.clientNotFound);
  if (!cs) throw notFound(WorkEntryMsg.serviceNotFound);
  if (cs.clientId !== p.clientId) throw badRequest(WorkEntryMsg.otherClient, 'serviceRequestId');
  if (!(await isOnAllocation(tx, cs.id, p.staff.id))) {
    throw badRequest(WorkEntryMsg.notAllocatedToStaff, 'serviceRequestId');
  }
  checkDegree(cs, p.staff, 400);
  return cs;
}

/** A degree-required authorization goes only to staff with a relevant degree. */
export function checkDegree(cs: repo.AuthorizationRow, staff: repo.StaffMember, status: 400 | 403): void {
  if (cs.isDegreeRequired && !staff.hasRelevantDegree) {
    throw new AppError('DEGREE_REQUIRED', status, WorkEntryMsg.degreeRequired);
  }
}

/** The staff member of an admin's timesheet: an existing user of type Staff (400 otherwise). */
export async function timesheetStaff(tx: Db, userId: number): Promise<repo.StaffMember> {
  const staff = await repo.findStaffMember(tx, userId);
  if (!staff || staff.userType !== UserType.Staff) throw badRequest(WorkEntryMsg.notStaff, 'userId');
  return staff;
}
