import type { ClientServiceOut, ServiceOut } from '@hearth/shared';

/** An authorization as GET /serviceRequestByClientId returns it. */
export function buildClientService(overrides: Partial<ClientServiceOut> = {}): ClientServiceOut {
  return {
    serviceRequestId: 31,
    clientId: 5,
    serviceId: 2,
    serviceName: 'Companion',
    serviceCode: 'W1726',
    serviceAccount: 'ODP-1',
    serviceDescription: null,
    serviceUnitRate: 5.12,
    serviceUnitLength: 0.25,
    serviceStartDate: '2024-07-01',
    serviceEndDate: '2025-06-30',
    serviceUnitsAuthorized: 480,
    serviceIsNegetiveUnitsAllowed: false,
    serviceIsAuthorized: true,
    isDegreeRequired: false,
    isDatesConfirmed: true,
    isOverlappable: false,
    files: [],
    assignedStaff: [],
    authorizedDate: null,
    totalWorth: 2457.6,
    unitsUtilized: 30,
    unitsRemaining: 450,
    version: 3,
    ...overrides,
  };
}

/** A catalogue entry as GET /service returns it. */
export function buildCatalogueService(overrides: Partial<ServiceOut> = {}): ServiceOut {
  return {
    serviceId: 2,
    name: 'Companion',
    code: 'W1726',
    description: 'Companion services',
    unitRate: 5.12,
    unitLength: 0.25,
    isDegreeRequired: false,
    isOverlappable: true,
    involvesDriving: false,
    unitRounding: 'down',
    status: 4,
    version: 1,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}
