import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftDay, Status, UserType } from '@hearth/shared';
import { eq } from 'drizzle-orm';
import { clients } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';
import { api, authorizationFor, staffMember, today } from '../work-entries/test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /visits/catalogue (what a phone needs to start a visit offline)', () => {
  it("lists the caller's clients with the authorizations a visit may start on today, and nothing else", async () => {
    const maria = await staffMember(t);
    const other = await staffMember(t, { firstName: 'Pat', lastName: 'Quinn' });
    const { client, cs } = await authorizationFor(t, [maria.id]);
    // Not started yet, someone else's, and an inactive client's: none are workable today.
    await authorizationFor(t, [maria.id], { startDate: shiftDay(today(t), 2) });
    await authorizationFor(t, [other.id]);
    const inactive = await authorizationFor(t, [maria.id]);
    await t.database.db.update(clients).set({ status: Status.Inactive }).where(eq(clients.id, inactive.client.id));

    const res = await api(t, 'GET', '/visits/catalogue', maria.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      day: today(t),
      data: [
        {
          clientId: client.id,
          name: 'Baker, Ann',
          goalsOutcomes: client.goalsOutcomes,
          services: [
            {
              serviceRequestId: cs.id,
              serviceName: cs.serviceName,
              serviceCode: 'W1726',
              serviceUnitLength: 0.25,
              serviceUnitRate: 4.62,
              serviceStartDate: shiftDay(today(t), -30),
              serviceEndDate: shiftDay(today(t), 30),
            },
          ],
        },
      ],
    });
  });

  it('is for staff only', async () => {
    const admin = await signedInUser(t, { userType: UserType.Admin });
    expect((await api(t, 'GET', '/visits/catalogue', admin.token)).status).toBe(403);
  });
});
