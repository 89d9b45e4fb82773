import { WorkEntryStatus, type ClientServiceOut, type WorkEntryOut } from '@hearth/shared';

/** A work entry as GET /WorkEntryById answers (a completed, signed visit). */
export function buildWorkEntry(overrides: Partial<WorkEntryOut> = {}): WorkEntryOut {
  return {
    workEntryId: 5,
    entryId: 5,
    entryName: 'W1726 - Rivera, Sam - 03/05/2024',
    userId: 21,
    userName: 'Rivera, Sam',
    clientId: 3,
    clientName: 'Alvarez, Rosa',
    serviceRequestId: 31,
    serviceName: 'Companion Services',
    serviceCode: 'W1726',
    serviceUnitLength: 0.25,
    serviceUnitRate: 5.12,
    serviceStartTime: '2024-03-05 14:00:00',
    serviceEndTime: '2024-03-05 16:00:00',
    startTime: '2024-03-05 14:00:00',
    endTime: '2024-03-05 16:00:00',
    serviceStartLongitude: -75.1652,
    serviceStartLatitude: 39.9526,
    serviceEndLongitude: null,
    serviceEndLatitude: null,
    startLocationMissing: null,
    endLocationMissing: 'denied',
    notes: 'Went grocery shopping.',
    signature: 'data:image/png;base64,iVBORw0KGgo=',
    progress: 2,
    staffVerification: true,
    thirdPartyVerification: false,
    adminVerification: false,
    timeZone: 'America/New_York',
    serviceElapsedTime: 2,
    elapsedTime: 2,
    unitsUsed: 8,
    grossAmount: 40.96,
    netAmount: 24.58,
    status: WorkEntryStatus.Completed,
    created_on: '2024-03-05 16:00:05',
    createdBy: 'Rivera, Sam',
    createdById: 21,
    updated_on: '2024-03-06 09:30:00',
    updatedBy: 'Doe, Jane',
    updatedById: 7,
    recordHistory: 2,
    recordedOn: '2024-03-05 16:00:05',
    version: 4,
    ...overrides,
  };
}

/** A client service as GET /serviceRequestByClientId lists it. */
export function buildClientService(overrides: Partial<ClientServiceOut> = {}): ClientServiceOut {
  return {
    serviceRequestId: 31,
    clientId: 3,
    serviceId: null,
    serviceName: 'Companion Services',
    serviceCode: 'W1726',
    serviceAccount: null,
    serviceDescription: null,
    serviceUnitRate: 5.12,
    serviceUnitLength: 0.25,
    serviceStartDate: '2024-01-01',
    serviceEndDate: '2024-12-31',
    serviceUnitsAuthorized: 1000,
    serviceIsNegetiveUnitsAllowed: false,
    serviceIsAuthorized: true,
    isDegreeRequired: false,
    isDatesConfirmed: true,
    isOverlappable: false,
    files: [],
    assignedStaff: [],
    authorizedDate: null,
    totalWorth: 5120,
    unitsUtilized: 0,
    unitsRemaining: 1000,
    version: 1,
    ...overrides,
  };
}

export const staffOptionsBody = {
  data: [
    { userId: 21, name: 'Rivera, Sam' },
    { userId: 22, name: 'Lopez, Maria' },
  ],
};
export const clientOptionsBody = {
  data: [
    { clientId: 3, name: 'Alvarez, Rosa' },
    { clientId: 4, name: 'Brown, Tom' },
  ],
};
export const serviceOptionsBody = {
  data: [
    {
      serviceRequestId: 31,
      serviceName: 'Companion Services',
      serviceCode: 'W1726',
      clientId: 3,
      clientName: 'Rosa Alvarez',
    },
    { serviceRequestId: 32, serviceName: 'Respite', serviceCode: 'W9862', clientId: 4, clientName: 'Tom Brown' },
  ],
};
