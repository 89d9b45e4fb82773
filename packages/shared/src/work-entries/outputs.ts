/** Work entries and visits on the wire: the entry, its history, the list queries and the envelopes. */
import { z } from 'zod';
import { emptyToNull, numberInput } from '../fields.js';
import { pageLimit, pageOffset } from '../list-query.js';
import { storableString } from '../text.js';
import { idSchema } from '../validation.js';
import { visitSyncOut } from '../visit-sync.js';
import { timeZoneField } from './inputs.js';
import { ENTERED_BY } from './rules.js';

export const workEntryOut = z.object({
  workEntryId: z.number(),
  entryId: z.number(),
  entryName: z.string(),
  userId: z.number(),
  userName: z.string(),
  clientId: z.number(),
  clientName: z.string(),
  serviceRequestId: z.number(),
  serviceName: z.string(),
  serviceCode: z.string(),
  serviceUnitLength: z.number(),
  serviceUnitRate: z.number(),
  /** UTC 'YYYY-MM-DD HH:mm:ss'. */
  serviceStartTime: z.string(),
  serviceEndTime: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  serviceStartLongitude: z.number().nullable(),
  serviceStartLatitude: z.number().nullable(),
  serviceEndLongitude: z.number().nullable(),
  serviceEndLatitude: z.number().nullable(),
  startLocationMissing: z.string().nullable(),
  endLocationMissing: z.string().nullable(),
  notes: z.string().nullable(),
  signature: z.string().nullable(),
  progress: z.number(),
  staffVerification: z.boolean(),
  thirdPartyVerification: z.boolean(),
  adminVerification: z.boolean(),
  timeZone: z.string(),
  serviceElapsedTime: z.number().nullable(),
  elapsedTime: z.number().nullable(),
  unitsUsed: z.number().nullable(),
  grossAmount: z.number().nullable(),
  netAmount: z.number().nullable(),
  status: z.number(),
  created_on: z.string(),
  createdBy: z.string().nullable(),
  createdById: z.number().nullable(),
  /** Who entered it (`enteredBy`); always sent by the server. */
  enteredBy: z.enum(ENTERED_BY).optional(),
  updated_on: z.string(),
  updatedBy: z.string().nullable(),
  updatedById: z.number().nullable(),
  recordHistory: z.number(),
  recordedOn: z.string(),
  version: z.number(),
  /** Whether a signature is on file (lists leave `signature` null to stay small). */
  hasSignature: z.boolean().optional(),
  /** The claim batch the entry is billed on: it cannot be changed until that batch is voided. */
  claimBatchId: z.number().int().nullable().optional(),
  /**
   * Billed, but the payer denied or short-paid its line: an admin may correct it again (issue 20),
   * then send the claim as a replacement from the batch screen.
   */
  claimCorrectable: z.boolean().optional(),
  ...visitSyncOut,
});
export type WorkEntryOut = z.infer<typeof workEntryOut>;

export const workEntryHistoryOut = z.object({
  id: z.number(),
  serviceRequest: z.string(),
  serviceStartTime: z.string().nullable(),
  serviceEndTime: z.string().nullable(),
  adminVerification: z.boolean(),
  notes: z.string().nullable(),
  recordAction: z.string(),
  recordActionDate: z.string(),
  recordedBy: z.string().nullable(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  isManualEdit: z.boolean(),
  reason: z.string().nullable(),
});
export type WorkEntryHistoryOut = z.infer<typeof workEntryHistoryOut>;

/** GET /work_entry (admin list). */
export const workEntryListQuery = z.object({
  offset: pageOffset(),
  limit: pageLimit(10),
  filter: z.enum(['all', 'recent']).catch('recent').default('recent'),
  name: storableString().trim().max(100).optional(),
  type: z.enum(['all', 'com', 'inp', 'abd']).catch('com').default('com'),
  staff: z.preprocess(emptyToNull, idSchema.nullish()),
  service: z.preprocess(emptyToNull, idSchema.nullish()),
  from: z.string().trim().max(30).optional(),
  to: z.string().trim().max(30).optional(),
  /** Range selection: 1 created date (default), 2 start date, 3 end date. */
  date: numberInput(z.number().int().min(1).max(3)).catch(1).default(1),
  timeZone: timeZoneField,
  user_id: z.preprocess(emptyToNull, idSchema.nullish()),
  sort: z.enum(['start_desc', 'start_asc', 'created_desc', 'staff_asc', 'client_asc']).optional(),
  /** Verified by an admin or not (the reports' choices); 'all' by default. */
  adminVerification: z.enum(['all', 'reviewed', 'not_reviewed']).catch('all').default('all'),
});
export type WorkEntryListQuery = z.infer<typeof workEntryListQuery>;

/** ?entry_id= of GET /WorkEntryById, /visits/byId and /work_entry/history. */
export const entryIdQuery = z.object({ entry_id: idSchema });

/** GET /visits: the caller's visits (staff) or everyone's (admins). */
export const visitListQuery = z.object({
  offset: pageOffset(),
  limit: pageLimit(10),
  filter: z.enum(['all', 'recent']).catch('recent').default('recent'),
  name: storableString().trim().max(100).optional(),
});
export type VisitListQuery = z.infer<typeof visitListQuery>;

export const workEntryResponse = z.object({ data: workEntryOut });
export const workEntryListResponse = z.object({ data: z.array(workEntryOut), recordCount: z.number() });
export const workEntryHistoryResponse = z.object({ data: z.array(workEntryHistoryOut) });
/** Start, update, complete and abandon answer with a message the visit screens show. */
export const visitResponse = z.object({ code: z.number(), message: z.string(), data: workEntryOut });
export const inProgressResponse = z.object({ data: workEntryOut.nullable() });
