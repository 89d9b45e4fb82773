/** A batch's claims and lines, each reconciled, as GET /claims/batches/{id} shows them. */
import {
  CLAIM_FREQUENCIES,
  PAYMENT_STATES,
  type BatchClaimOut,
  type BatchLineOut,
  type ClaimFrequency,
  type PaymentState,
  type ReconciliationOut,
} from '@hearth/shared';
import { text, textOrNull, type Row } from '../../db/rows.js';
import { presentFigures } from './claims.presenter.js';
import { presentAdjustment, presentRemark } from './remittance.presenter.js';
import type { CasAdjustment } from './x12-835.js';

const frequencyOf = (v: unknown): ClaimFrequency =>
  (CLAIM_FREQUENCIES as readonly string[]).includes(String(v)) ? (v as ClaimFrequency) : 'original';
const stateOf = (v: unknown): PaymentState =>
  (PAYMENT_STATES as readonly string[]).includes(String(v)) ? (v as PaymentState) : 'billed';

/** A claim's standing from its lines': all alike → that; otherwise partly paid. */
export function claimState(states: PaymentState[]): PaymentState {
  const first = states[0] ?? 'billed';
  return states.every((s) => s === first) ? first : 'partly_paid';
}

const addFigures = (a: ReconciliationOut, b: ReconciliationOut): ReconciliationOut => ({
  billedCents: a.billedCents + b.billedCents,
  paidCents: a.paidCents + b.paidCents,
  adjustedCents: a.adjustedCents + b.adjustedCents,
  deniedCents: a.deniedCents + b.deniedCents,
  outstandingCents: a.outstandingCents + b.outstandingCents,
});
const ZERO: ReconciliationOut = { billedCents: 0, paidCents: 0, adjustedCents: 0, deniedCents: 0, outstandingCents: 0 };

function presentLine(r: Row): BatchLineOut {
  return {
    ...presentFigures(r),
    lineNumber: Number(r.line_number),
    workEntryId: Number(r.work_entry_id),
    serviceDate: text(r.service_date),
    units: Number(r.units),
    state: stateOf(r.payment_state),
    adjustments: (r.adjustments as CasAdjustment[]).map(presentAdjustment),
    remarks: (r.remarks as string[]).map(presentRemark),
    correctable: Boolean(r.correctable),
  };
}

/** The batch's lines (batchDetailLines, in claim and line order) grouped into its claims. */
export function presentBatchClaims(batchId: number, rows: Row[]): BatchClaimOut[] {
  const claims: BatchClaimOut[] = [];
  let current: BatchClaimOut | null = null;
  for (const r of rows) {
    const claimNumber = Number(r.claim_number);
    if (!current || current.claimNumber !== claimNumber) {
      const snapshot = (r.snapshot ?? {}) as Record<string, unknown>;
      const replacedBy = r.replaced_by as { batchId: number; claimNumber: number; frequency: string } | null;
      current = {
        ...ZERO,
        claimNumber,
        patientControlNumber: `${batchId}-${claimNumber}`,
        clientId: Number(r.client_id),
        clientName: text(snapshot.clientName),
        serviceCode: text(snapshot.serviceCode),
        month: text(snapshot.month),
        frequency: frequencyOf(r.frequency),
        replaces:
          r.replaces_batch_id === null
            ? null
            : { batchId: Number(r.replaces_batch_id), claimNumber: Number(r.replaces_claim_number) },
        replacedBy: replacedBy
          ? {
              batchId: Number(replacedBy.batchId),
              claimNumber: Number(replacedBy.claimNumber),
              frequency: frequencyOf(replacedBy.frequency),
            }
          : null,
        payerClaimControlNumber: textOrNull(r.payer_control_number),
        state: 'billed',
        lines: [],
      };
      claims.push(current);
    }
    const line = presentLine(r);
    current.lines.push(line);
    Object.assign(current, addFigures(current, line));
    current.payerClaimControlNumber ??= textOrNull(r.payer_control_number);
  }
  for (const c of claims) c.state = claimState(c.lines.map((l) => l.state));
  return claims;
}
