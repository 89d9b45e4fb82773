/** What the aggregator screens read: the records with the Hearth names, the counts, one record. */
import { sql, type SQL } from 'drizzle-orm';
import type { AggregatorKind, AggregatorRecordsQuery, AggregatorState } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { rowsOf, type Row } from '../../db/rows.js';

/** A visit the aggregator accepted in its present form (claims bill only these when it is on). */
export const visitAcceptedSql = (alias: string): SQL =>
  sql`EXISTS (SELECT 1 FROM aggregator_records ar WHERE ar.kind = 'visit' AND ar.record_id = ${sql.raw(alias)}.id AND ar.state = 'accepted')`;

/** The API's states: a record being posted right now shows as sent. */
const apiState = sql`CASE WHEN r.state = 'sending' THEN 'sent' ELSE r.state END`;

const RECORD = sql`
  SELECT r.kind, r.record_id, ${apiState} AS state, r.waiting_on, r.sequence_id, r.transaction_id, r.error_code,
    r.error_message, r.sent_at, r.accepted_at, r.updated_at,
    COALESCE(
      CASE r.kind
        WHEN 'client' THEN (SELECT c.last_name || ', ' || c.first_name FROM clients c WHERE c.id = r.record_id)
        WHEN 'employee' THEN (SELECT u.last_name || ', ' || u.first_name FROM users u WHERE u.id = r.record_id)
        ELSE (SELECT we.entry_name FROM work_entries we WHERE we.id = r.record_id)
      END, '#' || r.record_id) AS name,
    v.client_id, v.user_id AS employee_id,
    (SELECT rc.state FROM aggregator_records rc WHERE rc.kind = 'client' AND rc.record_id = v.client_id) AS client_state,
    (SELECT re.state FROM aggregator_records re WHERE re.kind = 'employee' AND re.record_id = v.user_id) AS employee_state
  FROM aggregator_records r
  LEFT JOIN work_entries v ON r.kind = 'visit' AND v.id = r.record_id`;

const stateFilter = (state: AggregatorState | undefined): SQL =>
  state === undefined ? sql`TRUE` : state === 'sent' ? sql`r.state IN ('sent', 'sending')` : sql`r.state = ${state}`;

export async function listRecords(db: Db, q: AggregatorRecordsQuery): Promise<{ rows: Row[]; total: number }> {
  const where = sql`(${q.kind ?? null}::text IS NULL OR r.kind = ${q.kind ?? null}) AND ${stateFilter(q.state)}`;
  const [rows, [count]] = await Promise.all([
    rowsOf(
      db,
      sql`${RECORD} WHERE ${where} ORDER BY r.updated_at DESC, r.kind, r.record_id LIMIT ${q.limit} OFFSET ${q.offset}`,
    ),
    rowsOf<{ n: string }>(db, sql`SELECT count(*) AS n FROM aggregator_records r WHERE ${where}`),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findRecord(db: Db, kind: AggregatorKind, id: number): Promise<Row | undefined> {
  const [row] = await rowsOf(db, sql`${RECORD} WHERE r.kind = ${kind} AND r.record_id = ${id}`);
  return row;
}

export async function stateCounts(db: Db): Promise<{ kind: AggregatorKind; state: AggregatorState; n: number }[]> {
  const rows = await rowsOf<{ kind: AggregatorKind; state: AggregatorState; n: string }>(
    db,
    sql`SELECT r.kind, ${apiState} AS state, count(*) AS n FROM aggregator_records r GROUP BY 1, 2`,
  );
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}

export async function senderState(
  db: Db,
): Promise<{ lastRunAt: Date | null; lastErrorAt: Date | null; lastError: string | null }> {
  const [row] = await rowsOf<{ last_run_at: Date | null; last_error_at: Date | null; last_error: string | null }>(
    db,
    sql`SELECT last_run_at, last_error_at, last_error FROM aggregator_state WHERE id = 1`,
  );
  return {
    lastRunAt: row?.last_run_at ?? null,
    lastErrorAt: row?.last_error_at ?? null,
    lastError: row?.last_error ?? null,
  };
}

/** Visits rejected, and visits waiting or sent without an outcome yet (the Overview's counts). */
export async function visitCounts(db: Db): Promise<{ rejectedVisits: number; waitingVisits: number }> {
  const [row] = await rowsOf<{ rejected: string; waiting: string }>(
    db,
    sql`SELECT count(*) FILTER (WHERE state = 'rejected') AS rejected,
          count(*) FILTER (WHERE state IN ('waiting', 'sending', 'sent')) AS waiting
        FROM aggregator_records WHERE kind = 'visit'`,
  );
  return { rejectedVisits: Number(row?.rejected ?? 0), waitingVisits: Number(row?.waiting ?? 0) };
}

/** Every record not accepted in its present form, queued again (the settings they are built from changed). */
export async function notAcceptedRecords(db: Db): Promise<{ kind: AggregatorKind; record_id: number }[]> {
  return rowsOf(db, sql`SELECT kind, record_id FROM aggregator_records WHERE state IN ('waiting', 'rejected')`);
}
