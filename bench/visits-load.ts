// Concurrent visits against one real server: `npm run bench:visits -w @hearth/bench`
// (or `npx tsx bench/visits-load.ts`). STAFF simulated staff members each start a visit, save
// their notes NOTES times (as the phone's autosave does) and complete it, all at once. Prints
// throughput, p50/p99 latency per call and the server's peak memory, then checks that every
// visit was completed and every staff member's last note arrived (zero lost).
// Embedded PGlite in a temporary folder by default; DATABASE_URL=postgres://... uses a
// throw-away database on that server.
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
import { openPglite, openPostgres, type Database } from '../apps/server/src/db/client.js';
import { SessionTokens } from '../apps/server/src/platform/auth.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import { insertClientsBulk } from '../apps/server/src/seed/client-factory.js';
import { createAuthorization } from '../apps/server/src/seed/service-factory.js';
import { createUser } from '../apps/server/src/seed/factories.js';

const STAFF = Number(process.env.STAFF ?? 200);
const NOTES = Number(process.env.NOTES ?? 10);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hearth-visits-bench-'));
const jwtSecret = randomBytes(32).toString('base64url');
// A 1×1 transparent PNG: the client's signature.
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function openBenchDatabase(): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { database: await openPglite(dataDir), drop: async () => undefined };
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

type Staff = { userId: number; token: string; clientId: number; serviceRequestId: number };

/** Staff, clients, one allocated authorization each, and a session per staff member. */
async function seed(database: Database): Promise<Staff[]> {
  const { db } = database;
  await insertClientsBulk(db, STAFF, { status: () => 4 });
  const clientIds = (await db.execute<{ id: number }>(sql`SELECT id FROM clients ORDER BY id`)) as unknown as {
    rows: { id: number }[];
  };
  const tokens = new SessionTokens(jwtSecret, db, systemClock);
  const year = new Date().getFullYear();
  const staff: Staff[] = [];
  for (let i = 0; i < STAFF; i++) {
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
  if (database.kind === 'pglite') await db.execute(sql`VACUUM ANALYZE`);
  return staff;
}

function startServer(port: number, databaseUrl?: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: jwtSecret,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: 'bench-admin@example.org',
    ADMIN_PASSWORD: 'Bench#Admin1',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  // node itself (not the tsx wrapper) so /proc/<pid> is the server's own memory.
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
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

const latencies: Record<string, number[]> = { start: [], update: [], complete: [] };
let failures = 0;

async function post(
  base: string,
  token: string,
  op: string,
  body: unknown,
): Promise<{ data?: { workEntryId: number } }> {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/v1/visits/${op}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  latencies[op]!.push(performance.now() - t0);
  const json = (await res.json()) as { data?: { workEntryId: number }; message?: string };
  if (!res.ok) {
    failures++;
    throw new Error(`${op}: HTTP ${res.status} ${json.message ?? ''}`);
  }
  return json;
}

const noteText = (s: Staff, n: number) =>
  `Visit note ${n} for client ${s.clientId}: assisted with meal preparation and a walk outside. `.repeat(3);

async function simulate(base: string, s: Staff): Promise<number> {
  const started = await post(base, s.token, 'start', {
    clientId: s.clientId,
    serviceRequestId: s.serviceRequestId,
    notes: '',
    timeZone: 'America/New_York',
    serviceStartLatitude: 39.95,
    serviceStartLongitude: -75.16,
  });
  const workEntryId = started.data!.workEntryId;
  for (let n = 1; n <= NOTES; n++) {
    await post(base, s.token, 'update', { workEntryId, notes: noteText(s, n), progress: 2 });
  }
  await post(base, s.token, 'complete', {
    workEntryId,
    notes: noteText(s, NOTES),
    progress: 2,
    signature: SIGNATURE,
    serviceEndLatitude: 39.95,
    serviceEndLongitude: -75.16,
  });
  return workEntryId;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

async function main(): Promise<void> {
  const { database, url, drop } = await openBenchDatabase();
  await database.migrate();
  const t0 = performance.now();
  const staff = await seed(database);
  console.log(
    `Seeded ${STAFF} staff with clients, authorizations and sessions in ${Math.round(performance.now() - t0)} ms`,
  );
  await database.close();

  const port = 4100 + Math.floor(Math.random() * 800);
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(port, url);
  try {
    await waitForHealth(base);
    const began = performance.now();
    const results = await Promise.allSettled(staff.map((s) => simulate(base, s)));
    const seconds = (performance.now() - began) / 1000;
    const ids = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const rejected = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    const peakKb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0);

    // Verify through the API: every visit completed with its last note.
    let lost = 0;
    await Promise.all(
      staff.map(async (s, i) => {
        const id = ids[i];
        if (id === undefined) return void lost++;
        const res = await fetch(`${base}/api/v1/visits/byId?entry_id=${id}`, {
          headers: { authorization: `Bearer ${s.token}` },
        });
        const body = (await res.json()) as { data?: { status: number; notes: string | null } };
        if (body.data?.status !== 8 || body.data.notes !== noteText(s, NOTES)) lost++;
      }),
    );
    const requests = Object.values(latencies).reduce((n, xs) => n + xs.length, 0);
    console.log(
      `\nVisits load: ${STAFF} staff × (start + ${NOTES} note saves + complete) on ${url ? 'PostgreSQL' : 'PGlite'}`,
    );
    console.log(`  requests: ${requests} in ${seconds.toFixed(1)} s = ${(requests / seconds).toFixed(0)} requests/s`);
    for (const [op, xs] of Object.entries(latencies)) {
      console.log(
        `  ${op.padEnd(8)} n=${String(xs.length).padStart(5)}  p50 ${pct(xs, 50).toFixed(1)} ms  p99 ${pct(xs, 99).toFixed(1)} ms  max ${Math.max(...xs).toFixed(1)} ms`,
      );
    }
    console.log(`  server peak RSS: ${(peakKb / 1024).toFixed(0)} MB`);
    console.log(`  failed requests: ${failures}${rejected[0] ? ` (first: ${String(rejected[0].reason)})` : ''}`);
    console.log(`  visits completed with their last note: ${STAFF - lost}/${STAFF}; lost: ${lost}`);
    if (lost > 0 || failures > 0) process.exitCode = 1;
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
