import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@hearth/shared';
import { buildClientPayload } from '../seed/client-factory.js';
import { createUser } from '../seed/factories.js';
import { buildStaffPayload } from '../seed/staff-factory.js';
import { call, createTestApp, type TestApp } from '../test/harness.js';
import { signedInUser } from '../test/sign-in.js';
import { authorizationFor, staffMember, startBody } from '../modules/work-entries/test-support.js';
import { OutboxMessenger } from './messaging/outbox.js';

let t: TestApp;
let admin: string;
let outbox: OutboxMessenger;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    logLevel: 'info',
    logStream: { write: (line) => void lines.push(line) },
    // The outbox wired like main.ts (logging through the app's logger); the capture signs users in.
    messenger: {
      send: async (message) => {
        await outbox.send(message);
        await t.messenger.send(message);
      },
    },
  });
  outbox = new OutboxMessenger(path.join(t.dataDir, 'outbox.jsonl'), t.app.log);
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
});
afterAll(() => t.close());

/** The log written while `run` ran, as text and as parsed entries. */
async function logOf(run: () => Promise<void>) {
  const from = lines.length;
  await run();
  const text = lines.slice(from).join('');
  return { text, entries: lines.slice(from).map((l) => JSON.parse(l) as Record<string, unknown>) };
}

/** Makes the database refuse rows holding `value` in `column` (a CHECK violation names the whole row). */
const refuseRows = (table: string, column: string, value: string) =>
  t.database.db.execute(
    sql.raw(
      `ALTER TABLE ${table} ADD CONSTRAINT log_test_${table} CHECK (${column} IS NULL OR ${column} <> '${value}')`,
    ),
  );

function expectNone(text: string, values: string[]) {
  for (const value of values) expect(text, `the log contains ${value}`).not.toContain(value);
  expect(text).not.toContain('params');
  expect(text).not.toContain('Failing row');
}

describe('the log of a failing query', () => {
  it('holds the SQL shape and the SQLSTATE of a failed client insert, none of its values', async () => {
    await refuseRows('clients', 'first_name', 'Zelda');
    const client = buildClientPayload({
      firstName: 'Zelda',
      lastName: 'Quillfeather',
      mci: '8675309123',
      memo: 'Hears voices at night',
      goalsOutcomes: 'Walk to the corner store alone',
      billingStreet: '221 Hidden Lane',
      phone: '(610) 555-0199',
      familyContactEmail: 'zelda.family@example.org',
    });
    const { text, entries } = await logOf(async () => {
      const res = await call(t.app, 'POST', '/api/v1/client', { token: admin, body: client });
      expect(res.status).toBe(500);
      expect(res.body.error).toBe('INTERNAL_ERROR');
    });
    const logged = entries.find((e) => e.msg === 'unhandled error')?.err as Record<string, unknown>;
    expect(logged.sql).toMatch(/^insert into "clients" \(.*\) values \(default, \$1, \$2, /);
    expect(logged.cause).toMatchObject({ code: '23514', constraint: 'log_test_clients', table: 'clients' });
    expectNone(text, [
      'Zelda',
      'Quillfeather',
      '8675309123',
      'Hears voices',
      'corner store',
      'Hidden Lane',
      '6105550199',
      'zelda.family',
    ]);
  });

  it('holds no password, password hash, SSN or SSN ciphertext of a failed staff insert', async () => {
    await refuseRows('users', 'last_name', 'Ravensworth');
    const staff = buildStaffPayload({
      lastName: 'Ravensworth',
      email: 'ravensworth@example.org',
      password: 'Very#Secret99',
      ssn_tin: '912-34-5678',
      mobile: '(267) 555-0142',
    });
    const { text, entries } = await logOf(async () => {
      expect((await call(t.app, 'POST', '/api/v1/user', { token: admin, body: staff })).status).toBe(500);
    });
    expect(entries.some((e) => e.msg === 'unhandled error')).toBe(true);
    expectNone(text, ['Ravensworth', 'ravensworth@', 'Very#Secret99', '912-34-5678', '912345678', '2675550142']);
    expect(text).not.toContain('$argon2');
    expect(text).not.toMatch(/v1\.[\w-]{12,}\./);
  });

  it('holds no visit notes of a failed notes save', async () => {
    const staff = await staffMember(t);
    const { client, cs } = await authorizationFor(t, [staff.id]);
    const started = await call(t.app, 'POST', '/api/v1/visits/start', {
      token: staff.token,
      body: startBody(client.id, cs.id),
    });
    expect(started.status).toBe(200);
    await refuseRows('work_entries', 'notes', 'Client disclosed a fall in the shower');
    const { text } = await logOf(async () => {
      const res = await call(t.app, 'POST', '/api/v1/visits/update', {
        token: staff.token,
        body: { workEntryId: started.body.data.workEntryId, notes: 'Client disclosed a fall in the shower' },
      });
      expect(res.status).toBe(500);
    });
    expect(text).toContain('unhandled error');
    expectNone(text, ['disclosed a fall']);
  });

  it('logs a list search by its route, never the search term', async () => {
    const { text } = await logOf(async () => {
      expect((await call(t.app, 'GET', '/api/v1/client?name=Zelda', { token: admin })).status).toBe(200);
    });
    expect(text).toContain('"route":"/api/v1/client"');
    expect(text).not.toContain('Zelda');
  });
});

describe('the outbox', () => {
  it('logs where a sign-in code was written, not the code nor the phone', async () => {
    const user = await createUser(t.database.db, { mobile: '2155550177' });
    const { text } = await logOf(async () => {
      const res = await call(t.app, 'POST', '/api/v1/user/login', {
        body: { email: user.email, password: user.password },
      });
      expect(res.status).toBe(201);
    });
    const file = path.join(t.dataDir, 'outbox.jsonl');
    const code = /\b(\d{6})\b/.exec(readFileSync(file, 'utf8'))?.[1];
    expect(code).toBeDefined();
    expect(text).toContain(file);
    expect(text).not.toContain(code!);
    expect(text).not.toContain('2155550177');
  });
});
