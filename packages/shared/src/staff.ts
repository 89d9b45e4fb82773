import { z } from 'zod';
import { DEGREES } from './lists.js';
import { fileRef, fileOut } from './files.js';
import {
  emptyToNull,
  lettersOnly,
  optionalPersonName,
  optionalPhone,
  optionalText,
  optionalZip,
  pastDate,
  personName,
  phone,
} from './fields.js';
import { listEnvelope, versionField } from './list-query.js';
import { Msg } from './messages.js';
import { emailSchema, idSchema, newPasswordSchema } from './validation.js';

/** User types that are employees: their records need an SSN (payroll). */
export const EMPLOYEE_TYPES = [1, 2, 3] as const;

const ssn = z.preprocess(
  emptyToNull,
  z
    .string()
    .trim()
    .transform((v) => v.replace(/[^0-9A-Za-z]/g, ''))
    .refine((v) => /^\d{9}$/.test(v), Msg.ssnInvalid)
    .nullish(),
);

const credentials = z.preprocess(
  (v) => (Array.isArray(v) ? v.join(',') : emptyToNull(v)),
  z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((d) => (DEGREES as readonly string[]).includes(d)), 'Unknown credential')
    .transform((list) => [...new Set(list)].join(','))
    .nullish(),
);

const staffFields = {
  firstName: personName('First name is required'),
  middleName: optionalPersonName(),
  lastName: personName('Last name is required'),
  userType: z.coerce
    .number()
    .int()
    .refine((v) => [1, 2, 3, 5, 6, 7].includes(v), 'Choose a staff record type'),
  reportTo: z.coerce.number().int().nullish(),
  salutation: lettersOnly,
  suffix: lettersOnly,
  dob: pastDate(false),
  hireDate: pastDate(false),
  title: optionalText(100),
  ssn_tin: ssn,
  phone: optionalPhone,
  mobile: phone(Msg.mobileRequired),
  memo: optionalText(4000),
  hasRelevantDegree: z.coerce.boolean().default(false),
  credentials,
  percentagePaid: z.preprocess(
    emptyToNull,
    z.coerce.number().min(0, Msg.percentNegative).max(100, Msg.percentTooHigh).nullish(),
  ),
  billingStreet: optionalText(200),
  billingCity: optionalText(100),
  billingState: optionalText(100),
  billingZIP: optionalZip,
  billingCountry: optionalText(100),
  orgAuthentication: z.coerce.boolean().default(false),
  isAuthorized: z.coerce.boolean().default(false),
  status: z.coerce
    .number()
    .int()
    .refine((v) => v === 4 || v === 5, 'Status must be Active or Inactive')
    .default(4),
  roleGroupId: z.coerce.number().int().min(1).max(4).nullish(),
  passwordResetRequired: z.coerce.boolean().optional(),
  files: z.array(fileRef).max(50).default([]),
};

const requireSsnForEmployees = <T extends { userType: number; ssn_tin?: string | null }>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if ((EMPLOYEE_TYPES as readonly number[]).includes(v.userType) && !v.ssn_tin) {
    ctx.addIssue({ code: 'custom', message: Msg.ssnBlank, path: ['ssn_tin'] });
  }
};

/** POST /user */
export const createStaffBody = z
  .object({ ...staffFields, email: emailSchema, password: newPasswordSchema })
  .superRefine(requireSsnForEmployees);
export type CreateStaffBody = z.infer<typeof createStaffBody>;

/** PUT /user — email changes only by the top user type; password never (use the reset modal). */
export const updateStaffBody = z
  .object({ ...staffFields, userId: idSchema, email: emailSchema, version: versionField })
  .superRefine(requireSsnForEmployees);
export type UpdateStaffBody = z.infer<typeof updateStaffBody>;

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
  credentials: z.string().nullable(),
  percentagePaid: z.number().nullable(),
  billingStreet: z.string().nullable(),
  billingCity: z.string().nullable(),
  billingState: z.string().nullable(),
  billingZIP: z.string().nullable(),
  billingCountry: z.string().nullable(),
  orgAuthentication: z.boolean(),
  isAuthorized: z.boolean(),
  status: z.number(),
  roleGroupId: z.number().nullable(),
  passwordResetRequired: z.boolean(),
  files: z.array(fileOut),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffOut = z.infer<typeof staffOut>;

export const staffListItem = z.object({
  userId: z.number(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userType: z.number(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  billingCity: z.string().nullable(),
  email: z.string(),
  status: z.number(),
});
export const staffList = listEnvelope(staffListItem);

export const userOption = z.object({ userId: z.number(), name: z.string() });
export const userOptions = z.object({ data: z.array(userOption) });
