/** The sender's writes: its lease, SequenceIDs, record states and transactions (this module owns these tables). */
import { sql } from 'drizzle-orm';
import type { AggregatorKind } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { pgArray, rowsOf } from '../../db/rows.js';
import type { Json } from './payloads.js';
import type { Rejection } from './aggregator-http.js';

/** How long a sender's lease lasts unless renewed (a crashed sender's lapses after this). */
export const LEASE_MS = 120_000;

/** Takes (or renews) the one-sender lease; false when another instance holds it. */
export async function takeLease(db: Db, owner: string, now: Date): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`UPDATE aggregator_state SET lock_owner = ${owner}, lock_until = ${new Date(now.getTime() + LEASE_MS)}
        WHERE id = 1 AND (lock_until IS NULL OR lock_until < ${now} OR lock_owner = ${owner}) RETURNING id`,
  );
  return rows.length === 1;
}

export async function releaseLease(db: Db, owner: string): Promise<void> {
  await db.execute(
    sql`UPDATE aggregator_state SET lock_owner = NULL, lock_until = NULL WHERE id = 1 AND lock_owner = ${owner}`,
  );
}

/**
 * `count` new SequenceIDs, increasing, never handed out before: the sequence is first lifted to the
 * wall clock in milliseconds (13 digits, within the vendor's 16), so a restored backup cannot reuse one.
 */
export async function nextSequenceIds(db: Db, count: number, now: Date): Promise<number[]> {
  await db.execute(sql`SELECT setval('aggregator_sequence_id',
    GREATEST((SELECT last_value FROM aggregator_sequence_id), ${now.getTime()}::bigint))`);
  const rows = await rowsOf<{ n: string }>(
    db,
    sql`SELECT nextval('aggregator_sequence_id') AS n FROM generate_series(1, ${count})`,
  );
  return rows.map((r) => Number(r.n)).sort((a, b) => a - b);
}

export type SendingItem = {
  recordId: number;
  sequenceId: number;
  calls: Json[] | null;
  clientId: number | null;
  employeeId: number | null;
};

/** Records about to be posted: their SequenceIDs (and a visit's calls) are written before the POST. */
export async function markSending(tx: Db, kind: AggregatorKind, items: SendingItem[], now: Date): Promise<void> {
  if (items.length === 0) return;
  await tx.execute(sql`
    UPDATE aggregator_records r SET state = 'sending', sequence_id = x.seq, transaction_id = NULL,
      calls = COALESCE(r.calls, x.calls), client_id = x.client_id, employee_id = x.employee_id,
      first_sent_at = COALESCE(r.first_sent_at, ${now}), waiting_on = NULL, error_code = NULL, error_message = NULL,
      attempts = r.attempts + 1, updated_at = ${now}
    FROM unnest(${pgArray(
      items.map((i) => i.recordId),
      'int4',
    )}, ${pgArray(
      items.map((i) => i.sequenceId),
      'int8',
    )}, ${pgArray(
      items.map((i) => (i.calls ? JSON.stringify(i.calls) : null)),
      'jsonb',
    )}, ${pgArray(
      items.map((i) => i.clientId),
      'int4',
    )}, ${pgArray(
      items.map((i) => i.employeeId),
      'int4',
    )}) AS x(record_id, seq, calls, client_id, employee_id)
    WHERE r.kind = ${kind} AND r.record_id = x.record_id`);
}

/** Records that cannot go yet, with the reason a person must fix. */
export async function markWaiting(
  tx: Db,
  kind: AggregatorKind,
  items: { recordId: number; waitingOn: string }[],
  now: Date,
): Promise<void> {
  if (items.length === 0) return;
  await tx.execute(sql`
    UPDATE aggregator_records r SET state = 'waiting', waiting_on = x.reason, updated_at = ${now}
    FROM unnest(${pgArray(
      items.map((i) => i.recordId),
      'int4',
    )}, ${pgArray(
      items.map((i) => i.waitingOn),
      'text',
    )}) AS x(record_id, reason)
    WHERE r.kind = ${kind} AND r.record_id = x.record_id`);
}

/** Records no longer to be sent (a user who is not a staff member): their standing is removed. */
export async function forget(tx: Db, kind: AggregatorKind, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(
    sql`DELETE FROM aggregator_records WHERE kind = ${kind} AND record_id = ANY(${pgArray(ids, 'int4')})`,
  );
}

/** The acknowledgement: the transaction is kept, and its records are sent (unless changed meanwhile). */
export async function recordTransaction(
  tx: Db,
  p: { id: string; kind: AggregatorKind; items: SendingItem[]; now: Date; pollSeconds: number },
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO aggregator_transactions (id, kind, record_count, sent_at, next_poll_at)
    VALUES (${p.id}, ${p.kind}, ${p.items.length}, ${p.now}, ${new Date(p.now.getTime() + p.pollSeconds * 1000)})
    ON CONFLICT (id) DO NOTHING`);
  await tx.execute(sql`
    UPDATE aggregator_records r SET transaction_id = ${p.id}, sent_at = ${p.now},
      state = CASE WHEN r.state = 'sending' THEN 'sent' ELSE r.state END, updated_at = ${p.now}
    FROM unnest(${pgArray(
      p.items.map((i) => i.recordId),
      'int4',
    )}, ${pgArray(
      p.items.map((i) => i.sequenceId),
      'int8',
    )}) AS x(record_id, seq)
    WHERE r.kind = ${p.kind} AND r.record_id = x.record_id AND r.sequence_id = x.seq`);
}

export type DueTransaction = { id: string; kind: AggregatorKind };

/** Transactions whose outcome is still unknown: those due for a status read, or all of them. */
export async function dueTransactions(db: Db, now: Date, all: boolean): Promise<DueTransaction[]> {
  return rowsOf<DueTransaction>(
    db,
    sql`SELECT id, kind FROM aggregator_transactions
        WHERE state = 'sent' AND (${all} OR next_poll_at <= ${now}) ORDER BY sent_at LIMIT 500`,
  );
}

export async function notReadyYet(db: Db, id: string, now: Date, pollSeconds: number): Promise<void> {
  await db.execute(sql`UPDATE aggregator_transactions SET polls = polls + 1,
    next_poll_at = ${new Date(now.getTime() + pollSeconds * 1000)} WHERE id = ${id}`);
}

/**
 * A transaction's outcome: the rejected records get the aggregator's code and message, the rest are
 * accepted. A record sent again since (another transaction) is left to that one's outcome; one
 * changed since stays waiting but keeps what was accepted.
 */
export async function applyOutcome(
  tx: Db,
  t: DueTransaction,
  p: { summary: string; rejected: Rejection[]; now: Date },
): Promise<{ accepted: number; rejected: number }> {
  const ids = p.rejected.map((r) => r.recordId);
  const rejected = await rowsOf(
    tx,
    sql`UPDATE aggregator_records r SET state = CASE WHEN r.state = 'sent' THEN 'rejected' ELSE r.state END,
          error_code = x.code, error_message = x.message, updated_at = ${p.now}
        FROM unnest(${pgArray(ids, 'int4')}, ${pgArray(
          p.rejected.map((r) => r.code),
          'text',
        )}, ${pgArray(
          p.rejected.map((r) => r.message),
          'text',
        )}) AS x(record_id, code, message)
        WHERE r.kind = ${t.kind} AND r.record_id = x.record_id AND r.transaction_id = ${t.id}
        RETURNING r.record_id`,
  );
  const accepted = await rowsOf(
    tx,
    sql`UPDATE aggregator_records r SET state = CASE WHEN r.state = 'sent' THEN 'accepted' ELSE r.state END,
          accepted_at = ${p.now}, accepted_sequence_id = r.sequence_id, updated_at = ${p.now}
        WHERE r.kind = ${t.kind} AND r.transaction_id = ${t.id} AND NOT (r.record_id = ANY(${pgArray(ids, 'int4')}))
        RETURNING r.record_id`,
  );
  await tx.execute(sql`UPDATE aggregator_transactions SET state = 'done', polls = polls + 1, finished_at = ${p.now},
    rejected_count = ${p.rejected.length}, summary = ${p.summary.slice(0, 500)} WHERE id = ${t.id}`);
  return { accepted: accepted.length, rejected: rejected.length };
}

/** The run's end: when it ran, and the failure count and back-off after transport trouble. */
export async function recordRun(db: Db, now: Date, error: string | null): Promise<void> {
  if (error === null) {
    await db.execute(
      sql`UPDATE aggregator_state SET last_run_at = ${now}, failures = 0, retry_after = NULL WHERE id = 1`,
    );
    return;
  }
  await db.execute(sql`UPDATE aggregator_state SET last_run_at = ${now}, last_error_at = ${now}, last_error = ${error},
    failures = failures + 1,
    retry_after = ${now}::timestamptz + make_interval(secs => LEAST(3600, 30 * power(2, LEAST(failures, 7))))
    WHERE id = 1`);
}

export async function retryAfter(db: Db): Promise<Date | null> {
  const [row] = await rowsOf<{ retry_after: Date | null }>(
    db,
    sql`SELECT retry_after FROM aggregator_state WHERE id = 1`,
  );
  return row?.retry_after ? new Date(row.retry_after) : null;
}

export async function countWaiting(db: Db): Promise<number> {
  const [row] = await rowsOf<{ n: string }>(
    db,
    sql`SELECT count(*) AS n FROM aggregator_records WHERE state = 'waiting'`,
  );
  return Number(row?.n ?? 0);
}
