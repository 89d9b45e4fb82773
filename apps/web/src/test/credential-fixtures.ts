import type { CredentialTypeOut } from '@hearth/shared';

/** A credential type as GET /credential-types answers it (CPR and First Aid, seeded, not enforced). */
export function buildCredentialType(overrides: Partial<CredentialTypeOut> = {}): CredentialTypeOut {
  return {
    id: 1,
    name: 'CPR and First Aid',
    description: null,
    requiredForVisits: true,
    enforced: false,
    validMonths: 24,
    graceDays: 0,
    appliesTo: null,
    needsDetermination: false,
    seeded: true,
    active: true,
    version: 1,
    ...overrides,
  };
}
