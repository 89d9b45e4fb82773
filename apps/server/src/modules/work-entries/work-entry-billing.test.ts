import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toUsDate, shiftDay, UserType, WorkEntryStatus } from '@hearth/shared';
import { workEntries } from '../../db/schema/index.js';
import { createUser } from '../../seed/factories.js';
import { createService } from '../../seed/service-factory.js';
import { createCompletedEntry, createInProgressVisit, createWorkEntry } from '../../seed/work-entry-factory.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';
import {
  api,
  authorizationFor,
  dayAt,
  entryRow,
  minutesAfter,
  nowMinute,
  SIGNATURE,
  staffMember,
  startBody,
  today,
  TZ,
  wire,
} from './test-support.js';

let t: TestApp;
let admin: string;
let maria: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
  maria = await staffMember(t);
});
afterAll(() => t.close());

/** A staff member who never signs in (admins enter their timesheets). */
const quietStaff = async () =>
  (
    await createUser(t.database.db, {
      userType: UserType.Staff,
      firstName: 'Quinn',
      lastName: 'Reyes',
      percentagePaid: 50,
    })
  ).id;

const timesheet = (userId: number, cs: { id: number; clientId: number }, start: Date, end: Date, extra = {}) =>
  api(t, 'POST', '/work_entry', admin, {
    userId,
    clientId: cs.clientId,
    serviceRequestId: cs.id,
    serviceStartTime: wire(start),
    serviceEndTime: wire(end),
    timeZone: TZ,
    progress: 2,
    adminVerification: false,
    ...extra,
  });

const totals = async (csId: number) =>
  (await api(t, 'GET', `/serviceRequestById?request_id=${csId}`, admin)).body.data as {
    unitsUtilized: number;
    unitsRemaining: number;
  };

describe('amounts', () => {
  it('bills 09:00–10:07 on a 15-minute $4.62 service at 62.5 % as 4 units, $18.48 gross, $11.55 net', async () => {
    const { cs } = await authorizationFor(t, [maria.id]);
    const start = dayAt(t, -2, 9);
    const res = await timesheet(maria.id, cs, start, minutesAfter(start, 67));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ unitsUsed: 4, grossAmount: 18.48, netAmount: 11.55, elapsedTime: 1.12 });
    expect(await totals(cs.id)).toMatchObject({ unitsUtilized: 4, unitsRemaining: 476 });
  });

  it('rounds units as the catalogue service says (up), else down', async () => {
    const service = await createService(t.database.db, { unitRounding: 'up' });
    const { cs } = await authorizationFor(t, [maria.id], { serviceId: service.id });
    const start = dayAt(t, -3, 9);
    const res = await timesheet(maria.id, cs, start, minutesAfter(start, 61));
    expect(res.body.data.unitsUsed).toBe(5);
  });

  it('counts only completed entries in units utilized', async () => {
    const staffId = await quietStaff();
    const { cs } = await authorizationFor(t, [staffId]);
    await createCompletedEntry(t.database.db, {
      clientServiceId: cs.id,
      userId: staffId,
      start: dayAt(t, -5, 9),
      minutes: 120,
    });
    await createWorkEntry(t.database.db, {
      clientServiceId: cs.id,
      userId: staffId,
      start: dayAt(t, -4, 9),
      end: dayAt(t, -4, 12),
      status: WorkEntryStatus.Abandoned,
    });
    await createInProgressVisit(t.database.db, { clientServiceId: cs.id, userId: staffId, start: dayAt(t, 0, 0, 5) });
    expect(await totals(cs.id)).toMatchObject({ unitsUtilized: 8, unitsRemaining: 472 });
  });
});

describe('(a) units authorized', () => {
  it('refuses a timesheet that would use more units than remain, and writes nothing', async () => {
    const staffId = await quietStaff();
    const { cs } = await authorizationFor(t, [staffId], { unitsAuthorized: 10 });
    await createCompletedEntry(t.database.db, {
      clientServiceId: cs.id,
      userId: staffId,
      start: dayAt(t, -6, 9),
      minutes: 120,
    });
    const start = dayAt(t, -5, 9);
    const res = await timesheet(staffId, cs, start, minutesAfter(start, 60));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'UNITS_EXCEEDED',
      message: 'This visit would use 4 units but only 2 remain on this authorization.',
    });
    const rows = await t.database.db.select().from(workEntries).where(eq(workEntries.clientServiceId, cs.id));
    expect(rows).toHaveLength(1);
    expect((await timesheet(staffId, cs, start, minutesAfter(start, 30))).status).toBe(200);
    expect(await totals(cs.id)).toMatchObject({ unitsUtilized: 10, unitsRemaining: 0 });
  });

  it('allows going over when the authorization allows negative units', async () => {
    const staffId = await quietStaff();
    const { cs } = await authorizationFor(t, [staffId], { unitsAuthorized: 2, negativeUnitsAllowed: true });
    const start = dayAt(t, -5, 9);
    const res = await timesheet(staffId, cs, start, minutesAfter(start, 60));
    expect(res.status).toBe(200);
    expect((await totals(cs.id)).unitsUtilized).toBe(4);
  });

  it('lets only one of two simultaneous timesheets squeeze under the cap', async () => {
    const [a, b] = [await quietStaff(), await quietStaff()];
    const { cs } = await authorizationFor(t, [a, b], { unitsAuthorized: 6 });
    const start = dayAt(t, -5, 9);
    const results = await Promise.all([
      timesheet(a, cs, start, minutesAfter(start, 60)),
      timesheet(b, cs, start, minutesAfter(start, 60)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect((await totals(cs.id)).unitsUtilized).toBe(4);
  });

  it('checks the cap when a visit is completed too (the visit stays open)', async () => {
    const { client, cs } = await authorizationFor(t, [maria.id], { unitsAuthorized: 1 });
    const start = nowMinute(t);
    const started = await api(
      t,
      'POST',
      '/visits/start',
      maria.token,
      startBody(client.id, cs.id, { serviceStartTime: wire(start) }),
    );
    expect(started.status).toBe(200);
    t.clock.advance(31 * 60_000);
    const res = await api(t, 'POST', '/visits/complete', maria.token, {
      workEntryId: started.body.data.workEntryId,
      progress: 2,
      signature: SIGNATURE,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This visit would use 2 units but only 1 remain on this authorization.');
    const row = await entryRow(t.database.db, started.body.data.workEntryId);
    expect([row.status, row.endTime, row.unitsUsed]).toEqual([WorkEntryStatus.InProgress, null, null]);
    expect(row.startTime).toEqual(start);
    const abandon = await api(t, 'POST', '/visits/abandon', maria.token, { workEntryId: row.id });
    expect(abandon.status).toBe(200);
  });
});

describe('(b) authorization dates', () => {
  it('refuses entries outside the authorization’s start and end dates', async () => {
    const staffId = await quietStaff();
    const from = shiftDay(today(t), -10);
    const to = shiftDay(today(t), -3);
    const { cs } = await authorizationFor(t, [staffId], { startDate: from, endDate: to });
    const message = `The visit must start and end within the authorization dates (${toUsDate(from)} to ${toUsDate(to)}).`;
    for (const day of [-11, -2]) {
      const start = dayAt(t, day, 9);
      const res = await timesheet(staffId, cs, start, minutesAfter(start, 60));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'OUTSIDE_AUTHORIZATION', message });
    }
    const first = dayAt(t, -10, 0);
    expect((await timesheet(staffId, cs, first, minutesAfter(first, 30))).status).toBe(200);
    const last = dayAt(t, -3, 23, 0);
    expect((await timesheet(staffId, cs, last, minutesAfter(last, 59))).status).toBe(200);
  });
});

describe('(c) overlapping entries of one staff member', () => {
  it('refuses an overlap unless the authorization may overlap; back to back is fine', async () => {
    const staffId = await quietStaff();
    const { cs } = await authorizationFor(t, [staffId]);
    const existing = await createCompletedEntry(t.database.db, {
      clientServiceId: cs.id,
      userId: staffId,
      start: dayAt(t, -2, 9),
      minutes: 60,
    });
    const overlapping = await timesheet(staffId, cs, dayAt(t, -2, 9, 30), dayAt(t, -2, 10, 30));
    expect(overlapping.status).toBe(400);
    expect(overlapping.body).toMatchObject({
      error: 'OVERLAP',
      message: `This visit overlaps another work entry of the same staff member (${existing.entryName}).`,
    });
    expect((await timesheet(staffId, cs, dayAt(t, -2, 10), dayAt(t, -2, 11))).status).toBe(200);

    const respite = await authorizationFor(t, [staffId], { isOverlappable: true, serviceCode: 'W9862' });
    const res = await timesheet(staffId, respite.cs, dayAt(t, -2, 9, 30), dayAt(t, -2, 10, 30));
    expect(res.status).toBe(200);
    // The respite entry may overlap: a later non-overlappable entry over it is not refused for it.
    const after = await timesheet(staffId, cs, dayAt(t, -2, 11), dayAt(t, -2, 11, 30));
    expect(after.status).toBe(200);
  });

  it('treats an open visit as lasting until it ends', async () => {
    const staffId = await quietStaff();
    const { cs } = await authorizationFor(t, [staffId]);
    await createInProgressVisit(t.database.db, { clientServiceId: cs.id, userId: staffId, start: dayAt(t, -1, 8) });
    const res = await timesheet(staffId, cs, dayAt(t, -1, 13), dayAt(t, -1, 14));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('OVERLAP');
    expect((await timesheet(staffId, cs, dayAt(t, -2, 13), dayAt(t, -2, 14))).status).toBe(200);
  });
});

describe('a degree-required authorization', () => {
  it('refuses staff without a degree with one answer, 403 DEGREE_REQUIRED, from a visit start and a timesheet', async () => {
    const james = await staffMember(t, { firstName: 'James', lastName: 'Okafor', hasRelevantDegree: false });
    const { client, cs } = await authorizationFor(t, [james.id], { isDegreeRequired: true });
    const refused = { code: 403, error: 'DEGREE_REQUIRED', message: 'This service requires a relevant degree.' };

    const start = await api(t, 'POST', '/visits/start', james.token, startBody(client.id, cs.id));
    expect([start.status, start.body]).toEqual([403, refused]);
    const begin = dayAt(t, -1, 9);
    const sheet = await timesheet(james.id, cs, begin, minutesAfter(begin, 60));
    expect([sheet.status, sheet.body]).toEqual([403, refused]);
    expect(await t.database.db.select().from(workEntries).where(eq(workEntries.clientServiceId, cs.id))).toEqual([]);

    // A staff member with a degree gets past the check on both.
    const degreed = await authorizationFor(t, [maria.id], { isDegreeRequired: true });
    const free = dayAt(t, -5, 9);
    expect((await timesheet(maria.id, degreed.cs, free, minutesAfter(free, 60))).status).toBe(200);
  });
});
