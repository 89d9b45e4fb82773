/** The SQL of the planning checks (docs/decisions/017): collisions in time and the units already planned. */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { and as all, pgArray, rowsOf, type Row } from '../../db/rows.js';
import type { Occurrence } from './schedules.repo.js';

/**
 * The visits a change replaces: a series' visits from a day on (scope "following"), or one visit
 * (scope "occurrence"). They neither collide with the plan nor count as planned units.
 */
export type Replacing = { scheduleId: number; from: string; now: Date } | { visitId: number } | null;

/** Visits of the same series never collide with the plan; a moved visit does not collide with itself. */
function notSelf(r: Replacing): SQL | false {
  if (r === null) return false;
  return 'visitId' in r ? sql`v.id <> ${r.visitId}` : sql`v.schedule_id <> ${r.scheduleId}`;
}

/** Not one of the visits the change removes (they are generated again). */
function notReplaced(r: Replacing): SQL | false {
  if (r === null) return false;
  if ('visitId' in r) return sql`v.id <> ${r.visitId}`;
  return sql`NOT (v.schedule_id = ${r.scheduleId} AND v.service_date >= ${r.from}::date AND v.starts_at > ${r.now})`;
}

const MAX_LISTED = 10;

/** Visits (not cancelled) overlapping one of the occurrences in time and matching `who`: at most 10, earliest first. */
async function overlapping(db: Db, occurrences: Occurrence[], who: SQL, r: Replacing): Promise<Row[]> {
  if (occurrences.length === 0) return [];
  const starts = pgArray(
    occurrences.map((o) => o.startsAt.toISOString()),
    'timestamptz',
  );
  const ends = pgArray(
    occurrences.map((o) => o.endsAt.toISOString()),
    'timestamptz',
  );
  return rowsOf(
    db,
    sql`SELECT DISTINCT v.id, v.schedule_id, to_char(v.service_date, 'YYYY-MM-DD') AS date, v.starts_at, v.ends_at,
          c.first_name AS client_first, c.middle_name AS client_middle, c.last_name AS client_last,
          u.first_name AS staff_first, u.middle_name AS staff_middle, u.last_name AS staff_last
        FROM unnest(${starts}, ${ends}) AS p(s, e)
        JOIN scheduled_visits v ON v.starts_at < p.e AND v.ends_at > p.s AND v.starts_at > p.s - interval '1 day'
        JOIN client_services cs ON cs.id = v.client_service_id
        JOIN clients c ON c.id = v.client_id
        LEFT JOIN users u ON u.id = v.staff_id
        WHERE ${all([sql`v.cancelled_at IS NULL`, who, notSelf(r)])}
        ORDER BY v.starts_at, v.id LIMIT ${MAX_LISTED}`,
  );
}

/** The staff member's other visits at the same time. */
export const staffBookings = (db: Db, staffId: number, occurrences: Occurrence[], r: Replacing) =>
  overlapping(db, occurrences, sql`v.staff_id = ${staffId}`, r);

/** The client's other visits of the same service (procedure code) at the same time. */
export const clientBookings = (
  db: Db,
  p: { clientId: number; serviceCode: string },
  occurrences: Occurrence[],
  r: Replacing,
) => overlapping(db, occurrences, sql`v.client_id = ${p.clientId} AND cs.service_code = ${p.serviceCode}`, r);

/**
 * Units planned per authorization: its visits from `today` on, not worked, cancelled or missed,
 * each its duration in the authorization's units rounded down.
 */
export async function plannedUnits(
  db: Db,
  ids: number[],
  today: string,
  r: Replacing = null,
): Promise<Map<number, number>> {
  const planned = new Map(ids.map((id) => [id, 0]));
  if (ids.length === 0) return planned;
  const rows = await rowsOf<{ id: number; units: number }>(
    db,
    sql`SELECT v.client_service_id AS id,
          COALESCE(SUM(floor(EXTRACT(EPOCH FROM (v.ends_at - v.starts_at)) / 60 / NULLIF(cs.unit_length * 60, 0) + 1e-9)), 0)::float8 AS units
        FROM scheduled_visits v JOIN client_services cs ON cs.id = v.client_service_id
        WHERE ${all([
          sql`v.client_service_id = ANY(${pgArray(ids, 'int')})`,
          sql`v.service_date >= ${today}::date AND v.cancelled_at IS NULL AND v.work_entry_id IS NULL`,
          // A visit the watch found missed will not be worked: it plans no units any more.
          sql`v.missed_at IS NULL`,
          notReplaced(r),
        ])}
        GROUP BY v.client_service_id`,
  );
  for (const row of rows) planned.set(Number(row.id), Number(row.units));
  return planned;
}

/** The client's authorizations that end today or later (the units projection), oldest first. */
export async function currentAuthorizations(db: Db, clientId: number, today: string) {
  return rowsOf<{
    id: number;
    serviceCode: string;
    serviceName: string;
    startDate: string;
    endDate: string;
    unitsAuthorized: number;
  }>(
    db,
    sql`SELECT id, service_code AS "serviceCode", service_name AS "serviceName",
          to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate",
          units_authorized::float8 AS "unitsAuthorized"
        FROM client_services WHERE client_id = ${clientId} AND end_date >= ${today}::date
        ORDER BY start_date, id`,
  );
}
