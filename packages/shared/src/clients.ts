import { z } from 'zod';
import { COUNTIES } from './lists.js';
import { fileOut, fileRef } from './files.js';
import {
  booleanFlag,
  emptyToNull,
  numberInput,
  optionalEmail,
  optionalPersonName,
  optionalText,
  pastDate,
  personName,
  phone,
  requiredZip,
} from './fields.js';
import { listEnvelope, versionField } from './list-query.js';
import { Msg } from './messages.js';
import { storableString } from './text.js';
import { idSchema } from './validation.js';
import { diagnosesField, FormatMsg, isUsStateCode } from './x12-formats.js';
import { recordStampsOut } from './record-out.js';

export const DEFAULT_MAP_CENTRE = { latitude: 43, longitude: -89.5 } as const;
export const DEFAULT_CLIENT_STATE = 'PA';
export const DEFAULT_CLIENT_COUNTRY = 'USA';

/** Client texts that are not in the spec's shared catalogue (toasts are spec 01 section 8). */
export const ClientMsg = {
  firstNameRequired: 'Client First name is required',
  lastNameRequired: 'Client Last name is required',
  countyRequired: 'County is required',
  countyUnknown: 'Choose a county from the list',
  supportCoordinatorUnknown: 'The chosen supports coordinator does not exist',
  behavioralSpecialistUnknown: 'The chosen behavioral specialist does not exist',
  notFound: 'Client not found',
  createSuccess: 'Client create successful',
  createFailed: 'Client create failed',
  updateSuccess: 'Client update successful',
  updateFailed: 'Client update failed',
  empty: 'No Clients',
} as const;

/** An optional link id: 0, '' and null all mean "none". */
const optionalId = z.preprocess((v) => (v === 0 || v === '0' ? null : emptyToNull(v)), idSchema.nullish());

const flag = booleanFlag;

const coordinate = (min: number, max: number) =>
  z.preprocess(emptyToNull, numberInput(z.number().min(min).max(max).nullish()));

/** Required text whose default applies only when the field is not sent at all ('' still fails). */
const requiredWithDefault = (fallback: string) =>
  storableString({ error: Msg.fieldEmpty }).trim().min(1, Msg.fieldEmpty).max(100).default(fallback);

const clientFields = {
  firstName: personName(ClientMsg.firstNameRequired),
  middleName: optionalPersonName(),
  lastName: personName(ClientMsg.lastNameRequired),
  dob: pastDate(false),
  /** PA's Medicaid recipient number (the 837P member ID): digits. */
  mci: storableString({ error: Msg.fieldEmpty })
    .trim()
    .min(1, Msg.fieldEmpty)
    .max(10, Msg.mciTooLong)
    .regex(/^\d+$/, FormatMsg.mciDigits),
  mpi: optionalText(50),
  /** ICD-10 codes, the principal first, separated by commas. */
  diagnosticCode: diagnosesField(50),
  supportCoordinatorId: optionalId,
  behavioralSpecialistId: optionalId,
  /** The county (the spec's wire name is `country`). */
  country: z
    .string({ error: ClientMsg.countyRequired })
    .trim()
    .min(1, ClientMsg.countyRequired)
    .max(100)
    .refine((v) => (COUNTIES as readonly string[]).includes(v), ClientMsg.countyUnknown),
  goalsOutcomes: optionalText(10_000),
  memo: optionalText(4000),
  phone: phone(Msg.phoneRequired),
  familyContactEmail: optionalEmail,
  /** Waiver type (the spec's wire name is `waiwer`); a value outside WAIVER_TYPES is the "Other" text. */
  waiwer: optionalText(100),
  /** A value outside FUNDING_SOURCES is the "Other" text. */
  fundingSource: optionalText(100),
  isAuthorized: flag,
  billingStreet: storableString({ error: Msg.fieldEmpty }).trim().min(1, Msg.fieldEmpty).max(200),
  billingCity: storableString({ error: Msg.fieldEmpty }).trim().min(1, Msg.fieldEmpty).max(100),
  /** A US state or territory code (the 837P's N4); empty means Pennsylvania. */
  billingState: z
    .preprocess(emptyToNull, storableString().trim().max(100).nullish())
    .transform((v) => (v ?? DEFAULT_CLIENT_STATE).toUpperCase())
    .refine(isUsStateCode, FormatMsg.stateInvalid),
  billingZIP: requiredZip,
  billingCountry: requiredWithDefault(DEFAULT_CLIENT_COUNTRY),
  /** Not sent: the default map centre on create, the saved position on update. */
  latitude: coordinate(-90, 90),
  longitude: coordinate(-180, 180),
  status: numberInput(
    z
      .number()
      .int()
      .refine((v) => v === 4 || v === 5, 'Status must be Active or Inactive')
      .default(4),
  ),
  files: z.array(fileRef).max(50).default([]),
};

/** POST /client */
export const createClientBody = z.object(clientFields);
export type CreateClientBody = z.infer<typeof createClientBody>;
/** PUT /client */
export const updateClientBody = z.object({ ...clientFields, clientId: idSchema, version: versionField });
export type UpdateClientBody = z.infer<typeof updateClientBody>;

/** GET /clientbyId?client_id= */
export const clientByIdQuery = z.object({ client_id: idSchema });

const personLink = z.object({ id: z.number(), name: z.string() }).nullable();

export const clientOut = z.object({
  clientId: z.number(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  /** "Last, First Middle". */
  name: z.string(),
  dob: z.string().nullable(),
  mci: z.string(),
  mpi: z.string().nullable(),
  diagnosticCode: z.string().nullable(),
  supportCoordinatorId: z.number().nullable(),
  supportCoordinator: personLink,
  behavioralSpecialistId: z.number().nullable(),
  behavioralSpecialist: personLink,
  /** The county. */
  country: z.string(),
  goalsOutcomes: z.string().nullable(),
  memo: z.string().nullable(),
  phone: z.string(),
  familyContactEmail: z.string().nullable(),
  /** The waiver type. */
  waiwer: z.string().nullable(),
  fundingSource: z.string().nullable(),
  isAuthorized: z.boolean(),
  billingStreet: z.string(),
  billingCity: z.string(),
  billingState: z.string(),
  billingZIP: z.string(),
  billingCountry: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  status: z.number(),
  files: z.array(fileOut),
  ...recordStampsOut,
});
export type ClientOut = z.infer<typeof clientOut>;

/** What a staff member may see of a client allocated to them: what a visit needs, nothing more. */
export const clientForStaffOut = z.object({
  clientId: z.number(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  name: z.string(),
  billingStreet: z.string(),
  billingCity: z.string(),
  billingState: z.string(),
  billingZIP: z.string(),
  billingCountry: z.string(),
  goalsOutcomes: z.string().nullable(),
});
export type ClientForStaffOut = z.infer<typeof clientForStaffOut>;

/** A row of the Clients list: Client Name (last, first, middle), Billing City, Phone. */
export const clientListItem = z.object({
  clientId: z.number(),
  name: z.string(),
  billingCity: z.string(),
  phone: z.string(),
  status: z.number(),
});
export type ClientListItem = z.infer<typeof clientListItem>;
export const clientList = listEnvelope(clientListItem);
/** GET /client/client_list and /client/client_list/assigned. */
export const clientOptions = z.object({ data: z.array(z.object({ clientId: z.number(), name: z.string() })) });

/** "Last, First Middle" as the Clients list shows names. */
export function listName(p: { firstName: string; middleName?: string | null; lastName: string }): string {
  return `${p.lastName}, ${p.firstName}${p.middleName ? ` ${p.middleName}` : ''}`;
}

/**
 * The form's view of a saved waiver type or funding source (spec 01 section 4): a value not in the
 * preset list shows as "Other" with the value as the free text.
 */
export function choiceFromSaved(
  saved: string | null | undefined,
  options: readonly string[],
): { choice: string; other: string } {
  if (!saved) return { choice: '', other: '' };
  if (saved === 'Other') return { choice: 'Other', other: '' };
  return options.includes(saved) ? { choice: saved, other: '' } : { choice: 'Other', other: saved };
}

/** What the form saves: the chosen preset, or the free text when "Other" is chosen. */
export function savedFromChoice(choice: string, other: string): string | null {
  if (choice === 'Other') return other.trim() || 'Other';
  return choice || null;
}
