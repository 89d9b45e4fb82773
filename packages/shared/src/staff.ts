import { z } from 'zod';
import { DEGREES } from './lists.js';
import { fileRef, fileOut } from './files.js';
import {
  emptyToNull,
  formBoolean,
  optionalFormBoolean,
  lettersOnly,
  numberInput,
  optionalPersonName,
  optionalPhone,
  optionalText,
  optionalZip,
  pastDate,
  personName,
  phone,
} from './fields.js';
import { listEnvelope, listQuery, optionQuery, versionField } from './list-query.js';
import { Msg } from './messages.js';
import { storableString } from './text.js';
import { emailSchema, idSchema, newPasswordSchema } from './validation.js';
import { optionalAddressOut, recordStampsOut } from './record-out.js';

/** User types that are employees: their records need an SSN (payroll). */
export const EMPLOYEE_TYPES = [1, 2, 3] as const;
/** Record types the staff calls may create or assign (spec 01 "Select Staff Record Type"). */
export const STAFF_RECORD_USER_TYPES = [1, 2, 3, 5, 6, 7] as const;
/** The spec's "Default staff type 2" (spec 01 section 9). */
export const DEFAULT_STAFF_TYPE = 2;

export const isEmployeeType = (userType: number) => (EMPLOYEE_TYPES as readonly number[]).includes(userType);

/** Texts of the staff calls that the spec does not word (server refusals). */
export const StaffMsg = {
  notFound: 'Staff member not found',
  recordType: 'Choose a staff record type',
  unknownCredential: 'Unknown credential',
  adminNeedsRoleGroup: 'Only users in role group 1 or 2 can create or change Admin records.',
  emailChangeTopOnly: 'Only a Super Admin can change the email of a user.',
  superAdminLocked: 'Only a Super Admin can view or change a Super Admin record.',
  selfDeactivate: 'You cannot deactivate your own account.',
  selfTypeChange: 'You cannot change your own record type.',
} as const;

/** '***-**-1234' from the last four digits (what every response shows unless the SSN is revealed). */
export const maskSsn = (last4: string | null | undefined) => (last4 ? `***-**-${last4}` : null);
/** 'ddd-dd-dddd' from nine digits. */
export const formatSsn = (digits: string) => `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;

const bool = formBoolean;

/**
 * SSN/TIN: the form strips non-alphanumerics before sending (spec 01 section 3), so both
 * 'ddd-dd-dddd' and nine digits are accepted; '' means blank (null). Output: nine digits.
 */
const ssn = z.preprocess(
  emptyToNull,
  z
    .string()
    .trim()
    .max(20, Msg.ssnInvalid)
    .transform((v) => v.replace(/[^0-9A-Za-z]/g, ''))
    .refine((v) => /^\d{9}$/.test(v), Msg.ssnInvalid)
    .nullish(),
);

/** Degrees as a list or a comma-joined string; stored comma-joined (spec 01 section 3), null when none. */
const credentials = z.preprocess(
  (v) => emptyToNull(Array.isArray(v) ? v.join(',') : v),
  z
    .string()
    .max(500)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((d) => (DEGREES as readonly string[]).includes(d)), StaffMsg.unknownCredential)
    .transform((list) => (list.length ? [...new Set(list)].join(',') : null))
    .nullish(),
);

const recordType = numberInput(
  z
    .number({ error: StaffMsg.recordType })
    .int(StaffMsg.recordType)
    .refine((v) => (STAFF_RECORD_USER_TYPES as readonly number[]).includes(v), StaffMsg.recordType),
);

const staffFields = {
  firstName: personName('First name is required'),
  middleName: optionalPersonName(),
  lastName: personName('Last name is required'),
  /** Accepted for the spec's payload; the server always stores 0. */
  reportTo: z.unknown().optional(),
  salutation: lettersOnly,
  suffix: lettersOnly,
  dob: pastDate(false),
  hireDate: pastDate(false),
  title: optionalText(100),
  ssn_tin: ssn,
  phone: optionalPhone,
  mobile: phone(Msg.mobileRequired),
  memo: optionalText(4000),
  hasRelevantDegree: bool(false),
  /** Lived outside Pennsylvania in the 2 years before hire (the FBI check, decision 018); absent keeps it. */
  outOfStateBeforeHire: optionalFormBoolean,
  credentials,
  percentagePaid: z.preprocess(
    emptyToNull,
    numberInput(z.number().min(0, Msg.percentNegative).max(100, Msg.percentTooHigh)).nullish(),
  ),
  billingStreet: optionalText(200),
  billingCity: optionalText(100),
  billingState: optionalText(100),
  billingZIP: optionalZip,
  billingCountry: optionalText(100),
  orgAuthentication: bool(false),
  isAuthorized: bool(false),
  status: numberInput(
    z
      .number()
      .int()
      .refine((v) => v === 4 || v === 5, 'Status must be Active or Inactive')
      .default(4),
  ),
  roleGroupId: z.preprocess(emptyToNull, idSchema.refine((v) => v <= 4, 'Invalid id').nullish()),
};

const ssnBlank = (ctx: z.RefinementCtx) => ctx.addIssue({ code: 'custom', message: Msg.ssnBlank, path: ['ssn_tin'] });

/**
 * POST /user. userType defaults to Staff (2). passwordResetRequired defaults to true: the new user
 * chooses their own password at first sign-in unless the admin says otherwise.
 */
export const createStaffBody = z
  .object({
    ...staffFields,
    userType: recordType.default(DEFAULT_STAFF_TYPE),
    email: emailSchema,
    password: newPasswordSchema,
    passwordResetRequired: bool(true),
    files: z.array(fileRef).max(50).default([]),
  })
  .superRefine((v, ctx) => {
    if (isEmployeeType(v.userType) && !v.ssn_tin) ssnBlank(ctx);
  });
export type CreateStaffBody = z.infer<typeof createStaffBody>;

/**
 * PUT /user — the whole record, like the form sends it, except: `userType`, `ssn_tin` and `files`
 * left out mean "unchanged" (so an edit need not carry the SSN); password and
 * passwordResetRequired are never changed here (use PUT /user/password). Email changes only by the
 * top user type (checked on the server).
 */
export const updateStaffBody = z
  .object({
    ...staffFields,
    userId: idSchema,
    userType: recordType.optional(),
    email: emailSchema,
    files: z.array(fileRef).max(50).optional(),
    version: versionField,
  })
  .superRefine((v, ctx) => {
    // Explicitly blanked for an employee type; an omitted SSN is checked against the stored one.
    if (v.ssn_tin === null && v.userType !== undefined && isEmployeeType(v.userType)) ssnBlank(ctx);
  });
export type UpdateStaffBody = z.infer<typeof updateStaffBody>;

/** GET /user: the list query plus `type` (a user type; 0 or absent = every type but Super Admin). */
export const staffListQuery = listQuery.extend({
  type: z.preprocess(emptyToNull, numberInput(z.number().int().min(0).max(7)).nullish()),
});
export type StaffListQuery = z.infer<typeof staffListQuery>;

/** GET /userById — `reveal=ssn` returns the full SSN (admins' edit form; audited). */
export const staffByIdQuery = z.object({ user_id: idSchema, reveal: z.enum(['ssn']).optional() });

/** GET /userByType — active users of one type, optionally filtered by name (the spec's `name`, or `search`). */
export const userByTypeQuery = optionQuery.extend({
  user_type: numberInput(
    z
      .number({ error: 'Invalid user type' })
      .int('Invalid user type')
      .min(1, 'Invalid user type')
      .max(7, 'Invalid user type'),
  ),
  name: storableString().trim().max(100).optional(),
});

export const staffOut = z.object({
  userId: z.number(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  email: z.string(),
  userType: z.number(),
  reportTo: z.number(),
  salutation: z.string().nullable(),
  suffix: z.string().nullable(),
  dob: z.string().nullable(),
  hireDate: z.string().nullable(),
  title: z.string().nullable(),
  /** Masked (***-**-1234) except for admins opening the edit form (GET /userById?...&reveal=ssn). */
  ssn_tin: z.string().nullable(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  memo: z.string().nullable(),
  hasRelevantDegree: z.boolean(),
  outOfStateBeforeHire: z.boolean(),
  credentials: z.string().nullable(),
  percentagePaid: z.number().nullable(),
  ...optionalAddressOut,
  orgAuthentication: z.boolean(),
  isAuthorized: z.boolean(),
  status: z.number(),
  roleGroupId: z.number().nullable(),
  passwordResetRequired: z.boolean(),
  files: z.array(fileOut),
  ...recordStampsOut,
});
export type StaffOut = z.infer<typeof staffOut>;

export const staffListItem = z.object({
  userId: z.number(),
  name: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  userType: z.number(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  billingCity: z.string().nullable(),
  email: z.string(),
  status: z.number(),
});
export type StaffListItem = z.infer<typeof staffListItem>;
export const staffList = listEnvelope(staffListItem);

export const userOption = z.object({ userId: z.number(), name: z.string() });
export const userOptions = z.object({ data: z.array(userOption) });
