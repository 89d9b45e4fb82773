// The product's sender runs on a thread of its own at the lowest CPU priority (sender-thread.ts):
// a run there sends through the stand-in like one in this process, the job and "Send now" reach it,
// and closing it ends the thread while a later run starts a new one.
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { aggregatorJob } from './aggregator.service.js';
import { startSenderThread, type SenderThread } from './sender-runner.js';
import { aggregatorWorld, staffAndClient, type AggregatorWorld } from './test-support.js';

let w: AggregatorWorld;
let thread: SenderThread;

/** The nice value of each thread of this process (/proc/self/task/<tid>/stat, field 19). */
function niceValues(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

beforeAll(async () => {
  w = await aggregatorWorld();
  const [db] = await rowsOf<{ name: string }>(w.t.database.db, sql`SELECT current_database() AS name`);
  const url = new URL(inject('pgTemplate').adminUrl);
  url.pathname = `/${db!.name}`;
  thread = startSenderThread({
    databaseUrl: url.toString(),
    fieldKey: w.fieldKey,
    aggregator: { url: w.standIn.url, user: 'hearth', password: 'secret', account: 'HEARTH-ACCOUNT', pollSeconds: 300 },
  });
});

afterAll(async () => {
  await thread?.close();
  await w?.close();
});

describe.skipIf(process.platform !== 'linux')('the sender thread', () => {
  it('sends the waiting client and staff member, and runs at nice 19 beside a main thread at 0', async () => {
    await staffAndClient(w);
    const before = niceValues().filter((n) => n === 19).length;
    const out = await thread.run({ pollAll: true, force: true });
    expect(out).toMatchObject({ sent: { client: 1, employee: 1, visit: 0 }, transactions: 2, error: null });
    expect(niceValues().filter((n) => n === 19).length).toBeGreaterThan(before);
    expect(niceValues()[0]).toBe(0);
    expect(w.standIn.posts.map((p) => p.kind).sort()).toEqual(['clients', 'employees']);
  });

  it('is where the minute job runs when the deps name it; the outcomes are read there', async () => {
    const job = () =>
      aggregatorJob({
        db: w.t.database.db,
        clock: w.t.clock,
        cipher: w.cipher,
        // The connection the thread was started with is the one used; this one is never called.
        aggregator: { url: 'http://127.0.0.1:9', user: 'x', password: 'x', account: 'x', pollSeconds: 300 },
        runSender: (opts) => thread.run({ ...opts, pollAll: true }),
      });
    // The stand-in answers "not ready yet" once per transaction, then its outcome.
    expect(await job()).toMatchObject({ polled: 2, accepted: 0, error: null });
    expect(await job()).toMatchObject({ polled: 2, accepted: 2, error: null });
  });

  it('closes, and a later run starts a new thread', async () => {
    await thread.close();
    const again = await thread.run({ pollAll: true, force: true });
    expect(again.error).toBeNull();
  });
});
