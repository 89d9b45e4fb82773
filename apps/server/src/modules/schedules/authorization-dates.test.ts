import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@hearth/shared';
import { buildAuthorizationPayload } from '../../seed/service-factory.js';
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

describe("an authorization's new dates", () => {
  it('remove the visits now outside them (not cancelled ones) and extend series that run until it ends', async () => {
    const staff = await staffUser(t);
    const { auth, client } = await seedAuthorization(t, { staffIds: [staff.id], endDate: '2026-12-31' });
    const open = await createPlan(api, admin, planBody(auth.id, staff.id, { startDate: '2026-11-17', weekdays: [2] }));
    const fixed = await createPlan(
      api,
      admin,
      planBody(auth.id, staff.id, { startDate: '2026-11-19', endDate: '2026-12-03', weekdays: [4] }),
    );
    const cancel = { scheduleId: open.id, date: '2026-12-22', reason: 'client_hospital' };
    expect((await api('POST', '/scheduled-visits/cancel', admin, cancel)).status).toBe(200);
    const days = async (id: number) => (await visitsOf(t, id)).map((v) => v.day);
    expect(await days(open.id)).toEqual([
      '2026-11-17',
      '2026-11-24',
      '2026-12-01',
      '2026-12-08',
      '2026-12-15',
      '2026-12-22',
      '2026-12-29',
    ]);

    const put = (endDate: string) =>
      api(
        'PUT',
        '/client_service',
        admin,
        buildAuthorizationPayload(client.id, {
          serviceRequestId: auth.id,
          serviceStartDate: '2026-10-01 00:00:00.000',
          serviceEndDate: `${endDate} 00:00:00.000`,
        }),
      );
    expect((await put('2026-12-10')).status).toBe(200);
    expect(await days(open.id)).toEqual(['2026-11-17', '2026-11-24', '2026-12-01', '2026-12-08', '2026-12-22']);
    const [update] = (await auditFor(t.database.db, 'client_service', auth.id)).filter(
      (r) => r.action === 'client_service.update',
    );
    expect(update!.details).toMatchObject({ plannedVisits: { removed: 2, added: 0 } });

    expect((await put('2027-01-12')).status).toBe(200);
    expect(await days(open.id)).toEqual([
      '2026-11-17',
      '2026-11-24',
      '2026-12-01',
      '2026-12-08',
      '2026-12-15',
      '2026-12-22',
      '2026-12-29',
      '2027-01-05',
      '2027-01-12',
    ]);
    expect((await visitsOf(t, open.id)).filter((v) => v.cancelled).map((v) => v.day)).toEqual(['2026-12-22']);
    expect(await days(fixed.id)).toEqual(['2026-11-19', '2026-11-26', '2026-12-03']);
  });
});
