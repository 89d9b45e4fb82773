/**
 * SQL of fulfilment (docs/decisions/017): a clock-in's work entry takes the planned visit it meets,
 * and gives it back when the entry is abandoned. The schedules module writes scheduled_visits; the
 * work entry is only named by id (this module never imports work-entries: no cycle).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

export type ClockIn = {
  workEntryId: number;
  clientServiceId: number;
  staffId: number;
  clockIn: Date;
  windowMinutes: number;
};

/**
 * Links the entry to the best waiting visit in one UPDATE: same authorization, not cancelled, not
 * fulfilled, starting within ±window of the clock-in, planned for this staff member or open (then it
 * becomes theirs); the nearest start wins (their own visit before an open shift at the same distance).
 * The candidate is locked (FOR UPDATE) and re-checked, and the entry's unique index guards the rest:
 * two clock-ins never take one visit, one entry never fulfils two. The range on
 * (client_service_id, starts_at) is `scheduled_visits_authorization_idx`.
 */
export async function linkNearestVisit(db: Db, c: ClockIn): Promise<number | null> {
  const window = sql`make_interval(mins => ${c.windowMinutes})`;
  const at = sql`${c.clockIn}::timestamptz`;
  const rows = await rowsOf(
    db,
    sql`UPDATE scheduled_visits sv
        SET work_entry_id = ${c.workEntryId}, staff_id = COALESCE(sv.staff_id, ${c.staffId})
        WHERE sv.id = (
          SELECT id FROM scheduled_visits
          WHERE client_service_id = ${c.clientServiceId}
            AND starts_at BETWEEN ${at} - ${window} AND ${at} + ${window}
            AND work_entry_id IS NULL AND cancelled_at IS NULL
            AND (staff_id = ${c.staffId} OR staff_id IS NULL)
          ORDER BY abs(extract(epoch FROM starts_at - ${at})), staff_id IS NULL, id
          LIMIT 1
          FOR UPDATE
        )
          AND sv.work_entry_id IS NULL
          AND NOT EXISTS (SELECT 1 FROM scheduled_visits f WHERE f.work_entry_id = ${c.workEntryId})
        RETURNING sv.id`,
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/** Gives back the visit an entry fulfilled (the entry was abandoned): it waits again, or counts as missed. */
export async function unlinkEntry(db: Db, workEntryId: number): Promise<number | null> {
  const rows = await rowsOf(
    db,
    sql`UPDATE scheduled_visits SET work_entry_id = NULL WHERE work_entry_id = ${workEntryId} RETURNING id`,
  );
  return rows[0] ? Number(rows[0].id) : null;
}
