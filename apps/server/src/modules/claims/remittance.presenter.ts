/** Remittances and reconciled claims as the API shows them: whitelisted fields, codes with their meaning. */
import {
  ADJUSTMENT_GROUPS,
  carcText,
  CLAIM_STATUS_CODES,
  PAYMENT_METHODS,
  rarcText,
  type AdjustmentOut,
  type RemarkOut,
  type RemittanceClaimOut,
  type RemittanceOut,
  type RemittancePaymentOut,
} from '@hearth/shared';
import { iso, lastFirst, numOrNull, text, textOrNull, type Row } from '../../db/rows.js';
import type { CasAdjustment } from './x12-835.js';

export const presentAdjustment = (a: CasAdjustment): AdjustmentOut => ({
  group: a.group,
  groupLabel: ADJUSTMENT_GROUPS[a.group] ?? a.group,
  reason: a.reason,
  reasonText: carcText(a.reason),
  amountCents: Number(a.cents),
  units: a.units ?? null,
});

export const presentRemark = (code: string): RemarkOut => ({ code, text: rarcText(code) });

const asArray = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

function presentPayment(p: Record<string, unknown>): RemittancePaymentOut {
  const method = text(p.method);
  return {
    payerId: text(p.payerId),
    payerName: text(p.payerName),
    traceNumber: text(p.traceNumber),
    method,
    methodLabel: PAYMENT_METHODS[method] ?? method,
    paymentCents: Number(p.paymentCents ?? 0),
    paymentDate: textOrNull(p.paymentDate),
    providerAdjustments: asArray<Record<string, unknown>>(p.providerAdjustments).map((a) => ({
      reason: text(a.reason),
      reference: text(a.reference),
      amountCents: Number(a.amountCents ?? 0),
      fiscalPeriodEnd: textOrNull(a.fiscalPeriodEnd),
    })),
  };
}

export function presentRemittance(r: Row): RemittanceOut {
  return {
    id: Number(r.id),
    fileName: String(r.file_name),
    uploadedAt: iso(r.uploaded_at),
    uploadedBy: { id: Number(r.uploaded_by_id), name: lastFirst(r.last_name, r.first_name, r.middle_name) },
    paymentCents: Number(r.payment_cents),
    claimCount: Number(r.claim_count),
    lineCount: Number(r.line_count),
    unmatchedCount: Number(r.unmatched_count ?? 0),
    payments: asArray<Record<string, unknown>>(r.payments).map(presentPayment),
  };
}

export function presentRemittanceClaim(r: Row): RemittanceClaimOut {
  const status = String(r.status_code);
  return {
    id: Number(r.id),
    patientControlNumber: String(r.patient_control),
    matched: r.batch_id !== null,
    batchId: numOrNull(r.batch_id),
    claimNumber: numOrNull(r.claim_number),
    clientName: textOrNull(r.client_name),
    statusCode: status,
    statusLabel: CLAIM_STATUS_CODES[status] ?? status,
    billedCents: Number(r.billed_cents),
    paidCents: Number(r.paid_cents),
    patientResponsibilityCents: Number(r.patient_resp_cents),
    payerClaimControlNumber: textOrNull(r.payer_claim_control),
    traceNumber: String(r.trace_number),
    adjustments: asArray<CasAdjustment>(r.adjustments).map(presentAdjustment),
    remarks: asArray<string>(r.remarks).map(presentRemark),
    lines: asArray<Record<string, unknown>>(r.lines).map((l) => ({
      id: Number(l.id),
      lineControlNumber: textOrNull(l.lineControl),
      workEntryId: numOrNull(l.workEntryId),
      matched: l.claimLineId !== null && l.claimLineId !== undefined,
      procedureCode: text(l.procedureCode),
      serviceDate: textOrNull(l.serviceDate),
      units: numOrNull(l.units),
      billedCents: Number(l.billedCents ?? 0),
      paidCents: Number(l.paidCents ?? 0),
      adjustments: asArray<CasAdjustment>(l.adjustments).map(presentAdjustment),
      remarks: asArray<string>(l.remarks).map(presentRemark),
    })),
  };
}
