/**
 * Authorization use: the Monthly Client Service Summary, the Client Service Summary and the staff
 * Service Summary. An authorization is in a report when its dates overlap the range; its used
 * units are those of its completed visits that started by the end of the range (or ever, for the
 * staff summary), so Remaining is what is left as of that day. See docs/decisions/005.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { Status, WorkEntryStatus } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { and, dayEnd, num, rowsOf, text, withinDays, type Row } from '../../db/rows.js';

export type AuthorizationScope = {
  from: string;
  to: string | null;
  timeZone: string;
  /** Visits counted as used: those that started by the end of this day (null: all of them). */
  usedUntil: string | null;
  /** Only the authorizations of this subquery of ids (what a staff member reaches: policies/staff-reach). */
  onlyIds: SQLWrapper | null;
  /** Only active clients and active authorizations. */
  activeOnly: boolean;
};

function scopeWhere(s: AuthorizationScope): SQL {
  return and([
    sql`cs.start_date <= ${s.to ?? '9999-12-31'}::date AND cs.end_date >= ${s.from}::date`,
    s.onlyIds !== null && sql`cs.id IN (${s.onlyIds})`,
    s.activeOnly && sql`c.status = ${Status.Active} AND cs.status = ${Status.Active}`,
  ]);
}

function usedJoin(s: AuthorizationScope): SQL {
  return sql`LEFT JOIN LATERAL (
    SELECT COALESCE(sum(we.units_used), 0) AS used, COALESCE(sum(we.gross_cents), 0) AS gross,
      COALESCE(sum(we.net_cents), 0) AS net
    FROM work_entries we
    WHERE we.client_service_id = cs.id AND we.status = ${WorkEntryStatus.Completed}
      ${s.usedUntil === null ? sql`` : sql`AND we.start_time < ${dayEnd(s.usedUntil, s.timeZone)}`}
  ) u ON TRUE`;
}

/** Authorizations in scope with their use, ordered by client then procedure code and start. */
export function authorizationSelect(s: AuthorizationScope, extra: SQL | null = null): SQL {
  return sql`
    SELECT cs.id, cs.client_id, c.last_name, c.first_name, c.middle_name, c.county, cs.start_date::text AS start_date,
      cs.end_date::text AS end_date, cs.service_code, cs.service_name, cs.unit_rate, cs.units_authorized,
      u.used, u.gross, u.net
    FROM client_services cs
    JOIN clients c ON c.id = cs.client_id
    ${usedJoin(s)}
    WHERE ${and([scopeWhere(s), extra])}
    ORDER BY c.last_name, c.first_name, c.middle_name NULLS FIRST, c.id, cs.service_code, cs.start_date, cs.id`;
}

/** Count, units, gross and net (cents) of every authorization in scope. */
export async function authorizationTotals(db: Db, s: AuthorizationScope) {
  const [row] = await rowsOf(
    db,
    sql`SELECT count(*) AS n, COALESCE(sum(u.used), 0) AS units, COALESCE(sum(u.gross), 0) AS gross,
          COALESCE(sum(u.net), 0) AS net
        FROM client_services cs JOIN clients c ON c.id = cs.client_id ${usedJoin(s)}
        WHERE ${scopeWhere(s)}`,
  );
  return { count: num(row?.n), units: num(row?.units), grossCents: num(row?.gross), netCents: num(row?.net) };
}

export async function authorizationPage(db: Db, s: AuthorizationScope, offset: number, limit: number) {
  return rowsOf(db, sql`${authorizationSelect(s)} LIMIT ${limit} OFFSET ${offset}`);
}

/** Units used per authorization and month ('YYYY-MM' in the zone) within the range. */
export async function monthlyUnits(
  db: Db,
  ids: number[],
  s: AuthorizationScope,
): Promise<Map<number, Map<string, number>>> {
  const byId = new Map<number, Map<string, number>>();
  if (ids.length === 0) return byId;
  const rows = await rowsOf(
    db,
    sql`SELECT we.client_service_id AS id, to_char(we.start_time AT TIME ZONE ${s.timeZone}, 'YYYY-MM') AS month,
          sum(we.units_used) AS units
        FROM work_entries we
        WHERE we.client_service_id = ANY(${sql.param(ids)}::int[]) AND we.status = ${WorkEntryStatus.Completed}
          AND ${withinDays(sql`we.start_time`, s.from, s.to, s.timeZone)}
        GROUP BY 1, 2`,
  );
  for (const r of rows) {
    const id = num(r.id);
    if (!byId.has(id)) byId.set(id, new Map());
    byId.get(id)!.set(text(r.month), num(r.units));
  }
  return byId;
}

// ---- per client (Client Service Summary, staff Service Summary) ----

const clientsInScope = (s: AuthorizationScope) => sql`
  FROM clients c
  WHERE EXISTS (SELECT 1 FROM client_services cs WHERE cs.client_id = c.id AND ${scopeWhere(s)})`;

/** One page of the clients that have an authorization in scope, and how many there are. */
export async function clientPage(db: Db, s: AuthorizationScope, offset: number, limit: number) {
  const [rows, [count]] = await Promise.all([
    rowsOf(
      db,
      sql`SELECT c.id ${clientsInScope(s)} ORDER BY c.last_name, c.first_name, c.middle_name NULLS FIRST, c.id LIMIT ${limit} OFFSET ${offset}`,
    ),
    rowsOf(db, sql`SELECT count(*) AS n ${clientsInScope(s)}`),
  ]);
  return { clientIds: rows.map((r) => num(r.id)), recordCount: num(count?.n) };
}

/** The authorizations in scope of some clients, in report order. */
export async function authorizationsOfClients(db: Db, s: AuthorizationScope, clientIds: number[]): Promise<Row[]> {
  if (clientIds.length === 0) return [];
  return rowsOf(db, authorizationSelect(s, sql`cs.client_id = ANY(${sql.param(clientIds)}::int[])`));
}
