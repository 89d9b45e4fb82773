// A sender killed with kill -9 at any point loses no change and reuses no SequenceID: the sender
// runs in a child process (test-sender-child.ts) against the same database and the stand-in, is
// killed mid-POST (the stand-in holding the request) and at random early moments, and a sender in
// this process then takes over until everything is accepted.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { FieldCipher } from '../../platform/field-crypto.js';
import { runAggregator, type SenderDeps } from './sender.js';
import { aggregatorWorld, staffAndClient, type AggregatorWorld } from './test-support.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const CLIENTS = 200;
const SSN = '123456789';

let w: AggregatorWorld;
let deps: SenderDeps;
let databaseUrl: string;
/** The key the child and this process share (the world's own key is not exposed). */
const fieldKey = randomBytes(32).toString('base64url');
const children: ChildProcess[] = [];

const rows = <T = Record<string, unknown>>(q: SQL) => rowsOf<T>(w.t.database.db, q);

beforeAll(async () => {
  w = await aggregatorWorld();
  const { staff } = await staffAndClient(w, SSN, '310000001');
  const cipher = new FieldCipher(fieldKey);
  await w.t.database.db.execute(sql`UPDATE users SET ssn_encrypted = ${cipher.encrypt(SSN)} WHERE id = ${staff.id}`);
  deps = {
    db: w.t.database.db,
    clock: { now: () => new Date() },
    aggregator: { url: w.standIn.url, user: 'hearth', password: 'secret', account: 'HEARTH-ACCOUNT', pollSeconds: 300 },
    cipher,
  };
  await w.t.database.db.execute(sql`
    WITH c AS (
      INSERT INTO clients (first_name, last_name, mci, county, phone, billing_street, billing_city, billing_state, billing_zip)
      SELECT 'Crash', 'Client', lpad((500000000 + g)::text, 9, '0'), 'Dauphin', '7175550100', '1 Main St', 'Harrisburg', 'PA', '17101'
      FROM generate_series(1, ${CLIENTS}) g RETURNING id)
    INSERT INTO aggregator_outbox (kind, record_id, changed_at) SELECT 'client', id, now() FROM c`);
  await w.t.database.db.execute(sql`INSERT INTO aggregator_records (kind, record_id, state)
    SELECT kind, record_id, 'waiting' FROM aggregator_outbox ON CONFLICT DO NOTHING`);
  const [db] = await rows<{ name: string }>(sql`SELECT current_database() AS name`);
  const url = new URL(inject('pgTemplate').adminUrl);
  url.pathname = `/${db!.name}`;
  databaseUrl = url.toString();
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await w?.close();
});

type Child = { child: ChildProcess; output: () => string; exited: Promise<unknown> };

function startChild(): Child {
  const child = spawn(
    process.execPath,
    [
      '--conditions=@hearth/source',
      '--import',
      'tsx',
      path.join(here, 'test-sender-child.ts'),
      databaseUrl,
      w.standIn.url,
      fieldKey,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, output: () => out, exited };
}

async function until(what: string, c: Child | null, test: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await test())) {
    if (c && (c.child.exitCode !== null || c.child.signalCode !== null))
      throw new Error(`child exited before ${what}: ${c.output()}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${c?.output() ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function kill9(c: Child): Promise<void> {
  c.child.kill('SIGKILL');
  await c.exited;
  expect(c.child.signalCode).toBe('SIGKILL');
}

/**
 * The dead sender's lease would lapse after LEASE_MS (120 s); an operator restarting after that
 * long sees the same thing this update makes: a lease whose time is past.
 */
const leaseLapses = () =>
  w.t.database.db.execute(sql`UPDATE aggregator_state SET lock_until = now() - interval '1 second'`);

const sendingSequences = async () =>
  new Map(
    (
      await rows<{ kind: string; record_id: number; sequence_id: string }>(
        sql`SELECT kind, record_id, sequence_id FROM aggregator_records WHERE state = 'sending'`,
      )
    ).map((r) => [`${r.kind}:${r.record_id}`, Number(r.sequence_id)]),
  );

/** Runs the sender here (polling everything) until every record is accepted and the outbox is empty. */
async function settle(): Promise<void> {
  for (let i = 0; i < 12; i++) {
    const out = await runAggregator(deps, { pollAll: true, force: true });
    expect(out.error, JSON.stringify(out)).toBeNull();
    const [left] = await rows<{ records: string; outbox: string }>(sql`SELECT
      (SELECT count(*) FROM aggregator_records WHERE state <> 'accepted') AS records,
      (SELECT count(*) FROM aggregator_outbox) AS outbox`);
    if (Number(left!.records) === 0 && Number(left!.outbox) === 0) return;
  }
}

/** Every record accepted here and at the stand-in as the same version; SequenceIDs only ever went up. */
async function expectNothingLostNothingReused(): Promise<void> {
  const records = await rows<{
    kind: string;
    record_id: number;
    state: string;
    sequence_id: string;
    accepted_sequence_id: string;
    key: string;
  }>(sql`
    SELECT r.kind, r.record_id, r.state, r.sequence_id, r.accepted_sequence_id,
      CASE WHEN r.kind = 'client' THEN c.mci ELSE '000056789' END AS key
    FROM aggregator_records r LEFT JOIN clients c ON r.kind = 'client' AND c.id = r.record_id`);
  expect(records.length).toBeGreaterThanOrEqual(CLIENTS + 2);
  expect(records.filter((r) => r.state !== 'accepted')).toEqual([]);
  expect(await rows(sql`SELECT * FROM aggregator_outbox`)).toEqual([]);
  expect(w.standIn.rejections.filter((r) => /duplicated or older/.test(r.message))).toEqual([]);
  expect(w.standIn.rejections).toEqual([]);
  for (const r of records) {
    const kind = r.kind as 'client' | 'employee';
    const current = w.standIn.current(kind, r.key);
    expect(current, `${r.kind} ${r.record_id} missing at the stand-in`).toBeDefined();
    expect(Number(current!.SequenceID)).toBe(Number(r.sequence_id));
    expect(Number(r.accepted_sequence_id)).toBe(Number(r.sequence_id));
    const seqs = w.standIn.history(kind, r.key).map((v) => Number(v.SequenceID));
    for (let i = 1; i < seqs.length; i++)
      expect(seqs[i], `${r.kind} ${r.record_id}: ${seqs.join(',')}`).toBeGreaterThan(seqs[i - 1]!);
  }
}

describe('a sender killed with kill -9', { timeout: 60_000 }, () => {
  it('mid-POST, twice in a row, loses no change and reuses no SequenceID', async () => {
    const seen: Map<string, number>[] = [];
    for (let round = 0; round < 2; round++) {
      w.standIn.hangNext(1);
      const postsBefore = w.standIn.posts.length;
      const c = startChild();
      await until(
        'a POST held by the stand-in',
        c,
        () => /POSTING/.test(c.output()) && w.standIn.posts.length > postsBefore,
      );
      const sending = await sendingSequences();
      expect(sending.size, c.output()).toBeGreaterThan(0);
      seen.push(sending);
      await kill9(c);
      await leaseLapses();
    }
    // The second sender sent again what the first left mid-send, each with a new, higher number.
    for (const [key, seq] of seen[0]!) expect(seen[1]!.get(key), key).toBeGreaterThan(seq);
    w.standIn.hangNext(0);
    await settle();
    await expectNothingLostNothingReused();
    for (const [key, seq] of seen[1]!) {
      const [kind, id] = key.split(':');
      const [r] = await rows<{ sequence_id: string }>(
        sql`SELECT sequence_id FROM aggregator_records WHERE kind = ${kind} AND record_id = ${Number(id)}`,
      );
      expect(Number(r!.sequence_id), key).toBeGreaterThan(seq);
    }
  });

  it('at random early moments, loses no change and reuses no SequenceID', async () => {
    // After start-up (before or while it takes the lease and builds a batch), just after a POST left
    // (answered or not, its acknowledgement perhaps unwritten), and after a first run (mid-poll, mid-send).
    const moments = [
      { after: /READY/, ms: 50 + Math.floor(Math.random() * 100) },
      { after: /POSTING/, ms: Math.floor(Math.random() * 20) },
      { after: /RUN /, ms: Math.floor(Math.random() * 60) },
    ];
    for (const moment of moments) {
      // Every record changes again, so each child has all of them to send.
      await w.t.database.db.execute(sql`
        INSERT INTO aggregator_outbox (kind, record_id, changed_at) SELECT kind, record_id, now() FROM aggregator_records`);
      await w.t.database.db.execute(sql`UPDATE aggregator_records SET state = 'waiting'`);
      const c = startChild();
      await until(String(moment.after), c, () => moment.after.test(c.output()));
      await new Promise((resolve) => setTimeout(resolve, moment.ms));
      await kill9(c);
      if (process.env.AGG_DEBUG) console.warn(`killed ${moment.ms} ms after ${moment.after}: ${c.output()}`);
      await leaseLapses();
      await settle();
      await expectNothingLostNothingReused();
    }
  });
});
