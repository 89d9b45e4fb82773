import {
  ADJUSTMENT_GROUPS,
  carcText,
  rarcText,
  type AdjustmentOut,
  type BatchClaimOut,
  type BatchLineOut,
  type ClaimBatchDetailOut,
  type ClaimBatchOut,
  type ClaimPreviewOut,
  type ClaimSummaryOut,
  type HeldEntryOut,
  type RemarkOut,
  type RemittanceDetailOut,
  type RemittanceLineOut,
  type RemittanceOut,
  type RemittancePaymentOut,
  type RemittanceUploadOut,
} from '@hearth/shared';

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

export function buildAdjustment(group: string, reason: string, amountCents: number): AdjustmentOut {
  return {
    group,
    groupLabel: ADJUSTMENT_GROUPS[group] ?? group,
    reason,
    reasonText: carcText(reason),
    amountCents,
    units: null,
  };
}

export const remark = (code: string): RemarkOut => ({ code, text: rarcText(code) });

export function buildLine(overrides: Partial<BatchLineOut> = {}): BatchLineOut {
  return {
    lineNumber: 1,
    workEntryId: 101,
    serviceDate: '2026-04-02',
    units: 8,
    state: 'paid',
    billedCents: 4096,
    paidCents: 4096,
    adjustedCents: 0,
    deniedCents: 0,
    outstandingCents: 0,
    adjustments: [],
    remarks: [],
    correctable: false,
    ...overrides,
  };
}

/**
 * Claim 12-1 (Alvarez, W1726, April), answered: line 1 paid, line 2 paid less a CO-45 write-off of
 * $5.12, line 3 denied CO-16 with N290 (its entry may be corrected). $122.88 = $76.80 + $46.08 + $0.
 */
export function buildAnsweredClaim(overrides: Partial<BatchClaimOut> = {}): BatchClaimOut {
  return {
    claimNumber: 1,
    patientControlNumber: '12-1',
    clientId: 3,
    clientName: 'Alvarez, Rosa',
    serviceCode: 'W1726',
    month: '2026-04',
    frequency: 'original',
    replaces: null,
    replacedBy: null,
    payerClaimControlNumber: '2026123000123',
    state: 'partly_paid',
    billedCents: 12288,
    paidCents: 7680,
    adjustedCents: 4608,
    deniedCents: 4096,
    outstandingCents: 0,
    lines: [
      buildLine(),
      buildLine({
        lineNumber: 2,
        workEntryId: 102,
        serviceDate: '2026-04-09',
        paidCents: 3584,
        adjustedCents: 512,
        adjustments: [buildAdjustment('CO', '45', 512)],
      }),
      buildLine({
        lineNumber: 3,
        workEntryId: 103,
        serviceDate: '2026-04-20',
        state: 'denied',
        paidCents: 0,
        adjustedCents: 4096,
        deniedCents: 4096,
        adjustments: [buildAdjustment('CO', '16', 4096)],
        remarks: [remark('N290')],
        correctable: true,
      }),
    ],
    ...overrides,
  };
}

/** Claim 12-2 (Chen, W7060, April): nothing back from the payer, all $61.44 outstanding. */
export function buildOpenClaim(overrides: Partial<BatchClaimOut> = {}): BatchClaimOut {
  const open = { state: 'billed', paidCents: 0, billedCents: 3072, outstandingCents: 3072 } as const;
  return {
    claimNumber: 2,
    patientControlNumber: '12-2',
    clientId: 5,
    clientName: 'Chen, Li',
    serviceCode: 'W7060',
    month: '2026-04',
    frequency: 'original',
    replaces: null,
    replacedBy: null,
    payerClaimControlNumber: null,
    state: 'billed',
    billedCents: 6144,
    paidCents: 0,
    adjustedCents: 0,
    deniedCents: 0,
    outstandingCents: 6144,
    lines: [
      buildLine({ lineNumber: 1, workEntryId: 104, serviceDate: '2026-04-07', units: 6, ...open }),
      buildLine({ lineNumber: 2, workEntryId: 105, serviceDate: '2026-04-14', units: 6, ...open }),
    ],
    ...overrides,
  };
}

/** Batch 12 after one remittance: $184.32 billed = $76.80 paid + $46.08 adjusted ($40.96 denied) + $61.44 outstanding. */
export function buildBatchDetail(overrides: Partial<ClaimBatchDetailOut> = {}): ClaimBatchDetailOut {
  return {
    ...buildBatch({ paidCents: 7680, adjustedCents: 4608, deniedCents: 4096, outstandingCents: 6144 }),
    claims: [buildAnsweredClaim(), buildOpenClaim()],
    ...overrides,
  };
}

export function buildPayment(overrides: Partial<RemittancePaymentOut> = {}): RemittancePaymentOut {
  return {
    payerId: '231234',
    payerName: 'PA DHS PROMISe',
    traceNumber: '1029384756',
    method: 'ACH',
    methodLabel: 'EFT (ACH)',
    paymentCents: 7180,
    paymentDate: '2026-05-14',
    providerAdjustments: [
      { reason: 'WO', reference: 'OVERPAY-2026-03', amountCents: 500, fiscalPeriodEnd: '2026-12-31' },
    ],
    ...overrides,
  };
}

/** Remittance 7, posted 05/15/2026 10:30 am (New York): $76.80 paid on claim 12-1, less a $5.00 PLB withhold. */
export function buildRemittance(overrides: Partial<RemittanceOut> = {}): RemittanceOut {
  return {
    id: 7,
    fileName: 'promise-835-20260515.txt',
    uploadedAt: '2026-05-15T14:30:00.000Z',
    uploadedBy: { id: 7, name: 'Doe, Jane' },
    paymentCents: 7180,
    claimCount: 2,
    lineCount: 4,
    unmatchedCount: 1,
    payments: [buildPayment()],
    ...overrides,
  };
}

const remittanceLine = (overrides: Partial<RemittanceLineOut>): RemittanceLineOut => ({
  id: 1,
  lineControlNumber: '101',
  workEntryId: 101,
  matched: true,
  procedureCode: 'W1726',
  serviceDate: '2026-04-02',
  units: 8,
  billedCents: 4096,
  paidCents: 4096,
  adjustments: [],
  remarks: [],
  ...overrides,
});

/** Claim 12-1 as the payer answered it (its three lines), and claim 99-4 that Hearth never sent. */
export function buildRemittanceDetail(overrides: Partial<RemittanceDetailOut> = {}): RemittanceDetailOut {
  return {
    ...buildRemittance(),
    claims: [
      {
        id: 1,
        patientControlNumber: '12-1',
        matched: true,
        batchId: 12,
        claimNumber: 1,
        clientName: 'Alvarez, Rosa',
        statusCode: '1',
        statusLabel: 'Processed as primary',
        billedCents: 12288,
        paidCents: 7680,
        patientResponsibilityCents: 0,
        payerClaimControlNumber: '2026123000123',
        traceNumber: '1029384756',
        adjustments: [],
        remarks: [],
        lines: [
          remittanceLine({}),
          remittanceLine({
            id: 2,
            lineControlNumber: '102',
            workEntryId: 102,
            serviceDate: '2026-04-09',
            paidCents: 3584,
            adjustments: [buildAdjustment('CO', '45', 512)],
          }),
          remittanceLine({
            id: 3,
            lineControlNumber: '103',
            workEntryId: 103,
            serviceDate: '2026-04-20',
            paidCents: 0,
            adjustments: [buildAdjustment('CO', '16', 4096)],
            remarks: [remark('N290')],
          }),
        ],
      },
      {
        id: 2,
        patientControlNumber: '99-4',
        matched: false,
        batchId: null,
        claimNumber: null,
        clientName: null,
        statusCode: '4',
        statusLabel: 'Denied',
        billedCents: 2048,
        paidCents: 0,
        patientResponsibilityCents: 0,
        payerClaimControlNumber: '2026123000999',
        traceNumber: '1029384756',
        adjustments: [buildAdjustment('CO', '31', 2048)],
        remarks: [remark('MA61')],
        lines: [
          remittanceLine({
            id: 4,
            lineControlNumber: '999',
            workEntryId: null,
            matched: false,
            serviceDate: '2026-04-03',
            units: 4,
            billedCents: 2048,
            paidCents: 0,
          }),
        ],
      },
    ],
    ...overrides,
  };
}

/** The answer to posting remittance 7. */
export function buildUploadAnswer(overrides: Partial<RemittanceUploadOut> = {}): RemittanceUploadOut {
  return {
    id: 7,
    paymentAmount: 71.8,
    paymentCents: 7180,
    paidClaims: 0,
    deniedClaims: 1,
    adjustedClaims: 1,
    unmatched: [
      {
        kind: 'claim',
        patientControlNumber: '99-4',
        lineControlNumber: null,
        procedureCode: null,
        serviceDate: null,
        billedCents: 2048,
        paidCents: 0,
        reason: 'Hearth sent no claim 99-4.',
      },
      {
        kind: 'line',
        patientControlNumber: '12-1',
        lineControlNumber: '888',
        procedureCode: 'W1726',
        serviceDate: '2026-04-30',
        billedCents: 1024,
        paidCents: 1024,
        reason: 'Claim 12-1 has no line 888.',
      },
    ],
    ...overrides,
  };
}
