import type {
  ClientServiceSummaryRow,
  EntryReportRow,
  MonthlyUsageRow,
  PersonReportRow,
  ReportStats,
} from '@hearth/shared';

/** A completed visit as the work entry reports list it (14:00–16:00 UTC is 10:00 am – 12:00 pm in New York). */
export function buildEntryRow(overrides: Partial<EntryReportRow> = {}): EntryReportRow {
  return {
    entryId: 5,
    entryName: 'W1726 - Rivera, Sam - 03/05/2026',
    serviceRequestId: 31,
    adminVerification: true,
    reviewed: 'Yes',
    status: 'Completed',
    mci: '1234567890',
    clientId: 3,
    clientName: 'Alvarez, Rosa',
    billingState: 'PA',
    staffId: 21,
    staffName: 'Rivera, Sam',
    serviceName: 'Companion Services',
    serviceCode: 'W1726',
    unitRate: 5.12,
    createdDate: '2026-05-05T16:00:05.000Z',
    lastModified: '2026-05-06T13:30:00.000Z',
    startTime: '2026-05-05T14:00:00.000Z',
    endTime: '2026-05-05T16:00:00.000Z',
    serviceStartTime: '2026-05-05T14:00:00.000Z',
    serviceEndTime: '2026-05-05T16:00:00.000Z',
    dateOfService: '2026-05-05',
    elapsedTime: 2,
    unitsUsed: 8,
    grossAmount: 40.96,
    netAmount: 24.58,
    notes: 'Went grocery shopping.',
    clientSignature: 'Typed signature: Rosa Alvarez',
    timeZone: 'America/New_York',
    ...overrides,
  };
}

export function buildPersonRow(overrides: Partial<PersonReportRow> = {}): PersonReportRow {
  return {
    id: 3,
    name: 'Alvarez, Rosa',
    lastName: 'Alvarez',
    firstName: 'Rosa',
    middleName: null,
    company: null,
    mobile: '(215) 555-0101',
    email: 'rosa@example.org',
    billingStreet: '1 Main St',
    billingCity: 'Philadelphia',
    billingState: 'PA',
    status: 'Active',
    createdDate: '2026-02-01T15:00:00.000Z',
    ...overrides,
  };
}

/** A fiscal-year authorization of 1200 units (100 a month when used evenly). */
export function buildMonthlyRow(overrides: Partial<MonthlyUsageRow> = {}): MonthlyUsageRow {
  return {
    serviceRequestId: 31,
    clientId: 3,
    IndividualName: 'Alvarez, Rosa',
    County: 'Philadelphia',
    ServiceStartDate: '2025-07-01',
    ServiceEndDate: '2026-06-30',
    ProcedureCode: 'W1726',
    UnitCost: 5.12,
    UnitsAuthorized: 1200,
    UnitsUtilized: 250,
    Remaining: 950,
    Percentage: 20.83,
    Target: 25,
    MonthlyUsage: { 'Jul 2025': 120, 'Aug 2025': 80, 'Sep 2025': 50 },
    ...overrides,
  };
}

export function buildClientSummary(
  clientId: number,
  clientName: string,
  services: ClientServiceSummaryRow['services'] = [
    {
      serviceRequestId: clientId * 10,
      serviceCode: 'W1726',
      serviceName: 'Companion Services',
      beginDate: '2025-07-01',
      endDate: '2026-06-30',
      authorizedUnits: 480,
      usedUnits: 120.5,
      remainingUnits: 359.5,
    },
  ],
): ClientServiceSummaryRow {
  return { clientId, clientName, services };
}

export function buildStats(overrides: Partial<ReportStats> = {}): ReportStats {
  return { recordCount: 1, totalUnits: 8, totalGross: 40.96, totalNet: 24.58, ...overrides };
}
