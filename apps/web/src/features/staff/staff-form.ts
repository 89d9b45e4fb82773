import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  createStaffBody,
  DEGREES,
  formatPhone,
  isEmployeeType,
  Msg,
  Status,
  updateStaffBody,
  type CreateStaffBody,
  type FileRef,
  type StaffOut,
  type UpdateStaffBody,
} from '@hearth/shared';
import { zodFormResolver } from '../../lib/form-resolver';
import { isRecordType } from './staff-types';

/** What the staff form holds: strings as typed, the shared schemas turn them into the payload. */
export type StaffFormValues = {
  userId?: number;
  version?: number;
  /** Undefined when editing a record the form cannot re-type (a Super Admin): sent as "unchanged". */
  userType: number | undefined;
  /** The spec's payload field; the server always stores 0. */
  reportTo: 0;
  salutation: string;
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
  email: string;
  password: string;
  dob: string;
  hireDate: string;
  title: string;
  ssn_tin: string;
  phone: string;
  mobile: string;
  memo: string;
  hasRelevantDegree: boolean;
  /** Lived outside Pennsylvania in the 2 years before hire (the FBI check applies, decision 018). */
  outOfStateBeforeHire: boolean;
  credentials: string[];
  percentagePaid: string;
  billingStreet: string;
  billingCity: string;
  billingState: string;
  billingZIP: string;
  billingCountry: string;
  orgAuthentication: boolean;
  isAuthorized: boolean;
  status: number;
  roleGroupId: number | '';
  passwordResetRequired: boolean;
  files: FileRef[];
};

/** Spec 01 section 9: new staff are Active, in Pennsylvania, USA. */
export function newStaffValues(userType: number): StaffFormValues {
  return {
    userType,
    reportTo: 0,
    salutation: '',
    firstName: '',
    middleName: '',
    lastName: '',
    suffix: '',
    email: '',
    password: '',
    dob: '',
    hireDate: '',
    title: '',
    ssn_tin: '',
    phone: '',
    mobile: '',
    memo: '',
    hasRelevantDegree: false,
    outOfStateBeforeHire: false,
    credentials: [],
    percentagePaid: '',
    billingStreet: '',
    billingCity: '',
    billingState: 'Pennsylvania',
    billingZIP: '',
    billingCountry: 'USA',
    orgAuthentication: false,
    isAuthorized: false,
    status: Status.Active,
    roleGroupId: '',
    passwordResetRequired: true,
    files: [],
  };
}

/** A loaded record as form values; `ssn_tin` is masked (***-**-1234) until the admin shows it. */
export function staffToFormValues(staff: StaffOut): StaffFormValues {
  return {
    ...newStaffValues(staff.userType),
    userId: staff.userId,
    version: staff.version,
    userType: isRecordType(staff.userType) ? staff.userType : undefined,
    salutation: staff.salutation ?? '',
    firstName: staff.firstName,
    middleName: staff.middleName ?? '',
    lastName: staff.lastName,
    suffix: staff.suffix ?? '',
    email: staff.email,
    dob: staff.dob ?? '',
    hireDate: staff.hireDate ?? '',
    title: staff.title ?? '',
    ssn_tin: staff.ssn_tin ?? '',
    phone: formatPhone(staff.phone),
    mobile: formatPhone(staff.mobile),
    memo: staff.memo ?? '',
    hasRelevantDegree: staff.hasRelevantDegree,
    outOfStateBeforeHire: staff.outOfStateBeforeHire,
    credentials: (staff.credentials ?? '').split(',').filter((c) => (DEGREES as readonly string[]).includes(c)),
    percentagePaid: staff.percentagePaid === null ? '' : String(staff.percentagePaid),
    billingStreet: staff.billingStreet ?? '',
    billingCity: staff.billingCity ?? '',
    billingState: staff.billingState ?? '',
    billingZIP: staff.billingZIP ?? '',
    billingCountry: staff.billingCountry ?? '',
    orgAuthentication: staff.orgAuthentication,
    isAuthorized: staff.isAuthorized,
    status: staff.status,
    roleGroupId: staff.roleGroupId ?? '',
    passwordResetRequired: staff.passwordResetRequired,
    files: staff.files.map(({ name, documentKey, fileType, url }) => ({ name, documentKey, fileType, url })),
  };
}

/** 'ddd-dd-dddd' as the user types: digits only, at most nine, dashes added as they fit. */
export function formatSsnInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 9);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/**
 * The shared request schema validates the form, so web and server say the same messages. Zod skips
 * an object's own refinement (SSN required for employees) while a field is invalid; checking it
 * here too shows every message after the first SAVE instead of one round at a time.
 */
function withSsnRequired<TOutput>(
  resolver: Resolver<StaffFormValues, unknown, TOutput>,
): Resolver<StaffFormValues, unknown, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    // Left out (a masked SSN, kept as stored) is not blank.
    const blank = values.ssn_tin !== undefined && !values.ssn_tin.trim();
    const mustHave = values.userType !== undefined && isEmployeeType(values.userType);
    if (!blank || !mustHave || Object.keys(result.errors).length === 0 || result.errors.ssn_tin) return result;
    const errors: FieldErrors<StaffFormValues> = {
      ...result.errors,
      ssn_tin: { type: 'custom', message: Msg.ssnBlank },
    };
    return { values: {}, errors };
  };
}

/** A masked SSN as the server sends it ('***-**-1234'): the stored number, not shown. */
export const isMaskedSsn = (value: string | null | undefined) => /^\*{3}-\*{2}-\d{4}$/.test(value ?? '');

/** Editing: an SSN still masked is left out of the payload, which the server reads as "unchanged". */
function withMaskedSsnKept<TOutput>(
  resolver: Resolver<StaffFormValues, unknown, TOutput>,
): Resolver<StaffFormValues, unknown, TOutput> {
  return async (values, context, options) => {
    if (!isMaskedSsn(values.ssn_tin)) return resolver(values, context, options);
    const { ssn_tin: _kept, ...rest } = values;
    return resolver(rest as StaffFormValues, context, options);
  };
}

export const createStaffResolver = withSsnRequired(zodFormResolver<StaffFormValues, CreateStaffBody>(createStaffBody));
export const updateStaffResolver = withMaskedSsnKept(
  withSsnRequired(zodFormResolver<StaffFormValues, UpdateStaffBody>(updateStaffBody)),
);

/** Form fields a server error's `field` can point at (others are shown as a toast only). */
export const STAFF_FORM_FIELDS = new Set<string>(Object.keys(newStaffValues(2)));
