/**
 * SQL of the schedules table and of generating, deleting and counting a series' planned visits
 * (docs/decisions/017). This module is the one writer of `schedules` and `scheduled_visits`.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { and as all, pgArray, rowsOf, type Row } from '../../db/rows.js';
import { schedules } from '../../db/schema/index.js';
import { nextVersion } from '../../platform/records.js';

export type ScheduleRow = typeof schedules.$inferSelect;
export type ScheduleValues = Omit<typeof schedules.$inferInsert, 'id' | 'version' | 'createdAt'>;

/** The authorization a plan is made against, with its client's name. */
export type Authorization = {
  id: number;
  clientId: number;
  clientFirst: string;
  clientMiddle: string | null;
  clientLast: string;
  serviceCode: string;
  serviceName: string;
  startDate: string;
  endDate: string;
  unitsAuthorized: number;
  unitLength: number;
  status: number;
};

export async function findAuthorization(db: Db, id: number): Promise<Authorization | undefined> {
  const [row] = await rowsOf<Authorization>(
    db,
    sql`SELECT cs.id, cs.client_id AS "clientId", c.first_name AS "clientFirst", c.middle_name AS "clientMiddle",
          c.last_name AS "clientLast", cs.service_code AS "serviceCode", cs.service_name AS "serviceName",
          to_char(cs.start_date, 'YYYY-MM-DD') AS "startDate", to_char(cs.end_date, 'YYYY-MM-DD') AS "endDate",
          cs.units_authorized::float8 AS "unitsAuthorized", cs.unit_length::float8 AS "unitLength", cs.status
        FROM client_services cs JOIN clients c ON c.id = cs.client_id WHERE cs.id = ${id}`,
  );
  return row;
}

/** A user that may be planned: their name, type and status (undefined when unknown). */
export async function findPerson(db: Db, id: number) {
  const [row] = await rowsOf<{ id: number; firstName: string; lastName: string; userType: number; status: number }>(
    db,
    sql`SELECT id, first_name AS "firstName", last_name AS "lastName", user_type AS "userType", status
        FROM users WHERE id = ${id}`,
  );
  return row;
}

export async function insertSchedule(db: Db, values: ScheduleValues): Promise<ScheduleRow> {
  const [row] = await db.insert(schedules).values(values).returning();
  return row!;
}

/** A schedule not deleted; `lock` holds it until the transaction ends (serialises changes of one series). */
export async function findSchedule(db: Db, id: number, lock = false): Promise<ScheduleRow | undefined> {
  const query = db
    .select()
    .from(schedules)
    .where(and(eq(schedules.id, id), isNull(schedules.deletedAt)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Changes a schedule and moves it to its next version. */
export async function updateSchedule(db: Db, id: number, values: Partial<ScheduleValues>): Promise<ScheduleRow> {
  const [row] = await db
    .update(schedules)
    .set({ ...values, version: nextVersion(schedules) })
    .where(eq(schedules.id, id))
    .returning();
  return row!;
}

/** One generated occurrence. */
export type Occurrence = { date: string; startsAt: Date; endsAt: Date };

/**
 * Inserts a series' visits in one statement (unnest: a JS bulk insert of a year of visits is slow).
 * A day that already has a visit of the series (worked or cancelled, kept) is skipped.
 */
export async function insertVisits(
  db: Db,
  s: { id: number; clientServiceId: number; clientId: number; staffId: number | null },
  occurrences: Occurrence[],
): Promise<number> {
  if (occurrences.length === 0) return 0;
  const rows = await rowsOf(
    db,
    sql`INSERT INTO scheduled_visits (schedule_id, client_service_id, client_id, staff_id, origin_date, service_date, starts_at, ends_at)
        SELECT ${s.id}, ${s.clientServiceId}, ${s.clientId}, ${s.staffId}::int, x.d, x.d, x.s, x.e
        FROM unnest(${pgArray(
          occurrences.map((o) => o.date),
          'date',
        )}, ${pgArray(
          occurrences.map((o) => o.startsAt.toISOString()),
          'timestamptz',
        )}, ${pgArray(
          occurrences.map((o) => o.endsAt.toISOString()),
          'timestamptz',
        )}) AS x(d, s, e)
        ON CONFLICT (schedule_id, origin_date) DO NOTHING RETURNING id`,
  );
  return rows.length;
}

/** A series' visits still to come that a change may remove: not worked, not cancelled, not started, from `from` on. */
const removable = (scheduleId: number, from: string, now: Date): SQL =>
  sql`schedule_id = ${scheduleId} AND service_date >= ${from}::date AND work_entry_id IS NULL
      AND cancelled_at IS NULL AND starts_at > ${now}`;

/** Deletes a series' removable visits from `from` on; returns how many. */
export async function deleteVisitsFrom(db: Db, scheduleId: number, from: string, now: Date): Promise<number> {
  const rows = await rowsOf(
    db,
    sql`DELETE FROM scheduled_visits WHERE ${removable(scheduleId, from, now)} RETURNING id`,
  );
  return rows.length;
}

/** How many visits of the series fall before `day` (any state), and how many it has at all. */
export async function countVisits(db: Db, scheduleId: number, before?: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM scheduled_visits
        WHERE ${all([sql`schedule_id = ${scheduleId}`, before !== undefined && sql`service_date < ${before}::date`])}`,
  );
  return row?.n ?? 0;
}

/** A list page of schedules (not deleted) with names, and the count of all that match. */
export async function listSchedules(
  db: Db,
  f: { clientId?: number; staffId?: number; clientServiceId?: number; offset: number; limit: number },
): Promise<{ rows: Row[]; total: number }> {
  const where = all([
    sql`s.deleted_at IS NULL`,
    f.clientId !== undefined && sql`s.client_id = ${f.clientId}`,
    f.staffId !== undefined && sql`s.staff_id = ${f.staffId}`,
    f.clientServiceId !== undefined && sql`s.client_service_id = ${f.clientServiceId}`,
  ]);
  const [rows, [count]] = await Promise.all([
    rowsOf(
      db,
      sql`${SCHEDULE_SELECT} WHERE ${where} ORDER BY s.start_date DESC, s.id DESC LIMIT ${f.limit} OFFSET ${f.offset}`,
    ),
    rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM schedules s WHERE ${where}`),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** One schedule (not deleted) with the names its output shows. */
export async function readSchedule(db: Db, id: number): Promise<Row | undefined> {
  const [row] = await rowsOf(db, sql`${SCHEDULE_SELECT} WHERE s.id = ${id} AND s.deleted_at IS NULL`);
  return row;
}

const SCHEDULE_SELECT = sql`
  SELECT s.id, s.client_service_id, s.client_id, c.first_name AS client_first, c.middle_name AS client_middle,
    c.last_name AS client_last, cs.service_code, cs.service_name, s.staff_id, u.first_name AS staff_first,
    u.middle_name AS staff_middle, u.last_name AS staff_last, to_char(s.start_date, 'YYYY-MM-DD') AS start_date,
    to_char(s.end_date, 'YYYY-MM-DD') AS end_date,
    to_char(LEAST(COALESCE(s.end_date, cs.end_date), cs.end_date), 'YYYY-MM-DD') AS last_date,
    s.start_time, s.duration_minutes, s.weekdays, s.interval_weeks, s.notes, s.override_reason, s.split_from_id,
    s.version, s.created_at
  FROM schedules s
  JOIN client_services cs ON cs.id = s.client_service_id
  JOIN clients c ON c.id = s.client_id
  LEFT JOIN users u ON u.id = s.staff_id`;

/** Days from `from` on where a visit of the series stays whatever the change: worked, cancelled or started. */
export async function keptDaysFrom(db: Db, scheduleId: number, from: string, now: Date): Promise<Set<string>> {
  const rows = await rowsOf<{ o: string; s: string }>(
    db,
    sql`SELECT to_char(origin_date, 'YYYY-MM-DD') AS o, to_char(service_date, 'YYYY-MM-DD') AS s FROM scheduled_visits
        WHERE schedule_id = ${scheduleId} AND (origin_date >= ${from}::date OR service_date >= ${from}::date)
          AND NOT (${removable(scheduleId, from, now)})`,
  );
  return new Set(rows.flatMap((r) => [r.o, r.s]));
}

/** Advisory-lock namespaces of planning (pg_advisory_xact_lock's first key). */
const LOCK_AUTHORIZATION = 21_001;
const LOCK_STAFF = 21_002;

/**
 * Serialises plans of one authorization and of one staff member until the transaction ends: the
 * checks read what a concurrent plan writes (units, double booking). Authorization before staff,
 * always, so two plans never wait on each other in a cycle.
 */
export async function lockPlanning(db: Db, p: { authorizationId?: number; staffId: number | null }): Promise<void> {
  if (p.authorizationId !== undefined) {
    await db.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_AUTHORIZATION}::int, ${p.authorizationId}::int)`);
  }
  if (p.staffId !== null) await db.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_STAFF}::int, ${p.staffId}::int)`);
}

/** The series of an authorization (not deleted) that run past `day`: until it ends, or planned later. */
export async function seriesPast(db: Db, authorizationId: number, day: string): Promise<ScheduleRow[]> {
  return db
    .select()
    .from(schedules)
    .where(
      and(
        eq(schedules.clientServiceId, authorizationId),
        isNull(schedules.deletedAt),
        sql`(${schedules.endDate} IS NULL OR ${schedules.endDate} > ${day}::date)`,
      ),
    );
}
