import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftDay, UserType } from '@hearth/shared';
import { credentialTypes, staffCredentials } from '../../db/schema/index.js';
import { createUser } from '../../seed/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';
import { api, today } from '../work-entries/test-support.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
  // Only this file's types count (the seeded defaults would count every staff member as missing).
  await t.database.db.update(credentialTypes).set({ active: false });
});
afterAll(() => t.close());

describe('the Overview’s Credentials card', () => {
  it('counts expired past grace, expiring within 30 and 60 days, and missing, as the list states them', async () => {
    const db = t.database.db;
    const [required] = await db
      .insert(credentialTypes)
      .values({ name: 'CPR (overview test)', requiredForVisits: true, validMonths: 24, graceDays: 5 })
      .returning();
    await db.insert(credentialTypes).values({ name: 'Optional course (overview test)', validMonths: 24 });
    const staff = async (expiresIn: number | null, extra: { supersededIn?: number } = {}) => {
      const u = await createUser(db, { userType: UserType.Staff });
      if (extra.supersededIn !== undefined) {
        const old = shiftDay(today(t), extra.supersededIn);
        await db.insert(staffCredentials).values({
          staffId: u.id,
          credentialTypeId: required!.id,
          issuedOn: shiftDay(old, -700),
          expiresOn: old,
          supersededAt: t.clock.now(),
        });
      }
      if (expiresIn === null) return;
      const expiresOn = shiftDay(today(t), expiresIn);
      await db
        .insert(staffCredentials)
        .values({ staffId: u.id, credentialTypeId: required!.id, issuedOn: shiftDay(expiresOn, -700), expiresOn });
    };
    await staff(-6); // expired past the 5 grace days
    await staff(-5); // last grace day: not counted
    await staff(0); // expires today: within 30 and 60
    await staff(30); // within 30 and 60
    await staff(31); // within 60
    await staff(60); // within 60
    await staff(61); // none
    await staff(null); // missing
    await staff(400, { supersededIn: -100 }); // renewed: the old one does not count

    const res = await api(t, 'GET', '/overview', admin);
    expect(res.status).toBe(200);
    expect(res.body.data.credentials).toEqual({ expired: 1, expiring30: 2, expiring60: 4, missing: 1 });
  });
});
