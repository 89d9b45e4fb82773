import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScheduleMsg, UserType, WorkEntryStatus } from '@hearth/shared';
import { rowsOf } from '../../db/rows.js';
import { createInProgressVisit } from '../../seed/work-entry-factory.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { auditFor, signedInUser } from '../../test/sign-in.js';
import {
  apiOf,
  createPlan,
  MINUTE,
  planBody,
  seedAuthorization,
  setClock,
  staffUser,
  visitsOf,
  type Api,
} from './schedules.test-support.js';

let t: TestApp;
let api: Api;
beforeAll(async () => {
  t = await createTestApp();
  api = apiOf(t);
});
afterAll(() => t.close());

const DAY = '2026-11-09';
const listOf = async (token: string, query = '') => {
  const res = await api('GET', `/scheduled-visits?from=${DAY}&to=${DAY}${query}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as {
    data: { id: number; status: string; staff: { id: number } | null; startsAt: string }[];
    recordCount: number;
  };
};
const oneOff = (csId: number, staffId: number | null, startTime: string) =>
  planBody(csId, staffId, { startDate: DAY, endDate: DAY, startTime, weekdays: undefined });

describe('planned visits and their status', () => {
  it('scheduled → late → missed with the clock; open, cancelled, in progress and completed; staff see only their own', async () => {
    // Monday 2026-11-09, 06:00 in New York.
    setClock(t, '2026-11-09T11:00:00Z');
    const admin = (await signedInUser(t, { userType: UserType.Admin })).token;
    const a = await staffUser(t);
    const b = await staffUser(t);
    const { auth } = await seedAuthorization(t, { staffIds: [a.id, b.id] });
    const nine = await createPlan(api, admin, oneOff(auth.id, a.id, '09:00'));
    const open = await createPlan(api, admin, oneOff(auth.id, null, '11:00'));
    const one = await createPlan(api, admin, oneOff(auth.id, a.id, '13:00'));
    const three = await createPlan(api, admin, oneOff(auth.id, b.id, '15:00'));
    const cancel = await api('POST', '/scheduled-visits/cancel', admin, {
      scheduleId: one.id,
      date: DAY,
      reason: 'client_hospital',
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.data).toMatchObject({ status: 'cancelled', cancelReason: 'client_hospital', cancelNote: null });

    const status = async () => (await listOf(admin, `&clientServiceId=${auth.id}`)).data.map((v) => v.status);
    expect(await status()).toEqual(['scheduled', 'open', 'cancelled', 'scheduled']);
    t.clock.advance(3 * 60 * MINUTE + 14 * MINUTE); // 09:14: within the 15-minute grace
    expect(await status()).toEqual(['scheduled', 'open', 'cancelled', 'scheduled']);
    t.clock.advance(2 * MINUTE); // 09:16
    expect(await status()).toEqual(['late', 'open', 'cancelled', 'scheduled']);
    t.clock.advance(45 * MINUTE); // 10:01: the planned end passed with no clock-in
    expect(await status()).toEqual(['missed', 'open', 'cancelled', 'scheduled']);
    const missed = await listOf(admin, `&clientServiceId=${auth.id}&status=missed`);
    expect(missed.data.map((v) => v.id)).toEqual([(await visitsOf(t, nine.id))[0]!.id]);

    // The watch's stored marks count too, and a clock-in's work entry decides in progress / completed.
    const [threeVisit] = await visitsOf(t, three.id);
    await t.database.db.execute(sql`UPDATE scheduled_visits SET late_at = now() WHERE id = ${threeVisit!.id}`);
    expect((await status())[3]).toBe('late');
    const entry = await createInProgressVisit(t.database.db, {
      clientServiceId: auth.id,
      userId: b.id,
      start: t.clock.now(),
    });
    await t.database.db.execute(
      sql`UPDATE scheduled_visits SET work_entry_id = ${entry.id} WHERE id = ${threeVisit!.id}`,
    );
    expect((await status())[3]).toBe('in_progress');
    await t.database.db.execute(
      sql`UPDATE work_entries SET status = ${WorkEntryStatus.Completed} WHERE id = ${entry.id}`,
    );
    expect((await status())[3]).toBe('completed');
    expect((await visitsOf(t, open.id))[0]!.staffId).toBeNull();

    // A staff member reads only their own visits, whatever staffId they ask for.
    const mine = await listOf(a.token, `&staffId=${b.id}`);
    expect(mine.data.map((v) => v.staff?.id)).toEqual([a.id, a.id]);
    expect(mine.recordCount).toBe(2);
  });

  it('refuses a range over 62 days or reversed; audits each read once', async () => {
    const admin = await signedInUser(t, { userType: UserType.Admin });
    const wide = await api('GET', '/scheduled-visits?from=2026-11-01&to=2027-01-02', admin.token);
    expect(wide.status).toBe(400);
    expect(wide.body.message).toBe(ScheduleMsg.rangeTooWide);
    const reversed = await api('GET', '/scheduled-visits?from=2026-11-02&to=2026-11-01', admin.token);
    expect(reversed.status).toBe(400);
    await listOf(admin.token);
    const [row] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM audit_events WHERE actor_user_id = ${admin.id} AND action = 'scheduled_visit.list'`,
    );
    expect(row!.n).toBe(1);
  });
});

describe('cancelling a planned visit', () => {
  it('is audited; a cancelled or worked visit is locked; Other needs a note; a day with no visit is 404', async () => {
    const admin = await signedInUser(t, { userType: UserType.Admin });
    const staff = await staffUser(t);
    const { auth } = await seedAuthorization(t, { staffIds: [staff.id] });
    const s = await createPlan(
      api,
      admin.token,
      planBody(auth.id, staff.id, { startDate: '2026-11-16', endDate: '2026-11-30' }),
    );
    const cancel = (date: string, extra: object = {}) =>
      api('POST', '/scheduled-visits/cancel', admin.token, { scheduleId: s.id, date, reason: 'staff_sick', ...extra });

    expect((await cancel('2026-11-16', { reason: 'other' })).status).toBe(400);
    const done = await cancel('2026-11-16', { note: 'Flu' });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      status: 'cancelled',
      cancelReason: 'staff_sick',
      cancelNote: 'Flu',
      date: '2026-11-16',
    });
    const [row] = await auditFor(t.database.db, 'scheduled_visit', done.body.data.id);
    expect(row).toMatchObject({ action: 'scheduled_visit.cancel', actorUserId: admin.id });
    expect(row!.details).toMatchObject({ reason: 'staff_sick', note: 'Flu', scheduleId: s.id });

    const again = await cancel('2026-11-16');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'SCHEDULE_VISIT_LOCKED', message: ScheduleMsg.alreadyCancelled });

    const [, second] = await visitsOf(t, s.id);
    const entry = await createInProgressVisit(t.database.db, {
      clientServiceId: auth.id,
      userId: staff.id,
      start: t.clock.now(),
    });
    await t.database.db.execute(sql`UPDATE scheduled_visits SET work_entry_id = ${entry.id} WHERE id = ${second!.id}`);
    const worked = await cancel('2026-11-23');
    expect(worked.body).toMatchObject({ error: 'SCHEDULE_VISIT_LOCKED', message: ScheduleMsg.alreadyFulfilled });
    expect((await visitsOf(t, s.id))[1]!.cancelled).toBe(false);

    const none = await cancel('2026-11-17');
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(ScheduleMsg.notOnDate);
  });
});
