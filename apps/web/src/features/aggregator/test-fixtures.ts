import type { AggregatorRecordOut, AggregatorSummaryOut, AggregatorSyncOut } from '@hearth/shared';

const counts = (waiting: number, sent: number, accepted: number, rejected: number) => ({
  waiting,
  sent,
  accepted,
  rejected,
});

export const buildSummary = (overrides: Partial<AggregatorSummaryOut> = {}): AggregatorSummaryOut => ({
  enabled: true,
  counts: { client: counts(1, 0, 40, 0), employee: counts(0, 0, 12, 1), visit: counts(4, 2, 310, 3) },
  lastRunAt: '2026-11-18T19:05:00.000Z',
  lastErrorAt: null,
  lastError: null,
  ...overrides,
});

/** A visit the aggregator refused: its client's Medicaid ID was not on file there. */
export const buildRecord = (overrides: Partial<AggregatorRecordOut> = {}): AggregatorRecordOut => ({
  kind: 'visit',
  recordId: 5,
  name: 'Rivera, Sam – Alvarez, Rosa – 11/17/2026',
  state: 'rejected',
  waitingOn: null,
  sequenceId: 1042,
  transactionId: '6f1c2a9e-4b7d-4e0a-9c1f-3d2b8a7e5f10',
  errorCode: 'V0107',
  errorMessage: 'Client Medicaid ID not found',
  fix: "Check the client's Medicaid ID, then the visit is sent again.",
  clientId: 12,
  employeeId: 21,
  sentAt: '2026-11-17T21:00:00.000Z',
  acceptedAt: null,
  updatedAt: '2026-11-17T21:05:00.000Z',
  ...overrides,
});

export const buildSyncRun = (overrides: Partial<AggregatorSyncOut> = {}): AggregatorSyncOut => ({
  sent: { client: 3, employee: 0, visit: 12 },
  transactions: 2,
  polled: 2,
  accepted: 5,
  rejected: 1,
  waiting: 4,
  error: null,
  ...overrides,
});
