// The claims benches' agency (bench/claims.ts, bench/remittance.ts): a 500-staff agency's month —
// STAFF 500, ENTRIES 40,000 completed and verified visits over CLIENTS 2,000 clients with an
// authorization each; 2 % with an open EVV exception, 1 % unverified — so the month's batch is
// 1,940 claims of 38,800 lines.
import { sql } from 'drizzle-orm';
import { UserType } from '@hearth/shared';
import type { Db } from '../apps/server/src/db/client.js';
import { mintAdminToken } from './report-harness.js';

export const STAFF = Number(process.env.STAFF ?? 500);
export const CLIENTS = Number(process.env.CLIENTS ?? 2_000);
export const ENTRIES = Number(process.env.ENTRIES ?? 40_000);
export const FROM = '2026-10-01';
export const TO = '2026-10-31';

/** Bearer tokens: an admin's and a Super Admin's (who may void a batch). */
export type Seeded = { admin: string; owner: string };

/** The agency: settings, staff, clients with an authorization each, a month of completed visits. */
export async function seed(db: Db, jwtSecret: string): Promise<Seeded> {
  const admin = await mintAdminToken(db, jwtSecret);
  const owner = await mintAdminToken(db, jwtSecret, UserType.SuperAdmin);
  await db.execute(sql`UPDATE agency_settings SET legal_name = 'Bench Community Supports LLC',
      address_street = '100 Market St', address_city = 'Harrisburg', address_state = 'PA', address_zip = '171011234',
      phone = '7175550100', contact_name = 'Pat Billing', npi = '1234567893', ein = '251234567',
      promise_provider_id = '123456789', promise_service_location = '0001', taxonomy_code = '253Z00000X',
      submitter_id = 'BENCH01', receiver_id = 'PAPROMISE', receiver_name = 'PA DHS PROMISE' WHERE id = 1`);
  await db.execute(sql`INSERT INTO users (email, password_hash, first_name, last_name, user_type, phone, status)
      SELECT 'bench.staff.' || i || '@example.org', 'x', 'Staff', i::text, ${UserType.Staff}, '2155550123', 4
      FROM generate_series(1, ${STAFF}) AS i`);
  await db.execute(sql`INSERT INTO clients (first_name, last_name, mci, diagnostic_code, dob, county, phone,
        billing_street, billing_city, billing_zip, latitude, longitude)
      SELECT 'Client', i::text, (100000000 + i)::text, 'F84.0', '1990-01-01', 'Dauphin', '2155550123',
        '1 Main St', 'Harrisburg', '17101', 40.27, -76.88
      FROM generate_series(1, ${CLIENTS}) AS i`);
  await db.execute(sql`INSERT INTO client_services (client_id, service_name, service_code, unit_rate, unit_length,
        start_date, end_date, units_authorized)
      SELECT id, 'Companion', 'W1726', 4.62, 0.25, '2026-07-01', '2027-06-30', 5000 FROM clients`);
  // Visit i: staff i % STAFF, authorization i % CLIENTS, day i % 31, an hour (4 units, $18.48).
  await db.execute(sql`WITH s AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE user_type = ${UserType.Staff}),
      a AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(client_id ORDER BY id) AS clients FROM client_services)
      INSERT INTO work_entries (entry_name, user_id, client_id, client_service_id, start_time, end_time,
        start_latitude, start_longitude, end_latitude, end_longitude, signature, progress, admin_verification,
        time_zone, elapsed_hours, units_used, gross_cents, net_cents, status, evv_checked_at)
      SELECT 'W1726 - bench', s.ids[i % ${STAFF} + 1], a.clients[i % ${CLIENTS} + 1], a.ids[i % ${CLIENTS} + 1],
        t0, t0 + interval '1 hour', 40.27, -76.88, 40.27, -76.88, 'data:image/png;base64,AAAA', 2, i % 100 <> 7,
        'America/New_York', 1, 4, 1848, 1155, 8, now()
      FROM generate_series(0, ${ENTRIES - 1}) AS i, s, a,
        LATERAL (SELECT timestamptz '2026-10-01 12:00+00' + (i % 31) * interval '1 day' + ((i / 31) % 8) * interval '1 hour' AS t0) x`);
  await db.execute(sql`INSERT INTO evv_exceptions (work_entry_id, type, details)
      SELECT id, 'no_signature', '{}'::jsonb FROM work_entries WHERE id % 50 = 3`);
  await db.execute(sql`ANALYZE`);
  return { admin, owner };
}
