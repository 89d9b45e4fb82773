/** Remittances as the screens read them: the uploads, one with its claims and lines, the file. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf, type Row } from '../../db/rows.js';

const UPLOAD_SELECT = sql`
  SELECT r.id, r.file_name, r.uploaded_at, r.uploaded_by_id, r.payment_cents, r.claim_count, r.line_count,
    jsonb_array_length(r.unmatched) AS unmatched_count,
    u.first_name, u.middle_name, u.last_name,
    (SELECT json_agg(json_build_object('payerId', p.payer_id, 'payerName', p.payer_name, 'traceNumber', p.trace_number,
       'method', p.method, 'paymentCents', p.payment_cents, 'paymentDate', p.payment_date::text,
       'providerAdjustments', p.provider_adjustments) ORDER BY p.id)
     FROM remittance_payments p WHERE p.remittance_id = r.id) AS payments
  FROM remittances r LEFT JOIN users u ON u.id = r.uploaded_by_id`;

export async function listRemittances(db: Db, page: { offset: number; limit: number }) {
  const [rows, [count]] = await Promise.all([
    rowsOf(db, sql`${UPLOAD_SELECT} ORDER BY r.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`),
    rowsOf(db, sql`SELECT count(*)::int AS n FROM remittances`),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findRemittance(db: Db, id: number): Promise<Row | undefined> {
  const [row] = await rowsOf(db, sql`${UPLOAD_SELECT} WHERE r.id = ${id}`);
  return row;
}

export async function remittanceFile(db: Db, id: number): Promise<{ name: string; content: string } | undefined> {
  const [row] = await rowsOf(db, sql`SELECT file_name, content FROM remittances WHERE id = ${id}`);
  return row ? { name: String(row.file_name), content: String(row.content) } : undefined;
}

/** The upload's CLPs with their lines, the trace number and the matched claim's client. */
export function remittanceClaims(db: Db, id: number) {
  return rowsOf(
    db,
    sql`SELECT c.id, c.patient_control, c.status_code, c.billed_cents, c.paid_cents, c.patient_resp_cents,
          c.payer_claim_control, c.batch_id, c.claim_number, c.adjustments, c.remarks, p.trace_number,
          (SELECT l.snapshot->>'clientName' FROM claim_lines l
           WHERE l.batch_id = c.batch_id AND l.claim_number = c.claim_number AND l.line_number = 1) AS client_name,
          COALESCE((SELECT json_agg(json_build_object('id', rl.id, 'lineControl', rl.line_control,
              'workEntryId', cl.work_entry_id, 'claimLineId', rl.claim_line_id, 'procedureCode', rl.procedure_code,
              'serviceDate', rl.service_date::text, 'units', rl.units, 'billedCents', rl.billed_cents,
              'paidCents', rl.paid_cents, 'adjustments', rl.adjustments, 'remarks', rl.remarks) ORDER BY rl.seq)
            FROM remittance_lines rl LEFT JOIN claim_lines cl ON cl.id = rl.claim_line_id
            WHERE rl.remittance_claim_id = c.id), '[]') AS lines
        FROM remittance_claims c JOIN remittance_payments p ON p.id = c.payment_id
        WHERE c.remittance_id = ${id}
        ORDER BY c.seq`,
  );
}
