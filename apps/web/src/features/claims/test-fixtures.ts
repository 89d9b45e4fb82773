import type { ClaimBatchOut, ClaimPreviewOut, ClaimSummaryOut, HeldEntryOut } from '@hearth/shared';

export function buildClaim(overrides: Partial<ClaimSummaryOut> = {}): ClaimSummaryOut {
  return {
    claimNumber: 1,
    clientId: 3,
    clientName: 'Alvarez, Rosa',
    mci: '1234567890',
    serviceCode: 'W1726',
    serviceName: 'Companion Services',
    month: '2026-04',
    lineCount: 3,
    units: 24,
    charge: 122.88,
    firstDate: '2026-04-02',
    lastDate: '2026-04-20',
    ...overrides,
  };
}

export function buildHeld(overrides: Partial<HeldEntryOut> = {}): HeldEntryOut {
  return {
    workEntryId: 41,
    entryName: 'W1726 - Rivera, Sam - 04/09/2026',
    clientId: 8,
    clientName: 'Brooks, Ann',
    staffName: 'Rivera, Sam',
    serviceCode: 'W1726',
    dateOfService: '2026-04-09',
    units: 8,
    charge: 40.96,
    adminVerification: true,
    reasons: [{ code: 'missing_mci', message: 'Client has no MCI' }],
    ...overrides,
  };
}

/**
 * April 2026: two claims ($122.88 + $61.44) and two held-back entries, one verified ($40.96, in the
 * Promise Billing report) and one not ($20.48, not in it): the report is $225.28.
 */
export function buildPreview(overrides: Partial<ClaimPreviewOut> = {}): ClaimPreviewOut {
  return {
    fromDate: '2026-04-01',
    toDate: '2026-04-30',
    claims: [
      buildClaim(),
      buildClaim({
        claimNumber: 2,
        clientId: 5,
        clientName: 'Chen, Li',
        mci: '2345678901',
        serviceCode: 'W7060',
        serviceName: 'In-Home and Community Support',
        lineCount: 2,
        units: 12,
        charge: 61.44,
        firstDate: '2026-04-07',
        lastDate: '2026-04-14',
      }),
    ],
    billable: { claimCount: 2, count: 5, units: 36, charge: 184.32 },
    heldEntries: [
      buildHeld(),
      buildHeld({
        workEntryId: 42,
        entryName: 'W1726 - Rivera, Sam - 04/10/2026',
        clientId: 3,
        clientName: 'Alvarez, Rosa',
        dateOfService: '2026-04-10',
        units: 4,
        charge: 20.48,
        adminVerification: false,
        reasons: [
          { code: 'unverified', message: 'Not verified by an admin' },
          { code: 'open_exception', message: 'Open EVV exception' },
        ],
      }),
    ],
    held: { count: 1, units: 8, charge: 40.96 },
    unverified: { count: 1, units: 4, charge: 20.48 },
    report: { count: 6, units: 44, charge: 225.28 },
    missingSettings: [],
    ...overrides,
  };
}

export function buildBatch(overrides: Partial<ClaimBatchOut> = {}): ClaimBatchOut {
  return {
    id: 12,
    controlNumber: '000000012',
    fromDate: '2026-04-01',
    toDate: '2026-04-30',
    claimCount: 2,
    lineCount: 5,
    units: 36,
    totalCharge: 184.32,
    // 14:05 UTC is 10:05 am in New York (EDT).
    createdAt: '2026-05-01T14:05:00.000Z',
    createdBy: { id: 7, name: 'Doe, Jane' },
    status: 'generated',
    voidedAt: null,
    voidedBy: null,
    voidReason: null,
    // Nothing back from the payer yet: all of it outstanding.
    billedCents: 18432,
    paidCents: 0,
    adjustedCents: 0,
    deniedCents: 0,
    outstandingCents: 18432,
    payerName: 'PROMISe',
    purpose: 'original',
    ...overrides,
  };
}
