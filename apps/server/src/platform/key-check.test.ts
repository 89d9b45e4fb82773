import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { UserType } from '@hearth/shared';
import { buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import { keyChecks } from '../db/schema/index.js';
import { buildStaffPayload } from '../seed/staff-factory.js';
import { call, CapturingMessenger, openTestDatabase } from '../test/harness.js';
import { signedInUser } from '../test/sign-in.js';
import { assertFieldKey } from './key-check.js';

const newKey = () => randomBytes(32).toString('base64url');
const jwtSecret = randomBytes(32).toString('hex');
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of cleanup.splice(0).reverse()) await close();
});

async function database(): Promise<Database> {
  const db = await openTestDatabase();
  cleanup.push(() => db.close());
  return db;
}

/** One server instance on a shared database, with its own field key; an admin signed in on it. */
async function instance(db: Database, fieldKey: string) {
  const messenger = new CapturingMessenger();
  const app = await buildApp({ database: db, messenger, jwtSecret, fieldKey });
  await app.ready();
  cleanup.push(() => app.close());
  const admin = await signedInUser({ app, messenger, database: db }, { userType: UserType.SuperAdmin });
  const api = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    call(app, method, `/api/v1${url}`, { token: admin.token, ...(body !== undefined ? { body } : {}) });
  return { api };
}

describe('field encryption key check', () => {
  it('records the key on the first start and refuses an instance with another key', async () => {
    const db = await database();
    const keyA = newKey();
    expect(await assertFieldKey(db.db, keyA)).toBe('recorded');
    const first = await instance(db, keyA);
    const created = await first.api('POST', '/user', buildStaffPayload({ ssn_tin: '987-65-4321' }));
    expect(created.status).toBe(200);

    await expect(assertFieldKey(db.db, newKey())).rejects.toThrow(
      /FIELD_ENCRYPTION_KEY is not the key of this database: its check value does not match/,
    );

    // A second instance with the same key starts and reads what the first one wrote.
    expect(await assertFieldKey(db.db, keyA)).toBe('matched');
    const second = await instance(db, keyA);
    const revealed = await second.api('GET', `/userById?user_id=${created.body.data.userId}&reveal=ssn`);
    expect(revealed.status).toBe(200);
    expect(revealed.body.data.ssn_tin).toBe('987-65-4321');

    // Only a check value is stored, never the key.
    const rows = await db.db.select().from(keyChecks);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.checkValue).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(keyA);
  });

  it('checks a database that holds SSNs from before the check against them', async () => {
    const db = await database();
    const keyA = newKey();
    const old = await instance(db, keyA);
    expect((await old.api('POST', '/user', buildStaffPayload())).status).toBe(200);

    await expect(assertFieldKey(db.db, newKey())).rejects.toThrow(/cannot decrypt the SSNs already stored/);
    expect(await db.db.select().from(keyChecks)).toHaveLength(0);
    expect(await assertFieldKey(db.db, keyA)).toBe('recorded');
  });

  it('lets only one of two instances starting together with different keys record its key', async () => {
    const db = await database();
    const results = await Promise.allSettled([assertFieldKey(db.db, newKey()), assertFieldKey(db.db, newKey())]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });
});
