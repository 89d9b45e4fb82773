/**
 * The outbox (docs/decisions/015): a change of a client, staff member or visit writes its row here
 * in the change's own transaction, and marks the record waiting. Nothing is lost: the sender
 * deletes only the rows it read, so a change made while it sends stays for the next run.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  AGGREGATOR_KINDS,
  Status,
  UserType,
  WorkEntryStatus,
  type AggregatorChangeReason,
  type AggregatorKind,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { pgArray, rowsOf } from '../../db/rows.js';

/** A change to send: which records, when, by whom, and (for a visit) why. */
export type AggregatorChange = {
  kind: AggregatorKind;
  recordIds: number[];
  changedAt: Date;
  changedById: number | null;
  reason?: AggregatorChangeReason | null;
  memo?: string | null;
};

/** Queues records for the aggregator, in the caller's transaction. */
export async function queueForAggregator(tx: Db, c: AggregatorChange): Promise<void> {
  if (c.recordIds.length === 0) return;
  await tx.execute(sql`
    WITH queued AS (
      INSERT INTO aggregator_outbox (kind, record_id, changed_at, changed_by_id, reason, memo)
      SELECT ${c.kind}, id, ${c.changedAt}::timestamptz, ${c.changedById}::int, ${c.reason ?? null}::text, ${c.memo ?? null}::text
      FROM unnest(${pgArray(c.recordIds, 'int4')}) AS id
      RETURNING record_id
    )
    INSERT INTO aggregator_records (kind, record_id, state, updated_at)
    SELECT DISTINCT ${c.kind}, record_id, 'waiting', ${c.changedAt}::timestamptz FROM queued
    ON CONFLICT (kind, record_id) DO UPDATE
      SET state = 'waiting', waiting_on = NULL, error_code = NULL, error_message = NULL, updated_at = EXCLUDED.updated_at`);
}

/** One change row of a record, as read by the sender (a visit's VisitChanges). */
export type OutboxChange = { changedAt: Date; changedById: number | null; reason: string | null; memo: string | null };

/** The records of a kind with waiting changes, oldest change first: their ids, changes and the last row read. */
export type PendingRecord = { recordId: number; upto: number; changes: OutboxChange[] };

/**
 * Up to `limit` records of `kind` with changes waiting, oldest first. `ready` narrows them in SQL
 * (a visit waits until its client and staff member are accepted), so the limit is never filled by
 * records that cannot go. The oldest rows are picked first by the (kind, id) index, a few times
 * the limit (a record may have several), and only those records' changes are gathered: a large
 * outbox (a standing start of 40,000 visits) is never grouped whole for one batch.
 */
export async function pendingRecords(
  db: Db,
  kind: AggregatorKind,
  limit: number,
  ready = sql`TRUE`,
): Promise<PendingRecord[]> {
  const rows = await rowsOf<{ record_id: number; upto: string; changes: OutboxChange[] }>(
    db,
    sql`WITH oldest AS (
          SELECT o.record_id, o.id FROM aggregator_outbox o
          WHERE o.kind = ${kind} AND ${ready}
          ORDER BY o.id LIMIT ${limit * 4}
        ), picked AS (
          SELECT record_id, min(id) AS first_id FROM oldest GROUP BY record_id ORDER BY first_id LIMIT ${limit}
        )
        SELECT p.record_id, max(o.id) AS upto,
          json_agg(json_build_object('changedAt', o.changed_at, 'changedById', o.changed_by_id,
            'reason', COALESCE(o.reason, h.reason_code), 'memo', COALESCE(o.memo, h.reason_text)) ORDER BY o.id) AS changes
        FROM picked p
        JOIN aggregator_outbox o ON o.kind = ${kind} AND o.record_id = p.record_id
        -- A visit's edit reason is in its history row, written by the same change at the same time.
        LEFT JOIN LATERAL (
          SELECT wh.reason_code, wh.reason_text FROM work_entry_history wh
          WHERE o.kind = 'visit' AND wh.work_entry_id = o.record_id AND wh.recorded_at = o.changed_at
            AND wh.reason_code IS NOT NULL
          LIMIT 1
        ) h ON TRUE
        GROUP BY p.record_id, p.first_id
        ORDER BY p.first_id`,
  );
  return rows.map((r) => ({
    recordId: r.record_id,
    upto: Number(r.upto),
    changes: r.changes.map((c) => ({ ...c, changedAt: new Date(c.changedAt) })),
  }));
}

/** Deletes the outbox rows read for these records (rows written since stay). */
export async function consumeOutbox(tx: Db, kind: AggregatorKind, read: PendingRecord[]): Promise<void> {
  if (read.length === 0) return;
  await tx.execute(sql`
    DELETE FROM aggregator_outbox o USING unnest(${pgArray(
      read.map((r) => r.recordId),
      'int4',
    )}, ${pgArray(
      read.map((r) => r.upto),
      'int8',
    )}) AS r(record_id, upto)
    WHERE o.kind = ${kind} AND o.record_id = r.record_id AND o.id <= r.upto`);
}

/** Records whose send went unanswered (a crash mid-send): queued again, to go with a new SequenceID. */
export async function requeueSending(tx: Db, now: Date): Promise<number> {
  const rows = await rowsOf<{ kind: AggregatorKind; record_id: number }>(
    tx,
    sql`UPDATE aggregator_records SET state = 'waiting', updated_at = ${now}
        WHERE state = 'sending' RETURNING kind, record_id`,
  );
  await queueAgain(tx, rows, { changedAt: now, changedById: null });
  return rows.length;
}

/**
 * How long the aggregator keeps a transaction's outcome (Sandata's interface: 48 hours). A
 * transaction not read by then (the aggregator unreachable or "not ready" that long) can never be.
 */
export const TRANSACTION_LIFETIME_MS = 48 * 3_600_000;

/**
 * Transactions past their lifetime without an outcome: marked expired, and their records still
 * waiting on them queued again, to go with new SequenceIDs (a visit with a resend change, since the
 * first may have arrived). Answers how many records go again.
 */
export async function expireTransactions(tx: Db, now: Date): Promise<number> {
  const rows = await rowsOf<{ kind: AggregatorKind; record_id: number }>(
    tx,
    sql`WITH expired AS (
          UPDATE aggregator_transactions SET state = 'expired', finished_at = ${now},
            summary = 'No outcome read within 48 hours: its records were sent again.'
          WHERE state = 'sent' AND sent_at <= ${new Date(now.getTime() - TRANSACTION_LIFETIME_MS)}
          RETURNING id, kind
        )
        UPDATE aggregator_records r SET state = 'waiting', updated_at = ${now}
        FROM expired e WHERE r.kind = e.kind AND r.transaction_id = e.id AND r.state = 'sent'
        RETURNING r.kind, r.record_id`,
  );
  await queueAgain(tx, rows, { changedAt: now, changedById: null });
  return rows.length;
}

/** Records of any kind queued again, to be sent as they are now (reason "resend"). */
export async function queueAgain(
  tx: Db,
  rows: { kind: AggregatorKind; record_id: number }[],
  by: { changedAt: Date; changedById: number | null },
): Promise<void> {
  for (const kind of AGGREGATOR_KINDS) {
    const recordIds = rows.filter((r) => r.kind === kind).map((r) => r.record_id);
    await queueForAggregator(tx, { kind, recordIds, ...by, reason: 'resend' });
  }
}

/**
 * A visit goes once its client and staff member are accepted as they are now (§1.3 order): looked
 * up per outbox row by primary key, as a scalar subquery (LIMIT 1) so the planner cannot turn it
 * into a join over every visit; the outbox is walked in id order and the walk stops at the limit.
 */
export const VISIT_READY: SQL = sql`COALESCE((
  SELECT TRUE FROM work_entries we
  WHERE we.id = o.record_id
    AND (SELECT rc.state FROM aggregator_records rc WHERE rc.kind = 'client' AND rc.record_id = we.client_id) = 'accepted'
    AND (SELECT re.state FROM aggregator_records re WHERE re.kind = 'employee' AND re.record_id = we.user_id) = 'accepted'
  LIMIT 1), FALSE)`;

/**
 * The first run with the aggregator configured: every active client, every staff member and every
 * completed visit not yet billed is queued once (what Hearth held before it was switched on).
 */
export async function backfillOnce(tx: Db, now: Date): Promise<boolean> {
  const [claimed] = await rowsOf(
    tx,
    sql`UPDATE aggregator_state SET backfilled_at = ${now} WHERE id = 1 AND backfilled_at IS NULL RETURNING id`,
  );
  if (!claimed) return false;
  await tx.execute(sql`
    INSERT INTO aggregator_outbox (kind, record_id, changed_at, reason)
    SELECT 'client', c.id, ${now}::timestamptz, NULL::text FROM clients c WHERE c.status = ${Status.Active}
      AND NOT EXISTS (SELECT 1 FROM aggregator_records r WHERE r.kind = 'client' AND r.record_id = c.id)
    UNION ALL
    SELECT 'employee', u.id, ${now}::timestamptz, NULL::text FROM users u WHERE u.user_type = ${UserType.Staff}
      AND NOT EXISTS (SELECT 1 FROM aggregator_records r WHERE r.kind = 'employee' AND r.record_id = u.id)
    UNION ALL
    SELECT 'visit', we.id, ${now}::timestamptz, NULL::text FROM work_entries we WHERE we.status = ${WorkEntryStatus.Completed} AND we.claim_batch_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM aggregator_records r WHERE r.kind = 'visit' AND r.record_id = we.id)`);
  await tx.execute(sql`
    INSERT INTO aggregator_records (kind, record_id, state, updated_at)
    SELECT DISTINCT kind, record_id, 'waiting', ${now}::timestamptz FROM aggregator_outbox
    ON CONFLICT (kind, record_id) DO NOTHING`);
  // The planner's figures of these tables are from when they were empty: a standing start makes
  // them large at once (bench/aggregator.ts: 7.2 s for one batch's read before, 0.7 s after).
  await tx.execute(sql`ANALYZE aggregator_outbox, aggregator_records`);
  return true;
}
