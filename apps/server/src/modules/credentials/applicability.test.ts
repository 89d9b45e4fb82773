import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftDay, Status, UserType } from '@hearth/shared';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';
import { agencyToday, allocate, missingTypeIds, newStaff, newType, yearsBefore } from './credentials.test-support.js';

const HOUR = 3_600_000;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  // Move the clock to the next 02:00 UTC: 21:00 or 22:00 the day before in New York, so the
  // agency's today and the UTC date differ and a rule answered in UTC would fail.
  const now = t.clock.now();
  const next = new Date(now);
  next.setUTCHours(2, 0, 0, 0);
  if (next <= now) next.setTime(next.getTime() + 24 * HOUR);
  t.clock.advance(next.getTime() - now.getTime());
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
});
afterAll(() => t.close());

describe('who a credential type applies to', () => {
  it('applies to Staff and Behavioral Specialists by default, to the listed user types otherwise', async () => {
    const everyone = await newType(t, admin);
    const coordinators = await newType(t, admin, { appliesTo: { userTypes: [UserType.SupportCoordinator] } });
    const staff = await newStaff(t);
    const specialist = await newStaff(t, { userType: UserType.BehavioralSpecialist });
    const coordinator = await newStaff(t, { userType: UserType.SupportCoordinator });
    const inactive = await newStaff(t, { status: Status.Inactive });

    for (const s of [staff, specialist]) {
      const missing = await missingTypeIds(t, admin, s.id);
      expect(missing).toContain(everyone.id);
      expect(missing).not.toContain(coordinators.id);
    }
    const ofCoordinator = await missingTypeIds(t, admin, coordinator.id);
    expect(ofCoordinator).toContain(coordinators.id);
    expect(ofCoordinator).not.toContain(everyone.id);
    expect(await missingTypeIds(t, admin, inactive.id)).toEqual([]);
  });

  it('serves minors: allocated to an active authorization of a client under 18 on the agency’s today', async () => {
    const type = await newType(t, admin, { appliesTo: { servesMinors: true } });
    const today = agencyToday(t);
    const utcDate = t.clock.now().toISOString().slice(0, 10);
    expect(utcDate).toBe(shiftDay(today, 1)); // the clock sits where the zones disagree

    const dayBefore18th = await newStaff(t);
    await allocate(t, dayBefore18th.id, { dob: yearsBefore(utcDate, 18) }); // 18 tomorrow in the agency's zone
    const on18th = await newStaff(t);
    await allocate(t, on18th.id, { dob: yearsBefore(today, 18) });
    const adultOnly = await newStaff(t);
    await allocate(t, adultOnly.id, { dob: '1980-05-05' });
    const endedAuth = await newStaff(t);
    await allocate(t, endedAuth.id, { dob: yearsBefore(today, 10), endDate: shiftDay(today, -1) });
    const futureAuth = await newStaff(t);
    await allocate(t, futureAuth.id, { dob: yearsBefore(today, 10), startDate: shiftDay(today, 1) });
    const inactiveClient = await newStaff(t);
    await allocate(t, inactiveClient.id, { dob: yearsBefore(today, 10), clientStatus: Status.Inactive });

    expect(await missingTypeIds(t, admin, dayBefore18th.id)).toContain(type.id);
    for (const s of [on18th, adultOnly, endedAuth, futureAuth, inactiveClient])
      expect(await missingTypeIds(t, admin, s.id)).not.toContain(type.id);
  });

  it('out of state before hire: the staff record’s yes/no', async () => {
    const type = await newType(t, admin, { appliesTo: { outOfStateBeforeHire: true } });
    const moved = await newStaff(t, { outOfStateBeforeHire: true });
    const local = await newStaff(t);
    expect(await missingTypeIds(t, admin, moved.id)).toContain(type.id);
    expect(await missingTypeIds(t, admin, local.id)).not.toContain(type.id);
  });

  it('driving: allocated to an active authorization whose catalogue service involves driving', async () => {
    const type = await newType(t, admin, { appliesTo: { drivingServices: true } });
    const driver = await newStaff(t);
    await allocate(t, driver.id, { driving: true, dob: '1970-01-01' });
    const walker = await newStaff(t);
    await allocate(t, walker.id, { driving: false, dob: '1970-01-01' });
    const noService = await newStaff(t);
    await allocate(t, noService.id, { dob: '1970-01-01' });
    expect(await missingTypeIds(t, admin, driver.id)).toContain(type.id);
    expect(await missingTypeIds(t, admin, walker.id)).not.toContain(type.id);
    expect(await missingTypeIds(t, admin, noService.id)).not.toContain(type.id);
  });

  it('the situations are OR’ed (the FBI check: serves minors or lived out of state)', async () => {
    const fbi = await newType(t, admin, { appliesTo: { servesMinors: true, outOfStateBeforeHire: true } });
    const today = agencyToday(t);
    const minorsOnly = await newStaff(t);
    await allocate(t, minorsOnly.id, { dob: yearsBefore(today, 12) });
    const movedOnly = await newStaff(t, { outOfStateBeforeHire: true });
    const neither = await newStaff(t);
    await allocate(t, neither.id, { dob: '1975-03-03' });
    expect(await missingTypeIds(t, admin, minorsOnly.id)).toContain(fbi.id);
    expect(await missingTypeIds(t, admin, movedOnly.id)).toContain(fbi.id);
    expect(await missingTypeIds(t, admin, neither.id)).not.toContain(fbi.id);
  });

  it('an inactive type applies to no one', async () => {
    const type = await newType(t, admin);
    await t.database.db.execute(sql`UPDATE credential_types SET active = false WHERE id = ${type.id}`);
    const staff = await newStaff(t);
    expect(await missingTypeIds(t, admin, staff.id)).not.toContain(type.id);
  });
});
