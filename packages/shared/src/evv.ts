import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './constants.js';
import { emptyToNull, isoDate } from './fields.js';
import { pageLimit, pageOffset } from './list-query.js';
import { storableString } from './text.js';
import { idSchema } from './validation.js';

/**
 * EVV exceptions: what a payer would deny a completed visit for, found by the checks that run on
 * completion and on every edit (docs/decisions/011).
 */
export const EVV_EXCEPTION_TYPES = [
  'missing_location',
  'too_far',
  'client_not_located',
  'no_signature',
  'short_visit',
  'manual_change',
  'inactive',
  'late',
  'missed',
] as const;
export type EvvExceptionType = (typeof EVV_EXCEPTION_TYPES)[number];

export const EVV_EXCEPTION_LABELS: Record<EvvExceptionType, string> = {
  missing_location: 'Location missing',
  too_far: 'Too far from the client',
  client_not_located: 'Client address not on the map',
  no_signature: 'No signature',
  short_visit: 'Shorter than one unit',
  manual_change: 'Changed by an admin',
  inactive: 'Inactive or outside the authorization',
  late: 'Late visit',
  missed: 'Missed visit',
};

/** The types about a planned visit nobody clocked in for (docs/decisions/017): they name a scheduled visit, not an entry. */
export const SCHEDULE_EXCEPTION_TYPES = ['late', 'missed'] as const satisfies readonly EvvExceptionType[];

export const EvvMsg = {
  noteRequired: 'Resolution note is required',
  alreadyResolved: 'This exception has already been resolved',
  rangeReversed: 'To date must be on or after From date',
} as const;

/**
 * What each type's `details` holds (all fields optional on the wire; the message says it in words).
 * - missing_location: { clockIn: reason|null, clockOut: reason|null } — which end has none and why
 *   ('denied', 'unavailable', 'timeout', 'manual'); a present end is absent from the object.
 * - too_far: { clockInMetres?, clockOutMetres?, limitMetres } — only the ends beyond the limit.
 * - client_not_located: {} — the client's address has no map position, so distance is not checked.
 * - no_signature: { reason?, reasonText? } — empty when nothing was given; the NO_SIGNATURE_REASONS code
 *   (and the words for 'other') when the visit was closed saying why the client could not sign.
 * - short_visit: { minutes, unitMinutes }.
 * - manual_change: { createdByAdmin, manualEdits, lastReason }.
 * - inactive: { clientInactive, authorizationInactive, outsideDates, startDate, endDate, serviceDate }.
 * - late: { startsAt, endsAt, graceMinutes } — no clock-in by the planned start + grace (UTC wire times).
 * - missed: { startsAt, endsAt } — no clock-in by the planned end.
 * The last two are about a scheduled visit (`scheduledVisit`), with no work entry (`entry` null).
 */
export const evvExceptionDetails = z.record(z.string(), z.unknown());

const point = z.object({ latitude: z.number(), longitude: z.number() }).nullable();
const named = z.object({ id: z.number().int(), name: z.string() });

export const evvExceptionOut = z.object({
  id: z.number().int(),
  type: z.enum(EVV_EXCEPTION_TYPES),
  label: z.string(),
  /** The exception in words, e.g. "Clock-out was 0.61 mi (982 m) from the client's address; the limit is 0.25 mi". */
  message: z.string(),
  details: evvExceptionDetails,
  detectedAt: z.string(),
  resolved: z.boolean(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  resolutionNote: z.string().nullable(),
  /** Closed by the checks themselves: after an edit, it no longer applied. */
  autoCleared: z.boolean(),
  /** The visit it is about; null for a late or missed planned visit nobody clocked in for. */
  entry: z
    .object({
      id: z.number().int(),
      entryName: z.string(),
      serviceStartTime: z.string(),
      serviceEndTime: z.string().nullable(),
      /** The date of service in the agency's zone. */
      dateOfService: z.string(),
      adminVerification: z.boolean(),
      claimBatchId: z.number().int().nullable(),
      serviceCode: z.string(),
      clockIn: point,
      clockOut: point,
    })
    .nullable(),
  /** The planned visit a late or missed exception is about (docs/decisions/017); null for the others. */
  scheduledVisit: z
    .object({
      id: z.number().int(),
      scheduleId: z.number().int(),
      /** The planned day in the agency's zone. */
      date: z.string(),
      /** UTC 'YYYY-MM-DD HH:mm:ss'. */
      startsAt: z.string(),
      endsAt: z.string(),
      /** null: an open shift nobody took. */
      staff: named.nullable(),
      client: named,
      serviceCode: z.string(),
    })
    .nullable(),
  /** The entry's staff member, or the planned visit's (null: an open shift nobody took). */
  staff: named.nullable(),
  client: z.object({ id: z.number().int(), name: z.string(), location: point }),
});
export type EvvExceptionOut = z.infer<typeof evvExceptionOut>;

const dateParam = z.preprocess(emptyToNull, isoDate().nullish());

/** GET /evv/exceptions — by date of service (agency zone), type, resolved or not. */
export const evvExceptionListQuery = z.object({
  fromDate: dateParam,
  toDate: dateParam,
  type: z.preprocess(emptyToNull, z.enum(EVV_EXCEPTION_TYPES).nullish()),
  /** 'false' (the default) open ones, 'true' resolved ones, 'all' both. */
  resolved: z.enum(['true', 'false', 'all']).default('false'),
  /** Only this entry's (the verify confirmation asks for them). */
  workEntryId: z.preprocess(emptyToNull, idSchema.nullish()),
  offset: pageOffset(),
  limit: pageLimit(DEFAULT_PAGE_SIZE),
});
export type EvvExceptionListQuery = z.infer<typeof evvExceptionListQuery>;

export const evvExceptionListOut = z.object({
  data: z.array(evvExceptionOut),
  recordCount: z.number().int(),
});

/** POST /evv/exceptions/{id}/resolve */
export const resolveEvvExceptionBody = z.object({
  note: storableString({ error: EvvMsg.noteRequired }).trim().min(1, EvvMsg.noteRequired).max(1000),
});
export type ResolveEvvExceptionBody = z.infer<typeof resolveEvvExceptionBody>;

/** Metres in a mile (the limit is set in miles; distances are stored in metres). */
export const METRES_PER_MILE = 1609.344;

/** How far a clock-in or clock-out may be from the client's address when the agency has not said. */
export const DEFAULT_DISTANCE_LIMIT_MILES = 0.25;

/** The mean Earth radius (IUGG), in metres, for great-circle distances. */
export const EARTH_RADIUS_METRES = 6_371_008.8;

/** Great-circle (haversine) distance in metres: what the server's checks compute in SQL, and the map's legend shows. */
export function distanceMetres(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}
