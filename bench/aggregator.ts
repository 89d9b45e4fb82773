// EVV aggregator standing start: `npm run bench:aggregator -w @hearth/bench` (or
// `npx tsx --conditions=@hearth/source bench/aggregator.ts`). A 500-staff agency's month on a
// throw-away database of PG_URL (default postgres://postgres@127.0.0.1:5432/postgres): STAFF 500
// with sealed SSNs, CLIENTS 1,500 with MCIs and addresses, VISITS 40,000 completed (GPS, signed).
//  1. runAggregator in this process against the stand-in (notReadyPolls 1), run after run until
//     everything is accepted. Prints wall time, Hearth's time (the runs minus the time inside fetch
//     to the stand-in; target < 2 min), runs, posts per kind, records/s, the slowest statements.
//  2. The visits clock-in load (bench/visits-scenarios.ts, SCENARIO realistic|burst, LOAD_STAFF 200)
//     against the real server (a child process): idle, then while the same server sends the standing
//     start ("Send now" in a loop), then idle again; the two idle runs' spread is the p99's noise.
//     PART=1|2|all (default all).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { UserType } from '@hearth/shared';
import { openPostgres, type Db } from '../apps/server/src/db/client.js';
import { pgArray, rowsOf } from '../apps/server/src/db/rows.js';
import { sessionStore } from '../apps/server/src/modules/auth/index.js';
import { runAggregator } from '../apps/server/src/modules/aggregator/sender.js';
import { SessionTokens } from '../apps/server/src/platform/auth.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import { FieldCipher } from '../apps/server/src/platform/field-crypto.js';
import { startAggregatorStandIn } from '../apps/server/src/test/aggregator-stand-in/stand-in.js';
import { createThrowawayDatabase, mintAdminToken, peakRssMb, percentile, root } from './report-harness.js';
import { burstVisit, realisticVisit, Recorder, type Staff } from './visits-scenarios.js';

const PG_URL = process.env.PG_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STAFF = Number(process.env.STAFF ?? 500);
const CLIENTS = STAFF * 3;
const VISITS = Number(process.env.VISITS ?? 40_000);
const LOAD_STAFF = Number(process.env.LOAD_STAFF ?? 200);
const SCENARIO = process.env.SCENARIO === 'burst' ? 'burst' : 'realistic';
const WINDOW_MS = Number(process.env.WINDOW_MS ?? 30_000);
const PART = process.env.PART ?? 'all';
const CONN = { user: 'hearth', password: 'secret', account: 'HEARTH-ACCOUNT' };
const s1 = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const letters = (col: string) => `translate(${col}::text, '0123456789', 'ABCDEFGHIJ')`;

/** The agency: staff (SSN sealed), 3 clients each with an authorization, VISITS completed in Oct 2026. */
async function seed(db: Db, cipher: FieldCipher): Promise<void> {
  await db.execute(sql`INSERT INTO users (email, password_hash, first_name, last_name, user_type, phone, status)
    SELECT 'bench.staff.' || i || '@example.org', 'x', 'Pat', ${sql.raw(`'Worker-' || ${letters('i')}`)},
      ${UserType.Staff}, '2155550123', 4 FROM generate_series(1, ${STAFF}) AS i`);
  const staffRows = await rowsOf<{ id: number }>(
    db,
    sql`SELECT id FROM users WHERE user_type = ${UserType.Staff} ORDER BY id`,
  );
  const ids = staffRows.map((r) => r.id);
  // Last 5 digits distinct (7919 is prime to 10^5), but every 100th repeats its neighbour's.
  const ssns = ids.map(
    (_, i) => `55${10 + (i % 90)}${String((((i % 100 === 99 ? i - 1 : i) + 1) * 7919) % 100_000).padStart(5, '0')}`,
  );
  await db.execute(sql`UPDATE users u SET ssn_encrypted = x.enc, ssn_last4 = x.last4
    FROM unnest(${pgArray(ids, 'int4')}, ${pgArray(
      ssns.map((s) => cipher.encrypt(s)),
      'text',
    )},
      ${pgArray(
        ssns.map((s) => s.slice(-4)),
        'text',
      )}) AS x(id, enc, last4) WHERE u.id = x.id`);
  await db.execute(sql`INSERT INTO clients (first_name, last_name, mci, diagnostic_code, dob, county, phone,
      billing_street, billing_city, billing_state, billing_zip, latitude, longitude)
    SELECT 'Client', ${sql.raw(`'Person-' || ${letters('i')}`)}, (310000000 + i)::text, 'F84.0', '1960-01-01',
      'Dauphin', '2155550123', i || ' Market St', 'Harrisburg', 'PA', '17101', 40.27, -76.88
    FROM generate_series(1, ${CLIENTS}) AS i`);
  await db.execute(sql`INSERT INTO client_services (client_id, service_name, service_code, unit_rate, unit_length,
      start_date, end_date, units_authorized)
    SELECT id, 'Companion', 'W1726', 4.62, 0.25, '2026-07-01', '2027-06-30', 100000 FROM clients ORDER BY id`);
  // Staff s serves clients 3s..3s+2 (authorization of each); visit i: staff i/80, 80 a month at
  // 08:00, 11:00, 14:00 Eastern (slot (i%80)/30) on day (i%80)%30 + 1, 2 hours, GPS both ends, signed.
  await db.execute(sql`WITH s AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE user_type = ${UserType.Staff}),
      a AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(client_id ORDER BY id) AS clients FROM client_services)
    INSERT INTO client_service_staff (client_service_id, user_id)
    SELECT a.ids[j + 1], s.ids[j / 3 + 1] FROM s, a, generate_series(0, ${CLIENTS - 1}) AS j`);
  await db.execute(sql`WITH s AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE user_type = ${UserType.Staff}),
      a AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(client_id ORDER BY id) AS clients FROM client_services)
    INSERT INTO work_entries (entry_name, user_id, client_id, client_service_id, start_time, end_time,
      start_latitude, start_longitude, end_latitude, end_longitude, signature, progress, admin_verification,
      time_zone, elapsed_hours, units_used, gross_cents, net_cents, status, evv_checked_at)
    SELECT 'W1726 - bench', s.ids[(i / 80) % ${STAFF} + 1], a.clients[k + 1], a.ids[k + 1], t0, t0 + interval '2 hours',
      40.27, -76.88, 40.2701, -76.8801, 'data:image/png;base64,AAAA', 2, true, 'America/New_York', 2, 8, 3696, 2310, 8, now()
    FROM generate_series(0, ${VISITS - 1}) AS i, s, a,
      LATERAL (SELECT ((i / 80) % ${STAFF}) * 3 + (i % 80) / 30 AS k,
        timestamptz '2026-10-01 12:00+00' + ((i % 80) % 30) * interval '1 day' + ((i % 80) / 30) * interval '3 hours' AS t0) x`);
  await db.execute(sql`UPDATE aggregator_settings SET provider_id = '123456789', payer_id = 'PADHS',
    payer_program = 'ODP', time_zone_name = 'US/Eastern' WHERE id = 1`);
  await db.execute(sql`ANALYZE`);
}

async function freshDatabase(cipher: FieldCipher) {
  const { url, drop } = await createThrowawayDatabase(PG_URL);
  const database = openPostgres(url);
  await database.migrate();
  const t0 = performance.now();
  await seed(database.db, cipher);
  console.log(`Seeded ${STAFF} staff, ${CLIENTS} clients, ${VISITS} completed visits in ${s1(performance.now() - t0)}`);
  return { url, database, drop };
}

/** Time inside fetch to the stand-in (the vendor's time, not Hearth's), and per-statement SQL time. */
const inFetch = { ms: 0, calls: 0 };
function timeFetchTo(base: string): void {
  const original = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(base)) return original(input, init);
    const t0 = performance.now();
    try {
      const res = await original(input, init);
      const text = await res.text(); // the body too: it is the stand-in's work
      return new Response(text, { status: res.status, headers: res.headers });
    } finally {
      inFetch.ms += performance.now() - t0;
      inFetch.calls += 1;
    }
  };
}
const statements = new Map<string, { n: number; ms: number; max: number }>();
function timeStatements(): void {
  type Query = (this: pg.Client, ...args: unknown[]) => unknown;
  const proto = pg.Client.prototype as unknown as { query: Query };
  const original = proto.query;
  proto.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    const text = (typeof first === 'string' ? first : (first?.text ?? '')).replace(/\s+/g, ' ').trim().slice(0, 110);
    const t0 = performance.now();
    const done = () => {
      const ms = performance.now() - t0;
      const s = statements.get(text) ?? { n: 0, ms: 0, max: 0 };
      statements.set(text, { n: s.n + 1, ms: s.ms + ms, max: Math.max(s.max, ms) });
    };
    const result = original.apply(this, args);
    if (result instanceof Promise) void result.then(done, done);
    return result;
  };
}

async function partOne(cipher: FieldCipher): Promise<void> {
  const { database, drop } = await freshDatabase(cipher);
  const standIn = await startAggregatorStandIn({ notReadyPolls: 1 });
  timeFetchTo(standIn.url);
  timeStatements();
  const deps = {
    db: database.db,
    clock: systemClock,
    cipher,
    aggregator: { url: standIn.url, ...CONN, pollSeconds: 0 },
  };
  const runs: { ms: number; fetchMs: number; out: Awaited<ReturnType<typeof runAggregator>> }[] = [];
  const began = performance.now();
  try {
    for (let i = 0; i < 40; i++) {
      const f0 = inFetch.ms;
      const t0 = performance.now();
      const out = await runAggregator(deps, { pollAll: true, force: true });
      runs.push({ ms: performance.now() - t0, fetchMs: inFetch.ms - f0, out });
      if (out.error) throw new Error(`run ${i + 1}: ${out.error}`);
      const [left] = await rowsOf<{ n: string }>(
        database.db,
        sql`SELECT count(*) AS n FROM aggregator_records WHERE state <> 'accepted'`,
      );
      if (Number(left!.n) === 0 || standIn.rejections.length > 0) break;
    }
    const wall = performance.now() - began;
    const total = runs.reduce((n, r) => n + r.ms, 0);
    const hearth = total - runs.reduce((n, r) => n + r.fetchMs, 0);
    const stats = standIn.stats();
    const accepted = stats.accepted.client + stats.accepted.employee + stats.accepted.visit;
    console.log(
      `\nEVV aggregator standing start (runAggregator in this process, stand-in notReadyPolls 1, on PostgreSQL)`,
    );
    runs.forEach((r, i) =>
      console.log(
        `  run ${String(i + 1).padStart(2)}: ${s1(r.ms).padStart(7)} (in fetch ${s1(r.fetchMs)})  sent c/e/v ${r.out.sent.client}/${r.out.sent.employee}/${r.out.sent.visit}  polled ${r.out.polled}  accepted ${r.out.accepted}  rejected ${r.out.rejected}  waiting ${r.out.waiting}`,
      ),
    );
    const posts = (k: string) => standIn.posts.filter((p) => p.kind === k);
    for (const k of ['clients', 'employees', 'visits'])
      console.log(
        `  posts ${k.padEnd(9)} ${posts(k).length} transactions, ${posts(k).reduce((n, p) => n + p.count, 0)} records`,
      );
    console.log(
      `  accepted by the stand-in: clients ${stats.accepted.client}, staff ${stats.accepted.employee}, visits ${stats.accepted.visit}; rejected: ${standIn.rejections.length}`,
    );
    for (const r of standIn.rejections.slice(0, 5))
      console.log(`    REJECTED ${r.kind} ${r.key}: ${r.code} ${r.message}`);
    const notAccepted = await rowsOf<{ kind: string; state: string; waiting_on: string | null; n: string }>(
      database.db,
      sql`SELECT kind, state, waiting_on, count(*) AS n FROM aggregator_records WHERE state <> 'accepted' GROUP BY 1, 2, 3`,
    );
    for (const r of notAccepted) console.log(`    NOT ACCEPTED ${r.n} ${r.kind} ${r.state} ${r.waiting_on ?? ''}`);
    console.log(
      `  wall time ${s1(wall)} for ${runs.length} runs; runAggregator total ${s1(total)}; in fetch to the stand-in ${s1(inFetch.ms)} (${inFetch.calls} calls)`,
    );
    console.log(
      `  Hearth's time ${s1(hearth)} (target < 120 s: ${hearth < 120_000 ? 'met' : 'NOT met'}) = ${(accepted / (hearth / 1000)).toFixed(0)} records/s; wall ${(accepted / (wall / 1000)).toFixed(0)} records/s`,
    );
    console.log(
      `  (the stand-in runs in this process: its CPU is in the wall time and the fetch time, not in Hearth's time)`,
    );
    console.log(
      `  peak RSS of this process (Hearth + stand-in): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
    );
    console.log(`  slowest statements (total time, calls, mean, max):`);
    for (const [text, s] of [...statements].sort((a, b) => b[1].ms - a[1].ms).slice(0, 8))
      console.log(
        `    ${s1(s.ms).padStart(7)}  n=${String(s.n).padStart(4)}  ${(s.ms / s.n).toFixed(0).padStart(5)} ms ${s.max.toFixed(0).padStart(5)} ms  ${text}`,
      );
    if (standIn.rejections.length > 0 || notAccepted.length > 0) process.exitCode = 1;
  } finally {
    await standIn.close();
    await database.close();
    await drop();
  }
}

/** The real server (node itself, so /proc/<pid> is its memory), with the aggregator on when `standIn`. */
async function startServer(url: string, jwtSecret: string, fieldKey: string, aggregatorUrl?: string) {
  const port = 4100 + Math.floor(Math.random() * 800);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: url,
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: jwtSecret,
    FIELD_ENCRYPTION_KEY: fieldKey,
    LOG_LEVEL: 'warn',
  };
  for (const k of Object.keys(env)) if (k.startsWith('EVV_AGGREGATOR_')) delete env[k];
  if (aggregatorUrl)
    Object.assign(env, {
      EVV_AGGREGATOR_URL: aggregatorUrl,
      EVV_AGGREGATOR_USER: CONN.user,
      EVV_AGGREGATOR_PASSWORD: CONN.password,
      EVV_AGGREGATOR_ACCOUNT: CONN.account,
      EVV_AGGREGATOR_POLL_S: '1',
    });
  const child = spawn(process.execPath, ['--conditions=@hearth/source', '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (i > 1200) throw new Error('the server did not become healthy');
    if (
      await fetch(`${base}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, pid: child.pid!, stop: async () => void (child.kill('SIGTERM'), await exited) };
}

/**
 * The stand-in as a process of its own (its CLI), as the real aggregator is another machine: its
 * reading of 1,000-record calls must not hold up this process, which measures the clock-ins.
 */
async function standInProcess(): Promise<{ url: string; stop: () => Promise<void> }> {
  const args = ['--user', CONN.user, '--password', CONN.password, '--account', CONN.account, '--not-ready-polls', '1'];
  const child = spawn(
    process.execPath,
    ['--conditions=@hearth/source', '--import', 'tsx', 'apps/server/src/test/aggregator-stand-in/main.ts', ...args],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  // It stands for Sandata's servers, not this machine's: the lowest CPU priority, so its reading of
  // the calls does not take the 2 cores from the server being measured.
  os.setPriority(child.pid!, 19);
  const exited = new Promise((r) => child.once('exit', r));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /AGGREGATOR_STAND_IN_URL=(\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', () => reject(new Error(`the stand-in exited: ${out}`)));
  });
  return { url, stop: async () => void (child.kill('SIGTERM'), await exited) };
}

async function clockInLoad(base: string, staff: Staff[], label: string, pid: number) {
  const rec = new Recorder();
  const t0 = performance.now();
  await Promise.allSettled(
    staff.map((s) => (SCENARIO === 'burst' ? burstVisit(rec, base, s, 10) : realisticVisit(rec, base, s, WINDOW_MS))),
  );
  const line = (op: string) => {
    const xs = rec.latencies[op]!;
    return `${op} n=${xs.length} p50 ${percentile(xs, 50).toFixed(1)} ms p99 ${percentile(xs, 99).toFixed(1)} ms max ${Math.max(...xs).toFixed(1)} ms`;
  };
  console.log(
    `  ${label}: ${SCENARIO} load of ${staff.length} staff took ${s1(performance.now() - t0)}; failures ${rec.failures}${rec.firstFailure ? ` (${rec.firstFailure})` : ''}`,
  );
  for (const op of ['start', 'update', 'complete']) console.log(`    ${line(op)}`);
  console.log(`    server peak RSS so far ${peakRssMb(pid).toFixed(0)} MB`);
  return rec;
}

/** p99 while sending against the two idle runs around it: their spread is the noise. */
function compareP99(idle: Recorder[], sending: Recorder): void {
  console.log('  p99 per call, idle before / idle after / while sending:');
  for (const op of ['start', 'update', 'complete']) {
    const idles = idle.map((r) => percentile(r.latencies[op]!, 99));
    const during = percentile(sending.latencies[op]!, 99);
    // The noise: how far two runs of the same idle load differ.
    const noise = Math.max(...idles) - Math.min(...idles);
    const above = during - Math.max(...idles);
    const verdict =
      above <= 0
        ? 'within the idle runs'
        : `${above.toFixed(1)} ms above the slower idle run, ${above <= noise ? 'within' : 'beyond'} the ${noise.toFixed(1)} ms the idle runs differ by`;
    console.log(`    ${op}: ${idles.map((x) => x.toFixed(1)).join(' / ')} / ${during.toFixed(1)} ms (${verdict})`);
  }
}

async function partTwo(cipher: FieldCipher, fieldKey: string): Promise<void> {
  const { url, database, drop } = await freshDatabase(cipher);
  const jwtSecret = randomBytes(32).toString('base64url');
  const { db } = database;
  const tokens = new SessionTokens(jwtSecret, sessionStore(db), systemClock);
  const rows = await rowsOf<{ user_id: number; client_id: number; cs_id: number }>(
    db,
    sql`
    SELECT DISTINCT ON (css.user_id) css.user_id, cs.client_id, cs.id AS cs_id FROM client_service_staff css
    JOIN client_services cs ON cs.id = css.client_service_id ORDER BY css.user_id, cs.id LIMIT ${LOAD_STAFF}`,
  );
  const staff: Staff[] = [];
  for (const r of rows)
    staff.push({
      userId: r.user_id,
      clientId: r.client_id,
      serviceRequestId: r.cs_id,
      token: await tokens.issue(r.user_id, {}),
    });
  const admin = await mintAdminToken(db, jwtSecret);
  await database.close();
  console.log(
    `\nClock-in while the aggregator sends (${SCENARIO}, ${LOAD_STAFF} staff; the server is a child process on PostgreSQL)`,
  );
  const standIn = await standInProcess();
  try {
    const idle = await startServer(url, jwtSecret, fieldKey);
    const idleBefore = await clockInLoad(idle.base, staff, 'idle (aggregator off)', idle.pid);
    await idle.stop();
    // Turned on: the job's first run starts at boot; "Send now" is pressed again until all is accepted.
    const server = await startServer(url, jwtSecret, fieldKey, standIn.url);
    const sendStart = performance.now();
    let syncs = 0;
    let counts: Record<string, Record<string, number>> = {};
    const sending = (async () => {
      for (;;) {
        const res = await fetch(`${server.base}/api/v1/aggregator/sync`, {
          method: 'POST',
          headers: { authorization: `Bearer ${admin}` },
        });
        syncs++;
        const answer = (await res.json()) as {
          data?: { error?: string | null; sent?: Record<string, number> };
        };
        if (!res.ok || !answer.data) throw new Error(`sync: HTTP ${res.status} ${JSON.stringify(answer)}`);
        if (answer.data.error) await new Promise((r) => setTimeout(r, 250));
        const sum = await fetch(`${server.base}/api/v1/aggregator/summary`, {
          headers: { authorization: `Bearer ${admin}` },
        });
        counts = ((await sum.json()) as { data: { counts: typeof counts } }).data.counts;
        // Done once the month is accepted and nothing is out or left to send: the load's own visits
        // start and end within a minute, so they wait for a correction (not counted).
        const out = Object.values(counts).reduce((n, c) => n + (c.sending ?? 0) + (c.sent ?? 0), 0);
        const sentNow = Object.values(answer.data.sent ?? {}).reduce((n, k) => n + k, 0);
        if (out === 0 && sentNow === 0 && (counts.visit?.accepted ?? 0) >= VISITS) return performance.now() - sendStart;
      }
    })();
    await new Promise((r) => setTimeout(r, 1000));
    const during = await clockInLoad(server.base, staff, 'while sending', server.pid);
    const sendMs = await sending;
    const n = (kind: string, state: string) => counts[kind]?.[state] ?? 0;
    console.log(
      `  the standing start in the server took ${s1(sendMs)} (${syncs} "Send now" calls); accepted c/e/v ${n('client', 'accepted')}/${n('employee', 'accepted')}/${n('visit', 'accepted')}, rejected ${n('client', 'rejected') + n('employee', 'rejected') + n('visit', 'rejected')}`,
    );
    console.log(`  server peak RSS ${peakRssMb(server.pid).toFixed(0)} MB`);
    await server.stop();
    // The same idle load once more: the spread of the two idle runs is the p99's noise.
    const again = await startServer(url, jwtSecret, fieldKey);
    const idleAfter = await clockInLoad(again.base, staff, 'idle again (aggregator off)', again.pid);
    await again.stop();
    compareP99([idleBefore, idleAfter], during);
  } finally {
    await standIn.stop();
    await drop();
  }
}

async function main(): Promise<void> {
  const fieldKey = randomBytes(32).toString('base64url');
  const cipher = new FieldCipher(fieldKey);
  if (PART !== '2') await partOne(cipher);
  if (PART !== '1') await partTwo(cipher, fieldKey);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
