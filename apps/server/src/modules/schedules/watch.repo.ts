/**
 * SQL of the watch (docs/decisions/017): planned visits nobody clocked in for are marked late and
 * missed once each, and the admins' alerts are recorded once sent. Every statement reads a bounded
 * range of `scheduled_visits_waiting_idx` (visits still waiting: not fulfilled, cancelled or
 * missed) or `scheduled_visits_starts_idx`, and takes `now` from the caller's clock, never now().
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pgArray, rowsOf, text, textOrNull } from '../../db/rows.js';

/** Longest planned visit (24 hours): bounds how far back a visit still under way can have started. */
const LONGEST = sql`interval '24 hours'`;
/** Visits that ended longer ago are never marked missed (a new install, a long outage: no flood). */
export const MISSED_LOOKBACK_DAYS = 7;
const LOOKBACK = sql`make_interval(days => ${MISSED_LOOKBACK_DAYS})`;

const ids = (rows: { id: unknown }[]) => rows.map((r) => Number(r.id));

/** Marks `late_at` on visits under way with no clock-in by start + grace; answers their ids. */
export async function markLate(db: Db, now: Date, graceMinutes: number): Promise<number[]> {
  const at = sql`${now}::timestamptz`;
  return ids(
    await rowsOf(
      db,
      sql`UPDATE scheduled_visits SET late_at = ${at}
          WHERE work_entry_id IS NULL AND cancelled_at IS NULL AND missed_at IS NULL AND late_at IS NULL
            AND starts_at > ${at} - ${LONGEST}
            AND starts_at <= ${at} - make_interval(mins => ${graceMinutes})
            AND ends_at > ${at}
          RETURNING id`,
    ),
  );
}

/** Marks `missed_at` on visits that ended (within the look-back) with no clock-in; answers their ids. */
export async function markMissed(db: Db, now: Date): Promise<number[]> {
  const at = sql`${now}::timestamptz`;
  return ids(
    await rowsOf(
      db,
      sql`UPDATE scheduled_visits SET missed_at = ${at}
          WHERE work_entry_id IS NULL AND cancelled_at IS NULL AND missed_at IS NULL
            AND starts_at > ${at} - ${LOOKBACK} - ${LONGEST} AND starts_at < ${at}
            AND ends_at <= ${at} AND ends_at > ${at} - ${LOOKBACK}
          RETURNING id`,
    ),
  );
}

/** A visit the admins have not been told about yet, as the alert shows it. */
export type PendingAlert = {
  id: number;
  kind: 'late' | 'missed';
  /** 'MM/DD/YYYY hh:mm AM–hh:mm PM' in the agency's zone. */
  when: string;
  serviceCode: string;
  staff: string | null;
  /** The client's initials only: an alert travels by SMS and email. */
  client: string;
};

/**
 * Late and missed visits not yet alerted (the last sends failed, or these are new), oldest first.
 * A visit late and missed before any alert went out is alerted as missed only.
 */
export async function pendingAlerts(db: Db, now: Date, timeZone: string): Promise<PendingAlert[]> {
  const at = sql`${now}::timestamptz`;
  const rows = await rowsOf(
    db,
    sql`SELECT sv.id, CASE WHEN sv.missed_at IS NOT NULL THEN 'missed' ELSE 'late' END AS kind,
          to_char(sv.starts_at AT TIME ZONE ${timeZone}, 'MM/DD/YYYY HH12:MI AM') || '–' ||
            to_char(sv.ends_at AT TIME ZONE ${timeZone}, 'HH12:MI AM') AS "when",
          cs.service_code, u.last_name || ', ' || u.first_name AS staff,
          left(c.first_name, 1) || '. ' || left(c.last_name, 1) || '.' AS client
        FROM scheduled_visits sv
        JOIN client_services cs ON cs.id = sv.client_service_id
        JOIN clients c ON c.id = sv.client_id
        LEFT JOIN users u ON u.id = sv.staff_id
        WHERE sv.starts_at > ${at} - ${LOOKBACK} - ${LONGEST} AND sv.starts_at <= ${at}
          AND ((sv.late_at IS NOT NULL AND sv.late_notified_at IS NULL)
            OR (sv.missed_at IS NOT NULL AND sv.missed_notified_at IS NULL))
        ORDER BY sv.starts_at, sv.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind === 'missed' ? 'missed' : 'late',
    when: text(r.when),
    serviceCode: text(r.service_code),
    staff: textOrNull(r.staff),
    client: text(r.client),
  }));
}

/**
 * Records the alert of these visits as sent: a late one's late alert; a missed one's missed alert,
 * and its late alert too when that never went out (the missed alert said more).
 */
export async function markAlerted(db: Db, visitIds: number[], now: Date): Promise<void> {
  if (visitIds.length === 0) return;
  await rowsOf(
    db,
    sql`UPDATE scheduled_visits
        SET late_notified_at = CASE WHEN late_at IS NOT NULL THEN COALESCE(late_notified_at, ${now}) END,
            missed_notified_at = CASE WHEN missed_at IS NOT NULL THEN COALESCE(missed_notified_at, ${now}) END
        WHERE id = ANY(${pgArray(visitIds, 'bigint')})`,
  );
}
