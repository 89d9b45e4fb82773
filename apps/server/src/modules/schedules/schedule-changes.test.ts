import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScheduleMsg, toUtcWire, UserType } from '@hearth/shared';
import { createInProgressVisit } from '../../seed/work-entry-factory.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { auditFor, signedInUser } from '../../test/sign-in.js';
import {
  apiOf,
  createPlan,
  planBody,
  seedAuthorization,
  setClock,
  staffUser,
  visitsOf,
  type Api,
} from './schedules.test-support.js';

let t: TestApp;
let api: Api;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  api = apiOf(t);
  // Monday 2026-11-16, 06:00 in New York.
  setClock(t, '2026-11-16T11:00:00Z');
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
});
afterAll(() => t.close());

const shape = async (id: number) =>
  (await visitsOf(t, id)).map(
    (v) => `${v.day} ${toUtcWire(v.startsAt).slice(11, 16)}${v.cancelled ? ' cancelled' : ''}`,
  );

/** Mon/Wed 09:00 from 2026-11-16 to 2026-12-16; its first visit worked, the 11-25 one cancelled. */
async function seriesWithHistory() {
  const staff = await staffUser(t);
  const { auth } = await seedAuthorization(t, { staffIds: [staff.id] });
  const s = await createPlan(
    api,
    admin,
    planBody(auth.id, staff.id, { startDate: '2026-11-16', endDate: '2026-12-16', weekdays: [1, 3] }),
  );
  const [first] = await visitsOf(t, s.id);
  const entry = await createInProgressVisit(t.database.db, {
    clientServiceId: auth.id,
    userId: staff.id,
    start: t.clock.now(),
  });
  await t.database.db.execute(sql`UPDATE scheduled_visits SET work_entry_id = ${entry.id} WHERE id = ${first!.id}`);
  expect(
    (await api('POST', '/scheduled-visits/cancel', admin, { scheduleId: s.id, date: '2026-11-25', reason: 'weather' }))
      .status,
  ).toBe(200);
  return { staff, auth, s };
}

describe('this and following visits', () => {
  it('splits a series with earlier visits: the past, worked and cancelled visits keep the old plan', async () => {
    const { s } = await seriesWithHistory();
    const stale = await api('PATCH', `/schedules/${s.id}`, admin, {
      date: '2026-11-23',
      startTime: '10:00',
      version: s.version + 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe('STALE_RECORD');
    const past = await api('PATCH', `/schedules/${s.id}`, admin, { date: '2026-11-15', startTime: '10:00' });
    expect(past.body).toMatchObject({ error: 'VALIDATION_ERROR', field: 'date', message: ScheduleMsg.pastDate });

    const res = await api('PATCH', `/schedules/${s.id}`, admin, {
      date: '2026-11-23',
      startTime: '10:00',
      version: s.version,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const next = res.body.data;
    expect(next).toMatchObject({
      splitFromId: s.id,
      startDate: '2026-11-23',
      endDate: '2026-12-16',
      startTime: '10:00',
    });
    expect((await api('GET', `/schedules/${s.id}`, admin)).body.data).toMatchObject({
      endDate: '2026-11-22',
      version: s.version + 1,
    });
    expect(await shape(s.id)).toEqual(['2026-11-16 14:00', '2026-11-18 14:00', '2026-11-25 14:00 cancelled']);
    expect(await shape(next.id)).toEqual([
      '2026-11-23 15:00',
      '2026-11-30 15:00',
      '2026-12-02 15:00',
      '2026-12-07 15:00',
      '2026-12-09 15:00',
      '2026-12-14 15:00',
      '2026-12-16 15:00',
    ]);
    const [row] = await auditFor(t.database.db, 'schedule', s.id).then((rows) =>
      rows.filter((r) => r.action === 'schedule.update'),
    );
    expect(row!.details).toMatchObject({ scope: 'following', splitTo: next.id, removed: 7, added: 7 });
  });

  it('changes in place when nothing came before the date, and runs the checks without colliding with itself', async () => {
    const staff = await staffUser(t);
    const other = await staffUser(t);
    const { auth } = await seedAuthorization(t, { staffIds: [staff.id, other.id] });
    const s = await createPlan(
      api,
      admin,
      planBody(auth.id, staff.id, { startDate: '2026-12-01', endDate: '2026-12-15', weekdays: [2] }),
    );
    const res = await api('PATCH', `/schedules/${s.id}`, admin, { date: '2026-11-20', durationMinutes: 90 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: s.id, splitFromId: null, durationMinutes: 90, version: s.version + 1 });
    const visits = await visitsOf(t, s.id);
    expect(visits.map((v) => (v.endsAt.getTime() - v.startsAt.getTime()) / 60_000)).toEqual([90, 90, 90]);

    // Another series of the same staff member at that time collides; a reason lets the change through.
    const blocker = await seedAuthorization(t, { staffIds: [other.id] });
    await createPlan(
      api,
      admin,
      planBody(blocker.auth.id, other.id, {
        startDate: '2026-12-08',
        endDate: '2026-12-08',
        weekdays: undefined,
        startTime: '09:30',
      }),
    );
    const clash = await api('PATCH', `/schedules/${s.id}`, admin, { date: '2026-12-01', staffId: other.id });
    expect(clash.status).toBe(409);
    expect(clash.body.details.conflicts).toEqual([expect.objectContaining({ kind: 'staff_double_booked' })]);
    expect((await visitsOf(t, s.id)).map((v) => v.staffId)).toEqual([staff.id, staff.id, staff.id]);
  });
});

describe('one visit only', () => {
  it('moves one visit to another day and time; series fields or locked visits are refused', async () => {
    const { s, staff } = await seriesWithHistory();
    const move = await api('PATCH', `/schedules/${s.id}`, admin, {
      scope: 'occurrence',
      date: '2026-11-30',
      moveTo: '2026-12-01',
      startTime: '11:00',
    });
    expect(move.status, JSON.stringify(move.body)).toBe(200);
    const visits = await visitsOf(t, s.id);
    const moved = visits.find((v) => v.origin === '2026-11-30')!;
    expect(moved).toMatchObject({ day: '2026-12-01', changed: true, staffId: staff.id });
    expect(toUtcWire(moved.startsAt)).toBe('2026-12-01 16:00:00');
    expect(visits.filter((v) => v.changed)).toHaveLength(1);
    // The moved visit is found by its new day too.
    const back = await api('PATCH', `/schedules/${s.id}`, admin, {
      scope: 'occurrence',
      date: '2026-12-01',
      durationMinutes: 30,
    });
    expect(back.status).toBe(200);

    const series = await api('PATCH', `/schedules/${s.id}`, admin, {
      scope: 'occurrence',
      date: '2026-12-02',
      weekdays: [2],
    });
    expect(series.body).toMatchObject({ error: 'VALIDATION_ERROR', message: ScheduleMsg.occurrenceOnly });
    const cancelled = await api('PATCH', `/schedules/${s.id}`, admin, {
      scope: 'occurrence',
      date: '2026-11-25',
      startTime: '12:00',
    });
    expect(cancelled.body).toMatchObject({ error: 'SCHEDULE_VISIT_LOCKED', message: ScheduleMsg.alreadyCancelled });
    const worked = await api('PATCH', `/schedules/${s.id}`, admin, {
      scope: 'occurrence',
      date: '2026-11-16',
      startTime: '12:00',
    });
    expect(worked.body).toMatchObject({ error: 'SCHEDULE_VISIT_LOCKED', message: ScheduleMsg.alreadyFulfilled });
    const stranger = await staffUser(t);
    const notAllowed = await api('PATCH', `/schedules/${s.id}`, admin, {
      scope: 'occurrence',
      date: '2026-12-02',
      staffId: stranger.id,
      override: { reason: 'r' },
    });
    expect(notAllowed.body.error).toBe('SCHEDULE_STAFF_NOT_ALLOWED');
    expect((await visitsOf(t, s.id)).find((v) => v.origin === '2026-12-02')!.staffId).toBe(staff.id);
  });
});

describe('deleting a series', () => {
  it('from a day: later visits go (not worked or cancelled ones), the series ends the day before', async () => {
    const { s } = await seriesWithHistory();
    const past = await api('DELETE', `/schedules/${s.id}?from=2026-11-15`, admin);
    expect(past.status).toBe(400);
    const res = await api('DELETE', `/schedules/${s.id}?from=2026-12-07`, admin);
    expect(res.body).toEqual({ data: { removedVisits: 4 } });
    expect((await api('GET', `/schedules/${s.id}`, admin)).body.data.endDate).toBe('2026-12-06');
    expect((await visitsOf(t, s.id)).map((v) => v.day).at(-1)).toBe('2026-12-02');
  });

  it('a series with nothing left is marked deleted (404 afterwards, gone from the list)', async () => {
    const staff = await staffUser(t);
    const { auth } = await seedAuthorization(t, { staffIds: [staff.id] });
    const s = await createPlan(
      api,
      admin,
      planBody(auth.id, staff.id, { startDate: '2026-12-01', endDate: '2026-12-15', weekdays: [2] }),
    );
    const res = await api('DELETE', `/schedules/${s.id}`, admin);
    expect(res.body.data.removedVisits).toBe(3);
    expect((await api('GET', `/schedules/${s.id}`, admin)).status).toBe(404);
    const list = await api('GET', `/schedules?clientServiceId=${auth.id}`, admin);
    expect(list.body).toEqual({ data: [], recordCount: 0 });
    expect(await visitsOf(t, s.id)).toEqual([]);
  });
});
