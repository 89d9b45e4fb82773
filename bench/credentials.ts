// Caregiver compliance: `npm run bench:credentials -w @hearth/bench` (PG_URL, default the local
// PostgreSQL; STAFF 500, RUNS 50). A throw-away database with STAFF visit staff (1 in 10 lived out
// of state before hire), 3 clients each (1 in 5 a minor), one active authorization per client (1 in
// 4 of a service that involves driving) allocated to its staff member, and credentials of
// Pennsylvania's five seeded types with expiries spread from 100 days ago to 300 days ahead (1 pair
// in 5 missing). Against the real server (a child process), after warm-up, GET /credentials
// (docs/decisions/018): expiring within 60 days, missing, and all states (target p99 < 100 ms).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { dayIn, UserType } from '@hearth/shared';
import { openPostgres, type Db } from '../apps/server/src/db/client.js';
import { rowsOf } from '../apps/server/src/db/rows.js';
import {
  createThrowawayDatabase,
  getJson,
  mintAdminToken,
  peakRssMb,
  percentile,
  startServer,
  timeRuns,
} from './report-harness.js';

const PG_URL = process.env.PG_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STAFF = Number(process.env.STAFF ?? 500);
const RUNS = Number(process.env.RUNS ?? 50);
const ZONE = 'America/New_York';
const letters = (col: string) => `translate(${col}::text, '0123456789', 'ABCDEFGHIJ')`;

async function seed(db: Db, today: string): Promise<void> {
  await db.execute(sql`INSERT INTO users (email, password_hash, first_name, last_name, user_type, phone, status,
      out_of_state_before_hire)
    SELECT 'bench.staff.' || i || '@example.org', 'x', 'Pat', ${sql.raw(`'Worker-' || ${letters('i')}`)},
      ${UserType.Staff}, '2155550123', 4, i % 10 = 0 FROM generate_series(1, ${STAFF}) AS i`);
  await db.execute(sql`INSERT INTO services (name, code, unit_rate, unit_length, involves_driving)
    VALUES ('Companion', 'W1726', 4.62, 0.25, false), ('Transportation', 'W7271', 12.5, 1, true)`);
  await db.execute(sql`INSERT INTO clients (first_name, last_name, mci, diagnostic_code, dob, county, phone,
      billing_street, billing_city, billing_state, billing_zip)
    SELECT 'Client', ${sql.raw(`'Person-' || ${letters('i')}`)}, (310000000 + i)::text, 'F84.0',
      CASE WHEN i % 5 = 0 THEN ${today}::date - 3650 ELSE DATE '1960-01-01' END,
      'Dauphin', '2155550123', i || ' Market St', 'Harrisburg', 'PA', '17101'
    FROM generate_series(1, ${STAFF * 3}) AS i`);
  await db.execute(sql`INSERT INTO client_services (client_id, service_id, service_name, service_code, unit_rate,
      unit_length, start_date, end_date, units_authorized, status)
    SELECT c.id, s.id, s.name, s.code, s.unit_rate, s.unit_length, ${today}::date - 90, ${today}::date + 270, 10000, 4
    FROM clients c JOIN services s ON s.code = CASE WHEN c.id % 4 = 0 THEN 'W7271' ELSE 'W1726' END`);
  // Staff k (0-based) serves authorizations 3k, 3k+1 and 3k+2.
  await db.execute(sql`WITH s AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE user_type = ${UserType.Staff}),
      a AS (SELECT array_agg(id ORDER BY id) AS ids FROM client_services)
    INSERT INTO client_service_staff (client_service_id, user_id)
    SELECT a.ids[j + 1], s.ids[j / 3 + 1] FROM s, a, generate_series(0, ${STAFF * 3 - 1}) AS j`);
  await db.execute(sql`INSERT INTO staff_credentials (staff_id, credential_type_id, issued_on, expires_on)
    SELECT u.id, ct.id, e.expires_on - 700, e.expires_on
    FROM users u CROSS JOIN credential_types ct
    CROSS JOIN LATERAL (SELECT ${today}::date + ((u.id * 7 + ct.id * 13) % 400 - 100) AS expires_on) e
    WHERE u.user_type = ${UserType.Staff} AND (u.id + ct.id) % 5 <> 0`);
  await db.execute(sql`ANALYZE`);
}

function line(label: string, xs: number[], count: number): void {
  const p99 = percentile(xs, 99);
  console.log(
    `  ${label}: p50 ${percentile(xs, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (target < 100 ms: ${p99 < 100 ? 'met' : 'NOT met'}), ${count} rows`,
  );
}

async function main(): Promise<void> {
  const today = dayIn(new Date(), ZONE);
  const { url, drop } = await createThrowawayDatabase(PG_URL);
  const database = openPostgres(url);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hearth-credentials-bench-'));
  try {
    await database.migrate();
    const t0 = Date.now();
    await seed(database.db, today);
    const [n] = await rowsOf<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM staff_credentials`);
    console.log(
      `Seeded ${STAFF} staff, ${STAFF * 3} clients, ${n!.n} credentials in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    const jwtSecret = randomBytes(32).toString('base64url');
    const admin = await mintAdminToken(database.db, jwtSecret);
    const server = await startServer({ dataDir, jwtSecret, databaseUrl: url });
    try {
      console.log(`\nGET /credentials (${RUNS} runs after 5 warm-ups):`);
      for (const [label, query] of [
        ['expiring within 60 days', 'state=expiring&within=60'],
        ['missing', 'state=missing'],
        ['all states', ''],
      ] as const) {
        const target = `${server.base}/api/v1/credentials?${query}`;
        const first = await getJson<{ recordCount: number }>(target, admin);
        line(label, await timeRuns(() => getJson(target, admin), RUNS, 5), first.body.recordCount);
      }
      console.log(`  server peak RSS ${peakRssMb(server.pid).toFixed(0)} MB`);
    } finally {
      await server.stop();
    }
  } finally {
    await database.close();
    if (process.env.KEEP_DB === '1') console.log(`Kept ${url}`);
    else await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
