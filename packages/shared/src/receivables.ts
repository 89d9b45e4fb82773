import { z } from 'zod';
import { isoDate } from './fields.js';
import { PAYMENT_STATES } from './remittance.js';

/**
 * Accounts receivable (issue 20, docs/decisions/016): open claims aged since billing, by payer,
 * with their filing deadlines; the Overview's card. Figures in integer cents, as reconciliation's.
 */

const cents = z.number().int();
const count = z.number().int();

/** Receivables' age buckets: days since the claim was billed (its batch's date). */
export const AGING_BUCKETS = [
  { key: '0-30', label: '0–30 days', from: 0, to: 30 },
  { key: '31-60', label: '31–60 days', from: 31, to: 60 },
  { key: '61-90', label: '61–90 days', from: 61, to: 90 },
  { key: '91-120', label: '91–120 days', from: 91, to: 120 },
  { key: '120+', label: 'Over 120 days', from: 121, to: null },
] as const;
export type AgingBucketKey = (typeof AGING_BUCKETS)[number]['key'];
export const AGING_BUCKET_KEYS = AGING_BUCKETS.map((b) => b.key) as [AgingBucketKey, ...AgingBucketKey[]];

/** PROMISe's filing limit from the date of service, unless the agency sets another. */
export const DEFAULT_FILING_LIMIT_DAYS = 180;
/** A claim still open this close to its filing deadline is flagged. */
export const FILING_DEADLINE_WARNING_DAYS = 30;
/** GET /claims/receivables?asOf= (default today in the agency's zone). */
export const receivablesQuery = z.object({ asOf: isoDate('As of date is required').optional() });
export type ReceivablesQuery = z.infer<typeof receivablesQuery>;

const bucketCents = z.record(z.enum(AGING_BUCKET_KEYS), cents);

export const receivableClaimOut = z.object({
  batchId: z.number().int(),
  claimNumber: z.number().int(),
  patientControlNumber: z.string(),
  clientId: z.number().int(),
  clientName: z.string(),
  payerId: z.string(),
  payerName: z.string(),
  serviceCode: z.string(),
  /** The batch's date in the agency's zone. */
  billedOn: z.string(),
  firstServiceDate: z.string(),
  ageDays: count,
  bucket: z.enum(AGING_BUCKET_KEYS),
  state: z.enum(PAYMENT_STATES),
  billedCents: cents,
  paidCents: cents,
  adjustedCents: cents,
  outstandingCents: cents,
  /** First date of service + the filing limit. */
  filingDeadline: z.string(),
  deadlineNear: z.boolean(),
  deadlinePassed: z.boolean(),
});
export type ReceivableClaimOut = z.infer<typeof receivableClaimOut>;

export const receivablesOut = z.object({
  asOf: z.string(),
  filingLimitDays: count,
  outstandingCents: cents,
  claimCount: count,
  buckets: z.array(
    z.object({ key: z.enum(AGING_BUCKET_KEYS), label: z.string(), outstandingCents: cents, claimCount: count }),
  ),
  payers: z.array(
    z.object({ payerId: z.string(), payerName: z.string(), outstandingCents: cents, buckets: bucketCents }),
  ),
  /** Every open claim (outstanding > 0, or denied and not yet replaced), oldest first. */
  claims: z.array(receivableClaimOut),
});
export type ReceivablesOut = z.infer<typeof receivablesOut>;

/** The Overview's card. */
export const receivablesCardOut = z.object({
  outstandingCents: cents,
  /** Lines denied by remittances posted this month (agency zone). */
  deniedThisMonthCents: cents,
  deniedThisMonthClaims: count,
  oldestOpen: z
    .object({
      batchId: z.number().int(),
      claimNumber: z.number().int(),
      clientName: z.string(),
      billedOn: z.string(),
      ageDays: count,
    })
    .nullable(),
});
export type ReceivablesCardOut = z.infer<typeof receivablesCardOut>;
