/**
 * The EVV checks: what a payer would deny a completed visit for. They run in SQL over a set of
 * entries, so one statement checks one visit at completion, every unbilled entry after the
 * distance limit changes, or a database's older entries at start-up (docs/decisions/011).
 *
 * For each entry the checks find the exceptions that hold now, then, in one statement:
 * - an open exception that no longer holds is closed by the checks (`auto_cleared`);
 * - one that still holds keeps its row, with the details as they are now;
 * - a new one opens, unless a person already resolved the very same finding (same details), so a
 *   note or an unrelated edit does not bring back what was reviewed; a new admin edit does (its
 *   count of edits moved).
 *
 * A typed name is a signature (the client's mark, typed: an electronic signature in law). A visit
 * closed with a reason the client could not sign is still `no_signature`, with the reason in its
 * details: an admin resolves it knowingly, and a changed reason re-opens a resolved one.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_DISTANCE_LIMIT_MILES,
  DEFAULT_MAP_CENTRE,
  EARTH_RADIUS_METRES,
  METRES_PER_MILE,
  Status,
  WorkEntryStatus,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { pgArray, rowsOf } from '../../db/rows.js';
import { enteredByAdminSql } from './entered-by.js';

const haversine = (
  lat1: SQL,
  lng1: SQL,
  lat2: SQL,
  lng2: SQL,
) => sql`(2 * ${sql.raw(String(EARTH_RADIUS_METRES))} * asin(least(1, sqrt(
  power(sin(radians(${lat2} - ${lat1}) / 2), 2)
  + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lng2} - ${lng1}) / 2), 2)))))`;

/** The exceptions that hold now for the completed entries `scope` selects (a WHERE on `we`). */
function findings(scope: SQL): SQL {
  const located = sql`NOT (c.latitude = ${DEFAULT_MAP_CENTRE.latitude} AND c.longitude = ${DEFAULT_MAP_CENTRE.longitude})`;
  const dist = (lat: SQL, lng: SQL) => sql`round(${haversine(sql`c.latitude`, sql`c.longitude`, lat, lng)})::int`;
  return sql`
    WITH settings AS (
      SELECT round(evv_distance_limit_miles * ${METRES_PER_MILE})::int AS limit_m FROM agency_settings WHERE id = 1
    ), e AS (
      SELECT we.id, we.start_latitude, we.start_longitude, we.end_latitude, we.end_longitude,
        we.start_location_missing, we.end_location_missing, we.signature, we.typed_signature,
        we.no_signature_reason, we.no_signature_text, we.elapsed_hours,
        ${enteredByAdminSql('we')} AS entered_by_admin, c.latitude AS c_lat, c.longitude AS c_lng, ${located} AS located,
        c.status AS client_status, cs.status AS cs_status, cs.start_date, cs.end_date, cs.unit_length,
        (we.start_time AT TIME ZONE we.time_zone)::date AS service_date,
        CASE WHEN we.start_latitude IS NOT NULL AND ${located}
          THEN ${dist(sql`we.start_latitude`, sql`we.start_longitude`)} END AS in_m,
        CASE WHEN we.end_latitude IS NOT NULL AND ${located}
          THEN ${dist(sql`we.end_latitude`, sql`we.end_longitude`)} END AS out_m,
        COALESCE(s.limit_m, ${Math.round(DEFAULT_DISTANCE_LIMIT_MILES * METRES_PER_MILE)}) AS limit_m
      FROM work_entries we
      JOIN clients c ON c.id = we.client_id
      JOIN client_services cs ON cs.id = we.client_service_id
      LEFT JOIN settings s ON TRUE
      WHERE we.status = ${WorkEntryStatus.Completed} AND (${scope})
    )
    SELECT id, 'missing_location' AS type, jsonb_strip_nulls(jsonb_build_object(
        'clockIn', CASE WHEN start_latitude IS NULL THEN COALESCE(start_location_missing, 'unavailable') END,
        'clockOut', CASE WHEN end_latitude IS NULL THEN COALESCE(end_location_missing, 'unavailable') END)) AS details
      FROM e WHERE start_latitude IS NULL OR end_latitude IS NULL
    UNION ALL
    SELECT id, 'too_far', jsonb_strip_nulls(jsonb_build_object(
        'clockInMetres', CASE WHEN in_m > limit_m THEN in_m END,
        'clockOutMetres', CASE WHEN out_m > limit_m THEN out_m END,
        'limitMetres', limit_m))
      FROM e WHERE in_m > limit_m OR out_m > limit_m
    UNION ALL
    SELECT id, 'client_not_located', '{}'::jsonb FROM e
      WHERE NOT located AND (start_latitude IS NOT NULL OR end_latitude IS NOT NULL)
    UNION ALL
    SELECT id, 'no_signature', jsonb_strip_nulls(jsonb_build_object(
        'reason', no_signature_reason, 'reasonText', no_signature_text))
      FROM e WHERE COALESCE(btrim(signature), '') = '' AND COALESCE(btrim(typed_signature), '') = ''
    UNION ALL
    SELECT id, 'short_visit', jsonb_build_object(
        'minutes', round(COALESCE(elapsed_hours, 0) * 60),
        'unitMinutes', round(unit_length * 60))
      FROM e WHERE COALESCE(elapsed_hours, 0) < unit_length
    UNION ALL
    SELECT e.id, 'manual_change', jsonb_build_object(
        'createdByAdmin', e.entered_by_admin,
        'manualEdits', m.edits,
        'lastReason', m.last_reason)
      FROM e
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS edits,
          (array_agg(COALESCE(h.reason_text, h.reason_code) ORDER BY h.recorded_at DESC, h.id DESC))[1] AS last_reason
        FROM work_entry_history h WHERE h.work_entry_id = e.id AND h.is_manual_edit
      ) m
      WHERE e.entered_by_admin OR m.edits > 0
    UNION ALL
    SELECT id, 'inactive', jsonb_build_object(
        'clientInactive', client_status <> ${Status.Active},
        'authorizationInactive', cs_status <> ${Status.Active},
        'outsideDates', service_date NOT BETWEEN start_date AND end_date,
        'startDate', to_char(start_date, 'YYYY-MM-DD'),
        'endDate', to_char(end_date, 'YYYY-MM-DD'),
        'serviceDate', to_char(service_date, 'YYYY-MM-DD'))
      FROM e
      WHERE client_status <> ${Status.Active} OR cs_status <> ${Status.Active}
        OR service_date NOT BETWEEN start_date AND end_date`;
}

/**
 * Runs the checks on the entries `scope` selects (completed ones; others are left alone) and
 * records what they found. Returns how many exceptions opened and how many the checks closed.
 * The one write of work_entries outside modules/work-entries: the checks stamp `evv_checked_at`
 * (their own marker, which no work-entries rule reads) in the statement that records the findings,
 * since work-entries calls these checks and could not be called back without an import cycle.
 */
async function check(db: Db, scope: SQL, now: Date): Promise<{ opened: number; cleared: number }> {
  const [counts] = await rowsOf(
    db,
    sql`WITH found AS (${findings(scope)}),
      checked AS (
        UPDATE work_entries we SET evv_checked_at = ${now}
        WHERE we.status = ${WorkEntryStatus.Completed} AND (${scope})
        RETURNING we.id
      ),
      cleared AS (
        UPDATE evv_exceptions x
        SET resolved_at = ${now}, auto_cleared = TRUE, resolution_note = 'No longer applies after the entry changed'
        FROM checked
        WHERE x.work_entry_id = checked.id AND x.resolved_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM found f WHERE f.id = x.work_entry_id AND f.type = x.type)
        RETURNING x.id
      ),
      opened AS (
        INSERT INTO evv_exceptions (work_entry_id, type, details, detected_at)
        SELECT f.id, f.type, f.details, ${now} FROM found f
        WHERE NOT EXISTS (
          SELECT 1 FROM evv_exceptions r
          WHERE r.work_entry_id = f.id AND r.type = f.type AND r.resolved_at IS NOT NULL
            AND NOT r.auto_cleared AND r.details = f.details)
        ON CONFLICT (work_entry_id, type) WHERE resolved_at IS NULL
        DO UPDATE SET details = EXCLUDED.details
        RETURNING (xmax = 0) AS inserted
      )
      SELECT (SELECT count(*) FROM opened WHERE inserted)::int AS opened, (SELECT count(*) FROM cleared)::int AS cleared`,
  );
  return { opened: Number(counts?.opened ?? 0), cleared: Number(counts?.cleared ?? 0) };
}

/** Checks these entries (on completion and on every edit; inside the caller's transaction). */
export const checkEntries = (db: Db, ids: number[], now: Date) =>
  ids.length === 0
    ? Promise.resolve({ opened: 0, cleared: 0 })
    : check(db, sql`we.id = ANY(${pgArray(ids, 'int4')})`, now);

/**
 * Checks every completed entry not billed yet from the last year (after the distance limit
 * changes): older ones are past Medical Assistance's 365-day filing limit and keep their findings.
 */
export const recheckUnbilled = (db: Db, now: Date) =>
  check(db, sql`we.claim_batch_id IS NULL AND we.start_time >= ${new Date(now.getTime() - 365 * 86_400_000)}`, now);

/** Checks the completed entries the checks have never seen (entries from before them), in batches. */
export async function checkUnchecked(db: Db, now: Date, batch = 5000): Promise<number> {
  let total = 0;
  for (;;) {
    const ids = (
      await rowsOf<{ id: number }>(
        db,
        sql`SELECT id FROM work_entries WHERE evv_checked_at IS NULL AND status = ${WorkEntryStatus.Completed}
            ORDER BY id LIMIT ${batch}`,
      )
    ).map((r) => Number(r.id));
    if (ids.length === 0) return total;
    await db.transaction((tx) => checkEntries(tx, ids, now));
    total += ids.length;
  }
}
