import { z } from 'zod';
import { allocationOverride } from './credentials/contract.js';
import { fileOut, fileRef } from './files.js';
import { blankToUndefined, booleanFlag, emptyToNull, isoDate, money, optionalText, requiredText } from './fields.js';
import { versionField } from './list-query.js';
import { Msg } from './messages.js';
import { unitLengthField } from './services.js';
import { idSchema } from './validation.js';
import { procedureCodeField } from './x12-formats.js';

/** Texts of client service authorizations and staff allocation that are not in the spec's catalogue. */
export const ClientServiceMsg = {
  notFound: 'Client service not found',
  clientNotFound: 'Client not found',
  serviceNotFound: 'The selected service does not exist.',
  otherClient: 'This service authorization belongs to another client.',
  allocationUpdated: 'Staff allocation updated',
  staffListRequired: 'Choose the staff to allocate (an empty list removes everyone).',
  /** Spec 02 empty state of start visit: the staff member has no usable authorization of this client. */
  noServicesForStaff: 'No Service associated to this client',
  /**
   * New dates would leave completed work entries outside the authorization (an entry's days as
   * the authorization check counts them). `after`: they all end after the new end date.
   */
  entriesOutsideDates: (p: { count: number; first: string; last: string; after: boolean }) => {
    const entries = p.count === 1 ? '1 completed work entry' : `${p.count} completed work entries`;
    const where = p.after
      ? `${p.count === 1 ? 'ends' : 'end'} after the new end date (the latest on ${p.last})`
      : `${p.count === 1 ? 'falls' : 'fall'} outside the new dates (${p.first === p.last ? `on ${p.first}` : `from ${p.first} to ${p.last}`})`;
    return `${entries} ${where}, and the usage reports still count ${p.count === 1 ? 'it' : 'them'}. Give a reason to change the dates anyway, or move the ${p.count === 1 ? 'entry' : 'entries'} first.`;
  },
  dateChangeReasonLabel: 'Reason for changing the dates',
  dateChangeReasonRequired: 'Give a reason to change the dates anyway.',
} as const;

/** The longest reason an admin may give for dates that leave completed entries outside. */
export const DATE_CHANGE_REASON_MAX = 500;

const authorizationFields = {
  clientId: idSchema,
  /** The catalogue entry this authorization was made from (optional; 0 or '' mean none). */
  serviceId: z.preprocess((v) => (v === 0 || v === '0' ? null : emptyToNull(v)), idSchema.nullish()),
  serviceName: requiredText('Service Name is required'),
  serviceCode: procedureCodeField('Service Code is required'),
  serviceAccount: optionalText(100),
  serviceDescription: optionalText(2000),
  serviceUnitRate: z.preprocess(blankToUndefined, money('Service Unit Rate is required')),
  /** Hours per unit. */
  serviceUnitLength: unitLengthField,
  /** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss.SSS' (the date part is kept). */
  serviceStartDate: isoDate('Service Start Date is required'),
  serviceEndDate: isoDate('Service End Date is required'),
  serviceUnitsAuthorized: z.preprocess(blankToUndefined, money('Service Units Authorized is required')),
  serviceIsNegetiveUnitsAllowed: booleanFlag,
  serviceIsAuthorized: booleanFlag,
  isDegreeRequired: booleanFlag,
  isDatesConfirmed: booleanFlag,
  isOverlappable: booleanFlag,
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
/**
 * PUT /client_service (clientId must stay the authorization's client). `dateChangeReason` is
 * needed only when the new dates leave completed work entries outside them (409
 * ENTRIES_OUTSIDE_DATES otherwise); it is kept in the audit trail.
 */
export const updateClientServiceBody = z
  .object({
    ...authorizationFields,
    serviceRequestId: idSchema,
    version: versionField,
    dateChangeReason: optionalText(DATE_CHANGE_REASON_MAX),
  })
  .superRefine(endNotBeforeStart);
export type UpdateClientServiceBody = z.infer<typeof updateClientServiceBody>;

/** GET /serviceRequestById?request_id= */
export const serviceRequestByIdQuery = z.object({ request_id: idSchema });
/** GET /serviceRequestByClientId?client_id= ("today" is the agency's: a caller's zone is not asked for). */
export const serviceRequestByClientQuery = z.object({ client_id: idSchema });

export const assignedStaff = z.object({ userId: z.number(), name: z.string() });
export type AssignedStaff = z.infer<typeof assignedStaff>;

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
  /** YYYY-MM-DD */
  serviceStartDate: z.string(),
  /** YYYY-MM-DD */
  serviceEndDate: z.string(),
  serviceUnitsAuthorized: z.number(),
  serviceIsNegetiveUnitsAllowed: z.boolean(),
  serviceIsAuthorized: z.boolean(),
  isDegreeRequired: z.boolean(),
  isDatesConfirmed: z.boolean(),
  isOverlappable: z.boolean(),
  /** YYYY-MM-DD: the state's Date Last Authorized, set by the spreadsheet import; null when unknown. */
  authorizedDate: z.string().nullable(),
  files: z.array(fileOut),
  /** Allocated staff, 'First Last', sorted by last name. */
  assignedStaff: z.array(assignedStaff),
  /** Read-only: units authorized × unit rate, 2 decimals. */
  totalWorth: z.number(),
  /** Read-only: units of completed work entries. */
  unitsUtilized: z.number(),
  /** Read-only: authorized − utilized. */
  unitsRemaining: z.number(),
  version: z.number(),
});
export type ClientServiceOut = z.infer<typeof clientServiceOut>;
export const clientServiceResponse = z.object({ data: clientServiceOut });
export const clientServicesResponse = z.object({ data: z.array(clientServiceOut) });

/** GET /serviceRequestList: every authorization with its client, for pickers and filters. */
export const serviceRequestOption = z.object({
  serviceRequestId: z.number(),
  serviceName: z.string(),
  serviceCode: z.string(),
  clientId: z.number(),
  /** 'First Last' */
  clientName: z.string(),
});
export const serviceRequestList = z.object({ data: z.array(serviceRequestOption) });

/** POST /client_service/staff_allocation: `staff` is the chosen list ({userId} objects or ids). */
export const staffAllocationBody = z.object({
  clientId: idSchema,
  serviceRequestId: idSchema,
  staff: z
    .array(z.union([idSchema, z.object({ userId: idSchema }).transform((s) => s.userId)]), {
      error: ClientServiceMsg.staffListRequired,
    })
    .max(500)
    .transform((ids) => [...new Set(ids)]),
  /** Allocate newly added staff who may not work visits (enforced credentials) anyway, with the reason (decision 018). */
  override: allocationOverride.optional(),
});
export type StaffAllocationBody = z.infer<typeof staffAllocationBody>;

export const staffAllocationResponse = z.object({
  code: z.number(),
  message: z.string(),
  data: z.object({ serviceRequestId: z.number(), assignedStaff: z.array(assignedStaff) }),
});

const cents = (n: number) => Math.round(n * 100) / 100;

/** Read-only totals of an authorization: worth = units × rate; remaining = authorized − utilized (2 decimals). */
export function authorizationTotals(a: { unitsAuthorized: number; unitRate: number; unitsUtilized: number }) {
  return {
    totalWorth: cents(a.unitsAuthorized * a.unitRate),
    unitsUtilized: cents(a.unitsUtilized),
    unitsRemaining: cents(a.unitsAuthorized - a.unitsUtilized),
  };
}
