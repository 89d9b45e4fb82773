// A realistic agency for the reports benchmark, generated in the database by set-based SQL
// (INSERT ... SELECT over generate_series, random() seeded with setseed) so a million work entries
// load in well under two minutes: staff, clients with supports coordinators, the ODP services
// catalogue, 2–3 authorizations per client and fiscal year allocated to 1–3 staff each, and
// completed visits on weekdays in America/New_York. Works on any PostgreSQL, the embedded one
// included (filled through the server's own db, so this takes a Drizzle Db).
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { dayIn, fiscalYearOf, shiftDay, Status, UserType, WorkEntryStatus } from '@hearth/shared';
import type { Database } from '../apps/server/src/db/client.js';
import { hashPassword } from '../apps/server/src/platform/crypto.js';
import { insertClientsBulk } from '../apps/server/src/seed/client-factory.js';
import { CATALOGUE, COMPANIES, FIRST_NAMES, LAST_NAMES, NOTES } from './report-agency-data.js';

export type AgencySizes = { staff: number; clients: number; entries: number; years: number; seed?: number };

export const LARGE_AGENCY: AgencySizes = { staff: 500, clients: 2_000, entries: 1_000_000, years: 2 };
export const SMALL_AGENCY: AgencySizes = { staff: 50, clients: 200, entries: 50_000, years: 1 };

/** The defaults overridden by STAFF, CLIENTS, ENTRIES, YEARS and SEED (after `prefix`) from the environment. */
export function sizesFromEnv(defaults: AgencySizes, env: NodeJS.ProcessEnv = process.env, prefix = ''): AgencySizes {
  const n = (name: string, fallback: number) => {
    const v = env[prefix + name];
    if (v === undefined || v === '') return fallback;
    if (!(Number(v) > 0)) throw new Error(`${prefix + name} must be a positive number, not '${v}'`);
    return Number(v);
  };
  return {
    staff: n('STAFF', defaults.staff),
    clients: n('CLIENTS', defaults.clients),
    entries: n('ENTRIES', defaults.entries),
    years: n('YEARS', defaults.years),
    seed: n('SEED', defaults.seed ?? 0.42),
  };
}

export type AgencyFigures = { counts: Record<string, number>; steps: [step: string, ms: number][]; ms: number };

export const AGENCY_TIME_ZONE = 'America/New_York';

const int = (n: number) => sql.raw(String(Math.trunc(n)));
const arr = (values: readonly unknown[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;

/**
 * Fills an empty, migrated Hearth database with an agency of `sizes` (entries over the last
 * `sizes.years` years up to yesterday). Repeatable for a given seed and day. Runs ANALYZE after.
 */
export async function generateAgency(
  database: Database,
  sizes: AgencySizes,
  opts: { now?: Date; log?: (line: string) => void } = {},
): Promise<AgencyFigures> {
  const began = performance.now();
  const steps: AgencyFigures['steps'] = [];
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const out = await run();
    steps.push([name, performance.now() - t0]);
    opts.log?.(`  ${name}: ${Math.round(performance.now() - t0)} ms`);
    return out;
  };
  const today = dayIn(opts.now ?? new Date(), AGENCY_TIME_ZONE);
  const lastDay = shiftDay(today, -1);
  const firstDay = shiftDay(today, -Math.round(sizes.years * 365));
  const firstFy = Number(fiscalYearOf(firstDay).to.slice(0, 4));
  const lastFy = Number(fiscalYearOf(today).to.slice(0, 4));
  const passwordHash = await hashPassword('Bench#Staff1');

  await database.db.transaction(async (tx) => {
    const run = (q: SQL) => tx.execute(q);
    await run(sql`SELECT setseed(${sizes.seed ?? 0.42})`);

    await step('staff', () =>
      run(sql`
        INSERT INTO users (email, password_hash, first_name, last_name, user_type, mobile, status, title,
          has_relevant_degree, percentage_paid, hire_date, billing_street, billing_city, billing_state,
          billing_zip, billing_country, is_authorized, created_at, updated_at)
        SELECT 'staff.' || g || '@agency.example.org', ${passwordHash}, f[1 + floor(random() * cardinality(f))::int],
          l[1 + floor(random() * cardinality(l))::int], ${int(UserType.Staff)}, '267555' || lpad(g::text, 4, '0'),
          CASE WHEN random() < 0.9 THEN ${int(Status.Active)} ELSE ${int(Status.Inactive)} END, 'Direct Support Professional',
          random() < 0.4, round((50 + random() * 20)::numeric, 1), current_date - (random() * 2500)::int,
          (100 + g) || ' Market St', 'Philadelphia', 'PA', '19104', 'USA', true, c, c
        FROM (SELECT g, now() - random() * interval '6 years' AS c FROM generate_series(1, ${int(sizes.staff)}) g
          OFFSET 0) t,
          (SELECT ${arr(FIRST_NAMES, 'text')} AS f, ${arr(LAST_NAMES, 'text')} AS l) n`),
    );

    await step('clients and supports coordinators', async () => {
      await insertClientsBulk(tx, sizes.clients, { seed: 20261123 });
      await run(sql`
        INSERT INTO supports_coordinators (first_name, last_name, company, email, mobile, status, is_authorized,
          billing_city, billing_state, created_at, updated_at)
        SELECT f[1 + floor(random() * cardinality(f))::int], l[1 + floor(random() * cardinality(l))::int],
          co[1 + floor(random() * cardinality(co))::int], 'sc.' || g || '@sco.example.org', '610555' || lpad(g::text, 4, '0'),
          CASE WHEN random() < 0.9 THEN ${int(Status.Active)} ELSE ${int(Status.Inactive)} END, true, 'Media', 'PA', c, c
        FROM (SELECT g, now() - random() * interval '6 years' AS c
          FROM generate_series(1, ${int(Math.max(5, sizes.clients / 50))}) g OFFSET 0) t,
          (SELECT ${arr(FIRST_NAMES, 'text')} AS f, ${arr(LAST_NAMES, 'text')} AS l, ${arr(COMPANIES, 'text')} AS co) n`);
      // Intake over six years rather than all in the last day; each client has a coordinator.
      await run(sql`
        UPDATE clients SET created_at = x.c, updated_at = x.c, supports_coordinator_id = x.sc
        FROM (SELECT id, now() - random() * interval '6 years' AS c, ids[1 + floor(random() * cardinality(ids))::int] AS sc
              FROM clients, (SELECT array_agg(id ORDER BY id) AS ids FROM supports_coordinators) s ORDER BY id OFFSET 0) x
        WHERE clients.id = x.id`);
    });

    await step('services catalogue', () =>
      run(sql`
        INSERT INTO services (code, name, unit_rate, unit_length, is_degree_required, is_overlappable, status)
        SELECT *, ${int(Status.Active)} FROM unnest(${arr(
          CATALOGUE.map((c) => c[0]),
          'text',
        )}, ${arr(
          CATALOGUE.map((c) => c[1]),
          'text',
        )},
          ${arr(
            CATALOGUE.map((c) => c[2]),
            'numeric',
          )}, ${arr(
            CATALOGUE.map((c) => c[3]),
            'numeric',
          )},
          ${arr(
            CATALOGUE.map((c) => c[4]),
            'boolean',
          )}, ${arr(
            CATALOGUE.map((c) => c[5]),
            'boolean',
          )})`),
    );

    await step('authorizations and allocations', async () => {
      // Which services each client receives (2 or 3, weighted) and who serves them (1–3 staff,
      // with a degree when the service requires one); renewed every fiscal year.
      await run(sql`
        CREATE TEMP TABLE bench_plan ON COMMIT DROP AS
        SELECT row_number() OVER (ORDER BY client_id, service_id) AS plan_id, client_id, service_id, degree,
          1 + floor(pick1 * 3)::int AS n_staff, 800 + 40 * floor(pick2 * 100)::int AS units
        FROM (
          SELECT c.id AS client_id, s.id AS service_id, s.is_degree_required AS degree, random() AS pick1,
            random() AS pick2,
            row_number() OVER (PARTITION BY c.id ORDER BY -ln(1 - random()) / w.weight) AS rank,
            2 + (c.id * 7919 % 10 < 5)::int AS wanted
          FROM clients c CROSS JOIN services s
          JOIN unnest(${arr(
            CATALOGUE.map((c) => c[0]),
            'text',
          )}, ${arr(
            CATALOGUE.map((c) => c[6]),
            'float8',
          )}) w(code, weight)
            ON w.code = s.code AND w.weight > 0
        ) x WHERE rank <= wanted`);
      await run(sql`
        CREATE TEMP TABLE bench_plan_staff ON COMMIT DROP AS
        SELECT p.plan_id, st.id AS user_id
        FROM bench_plan p CROSS JOIN LATERAL (
          SELECT u.id FROM users u
          WHERE u.user_type = ${int(UserType.Staff)} AND (u.has_relevant_degree OR NOT p.degree) AND p.plan_id > 0
          ORDER BY random() LIMIT p.n_staff
        ) st`);
      await run(sql`
        INSERT INTO client_services (client_id, service_id, service_name, service_code, unit_rate, unit_length,
          start_date, end_date, units_authorized, is_authorized, is_degree_required, is_dates_confirmed,
          is_overlappable, status, created_at, updated_at)
        SELECT p.client_id, s.id, s.name, s.code, s.unit_rate, s.unit_length, make_date(fy - 1, 7, 1),
          make_date(fy, 6, 30), p.units, random() < 0.95, s.is_degree_required, true, s.is_overlappable,
          ${int(Status.Active)}, make_date(fy - 1, 6, 15)::timestamptz, make_date(fy - 1, 6, 15)::timestamptz
        FROM bench_plan p JOIN services s ON s.id = p.service_id
        CROSS JOIN generate_series(${int(firstFy)}, ${int(lastFy)}) fy
        ORDER BY fy, p.plan_id`);
      await run(sql`
        INSERT INTO client_service_staff (client_service_id, user_id, created_at)
        SELECT cs.id, ps.user_id, cs.created_at
        FROM client_services cs JOIN bench_plan p ON p.client_id = cs.client_id AND p.service_id = cs.service_id
        JOIN bench_plan_staff ps ON ps.plan_id = p.plan_id`);
    });

    await step(`${sizes.entries} work entries`, async () => {
      // Bulk-load speed: the secondary indexes are dropped and rebuilt after the insert, and (as
      // superuser) the foreign-key triggers skipped: every id below comes from a row just read.
      const indexes = (await run(sql`
        SELECT indexname AS name, indexdef AS definition FROM pg_indexes
        WHERE schemaname = current_schema() AND tablename = 'work_entries' AND indexname <> 'work_entries_pkey'`)) as {
        rows: { name: string; definition: string }[];
      };
      for (const index of indexes.rows) await run(sql`DROP INDEX ${sql.identifier(index.name)}`);
      const superuser = (await run(sql`SELECT rolsuper AS yes FROM pg_roles WHERE rolname = current_user`)) as {
        rows: { yes: boolean }[];
      };
      if (superuser.rows[0]?.yes) await run(sql`SET LOCAL session_replication_role = replica`);
      await run(sql`SET LOCAL work_mem = '256MB'`);
      await run(sql`SET LOCAL maintenance_work_mem = '256MB'`);
      // Each visit: a weekday of the window, then one allocation of that day's fiscal year.
      await run(sql`
        CREATE TEMP TABLE bench_alloc ON COMMIT DROP AS
        SELECT extract(year FROM cs.end_date)::int AS fy,
          row_number() OVER (PARTITION BY cs.end_date ORDER BY cs.id, a.user_id)::int AS k,
          cs.id AS client_service_id, cs.client_id, a.user_id, cs.service_code AS code,
          round(cs.unit_rate * 100)::bigint AS rate_cents, u.first_name, u.last_name, u.percentage_paid AS pct,
          c.latitude AS lat, c.longitude AS lng
        FROM client_services cs JOIN client_service_staff a ON a.client_service_id = cs.id
        JOIN users u ON u.id = a.user_id JOIN clients c ON c.id = cs.client_id`);
      await run(sql`
        CREATE TEMP TABLE bench_days ON COMMIT DROP AS
        SELECT row_number() OVER (ORDER BY d)::int AS i, d::date AS day,
          extract(year FROM d + interval '6 months')::int AS fy
        FROM generate_series(${firstDay}::timestamp, ${lastDay}::timestamp, interval '1 day') d
        WHERE extract(isodow FROM d) < 6`);
      await run(sql`ANALYZE bench_alloc`);
      await run(sql`ANALYZE bench_days`);
      await run(sql`
        INSERT INTO work_entries (entry_name, user_id, client_id, client_service_id, start_time, end_time,
          start_latitude, start_longitude, end_latitude, end_longitude, notes, progress, staff_verification,
          admin_verification, time_zone, elapsed_hours, units_used, gross_cents, net_cents, status,
          record_history, created_at, updated_at, created_by_id, updated_by_id)
        SELECT a.code || ' - ' || a.last_name || ', ' || a.first_name || ' - ' || to_char(v.day, 'MM/DD/YYYY'),
          a.user_id, a.client_id, a.client_service_id, v.start_time, v.end_time,
          a.lat + v.j1, a.lng + v.j2, a.lat + v.j3, a.lng + v.j4,
          CASE WHEN v.n1 < 0.9 THEN notes[1 + floor(v.n2 * cardinality(notes))::int]
            || CASE WHEN v.n1 < 0.5 THEN ' ' || notes[1 + floor(v.n3 * cardinality(notes))::int] ELSE '' END END,
          2, true, v.verified, ${AGENCY_TIME_ZONE}, round(v.minutes / 60.0, 2), v.minutes / 15,
          v.minutes / 15 * a.rate_cents, round(v.minutes / 15 * a.rate_cents * a.pct / 100)::bigint,
          ${int(WorkEntryStatus.Completed)}, 2, v.end_time + v.lag, v.end_time + v.lag, a.user_id, a.user_id
        FROM (
          SELECT p.*, d.day, d.fy,
            (d.day + p.start_min * interval '1 minute')::timestamp AT TIME ZONE ${AGENCY_TIME_ZONE} AS start_time,
            (d.day + (p.start_min + p.minutes) * interval '1 minute')::timestamp AT TIME ZONE ${AGENCY_TIME_ZONE} AS end_time
          FROM (
            SELECT g, 1 + floor(random() * (SELECT count(*) FROM bench_days))::int AS di, random() AS ak,
              420 + 5 * floor(random() * 157)::int AS start_min, 30 + floor(power(random(), 1.6) * 451)::int AS minutes,
              random() < 0.7 AS verified, random() AS n1, random() AS n2, random() AS n3,
              (random() - 0.5) / 500 AS j1, (random() - 0.5) / 500 AS j2, (random() - 0.5) / 500 AS j3,
              (random() - 0.5) / 500 AS j4, random() * interval '40 minutes' AS lag
            FROM generate_series(1, ${int(sizes.entries)}) g
            OFFSET 0
          ) p JOIN bench_days d ON d.i = p.di
        ) v
        JOIN (SELECT fy, count(*)::int AS n FROM bench_alloc GROUP BY fy) f ON f.fy = v.fy
        JOIN bench_alloc a ON a.fy = v.fy AND a.k = 1 + floor(v.ak * f.n)::int
        CROSS JOIN (SELECT ${arr(NOTES, 'text')} AS notes) t
        ORDER BY v.start_time`);
      for (const index of indexes.rows) await run(sql.raw(index.definition));
      await run(sql`SET LOCAL session_replication_role = DEFAULT`);
    });
  });

  await step('analyze', () => database.db.execute(sql`VACUUM ANALYZE`));
  const counts = await countRows(database);
  return { counts, steps, ms: performance.now() - began };
}

async function countRows(database: Database): Promise<Record<string, number>> {
  const res = (await database.db.execute(sql`
    SELECT (SELECT count(*) FROM users WHERE user_type = ${int(UserType.Staff)})::int AS staff,
      (SELECT count(*) FROM clients)::int AS clients,
      (SELECT count(*) FROM supports_coordinators)::int AS coordinators,
      (SELECT count(*) FROM services)::int AS services,
      (SELECT count(*) FROM client_services)::int AS authorizations,
      (SELECT count(*) FROM client_service_staff)::int AS allocations,
      (SELECT count(*) FROM work_entries)::int AS entries`)) as unknown as { rows: Record<string, number>[] };
  return res.rows[0]!;
}
