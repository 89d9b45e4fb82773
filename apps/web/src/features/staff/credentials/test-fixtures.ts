import type { CredentialOut, CredentialTypeOut, StaffTrainingOut, TrainingOut } from '@hearth/shared';
import { buildCredentialType } from '../../../test/credential-fixtures';

export function buildCredential(overrides: Partial<CredentialOut> = {}): CredentialOut {
  return {
    id: 40,
    staffId: 21,
    credentialTypeId: 4,
    typeName: 'CPR and First Aid',
    number: 'CPR-881',
    issuedOn: '2025-06-01',
    expiresOn: '2027-05-31',
    state: 'valid',
    files: [],
    determination: null,
    determinationNote: null,
    notes: null,
    verifiedBy: null,
    verifiedAt: null,
    superseded: false,
    createdAt: '2025-06-02T14:00:00.000Z',
    version: 2,
    ...overrides,
  };
}

/** The staff tests' type: CPR and First Aid as id 4. */
export const buildType = (overrides: Partial<CredentialTypeOut> = {}): CredentialTypeOut =>
  buildCredentialType({ id: 4, ...overrides });

export const fbiType = buildType({ id: 2, name: 'FBI fingerprint check', validMonths: 60, needsDetermination: true });

export function buildTraining(overrides: Partial<TrainingOut> = {}): TrainingOut {
  return {
    id: 70,
    staffId: 21,
    course: 'Recognising abuse refresher',
    completedOn: '2026-09-14',
    hours: 6.5,
    topics: ['recognising_reporting_abuse', 'incident_management'],
    files: [],
    notes: null,
    createdAt: '2026-09-15T12:00:00.000Z',
    ...overrides,
  };
}

export function buildTrainingYear(items: TrainingOut[], hours: number): StaffTrainingOut {
  return {
    items,
    year: {
      year: 2026,
      from: '2026-07-01',
      to: '2027-06-30',
      requiredHours: 24,
      hours,
      met: hours >= 24,
      byTopic: [
        { topic: 'person_centred_practices', hours: 12 },
        { topic: 'recognising_reporting_abuse', hours: 6.5 },
        { topic: 'individual_rights', hours: 0 },
        { topic: 'incident_management', hours: 6.5 },
        { topic: 'positive_behaviour_supports', hours: 0 },
        { topic: 'implementing_individual_plan', hours: 0 },
      ],
    },
  };
}
