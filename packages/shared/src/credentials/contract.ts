/**
 * Caregiver compliance (issue 22, docs/decisions/018): credential types with Pennsylvania's defaults,
 * each staff member's credentials with their history, the training log, and the states a person
 * may or may not work in. Dates are 'YYYY-MM-DD' in the agency's zone; "today" is the agency's.
 */
import { z } from 'zod';
import { UserType } from '../enums.js';
import { booleanFlag, isoDate, optionalText, requiredText } from '../fields.js';
import { fileRef } from '../files.js';
import { versionField } from '../list-query.js';
import { numberInput } from '../number-input.js';
import { idSchema } from '../validation.js';

/**
 * Who a type applies to: the staff member's user type is one of `userTypes` (absent: the types that
 * clock visits, Staff and Behavioral Specialist), and — when any of the situations below is set —
 * at least one of the set situations holds (the FBI check: serves minors OR lived out of state):
 * - `servesMinors`: allocated to an active authorization of a client under 18 today;
 * - `outOfStateBeforeHire`: lived outside Pennsylvania in the 2 years before hire (staff record);
 * - `drivingServices`: allocated to an active authorization whose service involves driving.
 * A type with no `appliesTo` applies to every staff member who clocks visits.
 */
export const credentialAppliesTo = z
  .object({
    userTypes: z
      .array(
        z
          .number()
          .int()
          .refine((t) => (Object.values(UserType) as number[]).includes(t), 'Unknown user type'),
      )
      .min(1)
      .optional(),
    servesMinors: z.boolean().optional(),
    outOfStateBeforeHire: z.boolean().optional(),
    drivingServices: z.boolean().optional(),
  })
  .strict();
export type CredentialAppliesTo = z.infer<typeof credentialAppliesTo>;

/** The user types that clock visits: a type without `appliesTo` applies to them. */
export const VISIT_USER_TYPES: readonly number[] = [UserType.Staff, UserType.BehavioralSpecialist];

export const CredentialMsg = {
  typeNotFound: 'Credential type not found',
  credentialNotFound: 'Credential not found',
  nameRequired: 'Name is required',
  nameTaken: 'A credential type with this name already exists',
  validMonths: 'Valid for must be a whole number of months from 1 to 240, or empty for no expiry',
  graceDays: 'Grace must be a whole number of days from 0 to 365',
  issuedRequired: 'Issue date is required',
  expiresBeforeIssued: 'Expiry date must be after the issue date',
  issuedInFuture: 'Issue date cannot be in the future',
  determinationRequired: 'Record the employer’s determination for this check',
  overrideReasonRequired: 'Give a reason to allocate this staff member anyway',
  hoursInvalid: 'Hours must be between 0.25 and 40, in quarter hours',
  courseRequired: 'Course is required',
  topicsInvalid: 'Choose topics from the list',
} as const;

const validMonths = numberInput(
  z
    .number({ error: CredentialMsg.validMonths })
    .int(CredentialMsg.validMonths)
    .min(1, CredentialMsg.validMonths)
    .max(240, CredentialMsg.validMonths)
    .nullable(),
);
const graceDays = numberInput(
  z
    .number({ error: CredentialMsg.graceDays })
    .int(CredentialMsg.graceDays)
    .min(0, CredentialMsg.graceDays)
    .max(365, CredentialMsg.graceDays),
);

/** POST /api/v1/credential-types (Super Admin/Admin). */
export const createCredentialTypeBody = z.object({
  name: requiredText(CredentialMsg.nameRequired, 120),
  description: optionalText(1000),
  requiredForVisits: booleanFlag,
  /** Refuse visits when required and missing or expired past grace. Off for the seeded defaults. */
  enforced: booleanFlag,
  validMonths: validMonths.optional().default(null),
  graceDays: graceDays.default(0),
  appliesTo: credentialAppliesTo.nullish(),
  /** The law asks for the employer's case-by-case determination with each check (clearances). */
  needsDetermination: booleanFlag,
});
export type CreateCredentialTypeBody = z.infer<typeof createCredentialTypeBody>;

/** PATCH /api/v1/credential-types/{id}: the fields that change (no defaults: an absent field keeps its value). */
export const updateCredentialTypeBody = createCredentialTypeBody
  .extend({ validMonths: validMonths.optional(), graceDays: graceDays.optional() })
  .partial()
  .extend({
    active: z.boolean().optional(),
    version: versionField,
  });
export type UpdateCredentialTypeBody = z.infer<typeof updateCredentialTypeBody>;

export const DETERMINATIONS = ['eligible', 'eligible_with_conditions', 'not_eligible'] as const;
export type Determination = (typeof DETERMINATIONS)[number];
export const DETERMINATION_LABELS: Record<Determination, string> = {
  eligible: 'Eligible to work',
  eligible_with_conditions: 'Eligible with conditions',
  not_eligible: 'Not eligible',
};

const credentialFields = {
  credentialTypeId: idSchema,
  number: optionalText(100),
  issuedOn: isoDate(CredentialMsg.issuedRequired),
  /** Absent: computed from the type (issuedOn + validMonths), or none when the type has no expiry. */
  expiresOn: z.preprocess((v) => (v === '' ? null : v), isoDate().nullish()),
  /** Scans of the document (the file store's upload answers), like every record's files. */
  files: z.array(fileRef).max(10).default([]),
  determination: z.enum(DETERMINATIONS).nullish(),
  determinationNote: optionalText(1000),
  notes: optionalText(1000),
};

/** POST /api/v1/staff/{id}/credentials. A new credential of a type supersedes the current one (history kept). */
export const createCredentialBody = z.object(credentialFields).superRefine((v, ctx) => {
  if (v.expiresOn && v.expiresOn <= v.issuedOn)
    ctx.addIssue({ code: 'custom', message: CredentialMsg.expiresBeforeIssued, path: ['expiresOn'] });
});
export type CreateCredentialBody = z.infer<typeof createCredentialBody>;

/** PATCH /api/v1/staff/{id}/credentials/{credentialId}: corrections; `verified: true` records who verified it and when. */
export const updateCredentialBody = z
  .object({
    number: credentialFields.number,
    issuedOn: isoDate().optional(),
    expiresOn: credentialFields.expiresOn,
    files: z.array(fileRef).max(10).optional(),
    determination: credentialFields.determination,
    determinationNote: credentialFields.determinationNote,
    notes: credentialFields.notes,
    verified: z.boolean().optional(),
    version: versionField,
  })
  .superRefine((v, ctx) => {
    if (v.issuedOn && v.expiresOn && v.expiresOn <= v.issuedOn)
      ctx.addIssue({ code: 'custom', message: CredentialMsg.expiresBeforeIssued, path: ['expiresOn'] });
  });
export type UpdateCredentialBody = z.infer<typeof updateCredentialBody>;

export const CREDENTIAL_LIST_STATES = ['expired', 'expiring', 'missing'] as const;
/** GET /api/v1/credentials?state&within&staffId&credentialTypeId&offset&limit */
export const credentialsQuery = z.object({
  state: z.enum(CREDENTIAL_LIST_STATES).optional(),
  within: numberInput(z.number().int().min(1).max(365).default(60)),
  staffId: idSchema.optional(),
  credentialTypeId: idSchema.optional(),
  offset: numberInput(z.number().int().min(0).max(10_000_000).default(0)),
  limit: numberInput(z.number().int().min(1).max(500).default(50)),
});
export type CredentialsQuery = z.infer<typeof credentialsQuery>;

/** ODP's required training topics. */
export const TRAINING_TOPICS = [
  'person_centred_practices',
  'recognising_reporting_abuse',
  'individual_rights',
  'incident_management',
  'positive_behaviour_supports',
  'implementing_individual_plan',
] as const;
export type TrainingTopic = (typeof TRAINING_TOPICS)[number];
export const TRAINING_TOPIC_LABELS: Record<TrainingTopic, string> = {
  person_centred_practices: 'Person-centred practices',
  recognising_reporting_abuse: 'Recognising and reporting abuse',
  individual_rights: 'Individual rights',
  incident_management: 'Incident management',
  positive_behaviour_supports: 'Positive behaviour supports',
  implementing_individual_plan: 'Implementing the individual plan',
};

/** POST /api/v1/staff/{id}/training (and PATCH …/training/{trainingId} with any of these). */
export const trainingBody = z.object({
  course: requiredText(CredentialMsg.courseRequired, 200),
  completedOn: isoDate('Date is required'),
  hours: numberInput(
    z
      .number({ error: CredentialMsg.hoursInvalid })
      .min(0.25, CredentialMsg.hoursInvalid)
      .max(40, CredentialMsg.hoursInvalid)
      .refine((h) => Number.isInteger(h * 4), CredentialMsg.hoursInvalid),
  ),
  topics: z
    .array(z.enum(TRAINING_TOPICS, { error: CredentialMsg.topicsInvalid }))
    .max(TRAINING_TOPICS.length)
    .default([]),
  /** The certificate (the file store's upload answers). */
  files: z.array(fileRef).max(10).default([]),
  notes: optionalText(1000),
});
export type TrainingBody = z.infer<typeof trainingBody>;

/** Why an admin allocates a staff member who may not work visits (POST /client_service/staff_allocation). */
export const allocationOverride = z.object({ reason: requiredText(CredentialMsg.overrideReasonRequired, 500) });
