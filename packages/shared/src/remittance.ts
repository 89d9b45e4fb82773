import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './constants.js';
import { idSchema } from './validation.js';
import { pageLimit, pageOffset } from './list-query.js';
import { storableString } from './text.js';

/**
 * From claim to cash (issue 20, docs/decisions/016): the payer's X12 835 remittance read and
 * matched to Hearth's claims, every claim and line reconciled, receivables by age, and denied
 * claims corrected and sent again. Reconciliation figures are integer cents on the wire (`…Cents`),
 * so billed = paid + adjusted + outstanding holds exactly; elsewhere money stays dollars.
 */

export const RemittanceMsg = {
  noFile: 'Please select a file to proceed.',
  tooLarge: 'The remittance file is larger than the upload limit.',
  notX12: 'This is not an X12 file: it must start with an ISA segment.',
  not835: 'This is not an 835 remittance advice (ST01 must be 835, GS08 005010X221A1).',
  tooManyLines: (max: number) => `The file has more than ${max.toLocaleString('en-US')} service lines.`,
  duplicate: (remittanceId: number, trace: string) =>
    `This payment (trace number ${trace}) was already posted with remittance ${remittanceId}: nothing was posted again.`,
  invalid: 'The remittance file failed its checks: nothing was posted.',
  reasonRequired: 'Reason is required',
  noPayerControlNumber:
    'The payer has not sent a claim control number for this claim yet: a replacement or void needs the 835 that names it.',
  alreadyCorrected: (batchId: number) => `This claim was already replaced or voided in claim batch ${batchId}.`,
  notCorrectable: 'Only a claim the payer has answered can be replaced or voided.',
  batchVoided: 'The batch of this claim was voided.',
  entriesNotReady: 'A corrected entry must be verified, with no open EVV exception, before the claim is sent again.',
} as const;

/** A claim's or line's standing with the payer. */
export const PAYMENT_STATES = ['billed', 'paid', 'partly_paid', 'denied', 'reversed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  billed: 'Billed',
  paid: 'Paid',
  partly_paid: 'Partly paid',
  denied: 'Denied',
  reversed: 'Reversed',
};

/** CLM05-3: how a claim relates to an earlier one. */
export const CLAIM_FREQUENCIES = ['original', 'replacement', 'void'] as const;
export type ClaimFrequency = (typeof CLAIM_FREQUENCIES)[number];
export const CLAIM_FREQUENCY_CODES: Record<ClaimFrequency, '1' | '7' | '8'> = {
  original: '1',
  replacement: '7',
  void: '8',
};

/** CAS01 claim adjustment group codes. */
export const ADJUSTMENT_GROUPS: Record<string, string> = {
  CO: 'Contractual obligation',
  PR: 'Patient responsibility',
  OA: 'Other adjustment',
  PI: 'Payer initiated reduction',
  CR: 'Correction and reversal',
};

/** CLP02 claim status codes (835, 005010X221A1). */
export const CLAIM_STATUS_CODES: Record<string, string> = {
  '1': 'Processed as primary',
  '2': 'Processed as secondary',
  '3': 'Processed as tertiary',
  '4': 'Denied',
  '19': 'Processed as primary, forwarded to additional payer(s)',
  '20': 'Processed as secondary, forwarded to additional payer(s)',
  '21': 'Processed as tertiary, forwarded to additional payer(s)',
  '22': 'Reversal of previous payment',
  '23': 'Not our claim, forwarded to additional payer(s)',
  '25': 'Predetermination pricing only, no payment',
};

/** BPR04 payment methods. */
export const PAYMENT_METHODS: Record<string, string> = {
  ACH: 'EFT (ACH)',
  CHK: 'Check',
  BOP: 'Financial institution option',
  FWT: 'Federal Reserve wire transfer',
  NON: 'No payment',
};

/** The most service lines one upload may carry (a 500-staff month is 38,800). */
export const REMITTANCE_MAX_LINES = 100_000;

const cents = z.number().int();
const count = z.number().int();
const person = z.object({ id: z.number().int(), name: z.string() });

/** The five figures of a claim, a line, a batch: billedCents = paidCents + adjustedCents + outstandingCents. */
export const reconciliationOut = z.object({
  billedCents: cents,
  paidCents: cents,
  /** Every CAS adjustment (all groups), claim-level ones shared out over the claim's lines. */
  adjustedCents: cents,
  /** The billed amount of denied lines (part of `adjustedCents`). */
  deniedCents: cents,
  outstandingCents: cents,
});
export type ReconciliationOut = z.infer<typeof reconciliationOut>;

export const adjustmentOut = z.object({
  /** CAS01: CO, PR, OA, PI, CR. */
  group: z.string(),
  groupLabel: z.string(),
  /** CARC */
  reason: z.string(),
  /** The code's meaning, or the code itself when Hearth's table does not know it. */
  reasonText: z.string(),
  amountCents: cents,
  units: z.number().nullable(),
});
export type AdjustmentOut = z.infer<typeof adjustmentOut>;

/** A remark code (RARC, from LQ*HE at a line or MOA at a claim) with its meaning. */
export const remarkOut = z.object({ code: z.string(), text: z.string() });
export type RemarkOut = z.infer<typeof remarkOut>;

/** Something in the file Hearth could not match: kept, listed, never dropped. */
export const unmatchedOut = z.object({
  kind: z.enum(['claim', 'line']),
  /** CLP01 as the payer sent it. */
  patientControlNumber: z.string(),
  /** REF*6R of the line, when it has one. */
  lineControlNumber: z.string().nullable(),
  procedureCode: z.string().nullable(),
  serviceDate: z.string().nullable(),
  billedCents: cents,
  paidCents: cents,
  reason: z.string(),
});
export type UnmatchedOut = z.infer<typeof unmatchedOut>;

/** POST /claims/remittances → 201 */
export const remittanceUploadOut = z.object({
  id: z.number().int(),
  /** The payments' total (BPR02), dollars as elsewhere; `paymentCents` the same in cents. */
  paymentAmount: z.number(),
  paymentCents: cents,
  /** CLPs paid in full (paid = billed, or only contractual CO-45 write-offs). */
  paidClaims: count,
  /** CLPs with nothing paid. */
  deniedClaims: count,
  /** CLPs paid in part, or reversed. */
  adjustedClaims: count,
  unmatched: z.array(unmatchedOut),
});
export type RemittanceUploadOut = z.infer<typeof remittanceUploadOut>;

/** One payment (an ST/SE transaction): who paid, how, how much. */
export const remittancePaymentOut = z.object({
  payerId: z.string(),
  payerName: z.string(),
  /** TRN02: the check or EFT trace number. */
  traceNumber: z.string(),
  /** BPR04 */
  method: z.string(),
  methodLabel: z.string(),
  paymentCents: cents,
  /** BPR16 'YYYY-MM-DD' */
  paymentDate: z.string().nullable(),
  /** PLB: provider-level adjustments (positive reduces the payment). */
  providerAdjustments: z.array(
    z.object({ reason: z.string(), reference: z.string(), amountCents: cents, fiscalPeriodEnd: z.string().nullable() }),
  ),
});
export type RemittancePaymentOut = z.infer<typeof remittancePaymentOut>;

export const remittanceOut = z.object({
  id: z.number().int(),
  fileName: z.string(),
  uploadedAt: z.string(),
  uploadedBy: person,
  paymentCents: cents,
  claimCount: count,
  lineCount: count,
  unmatchedCount: count,
  payments: z.array(remittancePaymentOut),
});
export type RemittanceOut = z.infer<typeof remittanceOut>;

export const remittanceListQuery = z.object({ offset: pageOffset(), limit: pageLimit(DEFAULT_PAGE_SIZE) });
export const remittanceListOut = z.object({ data: z.array(remittanceOut), recordCount: count });

export const remittanceLineOut = z.object({
  id: z.number().int(),
  lineControlNumber: z.string().nullable(),
  /** The work entry of the matched claim line. */
  workEntryId: z.number().int().nullable(),
  matched: z.boolean(),
  procedureCode: z.string(),
  serviceDate: z.string().nullable(),
  units: z.number().nullable(),
  billedCents: cents,
  paidCents: cents,
  adjustments: z.array(adjustmentOut),
  remarks: z.array(remarkOut),
});
export type RemittanceLineOut = z.infer<typeof remittanceLineOut>;

export const remittanceClaimOut = z.object({
  id: z.number().int(),
  /** CLP01: the claim id Hearth sent in CLM01 ('batch-claim'). */
  patientControlNumber: z.string(),
  matched: z.boolean(),
  batchId: z.number().int().nullable(),
  claimNumber: z.number().int().nullable(),
  clientName: z.string().nullable(),
  /** CLP02 and its meaning. */
  statusCode: z.string(),
  statusLabel: z.string(),
  billedCents: cents,
  paidCents: cents,
  patientResponsibilityCents: cents,
  /** CLP07 */
  payerClaimControlNumber: z.string().nullable(),
  traceNumber: z.string(),
  adjustments: z.array(adjustmentOut),
  remarks: z.array(remarkOut),
  lines: z.array(remittanceLineOut),
});
export type RemittanceClaimOut = z.infer<typeof remittanceClaimOut>;

/** GET /claims/remittances/{id} */
export const remittanceDetailOut = remittanceOut.extend({ claims: z.array(remittanceClaimOut) });
export type RemittanceDetailOut = z.infer<typeof remittanceDetailOut>;

/** A billed line of a batch with its standing. */
export const batchLineOut = reconciliationOut.extend({
  lineNumber: z.number().int(),
  workEntryId: z.number().int(),
  serviceDate: z.string(),
  units: z.number(),
  state: z.enum(PAYMENT_STATES),
  adjustments: z.array(adjustmentOut),
  remarks: z.array(remarkOut),
  /** Denied or short-paid, and not yet replaced: an admin may correct its entry again. */
  correctable: z.boolean(),
});
export type BatchLineOut = z.infer<typeof batchLineOut>;

export const batchClaimOut = reconciliationOut.extend({
  claimNumber: z.number().int(),
  /** CLM01 as sent: 'batch-claim'. */
  patientControlNumber: z.string(),
  clientId: z.number().int(),
  clientName: z.string(),
  serviceCode: z.string(),
  /** 'YYYY-MM' */
  month: z.string(),
  frequency: z.enum(CLAIM_FREQUENCIES),
  /** The claim a replacement or void refers to. */
  replaces: z.object({ batchId: z.number().int(), claimNumber: z.number().int() }).nullable(),
  /** The later claim that replaced or voided this one. */
  replacedBy: z
    .object({ batchId: z.number().int(), claimNumber: z.number().int(), frequency: z.enum(CLAIM_FREQUENCIES) })
    .nullable(),
  /** The payer's CLP07, from the latest remittance. */
  payerClaimControlNumber: z.string().nullable(),
  state: z.enum(PAYMENT_STATES),
  lines: z.array(batchLineOut),
});
export type BatchClaimOut = z.infer<typeof batchClaimOut>;

/** POST /claims/resubmissions: a replacement (corrected entries) or a void of one answered claim. */
export const resubmissionBody = z.object({
  batchId: idSchema,
  claimNumber: z.number().int().min(1).max(1_000_000),
  action: z.enum(['replace', 'void']),
  reason: storableString({ error: RemittanceMsg.reasonRequired }).trim().min(1, RemittanceMsg.reasonRequired).max(1000),
});
export type ResubmissionBody = z.infer<typeof resubmissionBody>;
