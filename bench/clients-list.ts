// Clients list latency on 10,000 clients: `npm run bench:clients -w @hearth/bench`
// (or `npx tsx bench/clients-list.ts`). The embedded PostgreSQL in a temporary folder by default; with
// DATABASE_URL=postgres://... it creates a throw-away database on that server and drops it after.
// CLIENTS=n changes the data set size, REQUESTS=n the number of timed requests.
// It ends with EXPLAIN checks that the list indexes of migration 0005 are used.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { UserType } from '@hearth/shared';
import { buildApp } from '../apps/server/src/app.js';
import { openEmbedded, openPostgres, type Database } from '../apps/server/src/db/client.js';
import type { Messenger, OutgoingMessage } from '../apps/server/src/platform/messaging/index.js';
import { insertClientsBulk } from '../apps/server/src/seed/client-factory.js';
import { createUser } from '../apps/server/src/seed/factories.js';
import { rowsOf } from '../apps/server/src/db/rows.js';
import { createAuthorization } from '../apps/server/src/seed/service-factory.js';

const CLIENTS = Number(process.env.CLIENTS ?? 10_000);
const REQUESTS = Number(process.env.REQUESTS ?? 200);
const WARM_UP = 20;

/** Keeps messages in memory so the bench can read the sign-in code. */
class MemoryMessenger implements Messenger {
  readonly sent: OutgoingMessage[] = [];
  async send(message: OutgoingMessage): Promise<void> {
    this.sent.push(message);
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hearth-bench-'));

async function openBenchDatabase(): Promise<{ database: Database; label: string; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openEmbedded(dataDir);
    return { database, label: 'embedded PostgreSQL', drop: async () => undefined };
  }
  const name = `hearth_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    database: openPostgres(target.toString()),
    label: `PostgreSQL (${target.host}, throw-away database ${name})`,
    drop: async () => {
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

/** The request mix: searches, sorts, status filters, first and deep pages. */
function requestMix(count: number): { label: string; query: string }[] {
  const searches = ['', 'smi', 'phil'];
  const sorts = ['name_asc', 'name_desc', 'city_asc', 'recent'];
  const statuses = [0, 4];
  const combos: { label: string; query: string }[] = [];
  for (const name of searches)
    for (const filter of sorts)
      for (const status of statuses)
        for (const deep of [false, true]) {
          const limit = deep ? 10 : 25;
          // Deep pages: near the end of the result (a search matches fewer rows).
          const offset = deep ? (name ? 500 : CLIENTS - 100) : 0;
          const params = new URLSearchParams({
            offset: String(offset),
            limit: String(limit),
            filter,
            status: String(status),
          });
          if (name) params.set('name', name);
          combos.push({ label: `${name || '-'} ${filter} s${status} ${deep ? 'deep' : 'first'}`, query: `${params}` });
        }
  return Array.from({ length: count }, (_, i) => combos[i % combos.length]!);
}

type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };

/** Index scans (plain, index-only or bitmap) anywhere in a plan, as 'Node Type on index'. */
function indexScans(node: PlanNode): string[] {
  const own = node['Index Name'] ? [`${node['Node Type']} on ${node['Index Name']}`] : [];
  return [...own, ...(node.Plans ?? []).flatMap(indexScans)];
}

/**
 * Seeds staff and work entries (10 per client, a year of visits) and prints whether the Staff
 * list sorted by created date and the Work Entries list filtered by an end-date range use the
 * indexes added for them. The SQL mirrors listStaff and listEntries (staff.repo, work-entries.repo).
 */
async function explainListIndexes(database: Database): Promise<void> {
  const db = database.db;
  const [client] = await rowsOf<{ id: number }>(db, sql`SELECT id FROM clients ORDER BY id LIMIT 1`);
  const auth = await createAuthorization(db, { clientId: client!.id });
  await db.execute(sql`
    INSERT INTO users (email, first_name, last_name, user_type, billing_city, created_at)
    SELECT 'staff' || g || '@bench.test', 'First' || g, 'Last' || (g % 997), 2, 'City' || (g % 50),
           now() - g * interval '1 hour'
    FROM generate_series(1, ${CLIENTS}::int) g`);
  await db.execute(sql`
    INSERT INTO work_entries (entry_name, user_id, client_id, client_service_id, start_time, end_time, status)
    SELECT 'Visit ' || g, u.id, ${client!.id}::int, ${auth.id}::int, ts, ts + interval '2 hours', 8
    FROM generate_series(1, ${CLIENTS * 10}::int) g
    CROSS JOIN LATERAL (SELECT now() - (g * interval '1 minute') * (525600.0 / ${CLIENTS * 10}::int) AS ts) t
    JOIN users u ON u.email = 'staff' || (1 + g % ${CLIENTS}::int) || '@bench.test'`);
  await db.execute(sql`ANALYZE`);

  const checks = [
    {
      label: "Staff list, sort 'recent'",
      index: 'users_created_idx',
      query: sql`EXPLAIN (FORMAT JSON)
        SELECT id, first_name, last_name, billing_city, email, status FROM users
        WHERE user_type <> ${UserType.SuperAdmin}::smallint ORDER BY created_at DESC, id DESC LIMIT 25`,
    },
    {
      label: "Work Entries list, 'end date' range of one week",
      index: 'work_entries_end_idx',
      query: sql`EXPLAIN (FORMAT JSON)
        SELECT w.id, w.entry_name, s.last_name, c.last_name FROM work_entries w
        JOIN users s ON s.id = w.user_id JOIN clients c ON c.id = w.client_id
        WHERE w.end_time >= now() - interval '14 days' AND w.end_time < now() - interval '7 days'
        ORDER BY w.created_at DESC, w.id DESC LIMIT 25`,
    },
  ];
  console.log(`EXPLAIN with ${CLIENTS} staff and ${CLIENTS * 10} work entries`);
  for (const check of checks) {
    const [row] = await rowsOf<{ 'QUERY PLAN': unknown }>(db, check.query);
    const raw = row!['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    const scans = indexScans(plan[0]!.Plan);
    const used = scans.some((s) => s.endsWith(` on ${check.index}`));
    console.log(
      `  ${check.label}: ${check.index} ${used ? 'USED' : 'NOT USED'} (${scans.join(', ') || 'no index scan'})`,
    );
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (v: number) => v.toFixed(1);

async function main(): Promise<void> {
  const { database, label, drop } = await openBenchDatabase();
  try {
    await database.migrate();
    console.log(`Database: ${label}`);

    let t0 = performance.now();
    await insertClientsBulk(database.db, CLIENTS);
    console.log(`Inserted ${CLIENTS} clients in ${ms(performance.now() - t0)} ms`);
    t0 = performance.now();
    await database.db.execute(sql`VACUUM ANALYZE`);
    console.log(`VACUUM ANALYZE in ${ms(performance.now() - t0)} ms`);

    const messenger = new MemoryMessenger();
    const app = await buildApp({
      database,
      messenger,
      dataDir,
      jwtSecret: randomBytes(32).toString('hex'),
      fieldKey: randomBytes(32).toString('base64url'),
    });
    await app.ready();
    try {
      const admin = await createUser(database.db, { userType: UserType.Admin, firstName: 'Bench' });
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email: admin.email, password: admin.password },
      });
      if (login.statusCode !== 201) throw new Error(`login answered ${login.statusCode}`);
      const otp = messenger.sent.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
      if (!otp) throw new Error('no sign-in code was sent');
      const verified = await app.inject({
        method: 'POST',
        url: '/api/v1/verifyotp',
        payload: { email: admin.email, otp },
      });
      const token = (verified.json() as { data?: { token?: string } }).data?.token;
      if (!token) throw new Error(`verifyotp answered ${verified.statusCode}`);
      const headers = { authorization: `Bearer ${token}` };

      const mix = requestMix(WARM_UP + REQUESTS);
      const timings: { label: string; ms: number }[] = [];
      let cpuStart = process.cpuUsage();
      for (const [i, request] of mix.entries()) {
        if (i === WARM_UP) cpuStart = process.cpuUsage();
        const start = performance.now();
        const res = await app.inject({ method: 'GET', url: `/api/v1/client?${request.query}`, headers });
        const elapsed = performance.now() - start;
        if (res.statusCode !== 200) throw new Error(`GET /client?${request.query} answered ${res.statusCode}`);
        if (i >= WARM_UP) timings.push({ label: request.label, ms: elapsed });
      }

      const cpu = process.cpuUsage(cpuStart);
      const sorted = timings.map((x) => x.ms).sort((a, b) => a - b);
      const slowest = [...timings].sort((a, b) => b.ms - a.ms).slice(0, 3);
      console.log(`GET /client through app.inject, ${CLIENTS} clients, ${WARM_UP} warm-up requests not counted`);
      console.log(`  requests ${sorted.length}`);
      console.log(`  median   ${ms(percentile(sorted, 50))} ms`);
      console.log(`  p95      ${ms(percentile(sorted, 95))} ms`);
      console.log(`  p99      ${ms(percentile(sorted, 99))} ms`);
      console.log(`  max      ${ms(sorted.at(-1)!)} ms`);
      const groups = new Map<string, number[]>();
      for (const x of timings) {
        const [search, , , page] = x.label.split(' ');
        const key = `${search === '-' ? 'no search' : `search '${search}'`}, ${page} page`;
        groups.set(key, [...(groups.get(key) ?? []), x.ms]);
      }
      for (const [key, values] of groups) {
        const s = values.sort((a, b) => a - b);
        console.log(`    ${key.padEnd(28)} median ${ms(percentile(s, 50))} ms, max ${ms(s.at(-1)!)} ms`);
      }
      console.log(`  slowest  ${slowest.map((s) => `${s.label} ${ms(s.ms)} ms`).join('; ')}`);
      // Hearth's own CPU per request (the database's is in its own processes).
      console.log(`  CPU time of this process per request ${ms((cpu.user + cpu.system) / 1000 / sorted.length)} ms`);
      console.log(`  load average during the run ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs`);
      console.log(`Peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
    } finally {
      await app.close();
    }
    await explainListIndexes(database);
  } finally {
    await database.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
