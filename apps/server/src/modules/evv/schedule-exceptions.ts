/**
 * The EVV exceptions of planned visits nobody clocked in for (docs/decisions/017): `late` (no
 * clock-in by the start + grace) and `missed` (none by the planned end), raised by the schedules
 * module's watch. Once per visit and type, resolved or not (the unique index
 * `evv_exceptions_scheduled_key`): a visit is reported late once, however often the watch runs. A
 * missed visit's open late exception is closed by the check (it says less than the missed one), and
 * a cancelled visit's open ones by the cancellation (its reason says why nobody came).
 */
import { sql } from 'drizzle-orm';
import { CANCEL_REASON_LABELS } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

const WIRE = 'YYYY-MM-DD HH24:MI:SS';
const wire = (column: string) => sql`to_char(${sql.raw(column)} AT TIME ZONE 'UTC', ${WIRE})`;

/** Opens the `type` exception of each visit (none twice); answers how many were new. */
export async function raiseScheduleExceptions(
  tx: Db,
  p: { type: 'late' | 'missed'; visitIds: number[]; graceMinutes: number; now: Date },
): Promise<number> {
  if (p.visitIds.length === 0) return 0;
  const details =
    p.type === 'late'
      ? sql`jsonb_build_object('startsAt', ${wire('sv.starts_at')}, 'endsAt', ${wire('sv.ends_at')}, 'graceMinutes', ${p.graceMinutes}::int)`
      : sql`jsonb_build_object('startsAt', ${wire('sv.starts_at')}, 'endsAt', ${wire('sv.ends_at')})`;
  const ids = sql`${sql.param(p.visitIds)}::bigint[]`;
  if (p.type === 'missed') {
    await rowsOf(
      tx,
      sql`UPDATE evv_exceptions SET resolved_at = ${p.now}, auto_cleared = TRUE,
            resolution_note = 'The visit was missed (see its Missed visit exception)'
          WHERE scheduled_visit_id = ANY(${ids}) AND type = 'late' AND resolved_at IS NULL`,
    );
  }
  const opened = await rowsOf(
    tx,
    sql`INSERT INTO evv_exceptions (scheduled_visit_id, type, details, detected_at)
        SELECT sv.id, ${p.type}, ${details}, ${p.now} FROM scheduled_visits sv WHERE sv.id = ANY(${ids})
        ON CONFLICT (scheduled_visit_id, type) WHERE scheduled_visit_id IS NOT NULL DO NOTHING
        RETURNING id`,
  );
  return opened.length;
}

/**
 * Closes the open late and missed exceptions of visits cancelled since (the cancel reason is their
 * resolution); answers how many. Reads the open exceptions' partial index: a handful of rows.
 */
export async function closeCancelledScheduleExceptions(tx: Db, now: Date): Promise<number> {
  const closed = await rowsOf(
    tx,
    sql`UPDATE evv_exceptions x SET resolved_at = ${now}, auto_cleared = TRUE,
          resolution_note = 'The visit was cancelled'
            || COALESCE(': ' || (${JSON.stringify(CANCEL_REASON_LABELS)}::jsonb ->> sv.cancel_reason), '')
        FROM scheduled_visits sv
        WHERE sv.id = x.scheduled_visit_id AND sv.cancelled_at IS NOT NULL
          AND x.type IN ('late', 'missed') AND x.resolved_at IS NULL
        RETURNING x.id`,
  );
  return closed.length;
}
