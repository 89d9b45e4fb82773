import type { ClientForStaffOut, WorkEntryOut } from '@hearth/shared';

/** A visit as the /visits calls return it (completed, New York time). */
export function buildVisit(overrides: Partial<WorkEntryOut> = {}): WorkEntryOut {
  return {
    workEntryId: 41,
    entryId: 41,
    entryName: 'W1726 - Doe, Jane - 05/04/2026',
    userId: 7,
    userName: 'Doe, Jane',
    clientId: 5,
    clientName: 'Lopez, Maria',
    serviceRequestId: 31,
    serviceName: 'Companion',
    serviceCode: 'W1726',
    serviceUnitLength: 0.25,
    serviceUnitRate: 5.12,
    // 9:05 AM to 11:20 AM in New York (EDT, UTC-4).
    serviceStartTime: '2026-05-04 13:05:00',
    serviceEndTime: '2026-05-04 15:20:00',
    startTime: '2026-05-04 13:05:00',
    endTime: '2026-05-04 15:20:00',
    serviceStartLongitude: -75.16,
    serviceStartLatitude: 39.95,
    serviceEndLongitude: -75.16,
    serviceEndLatitude: 39.95,
    startLocationMissing: null,
    endLocationMissing: null,
    notes: 'Walked to the park and practised budgeting.',
    signature: null,
    progress: 1,
    staffVerification: false,
    thirdPartyVerification: false,
    adminVerification: false,
    timeZone: 'America/New_York',
    serviceElapsedTime: 2.25,
    elapsedTime: 2.25,
    unitsUsed: 9,
    grossAmount: 46.08,
    netAmount: 46.08,
    status: 8,
    created_on: '2026-05-04 13:05:00',
    createdBy: 'Doe, Jane',
    createdById: 7,
    updated_on: '2026-05-04 15:20:00',
    updatedBy: 'Doe, Jane',
    updatedById: 7,
    recordHistory: 2,
    recordedOn: '2026-05-04 15:20:00',
    version: 2,
    ...overrides,
  };
}

/** An open visit (status 6) started at `start`. */
export function buildOpenVisit(start: Date, overrides: Partial<WorkEntryOut> = {}): WorkEntryOut {
  const wire = start.toISOString().slice(0, 19).replace('T', ' ');
  return buildVisit({
    workEntryId: 42,
    entryId: 42,
    serviceStartTime: wire,
    startTime: wire,
    serviceEndTime: null,
    endTime: null,
    serviceEndLatitude: null,
    serviceEndLongitude: null,
    notes: null,
    progress: 0,
    status: 6,
    elapsedTime: null,
    serviceElapsedTime: null,
    unitsUsed: null,
    grossAmount: null,
    netAmount: null,
    updated_on: wire,
    version: 1,
    ...overrides,
  });
}

/** The visit fields of GET /clientbyId for staff. */
export function buildVisitClient(overrides: Partial<ClientForStaffOut> = {}): ClientForStaffOut {
  return {
    clientId: 5,
    firstName: 'Maria',
    middleName: null,
    lastName: 'Lopez',
    name: 'Lopez, Maria',
    billingStreet: '12 Oak St',
    billingCity: 'Scranton',
    billingState: 'PA',
    billingZIP: '18503',
    billingCountry: 'USA',
    goalsOutcomes: 'Build independence in budgeting and grocery shopping.',
    ...overrides,
  };
}

/** A response envelope of the visit calls. */
export const visitReply = (message: string, data: WorkEntryOut) => ({ body: { code: 200, message, data } });
