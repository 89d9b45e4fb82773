/** What the scheduling calls answer (docs/decisions/017). Presenters build exactly these fields. */
import { z } from 'zod';
import { CANCEL_REASONS, SCHEDULED_VISIT_STATUSES } from './contract.js';

const named = z.object({ id: z.number().int(), name: z.string() });

/** A schedule (a series, or a one-off visit when startDate = endDate). */
export const scheduleOut = z.object({
  id: z.number().int(),
  clientServiceId: z.number().int(),
  client: named,
  serviceCode: z.string(),
  serviceName: z.string(),
  /** null: an open shift. */
  staff: named.nullable(),
  startDate: z.string(),
  /** As planned (null: until the authorization ends). */
  endDate: z.string().nullable(),
  /** The last day it can fall on: endDate capped at the authorization's end. */
  lastDate: z.string(),
  startTime: z.string(),
  durationMinutes: z.number().int(),
  weekdays: z.array(z.number().int()),
  intervalWeeks: z.number().int(),
  notes: z.string().nullable(),
  /** The reason an admin gave to plan it despite a check (null when none was needed). */
  overrideReason: z.string().nullable(),
  /** The series it was split from by a "this and following" change. */
  splitFromId: z.number().int().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type ScheduleOut = z.infer<typeof scheduleOut>;

/** One planned visit. */
export const scheduledVisitOut = z.object({
  id: z.number().int(),
  scheduleId: z.number().int(),
  /** The day in the agency's zone. */
  date: z.string(),
  /** UTC 'YYYY-MM-DD HH:mm:ss'. */
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  client: named,
  clientServiceId: z.number().int(),
  serviceCode: z.string(),
  serviceName: z.string(),
  staff: named.nullable(),
  status: z.enum(SCHEDULED_VISIT_STATUSES),
  /** The work entry of the clock-in that fulfilled it. */
  workEntryId: z.number().int().nullable(),
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  cancelNote: z.string().nullable(),
  /** Changed on its own ("this visit only"): time, staff or day differ from the series. */
  changed: z.boolean(),
  /** Units the visit plans (its duration in the authorization's units, rounded down). */
  units: z.number(),
  notes: z.string().nullable(),
});
export type ScheduledVisitOut = z.infer<typeof scheduledVisitOut>;

/** Units of one authorization: authorized, used by completed entries, planned by visits still ahead. */
export const unitsProjectionOut = z.object({
  clientServiceId: z.number().int(),
  serviceCode: z.string(),
  serviceName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  authorized: z.number(),
  used: z.number(),
  /** Scheduled visits not yet worked or cancelled (from today on). */
  planned: z.number(),
  /** authorized − used − planned (negative: the plan exceeds the authorization). */
  remaining: z.number(),
});
export type UnitsProjectionOut = z.infer<typeof unitsProjectionOut>;

export const SCHEDULE_CONFLICT_KINDS = [
  'staff_not_allocated',
  'staff_inactive',
  /** An enforced required credential missing or expired past grace (decision 018): overridable. */
  'staff_not_compliant',
  'outside_authorization',
  'staff_double_booked',
  'client_overlap',
  'over_authorization',
] as const;
export type ScheduleConflictKind = (typeof SCHEDULE_CONFLICT_KINDS)[number];

/**
 * `details` of a 409 refusal of a plan: every problem found, each in words, and whether an
 * override reason lets the same body through (only when every conflict allows one).
 */
export const scheduleConflictDetails = z.object({
  overridable: z.boolean(),
  conflicts: z.array(
    z.object({
      kind: z.enum(SCHEDULE_CONFLICT_KINDS),
      message: z.string(),
      overridable: z.boolean(),
      /** The other visits it collides with (double booking, client overlap): at most 10. */
      visits: z
        .array(
          z.object({
            scheduleId: z.number().int(),
            date: z.string(),
            startsAt: z.string(),
            endsAt: z.string(),
            client: z.string(),
            staff: z.string().nullable(),
          }),
        )
        .optional(),
      projection: unitsProjectionOut.optional(),
    }),
  ),
});
export type ScheduleConflictDetails = z.infer<typeof scheduleConflictDetails>;
