// Scheduling: `npm run bench:schedule -w @hearth/bench` (PG_URL, default the local PostgreSQL;
// STAFF 500, WEEKS 4, RUNS 50). A throw-away database with STAFF staff, 2 clients each (one
// authorization and allocation per client), and 2 planned visits a day per staff member for WEEKS
// weeks (08:00–10:00 at the first client, 13:00–15:00 at the second, the agency's zone): 28,000
// visits for 500 staff. Against the real server (a child process), after warm-up:
//  - the admin's week view: GET /scheduled-visits for all staff, one week (~7,000 visits; target
//    p99 < 150 ms);
//  - a staff member's 7 days: GET /scheduled-visits as that staff member (target p99 < 50 ms);
//  - the per-minute late/missed watch, in this process on the same database, at a moment when a
//    slot of visits turns late (target < 100 ms).
// Prints p50/p99, answer sizes and the server's peak RSS.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { UserType, shiftDay, weekOf } from '@hearth/shared';
import { openPostgres, type Db } from '../apps/server/src/db/client.js';
import { rowsOf } from '../apps/server/src/db/rows.js';
import { sessionStore } from '../apps/server/src/modules/auth/index.js';
import { SessionTokens } from '../apps/server/src/platform/auth.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import {
  createThrowawayDatabase,
  getJson,
  mintAdminToken,
  peakRssMb,
  percentile,
  startServer,
  timeRuns,
} from './report-harness.js';
import { timeWatch } from './schedule-watch.js';

const PG_URL = process.env.PG_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STAFF = Number(process.env.STAFF ?? 500);
const WEEKS = Number(process.env.WEEKS ?? 4);
const RUNS = Number(process.env.RUNS ?? 50);
const ZONE = 'America/New_York';
const letters = (col: string) => `translate(${col}::text, '0123456789', 'ABCDEFGHIJ')`;

/** Staff, 2 clients each with an authorization and allocation, 2 schedules each, WEEKS weeks of visits from `monday`. */
async function seed(db: Db, monday: string): Promise<void> {
  const last = shiftDay(monday, WEEKS * 7 - 1);
  await db.execute(sql`INSERT INTO users (email, password_hash, first_name, last_name, user_type, phone, status)
    SELECT 'bench.staff.' || i || '@example.org', 'x', 'Pat', ${sql.raw(`'Worker-' || ${letters('i')}`)},
      ${UserType.Staff}, '2155550123', 4 FROM generate_series(1, ${STAFF}) AS i`);
  await db.execute(sql`INSERT INTO clients (first_name, last_name, mci, diagnostic_code, dob, county, phone,
      billing_street, billing_city, billing_state, billing_zip)
    SELECT 'Client', ${sql.raw(`'Person-' || ${letters('i')}`)}, (310000000 + i)::text, 'F84.0', '1960-01-01',
      'Dauphin', '2155550123', i || ' Market St', 'Harrisburg', 'PA', '17101'
    FROM generate_series(1, ${STAFF * 2}) AS i`);
  await db.execute(sql`INSERT INTO client_services (client_id, service_name, service_code, unit_rate, unit_length,
      start_date, end_date, units_authorized, status)
    SELECT id, 'Companion', 'W1726', 4.62, 0.25, ${shiftDay(monday, -30)}, ${shiftDay(last, 60)}, 100000, 4
    FROM clients ORDER BY id`);
  // Staff k (0-based) serves authorizations 2k and 2k+1.
  await db.execute(sql`WITH s AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE user_type = ${UserType.Staff}),
      a AS (SELECT array_agg(id ORDER BY id) AS ids FROM client_services)
    INSERT INTO client_service_staff (client_service_id, user_id)
    SELECT a.ids[j + 1], s.ids[j / 2 + 1] FROM s, a, generate_series(0, ${STAFF * 2 - 1}) AS j`);
  await db.execute(sql`INSERT INTO schedules (client_service_id, client_id, staff_id, start_date, end_date, start_time,
      duration_minutes, weekdays, interval_weeks)
    SELECT cs.id, cs.client_id, css.user_id, ${monday}, ${last},
      CASE WHEN row_number() OVER (PARTITION BY css.user_id ORDER BY cs.id) = 1 THEN '08:00' ELSE '13:00' END,
      120, '{1,2,3,4,5,6,7}', 1
    FROM client_services cs JOIN client_service_staff css ON css.client_service_id = cs.id`);
  await db.execute(sql`INSERT INTO scheduled_visits (schedule_id, client_service_id, client_id, staff_id, origin_date,
      service_date, starts_at, ends_at)
    SELECT s.id, s.client_service_id, s.client_id, s.staff_id, d::date, d::date,
      (d::date + s.start_time::time) AT TIME ZONE ${ZONE},
      (d::date + s.start_time::time) AT TIME ZONE ${ZONE} + interval '120 minutes'
    FROM schedules s, generate_series(${monday}::date, ${last}::date, interval '1 day') AS d`);
  await db.execute(sql`ANALYZE`);
}

function line(label: string, xs: number[], target: number, bytes?: number): void {
  const p99 = percentile(xs, 99);
  console.log(
    `  ${label}: p50 ${percentile(xs, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (target < ${target} ms: ${p99 < target ? 'met' : 'NOT met'})${bytes ? `, ${(bytes / 1024).toFixed(0)} KB` : ''}`,
  );
}

async function main(): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  const monday = weekOf(today).from;
  const { url, drop } = await createThrowawayDatabase(PG_URL);
  const database = openPostgres(url);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hearth-schedule-bench-'));
  try {
    await database.migrate();
    const t0 = Date.now();
    await seed(database.db, monday);
    const [count] = await rowsOf<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM scheduled_visits`);
    console.log(
      `Seeded ${STAFF} staff, ${STAFF * 2} clients, ${count!.n} planned visits in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    const jwtSecret = randomBytes(32).toString('base64url');
    const admin = await mintAdminToken(database.db, jwtSecret);
    const [staff] = await rowsOf<{ id: number }>(
      database.db,
      sql`SELECT id FROM users WHERE user_type = ${UserType.Staff} ORDER BY id LIMIT 1`,
    );
    const staffToken = await new SessionTokens(jwtSecret, sessionStore(database.db), systemClock).issue(staff!.id, {});
    const server = await startServer({ dataDir, jwtSecret, databaseUrl: url });
    try {
      const week = `${server.base}/api/v1/scheduled-visits?from=${monday}&to=${shiftDay(monday, 6)}`;
      const first = await getJson<{ data: unknown[] }>(week, admin);
      const bytes = JSON.stringify(first.body).length;
      console.log(`\nThe week view answers ${first.body.data.length} visits (${RUNS} runs after 5 warm-ups):`);
      line('week view, all staff', await timeRuns(() => getJson(week, admin), RUNS, 5), 150, bytes);
      const mine = `${server.base}/api/v1/scheduled-visits?from=${today}&to=${shiftDay(today, 6)}`;
      const own = await getJson<{ data: unknown[] }>(mine, staffToken);
      console.log(`A staff member's 7 days answers ${own.body.data.length} visits:`);
      line("staff member's 7 days", await timeRuns(() => getJson(mine, staffToken), RUNS * 4, 10), 50);
      console.log(`  server peak RSS ${peakRssMb(server.pid).toFixed(0)} MB`);
    } finally {
      await server.stop();
    }
    console.log('\nThe per-minute late/missed watch (in this process, the same database):');
    await timeWatch(database.db, monday, ZONE, RUNS, line);
  } finally {
    await database.close();
    // KEEP_DB=1 leaves the database for EXPLAIN and profiling (its URL is printed).
    if (process.env.KEEP_DB === '1') console.log(`Kept ${url}`);
    else await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
