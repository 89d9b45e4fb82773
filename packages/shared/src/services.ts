import { z } from 'zod';
import {
  blankToUndefined,
  booleanFlag,
  optionalFormBoolean,
  emptyToNull,
  money,
  numberInput,
  optionalText,
  requiredText,
} from './fields.js';
import { listEnvelope, versionField } from './list-query.js';
import { Msg } from './messages.js';
import { idSchema } from './validation.js';
import { procedureCodeField } from './x12-formats.js';
import { recordStampsOut } from './record-out.js';

/** How elapsed time becomes whole units. PA ODP bills whole units only, so 'down' is the default. */
export const UNIT_ROUNDING = ['down', 'nearest', 'up'] as const;
export type UnitRounding = (typeof UNIT_ROUNDING)[number];

/** Texts of the services catalogue and authorizations that are not in the spec's catalogue. */
export const ServiceMsg = {
  codeTaken: 'A service with this code already exists.',
  notFound: 'Service not found',
  unitLengthTooLong: 'The unit length cannot be more than 24 hours.',
} as const;

export const unitLengthField = z.preprocess(
  blankToUndefined,
  numberInput(
    z
      .number({ error: 'Service Units Length is required.' })
      .refine((v) => Number.isFinite(v), 'Service Units Length is required.')
      // Stored as numeric(8,4): a length that rounds to 0.0000 would be saved as no length at all.
      .refine((v) => Math.round(v * 10_000) > 0, Msg.greaterThanZero)
      .refine((v) => v <= 24, ServiceMsg.unitLengthTooLong),
  ),
);

const rate = z.preprocess(blankToUndefined, money('Service Unit Rate is required'));

const serviceFields = {
  name: requiredText('Service Name is required'),
  /** The procedure code claims bill (W1726). */
  code: procedureCodeField('Service Code is required'),
  description: optionalText(2000),
  unitRate: rate,
  /** Hours (0.25 = 15 minutes). */
  unitLength: unitLengthField,
  isDegreeRequired: booleanFlag,
  isOverlappable: booleanFlag,
  /** The service involves driving the client (the driver's licence, decision 018); absent keeps it. */
  involvesDriving: optionalFormBoolean,
  unitRounding: z.preprocess(emptyToNull, z.enum(UNIT_ROUNDING).nullish()).transform((v) => v ?? 'down'),
  status: numberInput(
    z
      .number()
      .int()
      .refine((v) => v === 4 || v === 5, 'Status must be Active or Inactive')
      .default(4),
  ),
};

/** POST /service (serviceId, when sent, is ignored: the server assigns it). */
export const createServiceBody = z.object({ ...serviceFields, serviceId: z.unknown().optional() });
export type CreateServiceBody = z.infer<typeof createServiceBody>;
/** PUT /service */
export const updateServiceBody = z.object({ ...serviceFields, serviceId: idSchema, version: versionField });
export type UpdateServiceBody = z.infer<typeof updateServiceBody>;

/** GET /serviceById?service_id= */
export const serviceByIdQuery = z.object({ service_id: idSchema });

export const serviceOut = z.object({
  serviceId: z.number(),
  name: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  unitRate: z.number(),
  /** Hours per unit. */
  unitLength: z.number(),
  isDegreeRequired: z.boolean(),
  isOverlappable: z.boolean(),
  involvesDriving: z.boolean(),
  unitRounding: z.enum(UNIT_ROUNDING),
  status: z.number(),
  ...recordStampsOut,
});
export type ServiceOut = z.infer<typeof serviceOut>;
/** GET /service: one page of the catalogue and the total number of matches. */
export const serviceList = listEnvelope(serviceOut);

/** Money and unit display: 2 decimals (spec 01 section 9). */
export const formatAmount = (n: number) => n.toFixed(2);
