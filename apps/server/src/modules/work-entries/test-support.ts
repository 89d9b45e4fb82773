// Shared set-up of the visit and work entry tests (not a test file itself).
import { and, asc, eq } from 'drizzle-orm';
import { dayIn, shiftDay, toUtcWire, UserType, zonedInstant } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { auditEvents, workEntries, workEntryHistory, type clientServices } from '../../db/schema/index.js';
import { createAuthorization, createClientRow } from '../../seed/service-factory.js';
import { TEST_SIGNATURE } from '../../seed/work-entry-factory.js';
import { call, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';

export const TZ = 'America/New_York';
export const SIGNATURE = TEST_SIGNATURE;
export const wire = toUtcWire;
const MINUTE = 60_000;
const pad = (n: number) => String(n).padStart(2, '0');

export const api = (t: TestApp, method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: unknown) =>
  call(t.app, method, `/api/v1${url}`, { token, ...(body !== undefined ? { body } : {}) });

/** Today in the test zone, by the app's (movable) clock. */
export const today = (t: TestApp) => dayIn(t.clock.now(), TZ);

/** The day `days` from today in the test zone, 'YYYY-MM-DD'. */
export const shiftDayFromToday = (t: TestApp, days: number) => shiftDay(today(t), days);

/** An instant `days` from today at hh:mm (wall clock) in the test zone. */
export const dayAt = (t: TestApp, days: number, hh: number, mm = 0): Date =>
  zonedInstant(shiftDay(today(t), days), `${pad(hh)}:${pad(mm)}`, TZ)!;

export const minutesAfter = (d: Date, minutes: number) => new Date(d.getTime() + minutes * MINUTE);

/** The app clock's now, to the minute (what the visit screens send). */
export const nowMinute = (t: TestApp) => new Date(Math.floor(t.clock.now().getTime() / MINUTE) * MINUTE);

/** A signed-in staff member; 62.5 % paid with a degree unless overridden. */
export const staffMember = (t: TestApp, overrides: Record<string, unknown> = {}) =>
  signedInUser(t, {
    userType: UserType.Staff,
    firstName: 'Maria',
    lastName: 'Lopez',
    percentagePaid: 62.5,
    hasRelevantDegree: true,
    ...overrides,
  });

/**
 * A client with a Companion-style authorization (15-minute units of $4.62, 480 units) whose dates
 * run from 30 days ago to 30 days ahead, allocated to `staffIds`.
 */
export async function authorizationFor(
  t: TestApp,
  staffIds: number[],
  values: Partial<typeof clientServices.$inferInsert> = {},
) {
  const db = t.database.db;
  const client = await createClientRow(db, { firstName: 'Ann', lastName: 'Baker' });
  const cs = await createAuthorization(db, {
    clientId: client.id,
    staffIds,
    values: {
      serviceCode: 'W1726',
      unitRate: 4.62,
      unitLength: 0.25,
      unitsAuthorized: 480,
      startDate: shiftDay(today(t), -30),
      endDate: shiftDay(today(t), 30),
      ...values,
    },
  });
  return { client, cs };
}

export const startBody = (clientId: number, serviceRequestId: number, extra: Record<string, unknown> = {}) => ({
  clientId,
  serviceRequestId,
  timeZone: TZ,
  serviceStartLatitude: 39.95,
  serviceStartLongitude: -75.16,
  ...extra,
});

export async function historyRows(db: Db, entryId: number) {
  return db
    .select()
    .from(workEntryHistory)
    .where(eq(workEntryHistory.workEntryId, entryId))
    .orderBy(asc(workEntryHistory.id));
}

export async function entryRow(db: Db, id: number) {
  const [row] = await db.select().from(workEntries).where(eq(workEntries.id, id));
  return row!;
}

/** Audit actions for one work entry, oldest first. */
export async function auditActions(db: Db, entryId: number) {
  const rows = await db
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(and(eq(auditEvents.targetType, 'work_entry'), eq(auditEvents.targetId, String(entryId))))
    .orderBy(asc(auditEvents.id));
  return rows.map((r) => r.action);
}
