/** Remittances and what they post to claim lines: set-based writes (unnest), one query per read. */
import { sql } from 'drizzle-orm';
import type { PaymentState } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { pgArray, rowsOf, text } from '../../db/rows.js';
import type { MatchLine } from './reconcile.js';
import type { CasAdjustment } from './x12-835.js';

/** Serialises postings: a payment's duplicate check and its lines' sums see every earlier posting. */
export const lockRemittances = (db: Db) =>
  db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('hearth.remittances'))`);

/** The earlier upload of any of these payments (payer key + trace number), if one was posted. */
export async function postedPayment(
  db: Db,
  keys: { payerKey: string; traceNumber: string }[],
): Promise<{ remittanceId: number; traceNumber: string } | undefined> {
  const [row] = await rowsOf(
    db,
    sql`SELECT p.remittance_id, p.trace_number FROM remittance_payments p
        JOIN unnest(${pgArray(
          keys.map((k) => k.payerKey),
          'text',
        )}, ${pgArray(
          keys.map((k) => k.traceNumber),
          'text',
        )}) AS k(payer_key, trace_number) ON p.payer_key = k.payer_key AND p.trace_number = k.trace_number
        ORDER BY p.remittance_id LIMIT 1`,
  );
  return row ? { remittanceId: Number(row.remittance_id), traceNumber: String(row.trace_number) } : undefined;
}

/** A claim of a batch as matching needs it: its lines, its procedure code, whether its batch was voided. */
export type ClaimToMatch = { batchId: number; claimNumber: number; code: string; voided: boolean; lines: MatchLine[] };

/** The claims these CLP01s name ('batch-claim'), keyed by that text. */
export async function claimsToMatch(db: Db, ids: { batchId: number; claimNumber: number }[]) {
  const out = new Map<string, ClaimToMatch>();
  if (ids.length === 0) return out;
  const rows = await rowsOf(
    db,
    sql`SELECT l.id, l.batch_id, l.claim_number, l.work_entry_id, l.service_date::text AS service_date, l.charge_cents,
          first_value(l.snapshot->>'serviceCode') OVER (PARTITION BY l.batch_id, l.claim_number ORDER BY l.line_number) AS code,
          b.voided_at IS NOT NULL AS voided
        FROM unnest(${pgArray(
          ids.map((i) => i.batchId),
          'int4',
        )}, ${pgArray(
          ids.map((i) => i.claimNumber),
          'int4',
        )}) AS k(batch_id, claim_number)
        JOIN claim_lines l ON l.batch_id = k.batch_id AND l.claim_number = k.claim_number
        JOIN claim_batches b ON b.id = l.batch_id
        ORDER BY l.batch_id, l.claim_number, l.line_number`,
  );
  for (const r of rows) {
    const key = `${String(r.batch_id)}-${String(r.claim_number)}`;
    let claim = out.get(key);
    if (!claim) {
      claim = {
        batchId: Number(r.batch_id),
        claimNumber: Number(r.claim_number),
        code: text(r.code),
        voided: Boolean(r.voided),
        lines: [],
      };
      out.set(key, claim);
    }
    claim.lines.push({
      id: Number(r.id),
      workEntryId: Number(r.work_entry_id),
      serviceDate: String(r.service_date),
      chargeCents: Number(r.charge_cents),
    });
  }
  return out;
}

export type RemittanceRow = {
  fileName: string;
  content: string;
  sha256: string;
  sizeBytes: number;
  uploadedAt: Date;
  uploadedById: number;
  paymentCents: number;
  claimCount: number;
  lineCount: number;
};

export async function insertRemittance(db: Db, r: RemittanceRow): Promise<number> {
  const [row] = await rowsOf(
    db,
    sql`INSERT INTO remittances (file_name, content, sha256, size_bytes, uploaded_at, uploaded_by_id, payment_cents,
          claim_count, line_count, paid_claims, denied_claims, adjusted_claims, unmatched)
        VALUES (${r.fileName}, ${r.content}, ${r.sha256}, ${r.sizeBytes}, ${r.uploadedAt}, ${r.uploadedById},
          ${r.paymentCents}, ${r.claimCount}, ${r.lineCount}, 0, 0, 0, '[]'::jsonb)
        RETURNING id`,
  );
  return Number(row!.id);
}

export type PaymentRow = {
  payerKey: string;
  payerId: string;
  payerName: string;
  traceNumber: string;
  method: string;
  paymentCents: number;
  paymentDate: string | null;
  providerAdjustments: unknown[];
};

export async function insertPayment(db: Db, remittanceId: number, p: PaymentRow): Promise<number> {
  const [row] = await rowsOf(
    db,
    sql`INSERT INTO remittance_payments (remittance_id, payer_key, payer_id, payer_name, trace_number, method,
          payment_cents, payment_date, provider_adjustments)
        VALUES (${remittanceId}, ${p.payerKey}, ${p.payerId}, ${p.payerName}, ${p.traceNumber}, ${p.method},
          ${p.paymentCents}, ${p.paymentDate}::date, ${JSON.stringify(p.providerAdjustments)}::jsonb)
        RETURNING id`,
  );
  return Number(row!.id);
}

export type ClaimRow = {
  paymentId: number;
  seq: number;
  patientControl: string;
  statusCode: string;
  billedCents: number;
  paidCents: number;
  patientRespCents: number;
  payerClaimControl: string | null;
  batchId: number | null;
  claimNumber: number | null;
  adjustments: CasAdjustment[];
  remarks: string[];
};

/** The CLPs of an upload, in file order; answers their ids in the same order. */
export async function insertClaims(db: Db, remittanceId: number, rows: ClaimRow[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const col = <K extends keyof ClaimRow>(k: K) => rows.map((r) => r[k]);
  const ids = await rowsOf(
    db,
    sql`INSERT INTO remittance_claims (remittance_id, payment_id, seq, patient_control, status_code, billed_cents,
          paid_cents, patient_resp_cents, payer_claim_control, batch_id, claim_number, adjustments, remarks)
        SELECT ${remittanceId}, u.payment_id, u.seq, u.pc, u.status, u.billed, u.paid, u.resp, u.ccn, u.batch, u.claim,
          u.adj, u.rem
        FROM unnest(${pgArray(col('paymentId'), 'int4')}, ${pgArray(col('seq'), 'int4')},
          ${pgArray(col('patientControl'), 'text')}, ${pgArray(col('statusCode'), 'text')},
          ${pgArray(col('billedCents'), 'int8')}, ${pgArray(col('paidCents'), 'int8')},
          ${pgArray(col('patientRespCents'), 'int8')}, ${pgArray(col('payerClaimControl'), 'text')},
          ${pgArray(col('batchId'), 'int4')}, ${pgArray(col('claimNumber'), 'int4')},
          ${pgArray(
            rows.map((r) => JSON.stringify(r.adjustments)),
            'jsonb',
          )}, ${pgArray(
            rows.map((r) => JSON.stringify(r.remarks)),
            'jsonb',
          )})
          AS u(payment_id, seq, pc, status, billed, paid, resp, ccn, batch, claim, adj, rem)
        ORDER BY u.seq
        RETURNING id, seq`,
  );
  const bySeq = new Map(ids.map((r) => [Number(r.seq), Number(r.id)]));
  return rows.map((r) => bySeq.get(r.seq)!);
}

export type LineRow = {
  remittanceClaimId: number;
  seq: number;
  claimLineId: number | null;
  lineControl: string | null;
  procedureCode: string;
  serviceDate: string | null;
  units: number | null;
  billedCents: number;
  paidCents: number;
  adjustments: CasAdjustment[];
  remarks: string[];
};

/**
 * The rows of a bulk write as one JSON document, read by PostgreSQL's `json_to_recordset`: one
 * parameter parsed once, where arrays per column of JSON values cost an array literal to escape
 * and parse (a month's 38,800 lines: bench/remittance.ts).
 */
const recordset = (rows: object[]) => sql`json_to_recordset(${JSON.stringify(rows)}::json)`;

export async function insertLines(db: Db, rows: LineRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(
    sql`INSERT INTO remittance_lines (remittance_claim_id, seq, claim_line_id, line_control, procedure_code, service_date,
          units, billed_cents, paid_cents, adjustments, remarks)
        SELECT x."remittanceClaimId", x.seq, x."claimLineId", x."lineControl", x."procedureCode", x."serviceDate",
          x.units, x."billedCents", x."paidCents", x.adjustments, x.remarks
        FROM ${recordset(rows)} AS x("remittanceClaimId" int8, seq int4, "claimLineId" int8, "lineControl" text,
          "procedureCode" text, "serviceDate" date, units numeric, "billedCents" int8, "paidCents" int8,
          adjustments jsonb, remarks jsonb)`,
  );
}

export type PostingRow = {
  claimLineId: number;
  remittanceClaimId: number;
  statusCode: string;
  paidCents: number;
  adjustedCents: number;
  adjustments: CasAdjustment[];
  remarks: string[];
};

export async function insertPostings(db: Db, rows: PostingRow[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(
    sql`INSERT INTO claim_line_postings (claim_line_id, remittance_claim_id, status_code, paid_cents, adjusted_cents,
          adjustments, remarks, posted_at)
        SELECT x."claimLineId", x."remittanceClaimId", x."statusCode", x."paidCents", x."adjustedCents",
          x.adjustments, x.remarks, ${now}::timestamptz
        FROM ${recordset(rows)} AS x("claimLineId" int8, "remittanceClaimId" int8, "statusCode" text,
          "paidCents" int8, "adjustedCents" int8, adjustments jsonb, remarks jsonb)`,
  );
}

/** Every posting of these lines (earlier remittances' too), with the line's charge, frequency and entry. */
export async function postingsOf(db: Db, lineIds: number[]) {
  return rowsOf<{
    id: number;
    charge_cents: string;
    frequency: string;
    superseded: boolean;
    work_entry_id: number;
    postings: { paidCents: number; adjustedCents: number; adjustments: CasAdjustment[] }[];
  }>(
    db,
    sql`SELECT l.id, l.charge_cents, l.frequency, l.superseded, l.work_entry_id,
          json_agg(json_build_object('paidCents', p.paid_cents, 'adjustedCents', p.adjusted_cents,
            'adjustments', p.adjustments) ORDER BY p.id) AS postings
        FROM claim_lines l JOIN claim_line_postings p ON p.claim_line_id = l.id
        WHERE l.id = ANY(${pgArray(lineIds, 'int8')})
        GROUP BY l.id`,
  );
}

export type LineStanding = {
  id: number;
  paidCents: number;
  adjustedCents: number;
  state: PaymentState;
  payerControl: string | null;
};

/** Writes the lines' sums and states; the payer's control number where this remittance gave one. */
export async function updateStandings(db: Db, rows: LineStanding[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(
    sql`UPDATE claim_lines l SET paid_cents = x."paidCents", adjusted_cents = x."adjustedCents",
          payment_state = x.state, payer_control_number = COALESCE(x."payerControl", l.payer_control_number),
          answered_at = ${now}
        FROM ${recordset(rows)} AS x(id int8, "paidCents" int8, "adjustedCents" int8, state text, "payerControl" text)
        WHERE l.id = x.id`,
  );
}

/** The upload's answer counts and unmatched list, once posted. */
export async function finishRemittance(
  db: Db,
  id: number,
  p: { paid: number; denied: number; adjusted: number; unmatched: unknown[] },
): Promise<void> {
  await db.execute(sql`UPDATE remittances SET paid_claims = ${p.paid}, denied_claims = ${p.denied},
    adjusted_claims = ${p.adjusted}, unmatched = ${JSON.stringify(p.unmatched)}::jsonb WHERE id = ${id}`);
}
