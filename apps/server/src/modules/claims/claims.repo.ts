/** Claim batches and their lines: set-based writes, one query per read. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pgArray, rowsOf, type Row } from '../../db/rows.js';
import { markEntriesBilled, unbillBatchEntries } from '../work-entries/index.js';
import type { PlannedClaim } from './claims.plan.js';

/** Serialises batch making: two batches never plan the same entries. */
export const lockBatches = (db: Db) => db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('hearth.claim_batches'))`);

export async function insertBatch(
  db: Db,
  p: {
    fromDate: string;
    toDate: string;
    claimCount: number;
    lineCount: number;
    units: number;
    totalCents: number;
    actorId: number;
    now: Date;
    payerId: string;
    payerName: string;
    purpose?: 'original' | 'resubmission';
  },
): Promise<number> {
  const [row] = await rowsOf(
    db,
    sql`INSERT INTO claim_batches (from_date, to_date, claim_count, line_count, units, total_cents, x12, created_at,
          created_by_id, payer_id, payer_name, purpose)
        VALUES (${p.fromDate}, ${p.toDate}, ${p.claimCount}, ${p.lineCount}, ${p.units}, ${p.totalCents}, '', ${p.now},
          ${p.actorId}, ${p.payerId}, ${p.payerName}, ${p.purpose ?? 'original'})
        RETURNING id`,
  );
  return Number(row!.id);
}

export const saveFile = (db: Db, id: number, x12: string) =>
  db.execute(sql`UPDATE claim_batches SET x12 = ${x12} WHERE id = ${id}`);

/** The lines of the batch, and the entries marked billed (only those not billed yet: the count tells). */
export async function insertLines(db: Db, p: { batchId: number; claims: PlannedClaim[]; actorId: number; now: Date }) {
  const cols = {
    claim: [] as number[],
    line: [] as number[],
    entry: [] as number[],
    client: [] as number[],
    cs: [] as number[],
    date: [] as string[],
    units: [] as number[],
    cents: [] as number[],
    snapshot: [] as (string | null)[],
  };
  for (const c of p.claims) {
    const snapshot = JSON.stringify({
      clientName: c.clientName,
      mci: c.subscriber.mci,
      serviceCode: c.serviceCode,
      serviceName: c.serviceName,
      month: c.month,
    });
    c.lines.forEach((l, i) => {
      cols.claim.push(c.claimNumber);
      cols.line.push(i + 1);
      cols.entry.push(l.workEntryId);
      cols.client.push(c.clientId);
      cols.cs.push(l.clientServiceId);
      cols.date.push(l.serviceDate);
      cols.units.push(l.units);
      cols.cents.push(l.chargeCents);
      // Once per claim (its first line): the summary carries it down the claim's lines.
      cols.snapshot.push(i === 0 ? snapshot : null);
    });
  }
  await db.execute(
    sql`INSERT INTO claim_lines (batch_id, claim_number, line_number, work_entry_id, client_id, client_service_id,
          service_date, units, charge_cents, snapshot)
        SELECT ${p.batchId}, u.claim, u.line, u.entry, u.client, u.cs, u.day, u.units, u.cents, u.snapshot
        FROM unnest(${pgArray(cols.claim, 'int4')}, ${pgArray(cols.line, 'int4')}, ${pgArray(cols.entry, 'int4')},
          ${pgArray(cols.client, 'int4')}, ${pgArray(cols.cs, 'int4')}, ${pgArray(cols.date, 'date')},
          ${pgArray(cols.units, 'numeric')}, ${pgArray(cols.cents, 'int8')}, ${pgArray(cols.snapshot, 'jsonb')})
          AS u(claim, line, entry, client, cs, day, units, cents, snapshot)`,
  );
  const marked = await markEntriesBilled(db, { ids: cols.entry, batchId: p.batchId, actorId: p.actorId, now: p.now });
  return { lineCount: cols.entry.length, marked };
}

/**
 * A claim line's reconciliation figures in cents (alias `l`): a void bills the original's charge
 * back (negative), paid and adjusted are the sums of its postings, a denied line's charge is its
 * denied amount, and outstanding = billed − paid − adjusted (presentFigures).
 */
export const LINE_BILLED = sql`(CASE WHEN l.frequency = 'void' THEN -l.charge_cents ELSE l.charge_cents END)`;
export const LINE_DENIED = sql`(CASE WHEN l.payment_state = 'denied' THEN l.charge_cents ELSE 0 END)`;
/** The sums of LINE_BILLED, paid, adjusted and LINE_DENIED as billed_cents … denied_cents. */
export const FIGURE_SUMS = sql`COALESCE(sum(${LINE_BILLED}), 0) AS billed_cents, COALESCE(sum(l.paid_cents), 0) AS paid_cents,
  COALESCE(sum(l.adjusted_cents), 0) AS adjusted_cents, COALESCE(sum(${LINE_DENIED}), 0) AS denied_cents`;

const BATCH_SELECT = sql`
  SELECT b.id, b.from_date::text AS from_date, b.to_date::text AS to_date, b.claim_count, b.line_count, b.units,
    b.total_cents, b.created_at, b.created_by_id, b.voided_at, b.voided_by_id, b.void_reason, b.payer_name, b.purpose,
    cu.first_name AS created_first, cu.middle_name AS created_middle, cu.last_name AS created_last,
    vu.first_name AS voided_first, vu.middle_name AS voided_middle, vu.last_name AS voided_last,
    f.billed_cents, f.paid_cents, f.adjusted_cents, f.denied_cents
  FROM claim_batches b
  LEFT JOIN users cu ON cu.id = b.created_by_id
  LEFT JOIN users vu ON vu.id = b.voided_by_id
  LEFT JOIN LATERAL (SELECT ${FIGURE_SUMS} FROM claim_lines l WHERE l.batch_id = b.id) f ON TRUE`;

export async function listBatches(db: Db, page: { offset: number; limit: number }) {
  const [rows, [count]] = await Promise.all([
    rowsOf(db, sql`${BATCH_SELECT} ORDER BY b.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`),
    rowsOf(db, sql`SELECT count(*)::int AS n FROM claim_batches`),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findBatch(db: Db, id: number): Promise<Row | undefined> {
  const [row] = await rowsOf(db, sql`${BATCH_SELECT} WHERE b.id = ${id}`);
  return row;
}

export async function batchFile(db: Db, id: number): Promise<string | undefined> {
  const [row] = await rowsOf(db, sql`SELECT x12 FROM claim_batches WHERE id = ${id}`);
  return row ? String(row.x12) : undefined;
}

export const batchLines = (db: Db, id: number) =>
  rowsOf(
    db,
    sql`SELECT claim_number, line_number, work_entry_id, service_date::text AS service_date, units, charge_cents, snapshot
        FROM claim_lines WHERE batch_id = ${id} ORDER BY claim_number, line_number`,
  );

/** Voids the batch: its lines no longer count and its entries are unbilled. False when it was already void. */
export async function voidBatch(
  db: Db,
  p: { id: number; reason: string; actorId: number; now: Date },
): Promise<boolean> {
  const done = await rowsOf(
    db,
    sql`UPDATE claim_batches SET voided_at = ${p.now}, voided_by_id = ${p.actorId}, void_reason = ${p.reason}
        WHERE id = ${p.id} AND voided_at IS NULL RETURNING id`,
  );
  if (done.length === 0) return false;
  await db.execute(sql`UPDATE claim_lines SET voided = TRUE WHERE batch_id = ${p.id}`);
  await unbillBatchEntries(db, { batchId: p.id, actorId: p.actorId, now: p.now });
  return true;
}

/**
 * Every line of a batch with its standing: the adjustments and remarks of its postings, the claim
 * it replaces and the later claim that replaced or voided it, and whether its entry is correctable.
 */
export const batchDetailLines = (db: Db, id: number) =>
  rowsOf(
    db,
    // The postings and the later claims are gathered once for the whole batch (grouped joins, not
    // a subquery per line): a month's batch is 38,800 lines.
    sql`WITH lines AS (SELECT * FROM claim_lines WHERE batch_id = ${id}),
        adjusted AS (
          SELECT p.claim_line_id, jsonb_agg(a ORDER BY p.id) AS adjustments
          FROM lines l JOIN claim_line_postings p ON p.claim_line_id = l.id
          CROSS JOIN LATERAL jsonb_array_elements(p.adjustments) a
          GROUP BY p.claim_line_id
        ),
        remarked AS (
          SELECT p.claim_line_id, jsonb_agg(DISTINCT r) AS remarks
          FROM lines l JOIN claim_line_postings p ON p.claim_line_id = l.id
          CROSS JOIN LATERAL jsonb_array_elements_text(p.remarks) r
          GROUP BY p.claim_line_id
        ),
        later AS (
          SELECT DISTINCT ON (n.replaces_line_id) n.replaces_line_id,
            json_build_object('batchId', n.batch_id, 'claimNumber', n.claim_number, 'frequency', n.frequency) AS replaced_by
          FROM lines l JOIN claim_lines n ON n.replaces_line_id = l.id
          ORDER BY n.replaces_line_id, n.id DESC
        )
        SELECT l.id, l.claim_number, l.line_number, l.work_entry_id, l.client_id, l.service_date::text AS service_date,
          l.units, l.charge_cents, l.frequency, l.superseded, l.paid_cents, l.adjusted_cents, l.payment_state,
          l.payer_control_number, l.snapshot, ${LINE_BILLED} AS billed_cents, ${LINE_DENIED} AS denied_cents,
          (we.claim_correctable AND we.claim_batch_id = l.batch_id AND NOT l.superseded) AS correctable,
          o.batch_id AS replaces_batch_id, o.claim_number AS replaces_claim_number, later.replaced_by,
          COALESCE(adjusted.adjustments, '[]') AS adjustments, COALESCE(remarked.remarks, '[]') AS remarks
        FROM lines l
        JOIN work_entries we ON we.id = l.work_entry_id
        LEFT JOIN claim_lines o ON o.id = l.replaces_line_id
        LEFT JOIN adjusted ON adjusted.claim_line_id = l.id
        LEFT JOIN remarked ON remarked.claim_line_id = l.id
        LEFT JOIN later ON later.replaces_line_id = l.id
        ORDER BY l.claim_number, l.line_number`,
  );

/** The original claim's lines, replaced or voided: kept with their history, no longer billed. */
export async function supersedeLines(db: Db, ids: number[]): Promise<void> {
  await db.execute(sql`UPDATE claim_lines SET superseded = TRUE WHERE id = ANY(${pgArray(ids, 'int8')})`);
}

/** The lines of a replacement or void claim (claim 1 of its batch), each naming the line it replaces. */
export async function insertResubmittedLines(
  db: Db,
  p: {
    batchId: number;
    claim: PlannedClaim;
    frequency: 'replacement' | 'void';
    ccn: string;
    replaces: Map<number, number>;
  },
): Promise<void> {
  const { claim } = p;
  const snapshot = JSON.stringify({
    clientName: claim.clientName,
    mci: claim.subscriber.mci,
    serviceCode: claim.serviceCode,
    serviceName: claim.serviceName,
    month: claim.month,
  });
  const col = <T>(f: (l: PlannedClaim['lines'][number], i: number) => T) => claim.lines.map(f);
  await db.execute(
    sql`INSERT INTO claim_lines (batch_id, claim_number, line_number, work_entry_id, client_id, client_service_id,
          service_date, units, charge_cents, snapshot, frequency, replaces_line_id, payer_claim_control)
        SELECT ${p.batchId}, 1, u.line, u.entry, ${claim.clientId}, u.cs, u.day, u.units, u.cents,
          CASE WHEN u.line = 1 THEN ${snapshot}::jsonb END, ${p.frequency}, u.replaces, ${p.ccn}
        FROM unnest(${pgArray(
          col((_, i) => i + 1),
          'int4',
        )}, ${pgArray(
          col((l) => l.workEntryId),
          'int4',
        )}, ${pgArray(
          col((l) => l.clientServiceId),
          'int4',
        )}, ${pgArray(
          col((l) => l.serviceDate),
          'date',
        )}, ${pgArray(
          col((l) => l.units),
          'numeric',
        )}, ${pgArray(
          col((l) => l.chargeCents),
          'int8',
        )}, ${pgArray(
          col((l) => p.replaces.get(l.workEntryId) ?? null),
          'int8',
        )}) AS u(line, entry, cs, day, units, cents, replaces)`,
  );
}

/** The lines of a claim to send again, locked, with the batch's void and the later claim that replaced them. */
export const linesToResubmit = (db: Db, batchId: number, claimNumber: number) =>
  rowsOf(
    db,
    sql`SELECT l.id, l.work_entry_id, l.service_date::text AS service_date, l.units, l.charge_cents, l.client_service_id,
          l.frequency, l.superseded, l.payer_control_number, l.payment_state, b.voided_at,
          (SELECT n.batch_id FROM claim_lines n WHERE n.replaces_line_id = l.id ORDER BY n.id DESC LIMIT 1) AS replaced_in
        FROM claim_lines l JOIN claim_batches b ON b.id = l.batch_id
        WHERE l.batch_id = ${batchId} AND l.claim_number = ${claimNumber}
        ORDER BY l.line_number FOR UPDATE OF l`,
  );
