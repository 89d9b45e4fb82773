/**
 * Reads and single-visit writes of scheduled_visits. The week view of every staff member reads
 * ~7,000 visits: one statement with the names joined and the status derived in SQL
 * (docs/decisions/017, "Status"), from the stored facts and the caller's clock.
 */
import { sql, type SQL } from 'drizzle-orm';
import { WorkEntryStatus, type CancelReason, type ScheduledVisitStatus } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { reachableAuthorizationIds } from '../../policies/staff-reach.js';
import { and as all, rowsOf, withinDays, type Row } from '../../db/rows.js';

/** The status of `v` at `now`, in decision 017's order. Times leave as the wire's UTC text (no Date per row). */
const status = (now: Date): SQL => sql`CASE
    WHEN v.cancelled_at IS NOT NULL THEN 'cancelled'
    WHEN we.status = ${WorkEntryStatus.Completed} THEN 'completed'
    WHEN we.status = ${WorkEntryStatus.InProgress} THEN 'in_progress'
    WHEN v.missed_at IS NOT NULL OR v.ends_at <= ${now}::timestamptz THEN 'missed'
    WHEN v.staff_id IS NULL THEN 'open'
    WHEN v.late_at IS NOT NULL OR v.starts_at + make_interval(mins => g.grace) <= ${now}::timestamptz THEN 'late'
    ELSE 'scheduled' END`;

const visitSelect = (now: Date): SQL => sql`
  SELECT v.id::int, v.schedule_id, to_char(v.service_date, 'YYYY-MM-DD') AS date,
    to_char(v.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS starts_at,
    to_char(v.ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS ends_at,
    round(EXTRACT(EPOCH FROM (v.ends_at - v.starts_at)) / 60)::int AS duration_minutes,
    v.client_id, c.first_name AS client_first, c.middle_name AS client_middle, c.last_name AS client_last,
    v.client_service_id, cs.service_code, cs.service_name,
    v.staff_id, u.first_name AS staff_first, u.middle_name AS staff_middle, u.last_name AS staff_last,
    v.work_entry_id, v.cancel_reason, v.cancel_note, v.changed, s.notes,
    COALESCE(floor(EXTRACT(EPOCH FROM (v.ends_at - v.starts_at)) / 60 / NULLIF(cs.unit_length * 60, 0) + 1e-9), 0)::int AS units,
    ${status(now)} AS status
  FROM scheduled_visits v
  JOIN schedules s ON s.id = v.schedule_id
  JOIN client_services cs ON cs.id = v.client_service_id
  JOIN clients c ON c.id = v.client_id
  LEFT JOIN users u ON u.id = v.staff_id
  LEFT JOIN work_entries we ON we.id = v.work_entry_id
  CROSS JOIN (SELECT COALESCE((SELECT schedule_late_grace_minutes FROM agency_settings ORDER BY id LIMIT 1), 15) AS grace) g`;

export type VisitFilter = {
  from: string;
  to: string;
  timeZone: string;
  staffId?: number;
  clientId?: number;
  clientServiceId?: number;
  status?: ScheduledVisitStatus;
};

/** Earliest first, then by id (the wire's UTC text sorts as the instants do). */
const byStart = (a: Row, b: Row): number =>
  a.starts_at === b.starts_at ? Number(a.id) - Number(b.id) : String(a.starts_at) < String(b.starts_at) ? -1 : 1;

/** The visits starting on the days from..to (agency zone), earliest first. */
export async function listVisits(db: Db, f: VisitFilter, now: Date): Promise<Row[]> {
  const where = all([
    withinDays(sql`v.starts_at`, f.from, f.to, f.timeZone),
    f.staffId !== undefined && sql`v.staff_id = ${f.staffId}`,
    f.clientId !== undefined && sql`v.client_id = ${f.clientId}`,
    f.clientServiceId !== undefined && sql`v.client_service_id = ${f.clientServiceId}`,
  ]);
  const inner = sql`${visitSelect(now)} WHERE ${where}`;
  const query = f.status === undefined ? inner : sql`SELECT * FROM (${inner}) x WHERE x.status = ${f.status}`;
  // Ordered here, not by PostgreSQL: its hash joins lose the index's order, and sorting the week's
  // 7,000 wide rows there took longer than sorting them here by two small keys.
  return (await rowsOf(db, query)).sort(byStart);
}

/** One visit as the list shows it. */
export async function readVisit(db: Db, id: number, now: Date): Promise<Row | undefined> {
  const [row] = await rowsOf(db, sql`${visitSelect(now)} WHERE v.id = ${id}`);
  return row;
}

/**
 * Open shifts offered to a staff member: no staff, not cancelled or worked, starting after `now`, of
 * the authorizations in `offeredTo` (a subquery of ids: the policy's "allocated to").
 */
export async function openVisits(db: Db, offeredTo: SQL, now: Date): Promise<Row[]> {
  return rowsOf(
    db,
    sql`${visitSelect(now)} WHERE v.staff_id IS NULL AND v.cancelled_at IS NULL AND v.work_entry_id IS NULL
        AND v.starts_at > ${now}::timestamptz AND v.client_service_id IN ${offeredTo}
        ORDER BY v.starts_at, v.id LIMIT 500`,
  );
}

/** The visit of a series on a day: the one now on it, else the one the series put there. `lock` holds it. */
export async function visitOn(db: Db, scheduleId: number, day: string, timeZone: string, lock = false) {
  const [row] = await rowsOf<{
    id: number;
    staffId: number | null;
    serviceDate: string;
    startTime: string;
    durationMinutes: number;
    startsAt: Date;
    workEntryId: number | null;
    cancelledAt: Date | null;
  }>(
    db,
    sql`SELECT id, staff_id AS "staffId", to_char(service_date, 'YYYY-MM-DD') AS "serviceDate",
          to_char(starts_at AT TIME ZONE ${timeZone}, 'HH24:MI') AS "startTime",
          round(EXTRACT(EPOCH FROM (ends_at - starts_at)) / 60)::int AS "durationMinutes",
          starts_at AS "startsAt", work_entry_id AS "workEntryId", cancelled_at AS "cancelledAt"
        FROM scheduled_visits
        WHERE schedule_id = ${scheduleId} AND (service_date = ${day}::date OR origin_date = ${day}::date)
        ORDER BY (service_date = ${day}::date) DESC LIMIT 1 ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row;
}

/** Moves one visit ("this visit only"): its day, times and staff; it is marked changed. */
export async function moveVisit(
  db: Db,
  p: { id: number; day: string; startsAt: Date; endsAt: Date; staffId: number | null },
): Promise<void> {
  await db.execute(
    sql`UPDATE scheduled_visits SET service_date = ${p.day}::date, starts_at = ${p.startsAt}, ends_at = ${p.endsAt},
          staff_id = ${p.staffId}::int, changed = true, late_at = NULL, missed_at = NULL
        WHERE id = ${p.id}`,
  );
}

/** Cancels one visit still open to cancelling (not worked, not cancelled); false when it no longer is. */
export async function cancelVisit(
  db: Db,
  p: { id: number; reason: CancelReason; note: string | null; actorId: number; now: Date },
): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`UPDATE scheduled_visits SET cancelled_at = ${p.now}, cancelled_by_id = ${p.actorId},
          cancel_reason = ${p.reason}, cancel_note = ${p.note}
        WHERE id = ${p.id} AND cancelled_at IS NULL AND work_entry_id IS NULL RETURNING id`,
  );
  return rows.length === 1;
}

/**
 * Gives an open shift to the staff member who accepts it first: one statement, so of two racing
 * accepts exactly one changes the row. False when it is no longer open or not offered to them.
 */
export async function takeOpenVisit(db: Db, p: { id: number; staffId: number; offeredTo: SQL; now: Date }) {
  const rows = await rowsOf(
    db,
    sql`UPDATE scheduled_visits SET staff_id = ${p.staffId}, changed = true
        WHERE id = ${p.id} AND staff_id IS NULL AND cancelled_at IS NULL AND work_entry_id IS NULL
          AND starts_at > ${p.now}::timestamptz AND client_service_id IN ${p.offeredTo}
        RETURNING id`,
  );
  return rows.length === 1;
}

/** A visit's facts for an accept refused (why it was). */
export async function visitFacts(db: Db, id: number) {
  const [row] = await rowsOf<{
    id: number;
    staffId: number | null;
    clientServiceId: number;
    startsAt: Date;
    endsAt: Date;
    serviceDate: string;
    cancelled: boolean;
    worked: boolean;
  }>(
    db,
    sql`SELECT id, staff_id AS "staffId", client_service_id AS "clientServiceId", starts_at AS "startsAt",
          ends_at AS "endsAt", to_char(service_date, 'YYYY-MM-DD') AS "serviceDate",
          cancelled_at IS NOT NULL AS cancelled, work_entry_id IS NOT NULL AS worked
        FROM scheduled_visits WHERE id = ${id}`,
  );
  return row;
}

/** The ids of the authorizations the staff member is allocated to on `today`, as an SQL subquery. */
export const offeredTo = (db: Db, staffId: number, today: string): SQL =>
  sql`(${reachableAuthorizationIds(db, { staffId, on: today })})`;

/** Whether an authorization is among those `offered` (a subquery of `offeredTo`). */
export async function isOffered(db: Db, clientServiceId: number, offered: SQL): Promise<boolean> {
  const [reach] = await rowsOf<{ ok: boolean }>(db, sql`SELECT ${clientServiceId} IN ${offered} AS ok`);
  return reach?.ok === true;
}

/**
 * Deletes the authorization's visits that now fall outside its dates, except those worked,
 * cancelled or started (the past stays); answers how many went.
 */
export async function dropOutsideAuthorization(
  tx: Db,
  auth: { id: number; startDate: string; endDate: string },
  now: Date,
): Promise<number> {
  const gone = await rowsOf(
    tx,
    sql`DELETE FROM scheduled_visits
        WHERE client_service_id = ${auth.id} AND work_entry_id IS NULL AND cancelled_at IS NULL
          AND starts_at > ${now}::timestamptz
          AND (service_date < ${auth.startDate}::date OR service_date > ${auth.endDate}::date)
        RETURNING id`,
  );
  return gone.length;
}
