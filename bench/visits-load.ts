// Concurrent visits against one real server: `npm run bench:visits -w @hearth/bench`
// (or `npx tsx bench/visits-load.ts`). Two scenarios (SCENARIO=burst|realistic|both, default
// both), each with its own STAFF staff members:
//  - realistic: clock-ins spread over one minute (WINDOW_MS), notes saved every 10 s, visits
//    completed over the next minute. Target: p99 < 200 ms on the embedded default, 0 lost.
//  - burst: everyone at once, start + NOTES saves back to back + complete. Target p99 < 2 s.
// Prints throughput, p50/p99 latency per call and the server's peak memory, then checks through
// the API that every visit was completed with its staff member's last note (zero lost).
// The embedded PostgreSQL in a temporary folder by default (the server starts it as `npm start`
// does); DATABASE_URL=postgres://... uses a throw-away database on that server.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { UserType } from '@hearth/shared';
import { openEmbedded, openPostgres, type Database } from '../apps/server/src/db/client.js';
import { sessionStore } from '../apps/server/src/modules/auth/index.js';
import { SessionTokens } from '../apps/server/src/platform/auth.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import { insertClientsBulk } from '../apps/server/src/seed/client-factory.js';
import { createAuthorization } from '../apps/server/src/seed/service-factory.js';
import { createUser } from '../apps/server/src/seed/factories.js';
import { burstVisit, noteText, pct, realisticVisit, Recorder, type Scenario, type Staff } from './visits-scenarios.js';

const STAFF = Number(process.env.STAFF ?? 200);
const NOTES = Number(process.env.NOTES ?? 10);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hearth-visits-bench-'));
const jwtSecret = randomBytes(32).toString('base64url');
const WINDOW_MS = Number(process.env.WINDOW_MS ?? 60_000);
const SCENARIOS: Scenario[] =
  process.env.SCENARIO === 'burst' || process.env.SCENARIO === 'realistic'
    ? [process.env.SCENARIO]
    : ['realistic', 'burst'];

async function openBenchDatabase(): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { database: await openEmbedded(dataDir), drop: async () => undefined };
  const name = `hearth_vbench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    database: openPostgres(target.toString()),
    url: target.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

/** Staff, clients, one allocated authorization each, and a session per staff member. */
async function seed(database: Database, count: number): Promise<Staff[]> {
  const { db } = database;
  await insertClientsBulk(db, count, { status: () => 4 });
  const clientIds = (await db.execute<{ id: number }>(sql`SELECT id FROM clients ORDER BY id`)) as {
    rows: { id: number }[];
  };
  const tokens = new SessionTokens(jwtSecret, sessionStore(db), systemClock);
  const year = new Date().getFullYear();
  const staff: Staff[] = [];
  for (let i = 0; i < count; i++) {
    const user = await createUser(db, { userType: UserType.Staff, email: `bench.staff.${i}@example.org` });
    const clientId = clientIds.rows[i]!.id;
    const authorization = await createAuthorization(db, {
      clientId,
      staffIds: [user.id],
      values: { startDate: `${year - 1}-01-01`, endDate: `${year + 1}-12-31`, unitsAuthorized: 100_000 },
    });
    staff.push({
      userId: user.id,
      clientId,
      serviceRequestId: authorization.id,
      token: await tokens.issue(user.id, {}),
    });
  }
  await db.execute(sql`ANALYZE`);
  return staff;
}

function startServer(port: number, databaseUrl?: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: jwtSecret,
    FIELD_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: 'bench-admin@example.org',
    ADMIN_PASSWORD: 'Bench#Admin1',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  // node itself (not the tsx wrapper) so /proc/<pid> is the server's own memory.
  return spawn(process.execPath, ['--conditions=@hearth/source', '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

async function runScenario(base: string, scenario: Scenario, staff: Staff[], serverPid: number, label: string) {
  const rec = new Recorder();
  const began = performance.now();
  const results = await Promise.allSettled(
    staff.map((s) =>
      scenario === 'burst' ? burstVisit(rec, base, s, NOTES) : realisticVisit(rec, base, s, WINDOW_MS),
    ),
  );
  const seconds = (performance.now() - began) / 1000;
  const peakKb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${serverPid}/status`, 'utf8'))?.[1] ?? 0);

  // Verify through the API: every visit completed with its last note.
  let lost = 0;
  await Promise.all(
    staff.map(async (s, i) => {
      const result = results[i];
      if (result?.status !== 'fulfilled') return void lost++;
      const res = await fetch(`${base}/api/v1/visits/byId?entry_id=${result.value.workEntryId}`, {
        headers: { authorization: `Bearer ${s.token}` },
      });
      const body = (await res.json()) as { data?: { status: number; notes: string | null } };
      if (body.data?.status !== 8 || body.data.notes !== noteText(s, result.value.lastNote)) lost++;
    }),
  );
  const requests = Object.values(rec.latencies).reduce((n, xs) => n + xs.length, 0);
  const all = Object.values(rec.latencies).flat();
  const what =
    scenario === 'burst'
      ? `all at once, start + ${NOTES} note saves + complete`
      : `clock-ins over ${WINDOW_MS / 1000} s, notes every 10 s, completions over the next ${WINDOW_MS / 1000} s`;
  console.log(`\nVisits ${scenario}: ${staff.length} staff, ${what}, on ${label}`);
  console.log(`  requests: ${requests} in ${seconds.toFixed(1)} s = ${(requests / seconds).toFixed(0)} requests/s`);
  for (const [op, xs] of Object.entries(rec.latencies)) {
    console.log(
      `  ${op.padEnd(8)} n=${String(xs.length).padStart(5)}  p50 ${pct(xs, 50).toFixed(1)} ms  p99 ${pct(xs, 99).toFixed(1)} ms  max ${Math.max(...xs).toFixed(1)} ms`,
    );
  }
  const target = scenario === 'burst' ? 2000 : 200;
  const p99 = pct(all, 99);
  console.log(`  all calls p99 ${p99.toFixed(1)} ms (target < ${target} ms): ${p99 < target ? 'met' : 'NOT met'}`);
  console.log(`  server peak RSS so far: ${(peakKb / 1024).toFixed(0)} MB`);
  const dbKb = descendants(serverPid).reduce((sum, pid) => sum + rssKb(pid), 0);
  if (dbKb > 0) console.log(`  embedded database processes' RSS now: ${(dbKb / 1024).toFixed(0)} MB`);
  console.log(`  failed requests: ${rec.failures}${rec.firstFailure ? ` (first: ${rec.firstFailure})` : ''}`);
  console.log(`  visits completed with their last note: ${staff.length - lost}/${staff.length}; lost: ${lost}`);
  if (lost > 0 || rec.failures > 0) process.exitCode = 1;
}

/** Child processes (the embedded postgres and its workers) of a pid, through /proc (Linux). */
function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
  return children.flatMap((c) => [c, ...descendants(c)]);
}

function rssKb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

async function main(): Promise<void> {
  const { database, url, drop } = await openBenchDatabase();
  await database.migrate();
  const t0 = performance.now();
  const staff = await seed(database, STAFF * SCENARIOS.length);
  const label = url ? 'PostgreSQL' : 'the embedded PostgreSQL';
  console.log(
    `Seeded ${staff.length} staff with clients, authorizations and sessions in ${Math.round(performance.now() - t0)} ms`,
  );
  await database.close();

  const port = 4100 + Math.floor(Math.random() * 800);
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(port, url);
  try {
    await waitForHealth(base);
    for (const [i, scenario] of SCENARIOS.entries()) {
      await runScenario(base, scenario, staff.slice(i * STAFF, (i + 1) * STAFF), server.pid!, label);
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
