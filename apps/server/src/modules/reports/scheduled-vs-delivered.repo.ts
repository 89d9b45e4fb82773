/**
 * Scheduled vs Delivered (issue 21, docs/decisions/017): the planned visits of a range against the
 * work that fulfilled them, per staff member or per client. Reads the schedules module's
 * scheduled_visits table for reporting (as the other reports read the work entries), never writes.
 *
 * A visit is in the range by its `service_date` (the plan's day, in the agency's zone). Status as
 * decision 017 orders it: a cancelled visit counts only as cancelled (under its reason); the others
 * are planned (their durations), completed and delivered (the hours of their completed work
 * entry), late (`late_at`), missed (`missed_at` and never fulfilled). Unplanned hours are those of
 * completed entries starting in the range that no planned visit claims.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  CANCEL_REASONS,
  cancelledByReasonText,
  cancelReasonKey,
  WorkEntryStatus,
  type AllocationGroup,
  type CancelReason,
  type ReportFilters,
  type ScheduledVsDeliveredRow,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { and, num, rowsOf, withinDays, type Row } from '../../db/rows.js';
import { reportName } from './report-sql.js';
import { usedPercent } from './usage-reports.js';

/** The row of open shifts nobody took or worked. */
export const OPEN_SHIFTS_NAME = 'Open shifts (no staff)';

/** A catalogue service: authorizations made from it or carrying its procedure code (as the entry reports). */
const ofService = (column: SQL, serviceId: number) =>
  sql`${column} IN (SELECT cs2.id FROM client_services cs2 JOIN services s ON s.id = ${serviceId}
    WHERE cs2.service_id = s.id OR cs2.service_code = s.code)`;

/** Planned visits in the range; an open shift counts for whoever worked it. */
function visitFacts(f: ReportFilters, group: AllocationGroup): SQL {
  const staff = sql`COALESCE(sv.staff_id, we.user_id)`;
  return sql`
    SELECT ${group === 'client' ? sql`sv.client_id` : staff} AS group_id, TRUE AS planned,
      sv.cancelled_at IS NOT NULL AS cancelled, sv.cancel_reason,
      EXTRACT(EPOCH FROM sv.ends_at - sv.starts_at)::numeric / 60 AS minutes,
      CASE WHEN we.status = ${WorkEntryStatus.Completed} THEN we.elapsed_hours END AS delivered,
      sv.late_at IS NOT NULL AS late, sv.missed_at IS NOT NULL AND sv.work_entry_id IS NULL AS missed,
      NULL::numeric AS unplanned
    FROM scheduled_visits sv
    LEFT JOIN work_entries we ON we.id = sv.work_entry_id
    WHERE ${and([
      plannedInRange(f),
      f.clientId !== null && sql`sv.client_id = ${f.clientId}`,
      f.staffId !== null && sql`${staff} = ${f.staffId}`,
      f.serviceId !== null && ofService(sql`sv.client_service_id`, f.serviceId),
    ])}`;
}

/** The plan's day in the range; the bounds on starts_at (a day wider each side) let its index serve. */
function plannedInRange(f: ReportFilters): SQL {
  const to = f.toDate ?? f.fromDate;
  return sql`sv.service_date BETWEEN ${f.fromDate}::date AND ${to}::date
    AND sv.starts_at >= (${f.fromDate}::date - 2)::timestamp AT TIME ZONE 'UTC'
    AND sv.starts_at < (${to}::date + 3)::timestamp AT TIME ZONE 'UTC'`;
}

/** Completed entries starting in the range (the reports' day rule) that fulfilled no planned visit. */
function unplannedFacts(f: ReportFilters, group: AllocationGroup): SQL {
  return sql`
    SELECT ${group === 'client' ? sql`we.client_id` : sql`we.user_id`} AS group_id, FALSE, FALSE, NULL::text,
      NULL::numeric, NULL::numeric, FALSE, FALSE, we.elapsed_hours
    FROM work_entries we
    WHERE ${and([
      sql`we.status = ${WorkEntryStatus.Completed}`,
      withinDays(sql`we.start_time`, f.fromDate, f.toDate ?? f.fromDate, f.timeZone),
      sql`NOT EXISTS (SELECT 1 FROM scheduled_visits sv WHERE sv.work_entry_id = we.id)`,
      f.clientId !== null && sql`we.client_id = ${f.clientId}`,
      f.staffId !== null && sql`we.user_id = ${f.staffId}`,
      f.serviceId !== null && ofService(sql`we.client_service_id`, f.serviceId),
    ])}`;
}

/** 'other' also holds a reason the list does not know, so the reason columns add up to Cancelled. */
function reasonCount(reason: CancelReason): SQL {
  const match =
    reason === 'other'
      ? sql`(cancel_reason IS NULL OR cancel_reason NOT IN (${sql.join(
          CANCEL_REASONS.filter((r) => r !== 'other').map((r) => sql`${r}`),
          sql`, `,
        )}))`
      : sql`cancel_reason = ${reason}`;
  return sql`count(*) FILTER (WHERE cancelled AND ${match}) AS ${sql.identifier(`cancelled_${reason}`)}`;
}

/** Per group: the counts, the planned minutes and hours (2 decimals), delivered and unplanned hours. */
function grouped(f: ReportFilters): SQL {
  const live = sql`planned AND NOT cancelled`;
  return sql`
    WITH facts AS (${visitFacts(f, f.group)} UNION ALL ${unplannedFacts(f, f.group)}),
    g AS (
      SELECT group_id,
        count(*) FILTER (WHERE ${live}) AS planned_visits,
        round(COALESCE(sum(minutes) FILTER (WHERE ${live}), 0) / 60, 2) AS planned_hours,
        COALESCE(sum(delivered) FILTER (WHERE ${live}), 0) AS delivered_hours,
        COALESCE(sum(unplanned), 0) AS unplanned_hours,
        count(*) FILTER (WHERE ${live} AND delivered IS NOT NULL) AS completed,
        count(*) FILTER (WHERE ${live} AND late) AS late,
        count(*) FILTER (WHERE ${live} AND missed) AS missed,
        count(*) FILTER (WHERE cancelled) AS cancelled,
        ${sql.join(CANCEL_REASONS.map(reasonCount), sql`, `)}
      FROM facts GROUP BY group_id
    )`;
}

/** Every group of the filtered result with its name, open shifts last. */
export function scheduledVsDeliveredSelect(f: ReportFilters): SQL {
  const person = f.group === 'client' ? sql`clients` : sql`users`;
  return sql`${grouped(f)}
    SELECT g.*, p.last_name, p.first_name, p.middle_name
    FROM g LEFT JOIN ${person} p ON p.id = g.group_id
    ORDER BY g.group_id IS NULL, p.last_name, p.first_name, p.middle_name NULLS FIRST, g.group_id`;
}

const SUMMED = [
  'planned_visits',
  'planned_hours',
  'delivered_hours',
  'unplanned_hours',
  'completed',
  'late',
  'missed',
  'cancelled',
  ...CANCEL_REASONS.map((r) => `cancelled_${r}`),
];

/** A database row as the report shows it (a whitelist: nothing else leaves). */
export function presentScheduledVsDelivered(r: Row, group: AllocationGroup): ScheduledVsDeliveredRow {
  const groupId = r.group_id === null || r.group_id === undefined ? null : num(r.group_id);
  const plannedHours = num(r.planned_hours);
  const deliveredHours = num(r.delivered_hours);
  const reasons = Object.fromEntries(CANCEL_REASONS.map((x) => [x, num(r[`cancelled_${x}`])])) as Record<
    CancelReason,
    number
  >;
  return {
    groupId,
    name:
      groupId === null && group === 'staff' ? OPEN_SHIFTS_NAME : reportName(r.last_name, r.first_name, r.middle_name),
    plannedVisits: num(r.planned_visits),
    plannedHours,
    deliveredHours,
    deliveryPercent: plannedHours > 0 ? usedPercent(deliveredHours, plannedHours) : null,
    unplannedHours: num(r.unplanned_hours),
    completed: num(r.completed),
    late: num(r.late),
    missed: num(r.missed),
    cancelled: num(r.cancelled),
    cancelledByReason: cancelledByReasonText(reasons),
    ...Object.fromEntries(CANCEL_REASONS.map((x) => [cancelReasonKey(x), reasons[x]])),
  };
}

/** One page of groups, how many there are, and their sums (the totals row: 'Total'). */
export async function scheduledVsDeliveredPage(db: Db, f: ReportFilters) {
  const sums = sql.join(
    SUMMED.map((c) => sql`COALESCE(sum(${sql.identifier(c)}), 0) AS ${sql.identifier(c)}`),
    sql`, `,
  );
  const [rows, [total]] = await Promise.all([
    rowsOf(db, sql`${scheduledVsDeliveredSelect(f)} LIMIT ${f.limit} OFFSET ${f.offset}`),
    rowsOf(db, sql`${grouped(f)} SELECT count(*) AS n, ${sums} FROM g`),
  ]);
  const totals = presentScheduledVsDelivered({ ...total, group_id: null }, 'client');
  return {
    data: rows.map((r) => presentScheduledVsDelivered(r, f.group)),
    recordCount: num(total?.n),
    totals: { ...totals, name: 'Total' },
  };
}
