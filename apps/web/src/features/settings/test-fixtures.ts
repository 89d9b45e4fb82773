import {
  DEFAULT_TIME_ZONE,
  type AgencySettingsOut,
  type AggregatorServiceCodeOut,
  type AggregatorSettingsOut,
} from '@hearth/shared';

/** The agency's saved settings (GET /settings). */
export const agencySettings: AgencySettingsOut = {
  timeZone: DEFAULT_TIME_ZONE,
  legalName: 'Keystone Community Supports LLC',
  addressStreet: '100 Market St',
  addressCity: 'Harrisburg',
  addressState: 'PA',
  addressZip: '171011234',
  phone: '7175550100',
  contactName: 'Dana Whitfield',
  npi: '1234567893',
  ein: '123456789',
  promiseProviderId: '100200300',
  promiseServiceLocation: '0001',
  taxonomyCode: '253Z00000X',
  submitterId: 'SUB123',
  receiverId: 'PADHS',
  receiverName: 'PA DHS',
  testClaimFiles: true,
  evvDistanceLimitMiles: 0.25,
  claimFilingLimitDays: 180,
  scheduleWindowMinutes: 120,
  scheduleLateGraceMinutes: 15,
  trainingHoursDirect: 24,
  trainingHoursManagement: 12,
  version: 3,
  updatedAt: '2026-11-01T12:00:00.000Z',
};

export const buildServiceCode = (overrides: Partial<AggregatorServiceCodeOut> = {}): AggregatorServiceCodeOut => ({
  serviceId: 3,
  serviceName: 'Companion Services',
  serviceCode: 'W1726',
  procedureCode: null,
  modifiers: [],
  payerId: null,
  payerProgram: null,
  version: 1,
  ...overrides,
});

/** Saved aggregator settings: identifiers set, two reasons mapped (the rest at their defaults). */
export const buildAggregatorSettings = (overrides: Partial<AggregatorSettingsOut> = {}): AggregatorSettingsOut => ({
  enabled: true,
  providerQualifier: 'MedicaidID',
  providerId: '100200300',
  payerId: 'PAODP',
  payerProgram: 'PAODP',
  timeZoneName: 'US/Eastern',
  reasonCodes: { forgot_clock_out: '04', void: '07' },
  services: [
    buildServiceCode(),
    buildServiceCode({
      serviceId: 4,
      serviceName: 'In-Home and Community Support',
      serviceCode: 'W7060',
      procedureCode: 'W7060',
      modifiers: ['U1', 'HQ'],
      payerProgram: 'CONS',
      version: 2,
    }),
  ],
  version: 6,
  updatedAt: '2026-11-01T12:00:00.000Z',
  ...overrides,
});
