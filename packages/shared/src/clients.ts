import { z } from 'zod';
import { COUNTIES } from './lists.js';
import { fileOut, fileRef } from './files.js';
import {
  emptyToNull,
  optionalEmail,
  optionalPersonName,
  optionalText,
  pastDate,
  personName,
  phone,
  requiredText,
  requiredZip,
} from './fields.js';
import { listEnvelope, versionField } from './list-query.js';
import { Msg } from './messages.js';
import { idSchema } from './validation.js';

export const DEFAULT_MAP_CENTRE = { latitude: 43, longitude: -89.5 } as const;

const optionalId = z.preprocess((v) => (v === 0 || v === '0' ? null : emptyToNull(v)), idSchema.nullish());

const clientFields = {
  firstName: personName('Client First name is required'),
  middleName: optionalPersonName(),
  lastName: personName('Client Last name is required'),
  dob: pastDate(false),
  mci: z.string({ error: Msg.fieldEmpty }).trim().min(1, Msg.fieldEmpty).max(10, Msg.mciTooLong),
  mpi: optionalText(50),
  diagnosticCode: optionalText(50),
  supportCoordinatorId: optionalId,
  behavioralSpecialistId: optionalId,
  /** The county (the spec's wire name is `country`). */
  country: z
    .string({ error: 'County is required' })
    .trim()
    .min(1, 'County is required')
    .max(100)
    .refine((v) => (COUNTIES as readonly string[]).includes(v), 'Choose a county from the list'),
  goalsOutcomes: optionalText(10_000),
  memo: optionalText(4000),
  phone: phone(Msg.phoneRequired),
  familyContactEmail: optionalEmail,
  /** Waiver type (the spec's wire name is `waiwer`); a value outside the list is the "Other" text. */
  waiwer: optionalText(100),
  fundingSource: optionalText(100),
  isAuthorized: z.coerce.boolean().default(false),
  billingStreet: requiredText(Msg.fieldEmpty),
  billingCity: requiredText(Msg.fieldEmpty, 100),
  billingState: z.preprocess(emptyToNull, z.string().trim().max(100).nullish()).transform((v) => v ?? 'PA'),
  billingZIP: requiredZip,
  billingCountry: requiredText(Msg.fieldEmpty, 100),
  latitude: z.preprocess(emptyToNull, z.coerce.number().min(-90).max(90).nullish()),
  longitude: z.preprocess(emptyToNull, z.coerce.number().min(-180).max(180).nullish()),
  status: z.coerce
    .number()
    .int()
    .refine((v) => v === 4 || v === 5, 'Status must be Active or Inactive')
    .default(4),
  files: z.array(fileRef).max(50).default([]),
};

/** POST /client */
export const createClientBody = z.object(clientFields);
export type CreateClientBody = z.infer<typeof createClientBody>;
/** PUT /client */
export const updateClientBody = z.object({ ...clientFields, clientId: idSchema, version: versionField });
export type UpdateClientBody = z.infer<typeof updateClientBody>;

const personLink = z.object({ id: z.number(), name: z.string() }).nullable();

export const clientOut = z.object({
  clientId: z.number(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  name: z.string(),
  dob: z.string().nullable(),
  mci: z.string(),
  mpi: z.string().nullable(),
  diagnosticCode: z.string().nullable(),
  supportCoordinatorId: z.number().nullable(),
  supportCoordinator: personLink,
  behavioralSpecialistId: z.number().nullable(),
  behavioralSpecialist: personLink,
  country: z.string(),
  goalsOutcomes: z.string().nullable(),
  memo: z.string().nullable(),
  phone: z.string(),
  familyContactEmail: z.string().nullable(),
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
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClientOut = z.infer<typeof clientOut>;

/** What a staff member may see of an allocated client: what a visit needs, nothing more. */
export const clientForStaffOut = z.object({
  clientId: z.number(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  name: z.string(),
  billingStreet: z.string(),
  billingCity: z.string(),
  billingState: z.string(),
  billingCountry: z.string(),
  billingZIP: z.string(),
  goalsOutcomes: z.string().nullable(),
});

export const clientListItem = z.object({
  clientId: z.number(),
  name: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  billingCity: z.string(),
  phone: z.string(),
  status: z.number(),
});
export const clientList = listEnvelope(clientListItem);
export const clientOptions = z.object({ data: z.array(z.object({ clientId: z.number(), name: z.string() })) });

/** "Last, First Middle" as the Clients list shows names. */
export function listName(p: { firstName: string; middleName?: string | null; lastName: string }): string {
  return `${p.lastName}, ${p.firstName}${p.middleName ? ` ${p.middleName}` : ''}`;
}
