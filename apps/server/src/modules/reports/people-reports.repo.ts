/**
 * The person summaries (clients, supports coordinators, staff: the report-person fields, by status
 * and created date) and the staff allocation summary (who may clock visits for which
 * authorization, grouped by client or by staff).
 */
import { sql, type SQL } from 'drizzle-orm';
import { Status, UserType, type AllocationReportRow, type PersonReportRow, type ReportFilters } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { and, iso, num, rowsOf, text, textOrNull, withinDays, type Row } from '../../db/rows.js';
import { reportName } from './report-sql.js';

export type PersonReportType = 'client_summary' | 'sc_summary' | 'staff_summary';

/** Each summary's source, mapped onto the report-person fields. */
const SOURCE: Record<PersonReportType, { from: SQL; columns: SQL; where: SQL | null }> = {
  client_summary: {
    from: sql`clients p`,
    columns: sql`NULL::text AS company, p.phone AS mobile, p.family_contact_email AS email`,
    where: null,
  },
  sc_summary: {
    from: sql`supports_coordinators p`,
    columns: sql`p.company, COALESCE(p.mobile, p.phone) AS mobile, p.email`,
    where: null,
  },
  staff_summary: {
    from: sql`users p`,
    columns: sql`NULL::text AS company, COALESCE(p.mobile, p.phone) AS mobile, p.email`,
    where: sql`p.user_type = ${UserType.Staff}`,
  },
};

function personWhere(type: PersonReportType, f: ReportFilters): SQL {
  return and([
    SOURCE[type].where,
    withinDays(sql`p.created_at`, f.fromDate, f.toDate, f.timeZone),
    f.status !== Status.All && sql`p.status = ${f.status}`,
  ]);
}

function personSelect(type: PersonReportType, f: ReportFilters): SQL {
  const s = SOURCE[type];
  return sql`
    SELECT p.id, p.last_name, p.first_name, p.middle_name, ${s.columns},
      p.billing_street, p.billing_city, p.billing_state, p.status, p.created_at
    FROM ${s.from}
    WHERE ${personWhere(type, f)}
    ORDER BY p.last_name, p.first_name, p.middle_name NULLS FIRST, p.id`;
}

export function presentPersonRow(r: Row): PersonReportRow {
  const first = text(r.first_name);
  const middle = textOrNull(r.middle_name);
  const last = text(r.last_name);
  return {
    id: num(r.id),
    name: reportName(last, first, middle),
    lastName: last,
    firstName: first,
    middleName: middle,
    company: textOrNull(r.company),
    mobile: textOrNull(r.mobile),
    email: textOrNull(r.email),
    billingStreet: textOrNull(r.billing_street),
    billingCity: textOrNull(r.billing_city),
    billingState: textOrNull(r.billing_state),
    status: num(r.status) === Status.Inactive ? 'Inactive' : 'Active',
    createdDate: iso(r.created_at),
  };
}

export async function personPage(db: Db, type: PersonReportType, f: ReportFilters) {
  const [rows, [count]] = await Promise.all([
    rowsOf(db, sql`${personSelect(type, f)} LIMIT ${f.limit} OFFSET ${f.offset}`),
    rowsOf(db, sql`SELECT count(*) AS n FROM ${SOURCE[type].from} WHERE ${personWhere(type, f)}`),
  ]);
  return { rows: rows.map(presentPersonRow), recordCount: num(count?.n) };
}

export const personExportQuery = personSelect;

// ---- staff allocation ----

function allocationWhere(f: ReportFilters): SQL {
  return and([
    // Authorizations in force at some point of the range.
    sql`cs.start_date <= ${f.toDate ?? '9999-12-31'}::date AND cs.end_date >= ${f.fromDate}::date`,
    f.staffId !== null && sql`a.user_id = ${f.staffId}`,
    f.clientId !== null && sql`cs.client_id = ${f.clientId}`,
    f.serviceId !== null &&
      sql`EXISTS (SELECT 1 FROM services s WHERE s.id = ${f.serviceId} AND (cs.service_id = s.id OR cs.service_code = s.code))`,
  ]);
}

const ALLOCATION_FROM = sql`client_service_staff a
  JOIN client_services cs ON cs.id = a.client_service_id
  JOIN clients c ON c.id = cs.client_id
  JOIN users u ON u.id = a.user_id`;

function allocationSelect(f: ReportFilters): SQL {
  const order =
    f.group === 'staff'
      ? sql`u.last_name, u.first_name, u.middle_name NULLS FIRST, u.id, c.last_name, c.first_name, c.middle_name NULLS FIRST, c.id, cs.start_date, cs.id`
      : sql`c.last_name, c.first_name, c.middle_name NULLS FIRST, c.id, u.last_name, u.first_name, u.middle_name NULLS FIRST, u.id, cs.start_date, cs.id`;
  return sql`
    SELECT u.id AS staff_id, u.last_name AS staff_last, u.first_name AS staff_first, u.middle_name AS staff_middle,
      c.id AS client_id, c.last_name AS client_last, c.first_name AS client_first, c.middle_name AS client_middle,
      cs.id AS cs_id, cs.service_name, cs.service_code, cs.start_date::text AS start_date, cs.end_date::text AS end_date
    FROM ${ALLOCATION_FROM}
    WHERE ${allocationWhere(f)}
    ORDER BY ${order}`;
}

export function presentAllocationRow(r: Row): AllocationReportRow {
  return {
    staffId: num(r.staff_id),
    staffName: reportName(r.staff_last, r.staff_first, r.staff_middle),
    clientId: num(r.client_id),
    clientName: reportName(r.client_last, r.client_first, r.client_middle),
    serviceName: text(r.service_name),
    serviceCode: text(r.service_code),
    serviceRequestId: num(r.cs_id),
    serviceStartDate: text(r.start_date),
    serviceEndDate: text(r.end_date),
  };
}

export async function allocationPage(db: Db, f: ReportFilters) {
  const [rows, [count]] = await Promise.all([
    rowsOf(db, sql`${allocationSelect(f)} LIMIT ${f.limit} OFFSET ${f.offset}`),
    rowsOf(
      db,
      sql`SELECT count(*) AS n FROM client_service_staff a JOIN client_services cs ON cs.id = a.client_service_id
          WHERE ${allocationWhere(f)}`,
    ),
  ]);
  return { rows: rows.map(presentAllocationRow), recordCount: num(count?.n) };
}

export const allocationExportQuery = allocationSelect;
