import { describe, expect, it } from 'vitest';
import { createCredentialBody, createCredentialTypeBody, trainingBody } from './contract.js';
import { credentialState, expiryFor } from './outputs.js';

describe('a credential’s state on a day', () => {
  it('is valid through its expiry date, in grace after it, expired after the grace', () => {
    expect(credentialState('2026-12-31', 10, '2026-12-30', 0)).toBe('valid');
    expect(credentialState('2026-12-31', 10, '2026-12-31', 0)).toBe('expiring');
    expect(credentialState('2026-12-31', 10, '2027-01-01', 0)).toBe('grace');
    expect(credentialState('2026-12-31', 10, '2027-01-10', 0)).toBe('grace');
    expect(credentialState('2026-12-31', 10, '2027-01-11', 0)).toBe('expired');
    expect(credentialState('2026-12-31', 0, '2027-01-01', 0)).toBe('expired');
  });

  it('is expiring within the window (60 days by default), never without an expiry', () => {
    expect(credentialState('2027-01-25', 0, '2026-11-26')).toBe('expiring');
    expect(credentialState('2027-01-26', 0, '2026-11-26')).toBe('valid');
    expect(credentialState('2026-12-26', 0, '2026-11-26', 30)).toBe('expiring');
    expect(credentialState(null, 0, '2099-01-01')).toBe('valid');
  });
});

describe('the expiry a type gives', () => {
  it('is the day before the same date validMonths later, month ends and leap days included', () => {
    expect(expiryFor('2024-03-15', 24)).toBe('2026-03-14');
    expect(expiryFor('2024-01-31', 1)).toBe('2024-02-28');
    expect(expiryFor('2024-02-29', 12)).toBe('2025-02-27');
    expect(expiryFor('2021-12-01', 60)).toBe('2026-11-30');
    expect(expiryFor('2024-03-15', null)).toBeNull();
  });
});

describe('bodies', () => {
  it('takes the spec’s type body and refuses what a person could get wrong', () => {
    const t = createCredentialTypeBody.parse({ name: 'CPR', requiredForVisits: true, validMonths: 24, graceDays: 0 });
    expect(t).toMatchObject({
      name: 'CPR',
      requiredForVisits: true,
      enforced: false,
      validMonths: 24,
    });
    expect(
      createCredentialTypeBody.parse({ name: 'Licence', requiredForVisits: false, validMonths: null, graceDays: 5 })
        .validMonths,
    ).toBeNull();
    expect(createCredentialTypeBody.safeParse({ name: 'x', validMonths: 0, graceDays: 0 }).success).toBe(false);
    expect(createCredentialTypeBody.safeParse({ name: 'x', graceDays: -1 }).success).toBe(false);
    expect(createCredentialTypeBody.safeParse({ name: 'x', appliesTo: { servesMinors: true, other: 1 } }).success).toBe(
      false,
    );
    expect(createCredentialTypeBody.safeParse({ name: 'x', appliesTo: { userTypes: [99] } }).success).toBe(false);
  });

  it('a credential’s expiry comes after its issue; training hours are quarter hours', () => {
    expect(
      createCredentialBody.safeParse({ credentialTypeId: 1, issuedOn: '2026-01-01', expiresOn: '2026-01-01' }).success,
    ).toBe(false);
    expect(createCredentialBody.parse({ credentialTypeId: 1, issuedOn: '2026-01-01' }).files).toEqual([]);
    expect(trainingBody.safeParse({ course: 'Rights', completedOn: '2026-03-01', hours: 1.3 }).success).toBe(false);
    expect(
      trainingBody.parse({ course: 'Rights', completedOn: '2026-03-01', hours: 1.25, topics: ['individual_rights'] })
        .hours,
    ).toBe(1.25);
    expect(
      trainingBody.safeParse({ course: 'Rights', completedOn: '2026-03-01', hours: 2, topics: ['cooking'] }).success,
    ).toBe(false);
  });
});
