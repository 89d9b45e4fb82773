/**
 * What a completed entry bills, and the three checks every completion, timesheet and edit passes:
 * (a) the authorization's units are not exceeded (unless it allows negative units), (b) the entry
 * lies within the authorization's dates, (c) the staff member was not on another entry at the same
 * time (unless one of the two authorizations may overlap). Callers hold the authorization's row
 * lock (lockAuthorization in work-entry-pricing.repo.ts), so two completions cannot both squeeze under the units cap.
 */
import { clientExists } from '../clients/index.js';
import {
  computeAmounts,
  dayIn,
  endDayIn,
  toUsDate,
  UNIT_ROUNDING,
  type UnitRounding,
  UserType,
  type VisitAmounts,
  WorkEntryMsg,
  WorkEntryRuleMsg,
  ErrorCode,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { dateOut } from '../../platform/records.js';
import { isOnAllocation } from '../../policies/staff-reach.js';
import * as repo from './work-entry-pricing.repo.js';

/** A billing check's refusal (its status is the code's, 400 for each of the three). */
const refusal = (error: ErrorCode, message: string) => new AppError(error, message);

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
        ErrorCode.UNITS_EXCEEDED,
        WorkEntryRuleMsg.unitsExceeded(amounts.unitsUsed, Math.max(0, twoDecimals(remaining))),
      );
    }
  }

  const from = dateOut(cs.startDate)!;
  const to = dateOut(cs.endDate)!;
  if (dayIn(p.start, p.timeZone) < from || endDayIn(p.start, p.end, p.timeZone) > to) {
    throw refusal(ErrorCode.OUTSIDE_AUTHORIZATION, WorkEntryRuleMsg.outsideAuthorization(toUsDate(from), toUsDate(to)));
  }

  if (!cs.isOverlappable) {
    const other = await repo.overlappingEntry(tx, {
      userId: p.staff.id,
      start: p.start,
      end: p.end,
      excludeId: p.entryId,
    });
    if (other) throw refusal(ErrorCode.OVERLAP, WorkEntryRuleMsg.overlap(other.entryName));
  }
  return amounts;
}

/**
 * The authorization of an admin's timesheet: it must exist (404), belong to the client and list the
 * staff member among its allocated staff (400 each) and, where it requires a degree, go to a staff
 * member who has one (403, as for a visit start). Admins see every record, so precise answers reveal nothing. Its status, the
 * client's status and today's date are not checked: a timesheet records past work (priceEntry
 * holds it to the authorization's dates). Visits decide by policies/staff-reach instead.
 */
export async function checkTimesheetAuthorization(
  tx: Db,
  p: { authorization: repo.AuthorizationRow | undefined; clientId: number; staff: repo.StaffMember },
): Promise<repo.AuthorizationRow> {
  const cs = p.authorization;
  if (!(await clientExists(tx, p.clientId))) throw notFound(WorkEntryMsg.clientNotFound);
  if (!cs) throw notFound(WorkEntryMsg.serviceNotFound);
  if (cs.clientId !== p.clientId) throw badRequest(WorkEntryMsg.otherClient, 'serviceRequestId');
  if (!(await isOnAllocation(tx, cs.id, p.staff.id))) {
    throw badRequest(WorkEntryMsg.notAllocatedToStaff, 'serviceRequestId');
  }
  checkDegree(cs, p.staff);
  return cs;
}

/**
 * A degree-required authorization goes only to staff with a relevant degree: 403 DEGREE_REQUIRED,
 * for a staff member's visit start and an admin's timesheet alike (who may do the work, not what
 * was sent).
 */
export function checkDegree(cs: repo.AuthorizationRow, staff: repo.StaffMember): void {
  if (cs.isDegreeRequired && !staff.hasRelevantDegree) {
    throw new AppError(ErrorCode.DEGREE_REQUIRED, WorkEntryMsg.degreeRequired);
  }
}

/** The staff member of an admin's timesheet: an existing user of type Staff (400 otherwise). */
export async function timesheetStaff(tx: Db, userId: number): Promise<repo.StaffMember> {
  const staff = await repo.findStaffMember(tx, userId);
  if (!staff || staff.userType !== UserType.Staff) throw badRequest(WorkEntryMsg.notStaff, 'userId');
  return staff;
}

/** The columns a priced entry stores. */
export const amountColumns = (a: VisitAmounts) => ({
  elapsedHours: a.elapsedHours,
  unitsUsed: a.unitsUsed,
  grossCents: a.grossCents,
  netCents: a.netCents,
});
