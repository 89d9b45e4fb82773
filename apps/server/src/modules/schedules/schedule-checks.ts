/**
 * The checks of a plan (docs/decisions/017, "Checks when planning"): every one runs and all
 * conflicts are answered together; an override reason lets the plan through only when each
 * conflict allows one.
 */
import {
  ErrorCode,
  SCHEDULE_CONFLICT_KINDS,
  Status,
  toUsDate,
  toUtcWire,
  type ScheduleConflictDetails,
  type ScheduleConflictKind,
  type UnitsProjectionOut,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { lastFirst, text, type Row } from '../../db/rows.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { isOnAllocation } from '../../policies/staff-reach.js';
import { unitsUtilizedFor } from '../client-services/index.js';
import { blockerReason, credentialBlockersOf } from '../credentials/index.js';
import * as repo from './schedule-checks.repo.js';
import type { Authorization, Occurrence } from './schedules.repo.js';
import { findPerson } from './schedules.repo.js';

export type Conflict = ScheduleConflictDetails['conflicts'][number];

const CODES: Record<ScheduleConflictKind, ErrorCode> = {
  staff_not_allocated: ErrorCode.SCHEDULE_STAFF_NOT_ALLOWED,
  staff_inactive: ErrorCode.SCHEDULE_STAFF_NOT_ALLOWED,
  staff_not_compliant: ErrorCode.SCHEDULE_CONFLICT,
  outside_authorization: ErrorCode.SCHEDULE_OUTSIDE_AUTHORIZATION,
  staff_double_booked: ErrorCode.SCHEDULE_CONFLICT,
  client_overlap: ErrorCode.SCHEDULE_CONFLICT,
  over_authorization: ErrorCode.SCHEDULE_OVER_AUTHORIZATION,
};

/** What is checked: the plan's staff member and occurrences against one authorization. */
export type PlanCheck = {
  auth: Authorization;
  staffId: number | null;
  /** As planned (null: until the authorization ends). */
  endDate: string | null;
  occurrences: Occurrence[];
  today: string;
  replacing: repo.Replacing;
};

export const StaffUnknownMsg = 'Staff member not found';

const clientName = (a: Authorization) => lastFirst(a.clientLast, a.clientFirst, a.clientMiddle);

/** Units of one visit: its minutes in the authorization's units, rounded down. */
export const visitUnits = (minutes: number, unitLength: number) =>
  unitLength > 0 ? Math.floor(minutes / (unitLength * 60) + 1e-9) : 0;

async function staffConflicts(db: Db, p: PlanCheck): Promise<Conflict[]> {
  if (p.staffId === null) return [];
  const person = await findPerson(db, p.staffId);
  if (!person) throw badRequest(StaffUnknownMsg, 'staffId');
  const name = `${person.firstName} ${person.lastName}`;
  const out: Conflict[] = [];
  if (!(await isOnAllocation(db, p.auth.id, p.staffId))) {
    out.push({
      kind: 'staff_not_allocated',
      overridable: false,
      message: `${name} is not allocated to ${p.auth.serviceCode} for ${clientName(p.auth)}: allocate them first`,
    });
  }
  if (person.status !== Status.Active) {
    out.push({ kind: 'staff_inactive', overridable: false, message: `${name} is inactive and cannot be scheduled` });
  }
  return [...out, ...(await complianceConflict(db, p, p.staffId, name))];
}

/**
 * The staff member may not work visits by the plan's last day (an enforced required credential
 * missing, or expired past grace by then: decision 018): a warning an override reason lets through.
 */
async function complianceConflict(db: Db, p: PlanCheck, staffId: number, name: string): Promise<Conflict[]> {
  const last = p.occurrences.reduce((day, o) => (o.date > day ? o.date : day), p.today);
  const blockers = (await credentialBlockersOf(db, [staffId], last)).get(staffId);
  if (!blockers) return [];
  const reasons = blockers.map((b) => blockerReason(b, p.today)).join(', ');
  return [
    {
      kind: 'staff_not_compliant',
      overridable: true,
      message: `${name} may not work visits: ${reasons}`,
    },
  ];
}

function outsideConflict(p: PlanCheck): Conflict[] {
  const { startDate, endDate } = p.auth;
  const outside =
    (p.endDate !== null && p.endDate > endDate) || p.occurrences.some((o) => o.date < startDate || o.date > endDate);
  if (!outside) return [];
  return [
    {
      kind: 'outside_authorization',
      overridable: false,
      message: `The authorization runs from ${toUsDate(startDate)} to ${toUsDate(endDate)}: every visit must fall inside it`,
    },
  ];
}

const listed = (rows: Row[]) =>
  rows.map((r) => ({
    scheduleId: Number(r.schedule_id),
    date: text(r.date),
    startsAt: toUtcWire(new Date(r.starts_at as string)),
    endsAt: toUtcWire(new Date(r.ends_at as string)),
    client: lastFirst(r.client_last, r.client_first, r.client_middle),
    staff: r.staff_last == null ? null : lastFirst(r.staff_last, r.staff_first, r.staff_middle),
  }));

async function bookingConflicts(db: Db, p: PlanCheck): Promise<Conflict[]> {
  const out: Conflict[] = [];
  if (p.staffId !== null) {
    const rows = await repo.staffBookings(db, p.staffId, p.occurrences, p.replacing);
    if (rows.length > 0) {
      out.push({
        kind: 'staff_double_booked',
        overridable: true,
        message: 'The staff member is already booked at that time',
        visits: listed(rows),
      });
    }
  }
  const rows = await repo.clientBookings(db, p.auth, p.occurrences, p.replacing);
  if (rows.length > 0) {
    out.push({
      kind: 'client_overlap',
      overridable: true,
      message: `${clientName(p.auth)} already has ${p.auth.serviceCode} planned at that time`,
      visits: listed(rows),
    });
  }
  return out;
}

/** Authorized, used, planned (with `extra` units not saved yet) and remaining units of one authorization. */
export async function projectionOf(
  db: Db,
  auth: Pick<Authorization, 'id' | 'serviceCode' | 'serviceName' | 'startDate' | 'endDate' | 'unitsAuthorized'>,
  p: { today: string; replacing?: repo.Replacing; extra?: number },
): Promise<UnitsProjectionOut> {
  const [used, planned] = await Promise.all([
    unitsUtilizedFor(db, [auth.id]),
    repo.plannedUnits(db, [auth.id], p.today, p.replacing ?? null),
  ]);
  const u = used.get(auth.id) ?? 0;
  const pl = (planned.get(auth.id) ?? 0) + (p.extra ?? 0);
  return {
    clientServiceId: auth.id,
    serviceCode: auth.serviceCode,
    serviceName: auth.serviceName,
    startDate: auth.startDate,
    endDate: auth.endDate,
    authorized: auth.unitsAuthorized,
    used: u,
    planned: pl,
    remaining: auth.unitsAuthorized - u - pl,
  };
}

async function unitsConflict(db: Db, p: PlanCheck): Promise<Conflict[]> {
  const extra = p.occurrences.reduce(
    (sum, o) => sum + visitUnits((o.endsAt.getTime() - o.startsAt.getTime()) / 60_000, p.auth.unitLength),
    0,
  );
  const projection = await projectionOf(db, p.auth, { today: p.today, replacing: p.replacing, extra });
  if (projection.remaining >= 0) return [];
  return [
    {
      kind: 'over_authorization',
      overridable: true,
      message: `Used ${projection.used} and planned ${projection.planned} units exceed the ${projection.authorized} authorized`,
      projection,
    },
  ];
}

/** Every conflict of the plan, in the order of SCHEDULE_CONFLICT_KINDS. */
export async function findConflicts(db: Db, p: PlanCheck): Promise<Conflict[]> {
  const found = [
    ...(await staffConflicts(db, p)),
    ...outsideConflict(p),
    ...(await bookingConflicts(db, p)),
    ...(await unitsConflict(db, p)),
  ];
  return found.sort((a, b) => SCHEDULE_CONFLICT_KINDS.indexOf(a.kind) - SCHEDULE_CONFLICT_KINDS.indexOf(b.kind));
}

/**
 * Nothing when there is no conflict; the conflicts overridden when a reason was given and each
 * allows one; else the 409 naming them all (code: the first that no reason overrides, else the first).
 */
export function refuseUnlessOverridden(conflicts: Conflict[], override: { reason: string } | undefined): Conflict[] {
  if (conflicts.length === 0) return [];
  const overridable = conflicts.every((c) => c.overridable);
  if (overridable && override) return conflicts;
  const main = conflicts.find((c) => !c.overridable) ?? conflicts[0]!;
  const details: ScheduleConflictDetails = { overridable, conflicts };
  throw new AppError(CODES[main.kind], main.message, undefined, undefined, details);
}

/** The kinds overridden, for the audit trail. */
export const overriddenKinds = (conflicts: Conflict[]) => conflicts.map((c) => c.kind);
