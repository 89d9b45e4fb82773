// Planned visits for the fulfilment and watch tests, inserted as rows (not through the planning API).
import { sql } from 'drizzle-orm';
import { dayIn } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

const TZ = 'America/New_York';
const MINUTE = 60_000;

export type PlannedVisit = {
  clientServiceId: number;
  clientId: number;
  staffId: number | null;
  startsAt: Date;
  minutes?: number;
};

/** One one-off schedule and its visit; answers the visit's id. */
export async function planVisit(db: Db, v: PlannedVisit): Promise<number> {
  const minutes = v.minutes ?? 60;
  const day = dayIn(v.startsAt, TZ);
  const [schedule] = await rowsOf(
    db,
    sql`INSERT INTO schedules (client_service_id, client_id, staff_id, start_date, end_date, start_time, duration_minutes, weekdays)
        VALUES (${v.clientServiceId}, ${v.clientId}, ${v.staffId}, ${day}, ${day}, '09:00', ${minutes}, '{1}')
        RETURNING id`,
  );
  const [visit] = await rowsOf(
    db,
    sql`INSERT INTO scheduled_visits (schedule_id, client_service_id, client_id, staff_id, origin_date, service_date, starts_at, ends_at)
        VALUES (${schedule!.id}, ${v.clientServiceId}, ${v.clientId}, ${v.staffId}, ${day}, ${day},
          ${v.startsAt}, ${new Date(v.startsAt.getTime() + minutes * MINUTE)})
        RETURNING id`,
  );
  return Number(visit!.id);
}

export type VisitRow = {
  id: number;
  staffId: number | null;
  workEntryId: number | null;
  lateAt: Date | null;
  missedAt: Date | null;
  lateNotifiedAt: Date | null;
  missedNotifiedAt: Date | null;
};

export async function visitRow(db: Db, id: number): Promise<VisitRow> {
  const [r] = await rowsOf(
    db,
    sql`SELECT id, staff_id, work_entry_id, late_at, missed_at, late_notified_at, missed_notified_at
        FROM scheduled_visits WHERE id = ${id}`,
  );
  const n = (x: unknown) => (x === null || x === undefined ? null : Number(x));
  const d = (x: unknown) => (x === null || x === undefined ? null : new Date(x as string));
  return {
    id: Number(r!.id),
    staffId: n(r!.staff_id),
    workEntryId: n(r!.work_entry_id),
    lateAt: d(r!.late_at),
    missedAt: d(r!.missed_at),
    lateNotifiedAt: d(r!.late_notified_at),
    missedNotifiedAt: d(r!.missed_notified_at),
  };
}
