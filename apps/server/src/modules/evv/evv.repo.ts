/** EVV exceptions: the filtered list (one query with its count) and a resolution. */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { and, rowsOf, withinDays, type Row } from '../../db/rows.js';

export type ExceptionFilter = {
  fromDate: string | null;
  toDate: string | null;
  type: string | null;
  resolved: 'true' | 'false' | 'all';
  workEntryId: number | null;
  timeZone: string;
};

/**
 * An exception is about a work entry, or (late, missed: docs/decisions/017) a planned visit nobody
 * clocked in for; its time, authorization, staff member and client come from whichever it names.
 */
const WHEN = sql`COALESCE(we.start_time, sv.starts_at)`;
const SUBJECT = sql`
  LEFT JOIN work_entries we ON we.id = x.work_entry_id
  LEFT JOIN scheduled_visits sv ON sv.id = x.scheduled_visit_id`;

function where(f: ExceptionFilter): SQL {
  return and([
    f.resolved === 'false' && sql`x.resolved_at IS NULL`,
    f.resolved === 'true' && sql`x.resolved_at IS NOT NULL`,
    f.type !== null && sql`x.type = ${f.type}`,
    f.workEntryId !== null && sql`x.work_entry_id = ${f.workEntryId}`,
    (f.fromDate !== null || f.toDate !== null) && withinDays(WHEN, f.fromDate ?? '1900-01-01', f.toDate, f.timeZone),
  ]);
}

const SELECT = (timeZone: string) => sql`
  SELECT x.id, x.type, x.details, x.detected_at, x.resolved_at, x.resolution_note, x.auto_cleared,
    x.resolved_by_id, r.first_name AS resolver_first, r.middle_name AS resolver_middle, r.last_name AS resolver_last,
    we.id AS entry_id, we.entry_name, we.start_time, we.end_time, we.admin_verification, we.claim_batch_id,
    we.start_latitude, we.start_longitude, we.end_latitude, we.end_longitude,
    to_char(${WHEN} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS service_day,
    sv.id AS visit_id, sv.schedule_id, sv.service_date::text AS visit_date, sv.starts_at AS visit_starts, sv.ends_at AS visit_ends,
    cs.service_code,
    u.id AS staff_id, u.first_name AS staff_first, u.middle_name AS staff_middle, u.last_name AS staff_last,
    c.id AS client_id, c.first_name AS client_first, c.middle_name AS client_middle, c.last_name AS client_last,
    c.latitude AS client_lat, c.longitude AS client_lng
  FROM evv_exceptions x ${SUBJECT}
  JOIN client_services cs ON cs.id = COALESCE(we.client_service_id, sv.client_service_id)
  LEFT JOIN users u ON u.id = COALESCE(we.user_id, sv.staff_id)
  JOIN clients c ON c.id = COALESCE(we.client_id, sv.client_id)
  LEFT JOIN users r ON r.id = x.resolved_by_id`;

/** A page of exceptions, newest visit first, with the count of all that match. */
export async function listExceptions(db: Db, f: ExceptionFilter, page: { offset: number; limit: number }) {
  const [rows, [count]] = await Promise.all([
    rowsOf(
      db,
      sql`${SELECT(f.timeZone)} WHERE ${where(f)}
          ORDER BY ${WHEN} DESC, x.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
    rowsOf(db, sql`SELECT count(*)::int AS n FROM evv_exceptions x ${SUBJECT} WHERE ${where(f)}`),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findException(db: Db, id: number, timeZone: string): Promise<Row | undefined> {
  const [row] = await rowsOf(db, sql`${SELECT(timeZone)} WHERE x.id = ${id}`);
  return row;
}

/** Resolves an open exception; false when it is unknown or no longer open. */
export async function resolveException(
  db: Db,
  p: { id: number; note: string; actorId: number; now: Date },
): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`UPDATE evv_exceptions SET resolved_at = ${p.now}, resolved_by_id = ${p.actorId}, resolution_note = ${p.note}
        WHERE id = ${p.id} AND resolved_at IS NULL RETURNING id`,
  );
  return rows.length === 1;
}
