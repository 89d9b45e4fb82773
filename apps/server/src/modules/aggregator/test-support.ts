/** Set-up shared by the aggregator's tests: the stand-in, an app wired to it, people with what the aggregator needs. */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { UserType } from '@hearth/shared';
import { FieldCipher } from '../../platform/field-crypto.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';
import {
  startAggregatorStandIn,
  type AggregatorStandIn,
  type StandInOptions,
} from '../../test/aggregator-stand-in/stand-in.js';
import { api, authorizationFor, staffMember } from '../work-entries/test-support.js';
import { queueForAggregator } from './outbox.repo.js';

export const SETTINGS = {
  providerQualifier: 'MedicaidID',
  providerId: '123456789',
  payerId: 'PADHS',
  payerProgram: 'ODP',
  timeZoneName: 'US/Eastern',
};

export type AggregatorWorld = {
  t: TestApp;
  standIn: AggregatorStandIn;
  owner: { id: number; token: string };
  cipher: FieldCipher;
  /** The app's field key (a sender elsewhere, a thread or a child process, needs it). */
  fieldKey: string;
  close: () => Promise<void>;
};

/** The stand-in, an app sending to it, and the agency's aggregator settings saved by its Super Admin. */
export async function aggregatorWorld(options: StandInOptions = {}): Promise<AggregatorWorld> {
  const standIn = await startAggregatorStandIn({ notReadyPolls: 1, ...options });
  const fieldKey = randomBytes(32).toString('base64url');
  const t = await createTestApp({
    fieldKey,
    logLevel: process.env.AGG_DEBUG ? 'error' : undefined,
    aggregator: { url: standIn.url, user: 'hearth', password: 'secret', account: 'HEARTH-ACCOUNT', pollSeconds: 300 },
  });
  const owner = await signedInUser(t, { userType: UserType.SuperAdmin });
  const saved = await api(t, 'PUT', '/aggregator/settings', owner.token, SETTINGS);
  if (saved.status !== 200) throw new Error(`settings refused: ${JSON.stringify(saved.body)}`);
  return {
    t,
    standIn,
    owner,
    cipher: new FieldCipher(fieldKey),
    fieldKey,
    close: async () => {
      await t.close();
      await standIn.close();
    },
  };
}

/** A staff member with an SSN on file, and a client (9-digit MCI) whose authorization lists them. */
export async function staffAndClient(w: AggregatorWorld, ssn = '123456789', mci = '310000001') {
  const staff = await staffMember(w.t);
  await w.t.database.db.execute(
    sql`UPDATE users SET ssn_encrypted = ${w.cipher.encrypt(ssn)}, ssn_last4 = ${ssn.slice(-4)} WHERE id = ${staff.id}`,
  );
  const { client, cs } = await authorizationFor(w.t, [staff.id]);
  await w.t.database.db.execute(
    sql`UPDATE clients SET mci = ${mci}, billing_street = '12 Elm St', billing_city = 'Harrisburg', billing_state = 'PA', billing_zip = '17104' WHERE id = ${client.id}`,
  );
  // Factories write rows directly: queue them as the clients and staff calls do.
  const changedAt = w.t.clock.now();
  await w.t.database.db.transaction(async (tx) => {
    await queueForAggregator(tx, { kind: 'employee', recordIds: [staff.id], changedAt, changedById: null });
    await queueForAggregator(tx, { kind: 'client', recordIds: [client.id], changedAt, changedById: null });
  });
  return { staff, client, cs };
}

export const sync = (w: AggregatorWorld, token = w.owner.token) => api(w.t, 'POST', '/aggregator/sync', token);

/** Runs "Send now" until nothing is waiting or sent without an outcome (at most `max` times). */
export async function syncUntilSettled(w: AggregatorWorld, max = 8) {
  const runs = [];
  for (let i = 0; i < max; i++) {
    const res = await sync(w);
    runs.push(res.body.data);
    const summary = await api(w.t, 'GET', '/aggregator/summary', w.owner.token);
    const c = summary.body.data.counts as Record<string, { waiting: number; sent: number }>;
    if (Object.values(c).every((k) => k.waiting === 0 && k.sent === 0)) break;
  }
  return runs;
}

export const record = (w: AggregatorWorld, kind: string, id: number) =>
  api(w.t, 'GET', `/aggregator/records/${kind}/${id}`, w.owner.token);
