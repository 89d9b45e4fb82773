import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftDay, toUsDate, UserType } from '@hearth/shared';
import { backgroundJobs } from '../../app.js';
import { credentialAlerts, credentialTypes, staffCredentials, users } from '../../db/schema/index.js';
import { createUser } from '../../seed/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { today } from '../work-entries/test-support.js';
import { runCredentialAlerts } from './alerts.js';

const DAY = 86_400_000;
let t: TestApp;
let adminEmail: string;
let typeId: number;
const log = { info: () => undefined, warn: () => undefined };
beforeAll(async () => {
  t = await createTestApp();
  adminEmail = (await createUser(t.database.db, { userType: UserType.Admin })).email;
  const [type] = await t.database.db
    .insert(credentialTypes)
    .values({ name: 'CPR and First Aid (test)', requiredForVisits: true, validMonths: 24 })
    .returning();
  typeId = type!.id;
});
afterAll(() => t.close());

const db = () => t.database.db;
const run = () => runCredentialAlerts({ db: db(), clock: t.clock, messenger: t.messenger, log });
const days = (n: number) => t.clock.advance(n * DAY);

/** A staff member (email only) with a current credential expiring `inDays` from today. */
async function staffWithCredential(inDays: number, lastName = 'Reyes') {
  const staff = await createUser(db(), { userType: UserType.Staff, firstName: 'Rosa', lastName });
  await db().update(users).set({ mobile: null }).where(eq(users.id, staff.id));
  const expiresOn = shiftDay(today(t), inDays);
  const [row] = await db()
    .insert(staffCredentials)
    .values({ staffId: staff.id, credentialTypeId: typeId, issuedOn: shiftDay(expiresOn, -700), expiresOn })
    .returning();
  return { staff, credentialId: row!.id, expiresOn };
}

const messagesTo = (email: string) => t.messenger.sent.filter((m) => m.userEmail === email);
const thresholdsOf = async (id: number) =>
  (
    await db()
      .select({ threshold: credentialAlerts.threshold })
      .from(credentialAlerts)
      .where(eq(credentialAlerts.staffCredentialId, id))
      .orderBy(asc(credentialAlerts.sentAt))
  ).map((r) => r.threshold);

describe('expiry alerts', () => {
  it('tell the staff member and the admins once per threshold as the clock moves: 60, 30, expired', async () => {
    const { staff, credentialId, expiresOn } = await staffWithCredential(61);
    await run();
    expect(messagesTo(staff.email)).toEqual([]);

    days(1);
    await run();
    await run();
    const first = messagesTo(staff.email);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ channel: 'email', to: staff.email });
    expect(first[0]!.subject).toBe(`Hearth: Your CPR and First Aid (test) expires on ${toUsDate(expiresOn)}`);
    const digest = messagesTo(adminEmail).filter((m) => m.text.includes('Reyes, Rosa'));
    expect(digest).toHaveLength(1);
    expect(digest[0]!.text).toContain(`Expiring within 60 days: Reyes, Rosa, CPR and First Aid (test)`);
    expect(await thresholdsOf(credentialId)).toEqual(['60']);

    days(29); // 31 days left: nothing new
    await run();
    expect(messagesTo(staff.email)).toHaveLength(1);
    days(1);
    await run();
    await run();
    expect(messagesTo(staff.email)).toHaveLength(2);
    expect(await thresholdsOf(credentialId)).toEqual(['60', '30']);

    days(30); // the expiry date: still valid
    await run();
    expect(messagesTo(staff.email)).toHaveLength(2);
    days(1);
    await run();
    await run();
    const all = messagesTo(staff.email);
    expect(all).toHaveLength(3);
    expect(all[2]!.subject).toBe(`Hearth: Your CPR and First Aid (test) expired on ${toUsDate(expiresOn)}`);
    expect(await thresholdsOf(credentialId)).toEqual(['60', '30', 'expired']);
  });

  it('retries a failed send next run, and never sends it twice', async () => {
    const { staff, credentialId } = await staffWithCredential(60, 'Failing');
    const digests = () => messagesTo(adminEmail).filter((m) => m.text.includes('Failing, Rosa'));
    t.messenger.failNext = true;
    const failed = await run();
    expect(failed.pending).toBe(1);
    expect(messagesTo(staff.email)).toEqual([]);
    expect(await thresholdsOf(credentialId)).toEqual([]);
    expect(digests()).toEqual([]);

    const retried = await run();
    expect(retried).toEqual({ sent: 1, pending: 0 });
    await run();
    expect(messagesTo(staff.email)).toHaveLength(1);
    expect(digests()).toHaveLength(1);
    expect(await thresholdsOf(credentialId)).toEqual(['60']);
  });

  it('stop for a renewed (superseded) credential', async () => {
    const { staff, credentialId } = await staffWithCredential(61, 'Renewed');
    await db()
      .update(staffCredentials)
      .set({ supersededAt: t.clock.now() })
      .where(eq(staffCredentials.id, credentialId));
    await db()
      .insert(staffCredentials)
      .values({ staffId: staff.id, credentialTypeId: typeId, issuedOn: today(t), expiresOn: shiftDay(today(t), 730) });
    days(70);
    await run();
    expect(messagesTo(staff.email)).toEqual([]);
    expect(await thresholdsOf(credentialId)).toEqual([]);
  });
});

describe('the job', () => {
  it('runs hourly on the job queue, once across instances, and sends the alerts', async () => {
    const deps = { database: t.database, messenger: t.messenger, clock: t.clock, jwtSecret: 'x', fieldKey: 'x' };
    const job = backgroundJobs(deps, { ...log, debug: () => {}, error: () => {} }).find(
      (j) => j.name === 'credential-alerts',
    );
    expect(job).toMatchObject({ cron: '7 * * * *', retryLimit: 0 });
    const { credentialId } = await staffWithCredential(10, 'Jobbed');
    await job!.run({});
    expect(await thresholdsOf(credentialId)).toEqual(['30']);
  });
});
