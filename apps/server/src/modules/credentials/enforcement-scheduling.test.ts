import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@hearth/shared';
import { credentialTypes, staffCredentials, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { auditFor, signedInUser } from '../../test/sign-in.js';
import {
  apiOf,
  planBody,
  seedAuthorization,
  setClock,
  staffUser,
  type Api,
} from '../schedules/schedules.test-support.js';

let t: TestApp;
let api: Api;
let admin: string;
let typeId: number;
beforeAll(async () => {
  t = await createTestApp();
  api = apiOf(t);
  // Sunday 2026-10-25, noon in New York (the agency's zone).
  setClock(t, '2026-10-25T16:00:00Z');
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
  // Only staff who lived out of state before hire need it, so the other plans here are untouched.
  const [type] = await t.database.db
    .insert(credentialTypes)
    .values({
      name: 'FBI fingerprint check (test)',
      requiredForVisits: true,
      enforced: true,
      validMonths: 60,
      graceDays: 0,
      appliesTo: { outOfStateBeforeHire: true },
    })
    .returning();
  typeId = type!.id;
});
afterAll(() => t.close());

async function outOfStateStaff() {
  const staff = await staffUser(t, { firstName: 'Olga', lastName: 'Ortiz' });
  await t.database.db.update(users).set({ outOfStateBeforeHire: true }).where(eq(users.id, staff.id));
  const { auth } = await seedAuthorization(t, { staffIds: [staff.id] });
  return { staff, auth };
}

describe('planning a staff member who may not work visits', () => {
  it('warns with an overridable conflict naming the credential; a reason lets the plan through, audited', async () => {
    const { staff, auth } = await outOfStateStaff();
    const body = planBody(auth.id, staff.id, { endDate: '2026-11-30' });
    const refused = await api('POST', '/schedules', admin, body);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('SCHEDULE_CONFLICT');
    expect(refused.body.details).toEqual({
      overridable: true,
      conflicts: [
        {
          kind: 'staff_not_compliant',
          overridable: true,
          message: 'Olga Ortiz may not work visits: FBI fingerprint check (test) is missing',
        },
      ],
    });
    const ok = await api('POST', '/schedules', admin, { ...body, override: { reason: 'Fingerprints booked Monday' } });
    expect(ok.status).toBe(201);
    const [row] = await auditFor(t.database.db, 'schedule', ok.body.data.id);
    expect(row!.details).toMatchObject({ overridden: ['staff_not_compliant'], reason: 'Fingerprints booked Monday' });
  });

  it('warns when the credential lapses before the plan’s last visit, not when it lasts through it', async () => {
    const { staff, auth } = await outOfStateStaff();
    await t.database.db
      .insert(staffCredentials)
      .values({ staffId: staff.id, credentialTypeId: typeId, issuedOn: '2021-11-20', expiresOn: '2026-11-20' });
    const through = await api('POST', '/schedules', admin, planBody(auth.id, staff.id, { endDate: '2026-11-16' }));
    expect(through.status).toBe(201);
    const lapses = await api(
      'POST',
      '/schedules',
      admin,
      planBody(auth.id, staff.id, { startDate: '2026-11-23', endDate: '2026-11-30' }),
    );
    expect(lapses.status).toBe(409);
    expect(lapses.body.details.conflicts[0].message).toBe(
      'Olga Ortiz may not work visits: FBI fingerprint check (test) expires on 11/20/2026',
    );
  });
});
