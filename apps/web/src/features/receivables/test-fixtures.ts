import { AGING_BUCKETS, type ReceivableClaimOut, type ReceivablesOut } from '@hearth/shared';

export const buildReceivableClaim = (overrides: Partial<ReceivableClaimOut> = {}): ReceivableClaimOut => ({
  batchId: 9,
  claimNumber: 1,
  patientControlNumber: '9-1',
  clientId: 12,
  clientName: 'Jones, Ida',
  payerId: 'PADHS',
  payerName: 'PA DHS',
  serviceCode: 'W1726',
  billedOn: '2026-11-02',
  firstServiceDate: '2026-10-01',
  ageDays: 16,
  bucket: '0-30',
  state: 'billed',
  billedCents: 75025,
  paidCents: 0,
  adjustedCents: 0,
  outstandingCents: 75025,
  filingDeadline: '2027-03-30',
  deadlineNear: false,
  deadlinePassed: false,
  ...overrides,
});

/** Denied in full (nothing outstanding, waiting for a correction), and past its filing deadline. */
export const deniedClaim = buildReceivableClaim({
  batchId: 3,
  claimNumber: 1,
  patientControlNumber: '3-1',
  clientId: 7,
  clientName: 'Foster, Erin',
  serviceCode: 'W7060',
  billedOn: '2026-06-20',
  firstServiceDate: '2026-05-20',
  ageDays: 151,
  bucket: '120+',
  state: 'denied',
  billedCents: 48000,
  adjustedCents: 48000,
  outstandingCents: 0,
  filingDeadline: '2026-11-16',
  deadlinePassed: true,
});

/** Paid in part, its filing deadline 10 days away. */
export const partlyPaidClaim = buildReceivableClaim({
  batchId: 5,
  claimNumber: 2,
  patientControlNumber: '5-2',
  clientId: 9,
  clientName: 'Hughes, Gail',
  billedOn: '2026-08-10',
  firstServiceDate: '2026-06-01',
  ageDays: 100,
  bucket: '91-120',
  state: 'partly_paid',
  billedCents: 123456,
  paidCents: 100000,
  adjustedCents: 3456,
  outstandingCents: 20000,
  filingDeadline: '2026-11-28',
  deadlineNear: true,
});

/** Billed to the managed-care payer, nothing back yet. */
export const mcoClaim = buildReceivableClaim({
  batchId: 7,
  claimNumber: 4,
  patientControlNumber: '7-4',
  clientId: 11,
  clientName: 'Irwin, Hal',
  payerId: 'KMCO',
  payerName: 'Keystone MCO',
  serviceCode: 'W7060',
  billedOn: '2026-10-01',
  firstServiceDate: '2026-09-02',
  ageDays: 48,
  bucket: '31-60',
  billedCents: 250000,
  outstandingCents: 250000,
  filingDeadline: '2027-03-01',
});

export const recentClaim = buildReceivableClaim();

/** The figures of `claims` as the server sums them. */
export function receivablesOf(asOf: string, claims: ReceivableClaimOut[]): ReceivablesOut {
  const sum = (list: ReceivableClaimOut[]) => list.reduce((total, c) => total + c.outstandingCents, 0);
  const payerIds = [...new Set(claims.map((c) => c.payerId))];
  return {
    asOf,
    filingLimitDays: 180,
    outstandingCents: sum(claims),
    claimCount: claims.length,
    buckets: AGING_BUCKETS.map((b) => {
      const inBucket = claims.filter((c) => c.bucket === b.key);
      return { key: b.key, label: b.label, outstandingCents: sum(inBucket), claimCount: inBucket.length };
    }),
    payers: payerIds.map((payerId) => {
      const own = claims.filter((c) => c.payerId === payerId);
      return {
        payerId,
        payerName: own[0]!.payerName,
        outstandingCents: sum(own),
        buckets: Object.fromEntries(
          AGING_BUCKETS.map((b) => [b.key, sum(own.filter((c) => c.bucket === b.key))]),
        ) as ReceivablesOut['payers'][number]['buckets'],
      };
    }),
    claims,
  };
}

/** Wednesday 18 November 2026: four open claims, oldest first, $3,450.25 outstanding. */
export const receivables = receivablesOf('2026-11-18', [deniedClaim, partlyPaidClaim, mcoClaim, recentClaim]);
