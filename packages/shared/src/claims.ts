import { z } from 'zod';
import { pageLimit, pageOffset } from './list-query.js';
import { DEFAULT_PAGE_SIZE } from './constants.js';
import { isoDate } from './fields.js';
import { storableString } from './text.js';
import { batchClaimOut, reconciliationOut } from './remittance.js';

// The formats of what a claim file carries, checked by the forms that enter them (clients, services,
// settings, the import). Exported from here: the package's index lists one file per feature.
export * from './x12-formats.js';

/**
 * Claims: completed, admin-verified work entries with no open EVV exception, not yet billed,
 * grouped one claim per client per service per month, a line per date of service
 * (docs/decisions/011). Money on the wire is dollars (two decimals), as everywhere.
 */
export const ClaimsMsg = {
  rangeReversed: 'To date must be on or after From date',
  rangeTooLong: 'Choose at most 93 days',
  nothingToBill: 'There is nothing to bill in this range.',
  settingsIncomplete: 'Fill in the agency settings claims need first',
  reasonRequired: 'Reason is required',
  alreadyVoided: 'This batch has already been voided',
  entryBilled: (batchId: number) => `This entry is billed on claim batch ${batchId}: void the batch to change it.`,
} as const;

/** Why an entry in the range is not billed. */
export const HOLD_REASONS = {
  unverified: 'Not verified by an admin',
  open_exception: 'Open EVV exception',
  billed: 'Already billed',
  missing_mci: 'Client has no MCI',
  missing_diagnosis: 'Client has no diagnosis code',
  missing_birth_date: 'Client has no date of birth',
  missing_address: 'Client address is incomplete',
  missing_settings: 'Agency settings incomplete',
  outside_authorization: 'Outside the authorization dates',
  over_authorization: 'Over the authorized units',
  no_units: 'No billable units',
  /** The aggregator is on and has not accepted this visit as it is now (issue 19). */
  aggregator_not_accepted: 'Not accepted by the EVV aggregator',
} as const;
export type HoldReason = keyof typeof HOLD_REASONS;

/** The most days one preview or batch may cover. */
export const CLAIM_RANGE_MAX_DAYS = 93;

export const claimRange = z.object({
  fromDate: isoDate('From date is required'),
  toDate: isoDate('To date is required'),
});
export type ClaimRange = z.infer<typeof claimRange>;

export const claimSummaryOut = z.object({
  /** 1.. in the order the file will have them. */
  claimNumber: z.number().int(),
  clientId: z.number().int(),
  clientName: z.string(),
  mci: z.string(),
  serviceCode: z.string(),
  serviceName: z.string(),
  /** 'YYYY-MM' */
  month: z.string(),
  lineCount: z.number().int(),
  units: z.number(),
  charge: z.number(),
  firstDate: z.string(),
  lastDate: z.string(),
});
export type ClaimSummaryOut = z.infer<typeof claimSummaryOut>;

export const heldEntryOut = z.object({
  workEntryId: z.number().int(),
  entryName: z.string(),
  clientId: z.number().int(),
  clientName: z.string(),
  staffName: z.string(),
  serviceCode: z.string(),
  dateOfService: z.string(),
  units: z.number(),
  charge: z.number(),
  adminVerification: z.boolean(),
  reasons: z.array(
    z.object({ code: z.enum(Object.keys(HOLD_REASONS) as [HoldReason, ...HoldReason[]]), message: z.string() }),
  ),
});
export type HeldEntryOut = z.infer<typeof heldEntryOut>;

const totals = z.object({ count: z.number().int(), units: z.number(), charge: z.number() });

/** GET /claims/preview?fromDate&toDate */
export const claimPreviewOut = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  claims: z.array(claimSummaryOut),
  /** count = lines. */
  billable: totals.extend({ claimCount: z.number().int() }),
  /** Entries in the range that will not be billed, with why (at most 1,000 listed; `held` + `unverified` count all). */
  heldEntries: z.array(heldEntryOut),
  /** Verified entries held back (open exception, already billed, missing data, over the authorization…). */
  held: totals,
  /** Entries no admin has verified yet (they are not in the report's reviewed total either). */
  unverified: totals,
  /** The Promise Billing report for the same range, reviewed entries only: billable + held = this. */
  report: totals,
  /** Labels of the agency settings a claim file needs and that are empty. */
  missingSettings: z.array(z.string()),
});
export type ClaimPreviewOut = z.infer<typeof claimPreviewOut>;

/** POST /claims/batches → 201 */
export const createClaimBatchOut = z.object({
  id: z.number().int(),
  claimCount: z.number().int(),
  lineCount: z.number().int(),
  totalCharge: z.number(),
});
export type CreateClaimBatchOut = z.infer<typeof createClaimBatchOut>;

export const claimBatchOut = reconciliationOut.extend({
  id: z.number().int(),
  /** ISA13, nine digits. */
  controlNumber: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  claimCount: z.number().int(),
  lineCount: z.number().int(),
  units: z.number(),
  totalCharge: z.number(),
  createdAt: z.string(),
  createdBy: z.object({ id: z.number().int(), name: z.string() }),
  status: z.enum(['generated', 'voided']),
  voidedAt: z.string().nullable(),
  voidedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  voidReason: z.string().nullable(),
  /** Who the batch's claims went to (the receiver in the settings when it was made). */
  payerName: z.string(),
  /** Original claims, or replacements and voids of earlier ones (POST /claims/resubmissions). */
  purpose: z.enum(['original', 'resubmission']),
});
export type ClaimBatchOut = z.infer<typeof claimBatchOut>;

/** GET /claims/batches/{id}: the batch with its claims and lines, each reconciled. */
export const claimBatchDetailOut = claimBatchOut.extend({ claims: z.array(batchClaimOut) });
export type ClaimBatchDetailOut = z.infer<typeof claimBatchDetailOut>;

export const claimBatchListQuery = z.object({
  offset: pageOffset(),
  limit: pageLimit(DEFAULT_PAGE_SIZE),
});

export const claimBatchListOut = z.object({ data: z.array(claimBatchOut), recordCount: z.number().int() });

/** POST /claims/batches/{id}/void */
export const voidClaimBatchBody = z.object({
  reason: storableString({ error: ClaimsMsg.reasonRequired }).trim().min(1, ClaimsMsg.reasonRequired).max(1000),
});
export type VoidClaimBatchBody = z.infer<typeof voidClaimBatchBody>;
