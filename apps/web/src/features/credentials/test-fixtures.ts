import { UserType, type CredentialListItemOut } from '@hearth/shared';
import { buildCredentialType } from '../../test/credential-fixtures';

export { buildCredentialType };

export const fbiCheck = buildCredentialType({
  id: 2,
  name: 'FBI fingerprint check',
  validMonths: 60,
  graceDays: 30,
  needsDetermination: true,
  appliesTo: {
    userTypes: [UserType.Staff, UserType.BehavioralSpecialist],
    servesMinors: true,
    outOfStateBeforeHire: true,
  },
  version: 3,
});

export function buildListItem(overrides: Partial<CredentialListItemOut> = {}): CredentialListItemOut {
  return {
    staff: { id: 21, name: 'Rivera, Sam' },
    credentialType: { id: 1, name: 'CPR and First Aid', requiredForVisits: true, enforced: true },
    state: 'expired',
    credentialId: 40,
    issuedOn: '2024-03-01',
    expiresOn: '2026-02-28',
    daysLeft: -12,
    ...overrides,
  };
}
