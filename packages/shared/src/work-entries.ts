import { z } from 'zod';
import { booleanFlag, emptyToNull, numberInput, utcDateTime } from './fields.js';
import { pageLimit, pageOffset, versionField } from './list-query.js';
import { storableString } from './text.js';
import { isKnownTimeZone } from './time-zone.js';
import { idSchema } from './validation.js';
import { signatureAlternativeFields, visitSyncFields, visitSyncOut } from './visit-sync.js';

export const NOTES_MAX = 10_000;
export const SIGNATURE_MAX_BYTES = 500 * 1024;

export const WorkEntryMsg = {
  staffRequired: 'Staff Name is required',
  clientRequired: 'Client Name is required',
  serviceRequired: 'Service Code is required',
  startDateRequired: 'Service Start Date is required',
  startTimeRequired: 'Service Start Time is required',
  endDateRequired: 'Service End Date is required',
  endTimeRequired: 'Service End Time is required',
  startInFuture: 'The start time cannot be in the future.',
  endBeforeStart: 'The end time cannot be before the start time.',
  notesTooLong: `Notes cannot be longer than ${NOTES_MAX.toLocaleString('en-US')} characters.`,
  signatureInvalid: 'The signature must be a PNG image.',
  signatureTooLarge: 'The signature image is too large (500 KB at most).',
  latitudeRange: 'Latitude must be between -90 and 90.',
  longitudeRange: 'Longitude must be between -180 and 180.',
  createSuccess: 'Work Entry create successful',
  updateSuccess: 'Work Entry update successful',
  empty: 'No Work Entries',
  noNotes: 'No notes added',
  visitAbandoned: 'Visit Abandoned',
  visitCompleted: 'Visit completed',
  visitInProgress: 'You have a visit in progress',
  noVisits: 'No Visits',
  noService: 'No Service associated to this client',
  visitStarted: 'Visit started',
  visitUpdated: 'Visit updated',
  alreadyCompleted: 'This visit is already completed.',
  alreadyAbandoned: 'This visit was abandoned.',
  notAllocated: 'This service is not allocated to you.',
  notAllocatedToStaff: 'This service is not allocated to the selected staff member.',
  notStaff: 'Choose a staff member (user type Staff).',
  clientNotFound: 'Client not found',
  serviceNotFound: 'Client service not found',
  otherClient: 'This service authorization belongs to another client.',
  serviceInactive: 'This service authorization is not active.',
  degreeRequired: 'This service requires a relevant degree.',
  progressRequired: 'Choose the progress (Increased, Maintained or Decreased) before completing the visit.',
  signatureRequired: 'A signature is required to complete the visit.',
  signatureKept: 'A completed visit must keep its signature.',
  endInFuture: 'The end time cannot be in the future.',
  notSameDay: 'The end time must be on the same day as the start time.',
  notSameDayOrMidnight: 'The end time must be on the same day as the start time, or midnight at the end of that day.',
  staffLocked: 'The staff member of a work entry cannot be changed.',
  unknownReason: 'Choose an edit reason from the list.',
  reasonTextRequired: 'Describe the reason for this edit.',
  coordinatesPair: 'Send both latitude and longitude, or neither.',
  invalidListDate: 'Use the date format YYYY-MM-DD or MM/DD/YYYY.',
  rangeReversed: 'The To date cannot be earlier than the From date.',
  ownEntriesOnly: 'Staff can list only their own work entries.',
} as const;

/** Refusals that carry numbers or dates (MM/DD/YYYY). */
export const WorkEntryRuleMsg = {
  outsideWindow: (date: string, from: string, to: string) =>
    `This service authorization is not valid on ${date} (it runs from ${from} to ${to}).`,
  outsideAuthorization: (from: string, to: string) =>
    `The visit must start and end within the authorization dates (${from} to ${to}).`,
  unitsExceeded: (units: number, remaining: number) =>
    `This visit would use ${units} units but only ${remaining} remain on this authorization.`,
  overlap: (entryName: string) => `This visit overlaps another work entry of the same staff member (${entryName}).`,
} as const;

/** A client's clock-in/out time is used when it is at most this far from the server's clock. */
export const CLOCK_SKEW_MS = 5 * 60_000;

/** Why a time or place was corrected by hand after the visit (Pennsylvania tracks the share). */
export const EDIT_REASONS = [
  { code: 'forgot_clock_out', label: 'Forgot to clock out' },
  { code: 'forgot_clock_in', label: 'Forgot to clock in' },
  { code: 'device_problem', label: 'Device or app problem' },
  { code: 'no_signal', label: 'No signal at the visit location' },
  { code: 'wrong_service', label: 'Wrong service selected' },
  { code: 'wrong_client', label: 'Wrong client selected' },
  { code: 'time_correction', label: 'Time correction' },
  { code: 'other', label: 'Other' },
] as const;
export type EditReasonCode = (typeof EDIT_REASONS)[number]['code'];
export const NO_REASON_GIVEN = 'no reason given';

export const Progress = { Unset: 0, Increased: 1, Maintained: 2, Decreased: 3 } as const;
export const PROGRESS_LABELS: Record<number, string> = { 1: 'Increased', 2: 'Maintained', 3: 'Decreased' };

/** Work entry tabs → the `type` filter of GET /work_entry. */
export const ENTRY_TYPES = { all: 'all', com: 8, inp: 6, abd: 7 } as const;

export function statusLabel(status: number): string {
  return status === 8 ? 'Completed' : status === 7 ? 'Abandoned' : 'In Progress';
}

const coordinate = (min: number, max: number, message: string) =>
  z.preprocess(emptyToNull, numberInput(z.number({ error: message }).min(min, message).max(max, message)).nullish());
export const latitude = coordinate(-90, 90, WorkEntryMsg.latitudeRange);
export const longitude = coordinate(-180, 180, WorkEntryMsg.longitudeRange);

export const notesField = z.preprocess(
  (v) => (v == null ? v : v),
  storableString().max(NOTES_MAX, WorkEntryMsg.notesTooLong).nullish(),
);

/** A PNG data URL (signature_pad's toDataURL()) of at most 500 KB. */
export const signatureField = z.preprocess(
  emptyToNull,
  z
    .string()
    .max(Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 40, WorkEntryMsg.signatureTooLarge)
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, WorkEntryMsg.signatureInvalid)
    // The PNG magic number (\x89PNG\r\n\x1a\n) in base64: a PNG, not just a PNG-labelled string.
    .refine((v) => v.startsWith('data:image/png;base64,iVBORw0KGgo'), WorkEntryMsg.signatureInvalid)
    .nullish(),
);

export const progressField = numberInput(
  z
    .number({ error: 'Choose Increased, Maintained or Decreased' })
    .int('Choose Increased, Maintained or Decreased')
    .refine((v) => v >= 0 && v <= 3, 'Choose Increased, Maintained or Decreased')
    .optional(),
);

/**
 * A zone named by a call. `isKnownTimeZone` is the one check of every zone input (this field, the
 * reports' `timezone`, the agency setting); the server narrows it to its database's zones at start
 * (`restrictTimeZones`, below).
 */
export const timeZoneField = z.string().trim().max(64).refine(isKnownTimeZone, 'Unknown time zone').optional();
export { restrictTimeZones } from './time-zone.js';

export const locationMissingField = z.enum(['denied', 'unavailable', 'timeout', 'unsupported']).nullish();

/** POST {visits}/start */
export const startVisitBody = z.object({
  clientId: idSchema,
  serviceRequestId: idSchema,
  serviceStartTime: utcDateTime('Service Start Time is required').optional(),
  serviceEndTime: z.unknown().optional(),
  notes: notesField,
  timeZone: timeZoneField,
  serviceStartLatitude: latitude,
  serviceStartLongitude: longitude,
  startLocationMissing: locationMissingField,
  ...visitSyncFields,
});
export type StartVisitBody = z.infer<typeof startVisitBody>;

/** POST {visits}/update — notes, progress and signature (in progress or completed). */
export const updateVisitBody = z.object({
  workEntryId: idSchema,
  notes: notesField,
  progress: progressField,
  signature: signatureField,
  ...signatureAlternativeFields,
  version: versionField,
  ...visitSyncFields,
});
export type UpdateVisitBody = z.infer<typeof updateVisitBody>;

/** POST {visits}/complete and /abandon. */
export const finishVisitBody = z.object({
  workEntryId: idSchema,
  notes: notesField,
  progress: progressField,
  signature: signatureField,
  serviceStartTime: z.unknown().optional(),
  serviceEndTime: utcDateTime('Service End Time is required').optional(),
  serviceEndLatitude: latitude,
  serviceEndLongitude: longitude,
  endLocationMissing: locationMissingField,
  ...signatureAlternativeFields,
  ...visitSyncFields,
});
export type FinishVisitBody = z.infer<typeof finishVisitBody>;

const timesheetFields = {
  userId: idSchema.or(z.undefined()).refine((v) => v !== undefined, WorkEntryMsg.staffRequired),
  clientId: idSchema,
  serviceRequestId: idSchema,
  serviceStartTime: utcDateTime(WorkEntryMsg.startDateRequired),
  serviceEndTime: utcDateTime(WorkEntryMsg.endDateRequired),
  serviceStartLongitude: longitude,
  serviceStartLatitude: latitude,
  serviceEndLongitude: longitude,
  serviceEndLatitude: latitude,
  notes: notesField,
  signature: signatureField,
  ...signatureAlternativeFields,
  progress: progressField,
  adminVerification: booleanFlag,
  timeZone: timeZoneField,
  /** Why the entry is edited after the visit (optional on the wire; recorded as "no reason given"). */
  editReason: storableString().trim().max(40).nullish(),
  editReasonText: storableString().trim().max(500).nullish(),
};

/** POST /work_entry — an admin's timesheet (a completed entry). */
export const createWorkEntryBody = z.object(timesheetFields);
export type CreateWorkEntryBody = z.infer<typeof createWorkEntryBody>;
/** PUT /work_entry */
export const updateWorkEntryBody = z.object({
  ...timesheetFields,
  userId: idSchema.optional(),
  workEntryId: idSchema,
  version: versionField,
});
export type UpdateWorkEntryBody = z.infer<typeof updateWorkEntryBody>;

/**
 * Who entered a work entry, one definition for the EVV checks, the Overview and the entry's details:
 * the staff member clocked it themselves ('staff': its creator is its staff member), an admin entered
 * it for them ('admin': a timesheet, its creator someone else), or no creator is recorded ('unknown':
 * imported from an external CRM or loaded from outside Hearth). The server's SQL twin is
 * `enteredByAdminSql` (apps/server/src/modules/evv/entered-by.ts).
 */
export const ENTERED_BY = ['staff', 'admin', 'unknown'] as const;
export type EnteredBy = (typeof ENTERED_BY)[number];
export const enteredBy = (entry: { userId: number; createdById: number | null }): EnteredBy =>
  entry.createdById === null ? 'unknown' : entry.createdById === entry.userId ? 'staff' : 'admin';
export const ENTERED_BY_LABELS: Record<EnteredBy, string> = {
  staff: 'Clocked by the staff member',
  admin: 'Entered by an admin (timesheet)',
  unknown: 'Not recorded',
};

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
