import { z } from 'zod';
import {
  booleanFlag,
  lettersOnly,
  numberInput,
  optionalEmail,
  optionalPersonName,
  optionalPhone,
  optionalText,
  optionalZip,
  pastDate,
  personName,
} from './fields.js';
import { listEnvelope, versionField } from './list-query.js';
import { Msg } from './messages.js';
import { idSchema } from './validation.js';
import { optionalAddressOut, recordStampsOut } from './record-out.js';

const scFields = {
  firstName: personName('First name is required', Msg.specialNotAllowed),
  middleName: optionalPersonName(Msg.specialNotAllowed),
  lastName: personName('Last name is required', Msg.specialNotAllowed),
  salutation: lettersOnly,
  suffix: lettersOnly,
  dob: pastDate(false),
  email: optionalEmail,
  phone: optionalPhone,
  mobile: optionalPhone,
  company: optionalText(200),
  entity: optionalText(200),
  title: optionalText(100),
  billingStreet: optionalText(200),
  billingCity: optionalText(100),
  billingState: optionalText(100),
  billingZIP: optionalZip,
  billingCountry: optionalText(100),
  status: numberInput(
    z
      .number()
      .int()
      .refine((v) => v === 4 || v === 5, 'Status must be Active or Inactive')
      .default(4),
  ),
  isAuthorized: booleanFlag,
};

/** POST /sc */
export const createScBody = z.object(scFields);
export type CreateScBody = z.infer<typeof createScBody>;
/** PUT /sc */
export const updateScBody = z.object({ ...scFields, scId: idSchema, version: versionField });
export type UpdateScBody = z.infer<typeof updateScBody>;

export const scOut = z.object({
  scId: z.number(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  salutation: z.string().nullable(),
  suffix: z.string().nullable(),
  dob: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  company: z.string().nullable(),
  entity: z.string().nullable(),
  title: z.string().nullable(),
  ...optionalAddressOut,
  status: z.number(),
  isAuthorized: z.boolean(),
  ...recordStampsOut,
});
export type ScOut = z.infer<typeof scOut>;

export const scListItem = z.object({
  scId: z.number(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  billingCity: z.string().nullable(),
  company: z.string().nullable(),
  mobile: z.string().nullable(),
  status: z.number(),
});
export const scList = listEnvelope(scListItem);
export const scOptions = z.object({ data: z.array(z.object({ scId: z.number(), name: z.string() })) });
