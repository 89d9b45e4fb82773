// The yardstick for the reports API: the same work written by hand and run through `pg` directly.
// For each report type, the stats over the whole filtered result (count, units, gross, net) and
// the first page in the report's order with the report's joins; for the export, the notes rows
// read through a cursor and written by a plain exceljs streaming writer.
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { UserType, WorkEntryStatus, type ReportType } from '@hearth/shared';

export type Stats = { recordCount: number; totalUnits: number; totalGross: number; totalNet: number };
/** What both sides must agree on: the first page's keys and the stats. */
export type PageResult = { keys: string[]; stats: Stats };
export type DayRange = { from: string; to: string };

// Local days [from, to] in $3 as instants: from the start of `from` to the start of the day after `to`.
const FROM = `($1::date::timestamp AT TIME ZONE $3)`;
const UNTIL = `(($2::date + 1)::timestamp AT TIME ZONE $3)`;
const COMPLETED = WorkEntryStatus.Completed;

const ENTRY_ORDER: Partial<Record<ReportType, string>> = {
  notes: 'we.start_time, we.id',
  staff_pay: 'u.last_name, u.first_name, we.user_id, we.start_time, we.id',
  staff_billing: 'u.last_name, u.first_name, we.user_id, we.start_time, we.id',
  promise_billing: 'c.last_name, c.first_name, we.client_id, we.start_time, we.id',
};

const entryWhere = (type: ReportType) =>
  `${type === 'notes' ? '' : `we.status = ${COMPLETED} AND `}we.start_time >= ${FROM} AND we.start_time < ${UNTIL}`;

/** The report-row columns of a work entry with its staff member, client and authorization. */
export const ENTRY_SELECT = `
  SELECT we.id, we.entry_name, we.client_service_id, we.admin_verification, we.status, we.time_zone,
    we.created_at, we.updated_at, we.start_time, we.end_time, we.elapsed_hours, we.units_used,
    we.gross_cents, we.net_cents, we.notes, we.client_id, we.user_id,
    c.mci, c.last_name AS client_last, c.first_name AS client_first, c.billing_state,
    u.last_name AS staff_last, u.first_name AS staff_first, cs.service_name, cs.service_code, cs.unit_rate,
    to_char(we.start_time AT TIME ZONE $3, 'YYYY-MM-DD') AS service_day
  FROM work_entries we
  JOIN users u ON u.id = we.user_id
  JOIN clients c ON c.id = we.client_id
  JOIN client_services cs ON cs.id = we.client_service_id`;

const PERSON: Partial<Record<ReportType, { from: string; columns: string }>> = {
  client_summary: {
    from: 'clients p WHERE TRUE',
    columns: 'NULL::text AS company, p.phone AS mobile, p.family_contact_email AS email',
  },
  sc_summary: {
    from: 'supports_coordinators p WHERE TRUE',
    columns: 'p.company, COALESCE(p.mobile, p.phone) AS mobile, p.email',
  },
  staff_summary: {
    from: `users p WHERE p.user_type = ${UserType.Staff}`,
    columns: 'NULL::text AS company, COALESCE(p.mobile, p.phone) AS mobile, p.email',
  },
};

const IN_SCOPE = `cs.start_date <= $2::date AND cs.end_date >= $1::date`;
/** An authorization's use: its completed visits that started by the end of the range. */
const USED = `LEFT JOIN LATERAL (
    SELECT COALESCE(sum(we.units_used), 0) AS used, COALESCE(sum(we.gross_cents), 0) AS gross,
      COALESCE(sum(we.net_cents), 0) AS net
    FROM work_entries we
    WHERE we.client_service_id = cs.id AND we.status = ${COMPLETED} AND we.start_time < ${UNTIL}) u ON TRUE`;
const USAGE_STATS = `SELECT count(*) AS n, sum(u.used) AS units, sum(u.gross) AS gross, sum(u.net) AS net
  FROM client_services cs ${USED} WHERE ${IN_SCOPE}`;

/** For each type: the statements run at once (first page, stats), and how their rows make a result. */
type Plan = {
  page: string;
  stats: string;
  key: (row: Record<string, unknown>) => string;
  /** False when the statements take no time zone ($3). */
  zoned?: boolean;
};

function planOf(type: ReportType, limit: number): Plan {
  if (ENTRY_ORDER[type]) {
    return {
      page: `${ENTRY_SELECT} WHERE ${entryWhere(type)} ORDER BY ${ENTRY_ORDER[type]} LIMIT ${limit}`,
      stats: `SELECT count(*) AS n, sum(we.units_used) AS units, sum(we.gross_cents) AS gross, sum(we.net_cents) AS net
        FROM work_entries we WHERE ${entryWhere(type)}`,
      key: (r) => String(r.id),
    };
  }
  const person = PERSON[type];
  if (person) {
    const where = `p.created_at >= ${FROM} AND p.created_at < ${UNTIL}`;
    return {
      page: `SELECT p.id, p.last_name, p.first_name, p.middle_name, ${person.columns}, p.billing_street, p.billing_city,
          p.billing_state, p.status, p.created_at
        FROM ${person.from} AND ${where} ORDER BY p.last_name, p.first_name, p.id LIMIT ${limit}`,
      stats: `SELECT count(*) AS n FROM ${person.from} AND ${where}`,
      key: (r) => String(r.id),
    };
  }
  if (type === 'staff_allocation') {
    const from = `client_service_staff a JOIN client_services cs ON cs.id = a.client_service_id`;
    return {
      page: `SELECT a.user_id, u.last_name, u.first_name, c.id AS client_id, c.last_name, c.first_name, cs.id AS cs_id,
          cs.service_name, cs.service_code, cs.start_date, cs.end_date
        FROM ${from} JOIN clients c ON c.id = cs.client_id JOIN users u ON u.id = a.user_id
        WHERE ${IN_SCOPE}
        ORDER BY c.last_name, c.first_name, c.id, u.last_name, u.first_name, u.id, cs.start_date, cs.id LIMIT ${limit}`,
      stats: `SELECT count(*) AS n FROM ${from} WHERE ${IN_SCOPE}`,
      key: (r) => `${String(r.user_id)}/${String(r.cs_id)}`,
      zoned: false,
    };
  }
  if (type === 'monthly_client_service_summary') {
    // The page is chosen first; only its authorizations' use is summed (per month, too).
    return {
      page: `SELECT cs.*, u.used, u.gross, u.net, m.months
        FROM (SELECT cs.id, cs.client_id, c.last_name, c.first_name, c.county, cs.start_date, cs.end_date, cs.service_code,
                cs.service_name, cs.unit_rate, cs.units_authorized
              FROM client_services cs JOIN clients c ON c.id = cs.client_id WHERE ${IN_SCOPE}
              ORDER BY c.last_name, c.first_name, c.id, cs.service_code, cs.start_date, cs.id LIMIT ${limit}) cs
        ${USED}
        LEFT JOIN LATERAL (
          SELECT json_object_agg(month, units) AS months FROM (
            SELECT to_char(we.start_time AT TIME ZONE $3, 'YYYY-MM') AS month, sum(we.units_used) AS units
            FROM work_entries we
            WHERE we.client_service_id = cs.id AND we.status = ${COMPLETED}
              AND we.start_time >= ${FROM} AND we.start_time < ${UNTIL}
            GROUP BY 1) x) m ON TRUE
        ORDER BY cs.last_name, cs.first_name, cs.client_id, cs.service_code, cs.start_date, cs.id`,
      stats: USAGE_STATS,
      key: (r) => String(r.id),
    };
  }
  if (type === 'client_service_summary') {
    // A page of clients (those with an authorization in range), then their authorizations with use.
    return {
      page: `WITH page AS (
          SELECT c.id, c.last_name, c.first_name FROM clients c
          WHERE EXISTS (SELECT 1 FROM client_services cs WHERE cs.client_id = c.id AND ${IN_SCOPE})
          ORDER BY c.last_name, c.first_name, c.id LIMIT ${limit})
        SELECT page.id AS client_id, page.last_name, page.first_name, cs.id, cs.service_code, cs.service_name,
          cs.start_date, cs.end_date, cs.units_authorized, u.used
        FROM page JOIN client_services cs ON cs.client_id = page.id AND ${IN_SCOPE} ${USED}
        ORDER BY page.last_name, page.first_name, page.id, cs.service_code, cs.start_date, cs.id`,
      stats: `SELECT (SELECT count(*) FROM clients c
            WHERE EXISTS (SELECT 1 FROM client_services cs WHERE cs.client_id = c.id AND ${IN_SCOPE})) AS n,
          units, gross, net FROM (${USAGE_STATS}) s`,
      key: (r) => String(r.client_id),
    };
  }
  throw new Error(`no baseline for ${type}`);
}

/** Runs the hand-written first page and stats of `type` (both statements at once, as two connections). */
export async function rawFirstPage(
  pool: pg.Pool,
  type: ReportType,
  range: DayRange,
  timeZone: string,
  limit = 10,
): Promise<PageResult> {
  const plan = planOf(type, limit);
  const params = plan.zoned === false ? [range.from, range.to] : [range.from, range.to, timeZone];
  const [page, stats] = await Promise.all([pool.query(plan.page, params), pool.query(plan.stats, params)]);
  const s = stats.rows[0] as Record<string, unknown>;
  return {
    keys: [...new Set(page.rows.map(plan.key))],
    stats: {
      recordCount: Number(s.n),
      totalUnits: Number(s.units ?? 0),
      totalGross: Number(s.gross ?? 0) / 100,
      totalNet: Number(s.net ?? 0) / 100,
    },
  };
}

/** The SQL of a type's first page and stats with literal parameters (for EXPLAIN). */
export function rawStatements(type: ReportType, range: DayRange, timeZone: string): { page: string; stats: string } {
  const plan = planOf(type, 10);
  const lit = (sql: string) =>
    sql.replaceAll('$1', `'${range.from}'`).replaceAll('$2', `'${range.to}'`).replaceAll('$3', `'${timeZone}'`);
  return { page: lit(plan.page), stats: lit(plan.stats) };
}

/** A writable that discards everything (the export's bytes are measured, not kept). */
export const nullStream = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

const NOTES_COLUMNS: { header: string; key: string; numFmt?: string }[] = [
  { header: 'Account Name', key: 'client' },
  { header: 'Staff Name', key: 'staff' },
  { header: 'Work Entry Name', key: 'entry_name' },
  { header: 'Service Name', key: 'service_name' },
  { header: 'Start Time', key: 'start_local', numFmt: 'mm/dd/yyyy hh:mm AM/PM' },
  { header: 'End Time', key: 'end_local', numFmt: 'mm/dd/yyyy hh:mm AM/PM' },
  { header: 'Billing State', key: 'billing_state' },
  { header: 'Last Modified Date', key: 'updated_local', numFmt: 'mm/dd/yyyy hh:mm AM/PM' },
  { header: 'Notes', key: 'notes' },
  { header: 'Reviewed', key: 'reviewed' },
];

/**
 * The notes export done by hand: the rows in report order through DECLARE CURSOR / FETCH in a
 * read-only transaction, written by exceljs's streaming WorkbookWriter to `out`. Local times come
 * from PostgreSQL (timestamp without zone, read as UTC fields, which is what Excel stores).
 */
export async function rawNotesExport(
  url: string,
  range: DayRange,
  timeZone: string,
  out: Writable,
): Promise<{ rows: number }> {
  const client = new pg.Client({
    connectionString: url,
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        oid === 1114
          ? (v: string) => new Date(`${v.replace(' ', 'T')}Z`)
          : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  await client.connect();
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet('Notes Report', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = NOTES_COLUMNS.map((c) => ({
      header: c.header,
      key: c.key,
      width: 22,
      style: { numFmt: c.numFmt ?? '@' },
    }));
    sheet.getRow(1).font = { bold: true };
    await client.query('BEGIN READ ONLY');
    await client.query(
      `DECLARE notes_rows NO SCROLL CURSOR FOR
       SELECT c.last_name || ', ' || c.first_name AS client, u.last_name || ', ' || u.first_name AS staff,
         we.entry_name, cs.service_name, we.start_time AT TIME ZONE $3 AS start_local,
         we.end_time AT TIME ZONE $3 AS end_local, c.billing_state, we.updated_at AT TIME ZONE $3 AS updated_local,
         we.notes, CASE WHEN we.admin_verification THEN 'Yes' ELSE 'No' END AS reviewed
       FROM work_entries we
       JOIN users u ON u.id = we.user_id
       JOIN clients c ON c.id = we.client_id
       JOIN client_services cs ON cs.id = we.client_service_id
       WHERE ${entryWhere('notes')}
       ORDER BY we.start_time, we.id`,
      [range.from, range.to, timeZone],
    );
    let rows = 0;
    for (;;) {
      const batch = await client.query('FETCH 2000 FROM notes_rows');
      for (const row of batch.rows) sheet.addRow(row).commit();
      rows += batch.rows.length;
      if (out.writableNeedDrain) await new Promise((r) => out.once('drain', r));
      if (batch.rows.length < 2000) break;
    }
    await client.query('COMMIT');
    sheet.commit();
    await workbook.commit();
    return { rows };
  } finally {
    await client.end();
  }
}
