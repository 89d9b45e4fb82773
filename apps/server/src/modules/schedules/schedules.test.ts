import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status, toUtcWire, UserType } from '@hearth/shared';
import { createCompletedEntry } from '../../seed/work-entry-factory.js';
import { createUser } from '../../seed/factories.js';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { auditFor, signedInUser } from '../../test/sign-in.js';
import {
  apiOf,
  createPlan,
  planBody,
  planCounts,
  seedAuthorization,
  setClock,
  staffUser,
  visitsOf,
  type Api,
} from './schedules.test-support.js';

let t: TestApp;
let api: Api;
let admin: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  api = apiOf(t);
  // Sunday 2026-10-25, noon in New York (the agency's zone): today is 2026-10-25.
  setClock(t, '2026-10-25T16:00:00Z');
  const a = await signedInUser(t, { userType: UserType.Admin });
  admin = a.token;
  adminId = a.id;
});
afterAll(() => t.close());

const starts = async (scheduleId: number) => (await visitsOf(t, scheduleId)).map((v) => [v.day, toUtcWire(v.startsAt)]);

describe('recurrence', () => {
  it('keeps 09:00 at 09:00 in the agency zone across the autumn change (UTC 13:00, then 14:00)', async () => {
    const staff = await createUser(t.database.db, { userType: UserType.Staff });
    const { auth } = await seedAuthorization(t, { staffIds: [staff.id] });
    const s = await createPlan(
      api,
      admin,
      planBody(auth.id, staff.id, { startDate: '2026-10-30', endDate: '2026-11-02', weekdays: [5, 6, 7, 1] }),
    );
    expect(await starts(s.id)).toEqual([
      ['2026-10-30', '2026-10-30 13:00:00'],
      ['2026-10-31', '2026-10-31 13:00:00'],
      ['2026-11-01', '2026-11-01 14:00:00'],
      ['2026-11-02', '2026-11-02 14:00:00'],
    ]);
    const list = await api('GET', `/scheduled-visits?from=2026-11-01&to=2026-11-01&clientServiceId=${auth.id}`, admin);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        scheduleId: s.id,
        date: '2026-11-01',
        startsAt: '2026-11-01 14:00:00',
        endsAt: '2026-11-01 15:00:00',
        durationMinutes: 60,
        units: 4,
        status: 'scheduled',
        staff: { id: staff.id, name: expect.any(String) },
      }),
    ]);
  });

  it('lists schedules by authorization, client or staff, paged and audited', async () => {
    const staff = await createUser(t.database.db, { userType: UserType.Staff });
    const { auth, client } = await seedAuthorization(t, { staffIds: [staff.id] });
    const a = await createPlan(
      api,
      admin,
      planBody(auth.id, staff.id, { startDate: '2026-12-01', endDate: '2026-12-31', weekdays: [2] }),
    );
    const b = await createPlan(api, admin, planBody(auth.id, null, { startDate: '2027-01-05', weekdays: [2, 4] }));
    const all = await api('GET', `/schedules?clientId=${client.id}`, admin);
    expect(all.status).toBe(200);
    expect(all.body.recordCount).toBe(2);
    expect(all.body.data.map((s: { id: number }) => s.id)).toEqual([b.id, a.id]);
    expect(all.body.data[0]).toMatchObject({
      staff: null,
      lastDate: '2027-06-30',
      endDate: null,
      clientServiceId: auth.id,
    });
    const page = await api('GET', `/schedules?clientId=${client.id}&limit=1&offset=1`, admin);
    expect(page.body).toMatchObject({ recordCount: 2, data: [{ id: a.id }] });
    const byStaff = await api('GET', `/schedules?staffId=${staff.id}`, admin);
    expect(byStaff.body.data.map((s: { id: number }) => s.id)).toEqual([a.id]);
    const rows = await auditFor(t.database.db, 'schedule', a.id);
    expect(rows.map((r) => r.action)).toEqual(['schedule.create']);
  });

  it('walks month ends day by day, every other week from the start week, and up to the authorization end', async () => {
    const staff = await createUser(t.database.db, { userType: UserType.Staff });
    const { auth } = await seedAuthorization(t, { staffIds: [staff.id], endDate: '2027-01-31' });
    const daily = await createPlan(
      api,
      admin,
      planBody(auth.id, staff.id, { startDate: '2026-11-29', endDate: '2026-12-02', weekdays: [1, 2, 3, 4, 5, 6, 7] }),
    );
    expect((await visitsOf(t, daily.id)).map((v) => v.day)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    const fortnightly = await createPlan(
      api,
      admin,
      planBody(auth.id, staff.id, { startDate: '2026-11-25', weekdays: [1, 3], intervalWeeks: 2, startTime: '14:00' }),
    );
    expect(fortnightly.lastDate).toBe('2027-01-31');
    expect((await visitsOf(t, fortnightly.id)).map((v) => v.day)).toEqual([
      '2026-11-25',
      '2026-12-07',
      '2026-12-09',
      '2026-12-21',
      '2026-12-23',
      '2027-01-04',
      '2027-01-06',
      '2027-01-18',
      '2027-01-20',
    ]);
    const read = await api('GET', `/schedules/${fortnightly.id}`, admin);
    expect(read.body.data).toMatchObject({ weekdays: [1, 3], intervalWeeks: 2, endDate: null, startTime: '14:00' });
  });

  it('a one-off visit needs no weekdays', async () => {
    const staff = await createUser(t.database.db, { userType: UserType.Staff });
    const { auth } = await seedAuthorization(t, { staffIds: [staff.id] });
    const body = planBody(auth.id, staff.id, { startDate: '2026-12-31', endDate: '2026-12-31', weekdays: undefined });
    const s = await createPlan(api, admin, body);
    expect(await starts(s.id)).toEqual([['2026-12-31', '2026-12-31 14:00:00']]);
  });
});

describe('checks when planning', () => {
  it('refuses staff not allocated or inactive, even with a reason, and writes nothing', async () => {
    const allocated = await createUser(t.database.db, { userType: UserType.Staff });
    const stranger = await createUser(t.database.db, { userType: UserType.Staff });
    const { auth } = await seedAuthorization(t, { staffIds: [allocated.id] });
    const before = await planCounts(t);
    for (const override of [undefined, { reason: 'Covering' }]) {
      const res = await api('POST', '/schedules', admin, { ...planBody(auth.id, stranger.id), override });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('SCHEDULE_STAFF_NOT_ALLOWED');
      expect(res.body.details).toMatchObject({
        overridable: false,
        conflicts: [{ kind: 'staff_not_allocated', overridable: false }],
      });
    }
    await t.database.db.execute(sql`UPDATE users SET status = ${Status.Inactive} WHERE id = ${allocated.id}`);
    const inactive = await api('POST', '/schedules', admin, planBody(auth.id, allocated.id));
    expect(inactive.body.details.conflicts.map((c: { kind: string }) => c.kind)).toEqual(['staff_inactive']);
    expect(await planCounts(t)).toEqual(before);
  });

  it('refuses a plan outside the authorization and a start in the past', async () => {
    const staff = await createUser(t.database.db, { userType: UserType.Staff });
    const { auth } = await seedAuthorization(t, { staffIds: [staff.id], startDate: '2026-11-01' });
    const late = await api('POST', '/schedules', admin, {
      ...planBody(auth.id, staff.id, { startDate: '2026-11-02', endDate: '2027-07-31' }),
      override: { reason: 'x' },
    });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      error: 'SCHEDULE_OUTSIDE_AUTHORIZATION',
      message: expect.stringContaining('11/01/2026 to 06/30/2027'),
    });
    const early = await api('POST', '/schedules', admin, planBody(auth.id, staff.id, { startDate: '2026-10-26' }));
    expect(early.body.error).toBe('SCHEDULE_OUTSIDE_AUTHORIZATION');
    const past = await api('POST', '/schedules', admin, planBody(auth.id, staff.id, { startDate: '2026-10-24' }));
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ error: 'VALIDATION_ERROR', field: 'startDate' });
  });

  it('double booking: lists up to 10 colliding visits; a reason lets it through and is kept and audited', async () => {
    const staff = await createUser(t.database.db, { userType: UserType.Staff });
    const first = await seedAuthorization(t, { staffIds: [staff.id] });
    const second = await seedAuthorization(t, { staffIds: [staff.id] });
    const booked = await createPlan(api, admin, planBody(first.auth.id, staff.id, { endDate: '2027-01-31' }));
    const body = planBody(second.auth.id, staff.id, { startTime: '09:30', endDate: '2027-01-31' });
    const refused = await api('POST', '/schedules', admin, body);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('SCHEDULE_CONFLICT');
    const [conflict] = refused.body.details.conflicts;
    expect(conflict).toMatchObject({ kind: 'staff_double_booked', overridable: true });
    expect(conflict.visits).toHaveLength(10);
    expect(conflict.visits[0]).toMatchObject({
      scheduleId: booked.id,
      date: '2026-10-26',
      startsAt: '2026-10-26 13:00:00',
    });
    expect(refused.body.details.overridable).toBe(true);

    const blank = await api('POST', '/schedules', admin, { ...body, override: { reason: ' ' } });
    expect(blank.status).toBe(400);
    const ok = await api('POST', '/schedules', admin, { ...body, override: { reason: 'Two clients in one home' } });
    expect(ok.status).toBe(201);
    expect(ok.body.data.overrideReason).toBe('Two clients in one home');
    const [row] = await auditFor(t.database.db, 'schedule', ok.body.data.id);
    expect(row).toMatchObject({ action: 'schedule.create', actorUserId: adminId });
    expect(row!.details).toMatchObject({ overridden: ['staff_double_booked'], reason: 'Two clients in one home' });
  });

  it('two plans racing for the same staff member and time: one is made, the other refused', async () => {
    const staff = await createUser(t.database.db, { userType: UserType.Staff });
    const first = await seedAuthorization(t, { staffIds: [staff.id] });
    const second = await seedAuthorization(t, { staffIds: [staff.id] });
    const results = await Promise.all([
      api('POST', '/schedules', admin, planBody(first.auth.id, staff.id, { endDate: '2026-11-30' })),
      api('POST', '/schedules', admin, planBody(second.auth.id, staff.id, { endDate: '2026-11-30' })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.error).toBe('SCHEDULE_CONFLICT');
  });

  it('a client already having the service then is a conflict; an open shift is not double booking', async () => {
    const [a, b] = [
      await createUser(t.database.db, { userType: UserType.Staff }),
      await createUser(t.database.db, { userType: UserType.Staff }),
    ];
    const { auth } = await seedAuthorization(t, { staffIds: [a.id, b.id] });
    await createPlan(api, admin, planBody(auth.id, a.id, { endDate: '2026-11-30' }));
    const res = await api(
      'POST',
      '/schedules',
      admin,
      planBody(auth.id, null, { startTime: '09:45', endDate: '2026-11-30' }),
    );
    expect(res.status).toBe(409);
    expect(res.body.details.conflicts.map((c: { kind: string }) => c.kind)).toEqual(['client_overlap']);
    const two = await api('POST', '/schedules', admin, {
      ...planBody(auth.id, b.id, { startTime: '09:45', endDate: '2026-11-30' }),
      override: { reason: 'Two-to-one staffing' },
    });
    expect(two.status).toBe(201);
  });

  it('units: used + planned + this plan past the authorized units answers the projection', async () => {
    const staff = await createUser(t.database.db, { userType: UserType.Staff });
    const { auth } = await seedAuthorization(t, { staffIds: [staff.id], unitsAuthorized: 16 });
    await createCompletedEntry(t.database.db, {
      clientServiceId: auth.id,
      userId: staff.id,
      start: new Date('2026-10-20T13:00:00Z'),
      minutes: 60,
    });
    await createPlan(api, admin, planBody(auth.id, staff.id, { endDate: '2026-11-02' }));
    const body = planBody(auth.id, staff.id, {
      startDate: '2026-10-27',
      endDate: '2026-11-10',
      weekdays: [2],
      durationMinutes: 50,
    });
    const res = await api('POST', '/schedules', admin, body);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('SCHEDULE_OVER_AUTHORIZATION');
    expect(res.body.details.conflicts[0].projection).toEqual({
      clientServiceId: auth.id,
      serviceCode: 'W1726',
      serviceName: 'Companion',
      startDate: '2026-10-01',
      endDate: '2027-06-30',
      authorized: 16,
      used: 4,
      planned: 17,
      remaining: -5,
    });
    expect(
      (await api('POST', '/schedules', admin, { ...body, override: { reason: 'More units requested' } })).status,
    ).toBe(201);
    const projection = await api('GET', `/clients/${auth.clientId}/schedule-projection`, admin);
    expect(projection.body.data).toEqual([
      expect.objectContaining({ clientServiceId: auth.id, used: 4, planned: 17, remaining: -5 }),
    ]);
  });

  it('answers every conflict at once, coded by the first one no reason overrides', async () => {
    const allocated = await createUser(t.database.db, { userType: UserType.Staff });
    const stranger = await createUser(t.database.db, { userType: UserType.Staff });
    const { auth } = await seedAuthorization(t, { staffIds: [allocated.id] });
    await createPlan(api, admin, planBody(auth.id, allocated.id, { endDate: '2026-11-30' }));
    const res = await api('POST', '/schedules', admin, {
      ...planBody(auth.id, stranger.id, { endDate: '2026-11-30' }),
      override: { reason: 'r' },
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('SCHEDULE_STAFF_NOT_ALLOWED');
    expect(res.body.details.overridable).toBe(false);
    expect(res.body.details.conflicts.map((c: { kind: string }) => c.kind)).toEqual([
      'staff_not_allocated',
      'client_overlap',
    ]);
  });
});

describe('access', () => {
  it('staff cannot plan or read plans (403); no token is 401', async () => {
    const staff = await staffUser(t);
    const { auth } = await seedAuthorization(t, { staffIds: [staff.id] });
    expect((await api('POST', '/schedules', staff.token, planBody(auth.id, staff.id))).status).toBe(403);
    expect((await api('GET', '/schedules', staff.token)).status).toBe(403);
    expect(
      (
        await api('POST', '/scheduled-visits/cancel', staff.token, {
          scheduleId: 1,
          date: '2026-11-02',
          reason: 'weather',
        })
      ).status,
    ).toBe(403);
    expect((await api('GET', `/clients/${auth.clientId}/schedule-projection`, staff.token)).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/v1/scheduled-visits?from=2026-10-26&to=2026-11-01')).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/v1/schedules', { body: planBody(auth.id, staff.id) })).status).toBe(401);
  });
});
