/**
 * Work entry reports (notes, payroll, billing, PROMISe): one filter, one page query, one join-free
 * aggregate for the stats, and the same query unpaged for exports. Money is summed in integer
 * cents, so the stats are exact sums of the rows.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  signatureInWords,
  statusLabel,
  WorkEntryStatus,
  type EntryReportRow,
  type ReportFilters,
  type ReportType,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import {
  and,
  dollars,
  iso,
  isoOrNull,
  num,
  numOrNull,
  rowsOf,
  text,
  textOrNull,
  withinDays,
  type Row,
} from '../../db/rows.js';
import { endsWithinDays, reportName } from './report-sql.js';

export type EntryReportType = 'notes' | 'staff_pay' | 'staff_billing' | 'promise_billing';

/** The range by the visit's start, its end (the day rule of work-entry-rules: 00:00 closes the day before) or creation. */
const inRange = (f: ReportFilters): SQL =>
  f.dateFilterOption === 'end'
    ? endsWithinDays(f.fromDate, f.toDate, f.timeZone)
    : withinDays(
        f.dateFilterOption === 'start' ? sql`we.start_time` : sql`we.created_at`,
        f.fromDate,
        f.toDate,
        f.timeZone,
      );

/** Payroll, billing and PROMISe count only completed visits; the notes report shows every visit. */
const COMPLETED_ONLY: readonly ReportType[] = ['staff_pay', 'staff_billing', 'promise_billing'];

const ORDER: Record<EntryReportType, SQL> = {
  notes: sql`we.start_time, we.id`,
  staff_pay: sql`u.last_name, u.first_name, u.middle_name NULLS FIRST, we.user_id, we.start_time, we.id`,
  staff_billing: sql`u.last_name, u.first_name, u.middle_name NULLS FIRST, we.user_id, we.start_time, we.id`,
  promise_billing: sql`c.last_name, c.first_name, c.middle_name NULLS FIRST, we.client_id, we.start_time, we.id`,
};

/** The WHERE of an entry report; it names only work_entries columns, so counts need no join. */
function entryWhere(type: ReportType, f: ReportFilters): SQL {
  return and([
    COMPLETED_ONLY.includes(type) && sql`we.status = ${WorkEntryStatus.Completed}`,
    inRange(f),
    f.adminVerification === 'reviewed' && sql`we.admin_verification`,
    f.adminVerification === 'not_reviewed' && sql`NOT we.admin_verification`,
    f.staffId !== null && sql`we.user_id = ${f.staffId}`,
    f.clientId !== null && sql`we.client_id = ${f.clientId}`,
    // A catalogue service: authorizations made from it or carrying its procedure code.
    f.serviceId !== null &&
      sql`we.client_service_id IN (
        SELECT cs2.id FROM client_services cs2 JOIN services s ON s.id = ${f.serviceId}
        WHERE cs2.service_id = s.id OR cs2.service_code = s.code)`,
  ]);
}

function entrySelect(type: EntryReportType, f: ReportFilters): SQL {
  return sql`
    SELECT we.id, we.entry_name, we.client_service_id, we.admin_verification, we.status, we.time_zone,
      we.created_at, we.updated_at, we.start_time, we.end_time, we.elapsed_hours, we.units_used,
      we.gross_cents, we.net_cents, we.notes, we.client_id, we.user_id, we.signature IS NOT NULL AS drawn,
      we.typed_signature, we.no_signature_reason, we.no_signature_text,
      c.mci, c.last_name AS client_last, c.first_name AS client_first, c.middle_name AS client_middle,
      c.billing_state, u.last_name AS staff_last, u.first_name AS staff_first, u.middle_name AS staff_middle,
      cs.service_name, cs.service_code, cs.unit_rate,
      to_char(we.start_time AT TIME ZONE ${f.timeZone}, 'YYYY-MM-DD') AS service_day
    FROM work_entries we
    JOIN users u ON u.id = we.user_id
    JOIN clients c ON c.id = we.client_id
    JOIN client_services cs ON cs.id = we.client_service_id
    WHERE ${entryWhere(type, f)}
    ORDER BY ${ORDER[type]}`;
}

/** A database row as the report shows it (a whitelist: nothing else leaves). */
export function presentEntryRow(r: Row): EntryReportRow {
  const start = iso(r.start_time);
  const end = isoOrNull(r.end_time);
  const gross = r.gross_cents === null ? null : dollars(r.gross_cents);
  const net = r.net_cents === null ? null : dollars(r.net_cents);
  return {
    entryId: num(r.id),
    entryName: text(r.entry_name),
    serviceRequestId: num(r.client_service_id),
    adminVerification: Boolean(r.admin_verification),
    reviewed: r.admin_verification ? 'Yes' : 'No',
    status: statusLabel(num(r.status)),
    mci: text(r.mci),
    clientId: num(r.client_id),
    clientName: reportName(r.client_last, r.client_first, r.client_middle),
    billingState: textOrNull(r.billing_state),
    staffId: num(r.user_id),
    staffName: reportName(r.staff_last, r.staff_first, r.staff_middle),
    serviceName: text(r.service_name),
    serviceCode: text(r.service_code),
    unitRate: num(r.unit_rate),
    createdDate: iso(r.created_at),
    lastModified: iso(r.updated_at),
    startTime: start,
    endTime: end,
    serviceStartTime: start,
    serviceEndTime: end,
    dateOfService: text(r.service_day),
    elapsedTime: numOrNull(r.elapsed_hours),
    unitsUsed: numOrNull(r.units_used),
    grossAmount: gross,
    netAmount: net,
    notes: textOrNull(r.notes),
    clientSignature: signatureInWords({
      drawn: Boolean(r.drawn),
      typedSignature: textOrNull(r.typed_signature),
      noSignatureReason: textOrNull(r.no_signature_reason),
      noSignatureText: textOrNull(r.no_signature_text),
    }),
    timeZone: text(r.time_zone),
  };
}

export type Totals = { recordCount: number; totalUnits: number; totalGross: number; totalNet: number };

export async function entryPage(db: Db, type: EntryReportType, f: ReportFilters) {
  const [rows, [stats]] = await Promise.all([
    rowsOf(db, sql`${entrySelect(type, f)} LIMIT ${f.limit} OFFSET ${f.offset}`),
    rowsOf(
      db,
      sql`SELECT count(*) AS n, COALESCE(sum(we.units_used), 0) AS units, COALESCE(sum(we.gross_cents), 0) AS gross,
            COALESCE(sum(we.net_cents), 0) AS net
          FROM work_entries we WHERE ${entryWhere(type, f)}`,
    ),
  ]);
  const totals: Totals = {
    recordCount: num(stats?.n),
    totalUnits: num(stats?.units),
    totalGross: dollars(stats?.gross),
    totalNet: dollars(stats?.net),
  };
  return { rows: rows.map(presentEntryRow), totals };
}

/** The whole filtered result, unpaged, for an export. */
export const entryExportQuery = (type: EntryReportType, f: ReportFilters): SQL => entrySelect(type, f);
