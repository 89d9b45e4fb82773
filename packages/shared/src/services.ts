import { z } from 'zod';
import { emptyToNull, money, optionalText, requiredText } from './fields.js';
import { listEnvelope, versionField } from './list-query.js';
import { Msg } from './messages.js';
import { idSchema } from './validation.js';

/** How elapsed time becomes whole units. PA ODP bills whole units only, so 'down' is the default. */
export const UNIT_ROUNDING = ['down', 'nearest', 'up'] as const;
export type UnitRounding = (typeof UNIT_ROUNDING)[number];

export const unitLengthField = z.preprocess(
  emptyToNull,
  z.coerce
    .number({ error: 'Service Units Length is required.' })
    .refine((v) => Number.isFinite(v), 'Service Units Length is required.')
    .refine((v) => v > 0, Msg.greaterThanZero)
    .refine((v) => v <= 24, 'The unit length cannot be more than 24 hours.'),
);

const rate = z.preprocess(emptyToNull, money('Service Unit Rate is required'));

const serviceFields = {
  name: requiredText('Service Name is required'),
  code: requiredText('Service Code is required', 20).transform((v) => v.toUpperCase()),
  description: optionalText(2000),
  unitRate: rate,
  /** Hours (0.25 = 15 minutes). */
  unitLength: unitLengthField,
  isDegreeRequired: z.coerce.boolean().default(false),
  isOverlappable: z.coerce.boolean().default(false),
  unitRounding: z.enum(UNIT_ROUNDING).default('down'),
  status: z.coerce
    .number()
    .int()
    .refine((v) => v === 4 || v === 5, 'Status must be Active or Inactive')
    .default(4),
};

/** POST /service (serviceId, when sent, is ignored: the server assigns it). */
export const createServiceBody = z.object({ ...serviceFields, serviceId: z.unknown().optional() });
export type CreateServiceBody = z.infer<typeof createServiceBody>;
/** PUT /service */
export const updateServiceBody = z.object({ ...serviceFields, serviceId: idSchema, version: versionField });
export type UpdateServiceBody = z.infer<typeof updateServiceBody>;

export const serviceOut = z.object({
  serviceId: z.number(),
  name: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  unitRate: z.number(),
  unitLength: z.number(),
  isDegreeRequired: z.boolean(),
  isOverlappable: z.boolean(),
  unitRounding: z.enum(UNIT_ROUNDING),
  status: z.number(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ServiceOut = z.infer<typeof serviceOut>;
export const serviceList = listEnvelope(serviceOut);

/** Money and unit display: 2 decimals (spec 01 section 9). */
export const formatAmount = (n: number) => n.toFixed(2);
