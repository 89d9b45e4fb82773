import {
  type AdjustmentOut,
  type BatchClaimOut,
  type ClaimBatchOut,
  type ClaimFrequency,
  type PaymentState,
  type ReconciliationOut,
  type RemarkOut,
} from '@hearth/shared';

import { centsText } from '../../lib/format';

export { centsText };

/**
 * A batch's standing, from its figures: nothing back yet (billed), all of it settled with nothing
 * denied (paid), anything else answered in part (partly paid); voided stands apart.
 */
export function batchState(batch: ClaimBatchOut): PaymentState | 'voided' {
  if (batch.status === 'voided') return 'voided';
  if (batch.paidCents === 0 && batch.adjustedCents === 0) return 'billed';
  if (batch.outstandingCents === 0 && batch.paidCents === 0) return 'denied';
  if (batch.outstandingCents === 0 && batch.deniedCents === 0) return 'paid';
  return 'partly_paid';
}

/** Whether the five figures add up: billed = paid + adjusted + outstanding. */
export const addsUp = (f: ReconciliationOut): boolean =>
  f.billedCents === f.paidCents + f.adjustedCents + f.outstandingCents;

/** 'CO-45 Charge exceeds fee schedule/maximum allowable … $12.00' */
export const adjustmentText = (a: AdjustmentOut): string =>
  `${a.group}-${a.reason} ${a.reasonText === a.reason ? '' : `${a.reasonText} `}${centsText(a.amountCents)}`;

/** 'N290 Missing/incomplete/invalid rendering provider primary identifier.' */
export const remarkText = (r: RemarkOut): string => (r.text === r.code ? r.code : `${r.code} ${r.text}`);

export const FREQUENCY_LABELS: Record<ClaimFrequency, string> = {
  original: 'Original',
  replacement: 'Replacement',
  void: 'Void',
};

/** A claim the payer has answered (it sent its claim control number) and nothing replaced yet. */
export const isAnswered = (claim: BatchClaimOut): boolean =>
  claim.payerClaimControlNumber !== null && claim.replacedBy === null && claim.frequency !== 'void';

export { claimBatchPath as batchPath } from '../../lib/paths';
export const remittancePath = (remittanceId: number): string => `/admin/claims/remittances/${remittanceId}`;
export const entryPath = (workEntryId: number): string => `/admin/view-timeSheet?id=${workEntryId}`;
export const entryEditPath = (workEntryId: number): string => `/admin/edit-timeSheet?id=${workEntryId}`;
