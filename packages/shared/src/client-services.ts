import { z } from 'zod';
import { fileOut, fileRef } from './files.js';
import { emptyToNull, isoDate, money, optionalText, requiredText } from './fields.js';
import { versionField } from './list-query.js';
import { Msg } from './messages.js';
import { unitLengthField } from './services.js';
import { idSchema } from './validation.js';

const authorizationFields = {
  clientId: idSchema,
  serviceId: z.preprocess((v) => (v === 0 || v === '0' ? null : emptyToNull(v)), idSchema.nullish()),
  serviceName: requiredText('Service Name is required'),
  serviceCode: requiredText('Service Code is required', 20).transform((v) => v.toUpperCase()),
  serviceAccount: optionalText(100),
  serviceDescription: optionalText(2000),
  serviceUnitRate: z.preprocess(emptyToNull, money('Service Unit Rate is required')),
  serviceUnitLength: unitLengthField,
  serviceStartDate: isoDate('Service Start Date is required'),
  serviceEndDate: isoDate('Service End Date is required'),
  serviceUnitsAuthorized: z.preprocess(emptyToNull, money('Service Units Authorized is required')),
  serviceIsNegetiveUnitsAllowed: z.coerce.boolean().default(false),
  serviceIsAuthorized: z.coerce.boolean().default(false),
  isDegreeRequired: z.coerce.boolean().default(false),
  isDatesConfirmed: z.coerce.boolean().default(false),
  isOverlappable: z.coerce.boolean().default(false),
  files: z.array(fileRef).max(50).default([]),
};

const endNotBeforeStart = <T extends { serviceStartDate: string; serviceEndDate: string }>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if (v.serviceEndDate < v.serviceStartDate) {
    ctx.addIssue({ code: 'custom', message: Msg.endBeforeStart, path: ['serviceEndDate'] });
  }
};

/** POST /client_service */
export const createClientServiceBody = z.object(authorizationFields).superRefine(endNotBeforeStart);
export type CreateClientServiceBody = z.infer<typeof createClientServiceBody>;
/** PUT /client_service */
export const updateClientServiceBody = z
  .object({ ...authorizationFields, serviceRequestId: idSchema, version: versionField })
  .superRefine(endNotBeforeStart);
export type UpdateClientServiceBody = z.infer<typeof updateClientServiceBody>;

export const assignedStaff = z.object({ userId: z.number(), name: z.string() });

export const clientServiceOut = z.object({
  serviceRequestId: z.number(),
  clientId: z.number(),
  serviceId: z.number().nullable(),
  serviceName: z.string(),
  serviceCode: z.string(),
  serviceAccount: z.string().nullable(),
  serviceDescription: z.string().nullable(),
  serviceUnitRate: z.number(),
  serviceUnitLength: z.number(),
  serviceStartDate: z.string(),
  serviceEndDate: z.string(),
  serviceUnitsAuthorized: z.number(),
  serviceIsNegetiveUnitsAllowed: z.boolean(),
  serviceIsAuthorized: z.boolean(),
  isDegreeRequired: z.boolean(),
  isDatesConfirmed: z.boolean(),
  isOverlappable: z.boolean(),
  files: z.array(fileOut),
  assignedStaff: z.array(assignedStaff),
  totalWorth: z.number(),
  unitsUtilized: z.number(),
  unitsRemaining: z.number(),
  version: z.number(),
});
export type ClientServiceOut = z.infer<typeof clientServiceOut>;

/** POST /client_service/staff_allocation: `staff` is the chosen list ({userId} objects or ids). */
export const staffAllocationBody = z.object({
  clientId: idSchema,
  serviceRequestId: idSchema,
  staff: z
    .array(z.union([idSchema, z.object({ userId: idSchema }).transform((s) => s.userId)]))
    .max(500)
    .transform((ids) => [...new Set(ids)]),
});

export const staffAllocationResponse = z.object({
  code: z.number(),
  message: z.string(),
  data: z.object({ serviceRequestId: z.number(), assignedStaff: z.array(assignedStaff) }),
});

/** Read-only totals of an authorization: worth = units × rate; remaining = authorized − utilized. */
export function authorizationTotals(a: { unitsAuthorized: number; unitRate: number; unitsUtilized: number }) {
  const totalWorth = Math.round(a.unitsAuthorized * a.unitRate * 100) / 100;
  return { totalWorth, unitsUtilized: a.unitsUtilized, unitsRemaining: a.unitsAuthorized - a.unitsUtilized };
}
