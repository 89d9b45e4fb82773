import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScheduleMsg, UserType } from '@hearth/shared';
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
  setClock(t, '2026-11-16T11:00:00Z');
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
});
afterAll(() => t.close());

const oneOff = (csId: number, staffId: number | null, day: string, startTime = '09:00') =>
  planBody(csId, staffId, { startDate: day, endDate: day, startTime, weekdays: undefined });

describe('open shifts', () => {
  it('are offered to the allocated staff; of two racing accepts exactly one wins', async () => {
    const a = await staffUser(t);
    const b = await staffUser(t);
    const outsider = await staffUser(t);
    const { auth } = await seedAuthorization(t, { staffIds: [a.id, b.id] });
    const s = await createPlan(api, admin, oneOff(auth.id, null, '2026-11-17'));
    const [visit] = await visitsOf(t, s.id);

    const offered = await api('GET', '/scheduled-visits/open', a.token);
    expect(offered.status).toBe(200);
    expect(offered.body.data).toEqual([expect.objectContaining({ id: visit!.id, status: 'open', staff: null })]);
    expect((await api('GET', '/scheduled-visits/open', outsider.token)).body).toEqual({ data: [], recordCount: 0 });
    const notOffered = await api('POST', `/scheduled-visits/${visit!.id}/accept`, outsider.token);
    expect(notOffered.status).toBe(404);

    const results = await Promise.all([
      api('POST', `/scheduled-visits/${visit!.id}/accept`, a.token),
      api('POST', `/scheduled-visits/${visit!.id}/accept`, b.token),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!.body.data;
    const loser = results.find((r) => r.status === 409)!.body;
    expect(loser).toMatchObject({ error: 'SCHEDULE_VISIT_TAKEN', message: ScheduleMsg.taken });
    expect(winner).toMatchObject({ id: visit!.id, status: 'scheduled' });
    expect([a.id, b.id]).toContain(winner.staff.id);
    expect((await visitsOf(t, s.id))[0]!.staffId).toBe(winner.staff.id);
    const rows = (await auditFor(t.database.db, 'scheduled_visit', visit!.id)).filter(
      (r) => r.action === 'scheduled_visit.accept',
    );
    expect(rows.map((r) => r.actorUserId)).toEqual([winner.staff.id]);
    expect((await api('GET', '/scheduled-visits/open', a.token)).body.recordCount).toBe(0);
  });

  it('refuses one that would double-book the staff member, a started one, and admins (staff only)', async () => {
    const a = await staffUser(t);
    const { auth } = await seedAuthorization(t, { staffIds: [a.id] });
    const other = await seedAuthorization(t, { staffIds: [a.id] });
    await createPlan(api, admin, oneOff(other.auth.id, a.id, '2026-11-18', '09:00'));
    const clash = await createPlan(api, admin, oneOff(auth.id, null, '2026-11-18', '09:30'));
    const [clashVisit] = await visitsOf(t, clash.id);
    const res = await api('POST', `/scheduled-visits/${clashVisit!.id}/accept`, a.token);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('SCHEDULE_CONFLICT');
    expect((await visitsOf(t, clash.id))[0]!.staffId).toBeNull();

    const today = await createPlan(api, admin, oneOff(auth.id, null, '2026-11-16', '07:00'));
    const [todayVisit] = await visitsOf(t, today.id);
    t.clock.advance(90 * 60_000); // 07:30: it has started
    const started = await api('POST', `/scheduled-visits/${todayVisit!.id}/accept`, a.token);
    expect(started.body).toMatchObject({ error: 'SCHEDULE_VISIT_LOCKED', message: ScheduleMsg.notOpen });
    expect((await api('POST', `/scheduled-visits/${todayVisit!.id}/accept`, admin)).status).toBe(403);
    expect((await api('POST', '/scheduled-visits/999999/accept', a.token)).status).toBe(404);
  });
});
