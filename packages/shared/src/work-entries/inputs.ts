/** What a call sends to start, update or finish a visit, or to write an admin's timesheet. */
import { z } from 'zod';
import { booleanFlag, emptyToNull, numberInput, utcDateTime } from '../fields.js';
import { versionField } from '../list-query.js';
import { storableString } from '../text.js';
import { isKnownTimeZone } from '../time-zone.js';
import { idSchema } from '../validation.js';
import { signatureAlternativeFields, visitSyncFields } from '../visit-sync.js';
import { NOTES_MAX, SIGNATURE_MAX_BYTES, WorkEntryMsg } from './rules.js';

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
export { restrictTimeZones } from '../time-zone.js';

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
