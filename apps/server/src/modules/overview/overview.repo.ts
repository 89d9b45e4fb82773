/**
 * The Overview's figures: one aggregate statement each, run side by side. Days are local days of
 * the agency's zone (bounds computed by PostgreSQL, daylight saving included).
 */
import { sql } from 'drizzle-orm';
import { OVERVIEW_AUTHORIZATION_LIMIT, OVERVIEW_NEARLY_USED_PERCENT, WorkEntryStatus } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { num, rowsOf, text, textOrNull, withinDays } from '../../db/rows.js';
import { enteredByAdminSql } from '../evv/index.js';
import { authorizationSelect, type AuthorizationScope } from '../reports/index.js';

const localDay = (column: string, tz: string) => sql`to_char(${sql.raw(column)} AT TIME ZONE ${tz}, 'YYYY-MM-DD')`;

/** Visits in progress (read from the one-per-staff-member partial index) and the day the oldest began. */
export async function inProgress(db: Db, tz: string) {
  const [row] = await rowsOf(
    db,
    sql`SELECT count(*) AS n, ${localDay('min(start_time)', tz)} AS oldest
        FROM work_entries WHERE status = ${WorkEntryStatus.InProgress}`,
  );
  return { count: num(row?.n), oldestDay: textOrNull(row?.oldest) };
}

/** Completed entries not verified by an admin, and the day of service of the oldest (their partial index). */
export async function awaitingVerification(db: Db, tz: string) {
  const [row] = await rowsOf(
    db,
    sql`SELECT count(*) AS n, ${localDay('min(start_time)', tz)} AS oldest
        FROM work_entries WHERE status = ${WorkEntryStatus.Completed} AND NOT admin_verification`,
  );
  return { count: num(row?.n), oldestDay: textOrNull(row?.oldest) };
}

/** Completed visits and their hours per local day from `from` to `to` (days without any are absent). */
export async function completedByDay(db: Db, from: string, to: string, tz: string) {
  const rows = await rowsOf(
    db,
    sql`SELECT ${localDay('start_time', tz)} AS day, count(*) AS visits, COALESCE(sum(elapsed_hours), 0) AS hours
        FROM work_entries
        WHERE status = ${WorkEntryStatus.Completed} AND ${withinDays(sql`start_time`, from, to, tz)}
        GROUP BY 1`,
  );
  return new Map(rows.map((r) => [text(r.day), { visits: num(r.visits), hours: num(r.hours) }]));
}

/** Open EVV exceptions per type (read from the open-exceptions partial index). */
export async function openExceptionsByType(db: Db): Promise<Map<string, number>> {
  const rows = await rowsOf(
    db,
    sql`SELECT type, count(*) AS n FROM evv_exceptions WHERE resolved_at IS NULL GROUP BY type`,
  );
  return new Map(rows.map((r) => [text(r.type), num(r.n)]));
}

/** Today's planned visits (not cancelled) the schedule watch found late and missed (the starts index). */
export async function scheduleToday(db: Db, today: string, tz: string) {
  const [row] = await rowsOf(
    db,
    sql`SELECT count(*) FILTER (WHERE late_at IS NOT NULL) AS late, count(*) FILTER (WHERE missed_at IS NOT NULL) AS missed
        FROM scheduled_visits
        WHERE cancelled_at IS NULL AND ${withinDays(sql`starts_at`, today, today, tz)}`,
  );
  return { late: num(row?.late), missed: num(row?.missed) };
}

/**
 * Completed visits with a date of service from `from` to `to`, and those manually edited: an admin
 * changed it after the visit (a manual-edit history row) or entered it for the staff member (who
 * entered a visit is one definition, evv/entered-by.ts, as in the EVV check `manual_change`). The edited entries are read once from their partial
 * index and hashed: a probe per visit cost 4× as much (bench/overview.ts).
 */
export async function manualEdits(db: Db, from: string, to: string, tz: string) {
  const [row] = await rowsOf(
    db,
    sql`SELECT count(*) AS completed,
          count(*) FILTER (WHERE ${enteredByAdminSql('we')} OR m.work_entry_id IS NOT NULL) AS manual
        FROM work_entries we
        LEFT JOIN (SELECT DISTINCT work_entry_id FROM work_entry_history WHERE is_manual_edit) m
          ON m.work_entry_id = we.id
        WHERE we.status = ${WorkEntryStatus.Completed} AND ${withinDays(sql`we.start_time`, from, to, tz)}`,
  );
  return { completed: num(row?.completed), manual: num(row?.manual) };
}

/**
 * Active authorizations of active clients running `today` (with their use as the reports count it)
 * that are nearly used up or end by `endingBy`: those nearly used up first (most used first), then
 * those ending soonest; at most OVERVIEW_AUTHORIZATION_LIMIT, with how many there are in all.
 */
export async function atRiskAuthorizations(db: Db, today: string, endingBy: string, tz: string) {
  const scope: AuthorizationScope = {
    from: today,
    to: today,
    timeZone: tz,
    usedUntil: null,
    onlyIds: null,
    activeOnly: true,
  };
  const nearlyUsed = sql`(a.units_authorized > 0 AND a.used * 100 >= ${OVERVIEW_NEARLY_USED_PERCENT} * a.units_authorized)`;
  return rowsOf(
    db,
    sql`SELECT a.*, ${nearlyUsed} AS nearly_used, count(*) OVER () AS total
        FROM (${authorizationSelect(scope)}) a
        WHERE ${nearlyUsed} OR a.end_date::date <= ${endingBy}::date
        ORDER BY ${nearlyUsed} DESC, CASE WHEN ${nearlyUsed} THEN a.used / a.units_authorized END DESC,
          a.end_date, a.id
        LIMIT ${OVERVIEW_AUTHORIZATION_LIMIT}`,
  );
}
