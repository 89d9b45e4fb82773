/**
 * Scheduling (issue 21, docs/decisions/017): a schedule is a series of planned visits of one
 * authorization (client + service) by one allocated staff member, or by nobody yet (an open shift);
 * its occurrences are the scheduled visits, each fulfilled by the work entry of a clock-in near it.
 * Dates are 'YYYY-MM-DD' and wall-clock times 'HH:mm' in the agency's zone; instants on the wire are
 * UTC 'YYYY-MM-DD HH:mm:ss' like every other time of the API.
 */
import { z } from 'zod';
import { isoDate, optionalText, requiredText } from '../fields.js';
import { versionField } from '../list-query.js';
import { numberInput } from '../number-input.js';
import { idSchema } from '../validation.js';

export const SCHEDULED_VISIT_STATUSES = [
  'scheduled',
  'in_progress',
  'completed',
  'late',
  'missed',
  'cancelled',
  'open',
] as const;
export type ScheduledVisitStatus = (typeof SCHEDULED_VISIT_STATUSES)[number];

/** Words for each status: a status is always shown in words as well as in colour. */
export const SCHEDULED_VISIT_STATUS_LABELS: Record<ScheduledVisitStatus, string> = {
  scheduled: 'Scheduled',
  in_progress: 'In progress',
  completed: 'Completed',
  late: 'Late',
  missed: 'Missed',
  cancelled: 'Cancelled',
  open: 'Open shift',
};

export const CANCEL_REASONS = [
  'client_hospital',
  'client_cancelled',
  'client_not_home',
  'staff_sick',
  'staff_unavailable',
  'weather',
  'other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  client_hospital: 'Client in hospital',
  client_cancelled: 'Client cancelled',
  client_not_home: 'Client not home',
  staff_sick: 'Staff sick',
  staff_unavailable: 'Staff unavailable',
  weather: 'Weather or emergency',
  other: 'Other',
};

export const WEEKDAY_LABELS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** Limits of a plan and of one read. */
export const SCHEDULE_LIMITS = {
  minDurationMinutes: 15,
  maxDurationMinutes: 24 * 60,
  /** The widest range one `GET /scheduled-visits` may ask for. */
  maxRangeDays: 62,
  reasonMax: 500,
  notesMax: 1000,
} as const;

export const ScheduleMsg = {
  notFound: 'Schedule not found',
  visitNotFound: 'Scheduled visit not found',
  startTime: 'Start time must be HH:mm (24-hour)',
  duration: `Duration must be between ${SCHEDULE_LIMITS.minDurationMinutes} minutes and 24 hours`,
  weekdaysRequired: 'Choose at least one weekday',
  weekdays: 'Weekdays are 1 (Monday) to 7 (Sunday), each once',
  endBeforeStart: 'End date must be on or after the start date',
  rangeTooWide: `Ask for at most ${SCHEDULE_LIMITS.maxRangeDays} days at a time`,
  rangeReversed: 'To date must be on or after From date',
  overrideReasonRequired: 'Give a reason to plan this anyway',
  cancelNoteRequired: 'Say why in a note when the reason is Other',
  pastDate: 'Past visits never change: choose today or a later date',
  occurrenceOnly: 'Only the staff member, start time, duration and date of one visit can change',
  notOnDate: 'The schedule has no visit on that date',
  alreadyCancelled: 'This visit is already cancelled',
  alreadyFulfilled: 'This visit was already worked; it cannot change',
  taken: 'Another staff member accepted this open shift first',
  notOpen: 'This visit is not an open shift',
  notOffered: 'This open shift is not offered to you',
} as const;

const hhmm = z
  .string({ error: ScheduleMsg.startTime })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, ScheduleMsg.startTime);
const duration = numberInput(
  z
    .number({ error: ScheduleMsg.duration })
    .int(ScheduleMsg.duration)
    .min(SCHEDULE_LIMITS.minDurationMinutes, ScheduleMsg.duration)
    .max(SCHEDULE_LIMITS.maxDurationMinutes, ScheduleMsg.duration),
);
const weekdays = z
  .array(
    z
      .number({ error: ScheduleMsg.weekdays })
      .int(ScheduleMsg.weekdays)
      .min(1, ScheduleMsg.weekdays)
      .max(7, ScheduleMsg.weekdays),
  )
  .max(7, ScheduleMsg.weekdays)
  .refine((days) => new Set(days).size === days.length, ScheduleMsg.weekdays)
  .transform((days) => [...days].sort((a, b) => a - b));
const intervalWeeks = z.union([z.literal(1), z.literal(2)], { error: 'Repeat every 1 or 2 weeks' });

/** An admin's override of a check that allows one (double booking, over the units): kept with the plan, audited. */
export const scheduleOverride = z.object({
  reason: requiredText(ScheduleMsg.overrideReasonRequired, SCHEDULE_LIMITS.reasonMax),
});

const planFields = {
  clientServiceId: idSchema,
  /** null: an open shift, offered to the staff allocated to the authorization. */
  staffId: idSchema.nullable(),
  startDate: isoDate('Start date is required'),
  /** Absent or null: until the authorization ends. Never past it. */
  endDate: z.preprocess((v) => (v === '' ? null : v), isoDate().nullish()),
  startTime: hhmm,
  durationMinutes: duration,
  /** Optional for a one-off visit (startDate = endDate): its date's weekday. */
  weekdays: weekdays.optional(),
  intervalWeeks: intervalWeeks.default(1),
  /** What the caregiver should know for these visits (shown on their schedule). */
  notes: optionalText(SCHEDULE_LIMITS.notesMax),
  override: scheduleOverride.optional(),
};

const checkPlan = (
  v: { startDate: string; endDate?: string | null; weekdays?: number[] },
  ctx: z.RefinementCtx,
): void => {
  if (v.endDate && v.endDate < v.startDate) {
    ctx.addIssue({ code: 'custom', message: ScheduleMsg.endBeforeStart, path: ['endDate'] });
  }
  const oneOff = v.endDate === v.startDate;
  if (!oneOff && (!v.weekdays || v.weekdays.length === 0)) {
    ctx.addIssue({ code: 'custom', message: ScheduleMsg.weekdaysRequired, path: ['weekdays'] });
  }
};

/** POST /api/v1/schedules */
export const createScheduleBody = z.object(planFields).superRefine(checkPlan);
export type CreateScheduleBody = z.infer<typeof createScheduleBody>;

export const SCHEDULE_CHANGE_SCOPES = ['occurrence', 'following'] as const;
export type ScheduleChangeScope = (typeof SCHEDULE_CHANGE_SCOPES)[number];

/**
 * PATCH /api/v1/schedules/{id}: the fields that change, from `date` on.
 * - `scope: 'following'` (default): this and the following visits. Visits before `date` keep the
 *   old plan (the series is split there); `date` is today or later.
 * - `scope: 'occurrence'`: only the visit on `date`; `staffId`, `startTime`, `durationMinutes` and
 *   `moveTo` (another day) may change.
 */
export const updateScheduleBody = z.object({
  scope: z.enum(SCHEDULE_CHANGE_SCOPES).default('following'),
  date: isoDate('Choose the date the change applies from'),
  staffId: idSchema.nullable().optional(),
  endDate: z.preprocess((v) => (v === '' ? null : v), isoDate().nullish()),
  startTime: hhmm.optional(),
  durationMinutes: duration.optional(),
  weekdays: weekdays.optional(),
  intervalWeeks: intervalWeeks.optional(),
  notes: optionalText(SCHEDULE_LIMITS.notesMax),
  /** scope 'occurrence': the day the visit moves to. */
  moveTo: isoDate().optional(),
  override: scheduleOverride.optional(),
  version: versionField,
});
export type UpdateScheduleBody = z.infer<typeof updateScheduleBody>;

/** DELETE /api/v1/schedules/{id}?from=YYYY-MM-DD: the visits from that day on (default today) go. */
export const deleteScheduleQuery = z.object({ from: isoDate().optional() });

/** POST /api/v1/scheduled-visits/cancel */
export const cancelScheduledVisitBody = z
  .object({
    scheduleId: idSchema,
    date: isoDate('Choose the date of the visit'),
    reason: z.enum(CANCEL_REASONS, { error: 'Choose a reason' }),
    note: optionalText(SCHEDULE_LIMITS.reasonMax),
  })
  .superRefine((v, ctx) => {
    if (v.reason === 'other' && !v.note)
      ctx.addIssue({ code: 'custom', message: ScheduleMsg.cancelNoteRequired, path: ['note'] });
  });
export type CancelScheduledVisitBody = z.infer<typeof cancelScheduledVisitBody>;

/** GET /api/v1/scheduled-visits */
export const scheduledVisitsQuery = z
  .object({
    from: isoDate('From date is required'),
    to: isoDate('To date is required'),
    staffId: idSchema.optional(),
    clientId: idSchema.optional(),
    clientServiceId: idSchema.optional(),
    status: z.enum(SCHEDULED_VISIT_STATUSES).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.to < v.from) ctx.addIssue({ code: 'custom', message: ScheduleMsg.rangeReversed, path: ['to'] });
    const days = (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 + 1;
    if (days > SCHEDULE_LIMITS.maxRangeDays)
      ctx.addIssue({ code: 'custom', message: ScheduleMsg.rangeTooWide, path: ['to'] });
  });
export type ScheduledVisitsQuery = z.infer<typeof scheduledVisitsQuery>;
