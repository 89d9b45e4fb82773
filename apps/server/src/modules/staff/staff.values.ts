import type { CreateStaffBody, UpdateStaffBody } from '@hearth/shared';
import type { FieldCipher } from '../../platform/field-crypto.js';
import { billingAddressValues, personNameValues } from '../../platform/records.js';
import type { StaffValues } from './staff.repo.js';

/** Defaults for new staff (spec 01 section 9). */
export const NEW_STAFF_STATE = 'Pennsylvania';
export const NEW_STAFF_COUNTRY = 'USA';

/** The form fields create and update store alike (not type, email, password, SSN or files). */
export function formValues(
  body: CreateStaffBody | UpdateStaffBody,
  actorId: number | null,
  now: Date,
): Omit<StaffValues, 'email' | 'userType'> {
  return {
    ...personNameValues(body),
    hireDate: body.hireDate ?? null,
    title: body.title ?? null,
    phone: body.phone ?? null,
    mobile: body.mobile,
    memo: body.memo ?? null,
    hasRelevantDegree: body.hasRelevantDegree,
    ...(body.outOfStateBeforeHire !== undefined ? { outOfStateBeforeHire: body.outOfStateBeforeHire } : {}),
    credentials: body.credentials ?? null,
    percentagePaid: body.percentagePaid ?? null,
    ...billingAddressValues(body),
    orgAuthentication: body.orgAuthentication,
    isAuthorized: body.isAuthorized,
    status: body.status,
    roleGroupId: body.roleGroupId ?? null,
    updatedAt: now,
    updatedById: actorId,
  };
}

/** A new staff row: the form fields with the new-staff defaults, reportTo always 0 (not stored). */
export function newStaffValues(
  body: CreateStaffBody,
  p: { actorId: number | null; now: Date; passwordHash: string; ssn: Pick<StaffValues, 'ssnEncrypted' | 'ssnLast4'> },
): StaffValues {
  const form = formValues(body, p.actorId, p.now);
  return {
    ...form,
    billingState: form.billingState ?? NEW_STAFF_STATE,
    billingCountry: form.billingCountry ?? NEW_STAFF_COUNTRY,
    email: body.email,
    userType: body.userType,
    passwordHash: p.passwordHash,
    passwordResetRequired: body.passwordResetRequired,
    ...p.ssn,
    createdById: p.actorId,
  };
}

/** SSN columns for nine digits: the ciphertext plus the last four (for the mask). The number itself is never stored. */
export const sealSsn = (cipher: FieldCipher, digits: string | null) =>
  digits
    ? { ssnEncrypted: cipher.encrypt(digits), ssnLast4: digits.slice(-4) }
    : { ssnEncrypted: null, ssnLast4: null };
