import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { openTestDatabase } from '../test/harness.js';
import { startJobQueue, type JobDefinition, type JobLog, type JobQueue } from './jobs.js';

// Two "instances" are two queues on this file's own database; each test uses its own pg-boss schema.
let database: Database;
let sql: pg.Client;
beforeAll(async () => {
  database = await openTestDatabase();
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
});
afterAll(async () => {
  await sql.end();
  await database.close();
});

type Line = { level: keyof JobLog; obj: object; msg: string };
let lines: Line[] = [];
let started: JobQueue[] = [];
let schema = '';
let schemas = 0;
afterEach(async () => {
  await Promise.all(started.map((q) => q.stop()));
  started = [];
  lines = [];
});
const newSchema = () => {
  schema = `jobs_test_${++schemas}`;
};

const log: JobLog = {
  debug: (obj, msg) => lines.push({ level: 'debug', obj, msg }),
  info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
  warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
  error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
};
const complaints = () => lines.filter((l) => l.level === 'warn' || l.level === 'error');

/** An instance: a queue with fast polling, cron checks and maintenance (production: 5 s, 30 s, 2 min). */
async function instance(jobs: JobDefinition[]): Promise<JobQueue> {
  const queue = await startJobQueue({
    connectionString: database.url,
    log,
    jobs,
    schema,
    pollingIntervalSeconds: 0.5,
    cronCheckSeconds: 1,
    maintenanceSeconds: 1,
    stopTimeoutMs: 5000,
  });
  started.push(queue);
  return queue;
}

const jobRows = async (name: string) =>
  (
    await sql.query<{ state: string; output: unknown }>(`SELECT state, output FROM ${schema}.job WHERE name = $1`, [
      name,
    ])
  ).rows;

describe('scheduled jobs', () => {
  it('run once per due time with two instances on the database', async () => {
    newSchema();
    // Due only in the minute 3 s from now: every later check finds it past (pg-boss looks back 60 s).
    const at = new Date(Date.now() + 3000);
    const runs: string[] = [];
    const tick = (instanceName: string): JobDefinition => ({
      name: 'tick',
      cron: `${at.getUTCMinutes()} ${at.getUTCHours()} * * *`,
      run: async () => {
        runs.push(instanceName);
      },
    });
    await Promise.all([instance([tick('a')]), instance([tick('b')])]);

    await expect.poll(() => runs.length, { timeout: 15_000, interval: 100 }).toBe(1);
    // Both instances read the schedule every second and poll every half second meanwhile.
    await sleep(2000);
    expect(runs).toHaveLength(1);
    expect(complaints()).toEqual([]);
  });
});

describe('triggered jobs', () => {
  it('run one at a time across instances, and a trigger while a run waits adds none', async () => {
    newSchema();
    let running = 0;
    let most = 0;
    let runs = 0;
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const work = (): JobDefinition => ({
      name: 'work',
      run: async () => {
        runs++;
        most = Math.max(most, ++running);
        await gate;
        running--;
      },
    });
    const [a, b] = await Promise.all([instance([work()]), instance([work()])]);

    await a.trigger('work');
    await expect.poll(() => runs, { timeout: 5000, interval: 50 }).toBe(1);
    await Promise.all([a.trigger('work'), b.trigger('work', { why: 'x' }), a.trigger('work'), b.trigger('work')]);
    expect((await jobRows('work')).map((r) => r.state).sort()).toEqual(['active', 'created']);
    // Both workers poll several times: neither starts the waiting run while the first is active.
    await sleep(1000);
    expect(runs).toBe(1);

    release();
    await expect.poll(() => runs, { timeout: 5000, interval: 50 }).toBe(2);
    await sleep(1000);
    expect(runs).toBe(2);
    expect(most).toBe(1);
    await expect(a.trigger('unknown')).rejects.toThrow('No job named unknown');
  });

  it('pass their data to the run, and run at start when asked', async () => {
    newSchema();
    const seen: unknown[] = [];
    const queue = await instance([
      { name: 'echo', runOnStart: true, run: async (data) => void seen.push(data) },
      { name: 'quiet', run: async () => void seen.push('quiet') },
    ]);
    await expect.poll(() => seen, { timeout: 5000, interval: 50 }).toEqual([{}]);
    await queue.trigger('echo', { batchId: 7 });
    await expect.poll(() => seen, { timeout: 5000, interval: 50 }).toEqual([{}, { batchId: 7 }]);
    expect(lines.find((l) => l.msg === 'job queue started')?.obj).toEqual({
      jobs: [
        { name: 'echo', cron: null },
        { name: 'quiet', cron: null },
      ],
    });
  });
});

describe('failures', () => {
  it('a failed run is retried after a delay, and the failure is logged', async () => {
    newSchema();
    const attempts: number[] = [];
    const queue = await instance([
      {
        name: 'flaky',
        retryLimit: 2,
        retryDelaySeconds: 1,
        run: async () => {
          attempts.push(Date.now());
          if (attempts.length === 1) throw new Error('provider down');
        },
      },
    ]);
    await queue.trigger('flaky');

    await expect.poll(() => attempts.length, { timeout: 15_000, interval: 50 }).toBe(2);
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(900);
    expect(complaints()).toEqual([
      {
        level: 'warn',
        msg: 'job failed; it will be retried',
        obj: { job: 'flaky', attempt: 1, attempts: 3, err: expect.objectContaining({ message: 'provider down' }) },
      },
    ]);
    await expect.poll(async () => (await jobRows('flaky'))[0]?.state, { timeout: 5000 }).toBe('completed');
  });

  it('a run failing for good stays failed, its stored error without the values it quoted', async () => {
    newSchema();
    const queue = await instance([
      {
        name: 'doomed',
        retryLimit: 0,
        run: async () => {
          throw new Error('no route to jane.doe@example.com');
        },
      },
    ]);
    await queue.trigger('doomed');

    await expect.poll(async () => (await jobRows('doomed'))[0]?.state, { timeout: 5000 }).toBe('failed');
    const [row] = await jobRows('doomed');
    expect(JSON.stringify(row!.output)).toContain('no route to [email]');
    expect(JSON.stringify(row!.output)).not.toContain('jane');
    expect(complaints().map((l) => [l.level, l.msg])).toEqual([['error', 'job failed; no retries left']]);
  });

  it('a run whose instance died (kill -9) is retried by another once it expires', async () => {
    newSchema();
    // The dead instance: it took the job and was never heard of again (no completion, no failure).
    const dead = new PgBoss({ connectionString: database.url, schema, max: 1, schedule: false, supervise: false });
    dead.on('error', () => undefined);
    await dead.start();
    await dead.createQueue('orphan', { name: 'orphan', policy: 'stately', expireInSeconds: 1, retryDelay: 1 });
    await dead.send('orphan', { from: 'dead' });
    expect(await dead.fetch('orphan')).toHaveLength(1);
    await dead.stop({ graceful: false });

    const seen: unknown[] = [];
    await instance([{ name: 'orphan', expireInSeconds: 1, retryDelaySeconds: 1, run: async (d) => void seen.push(d) }]);
    await expect.poll(() => seen, { timeout: 15_000, interval: 100 }).toEqual([{ from: 'dead' }]);
  });
});

describe('stopping', () => {
  it('waits for the run in progress, then leaves no worker and no connection behind', async () => {
    newSchema();
    let runs = 0;
    let finished = false;
    const queue = await instance([
      {
        name: 'slow',
        run: async () => {
          runs++;
          await sleep(800);
          finished = true;
        },
      },
    ]);
    await queue.trigger('slow');
    await expect.poll(() => runs, { timeout: 5000, interval: 20 }).toBe(1);

    await queue.stop();
    expect(finished).toBe(true);
    expect(await jobRows('slow')).toEqual([expect.objectContaining({ state: 'completed' })]);
    await queue.stop();
    await expect(queue.trigger('slow')).rejects.toThrow('The job queue is stopped');
    const connections = async () =>
      (
        await sql.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'hearth-jobs' AND datname = current_database()`,
        )
      ).rows[0]!.n;
    await expect.poll(connections, { timeout: 5000, interval: 50 }).toBe(0);
    expect(runs).toBe(1);
    expect(complaints()).toEqual([]);
  });
});
