import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients, clientServices } from './records.js';
import { users } from './users.js';
import { workEntries } from './work-entries.js';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A schedule (docs/decisions/017): planned visits of one authorization by one staff member (null:
 * an open shift), at `start_time` ('HH:mm', the agency's zone) for `duration_minutes`, on the ISO
 * `weekdays` of every week or every other week, from `start_date` to `end_date` (null: until the
 * authorization ends). Its occurrences are rows of scheduled_visits, generated when it is saved;
 * a "this and following" change ends it the day before and starts a new one (`split_from_id`).
 */
export const schedules = pgTable(
  'schedules',
  {
    id: serial('id').primaryKey(),
    clientServiceId: integer('client_service_id')
      .notNull()
      .references(() => clientServices.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    staffId: integer('staff_id').references(() => users.id),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    startTime: text('start_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    weekdays: smallint('weekdays').array().notNull(),
    intervalWeeks: smallint('interval_weeks').notNull().default(1),
    notes: text('notes'),
    overrideReason: text('override_reason'),
    splitFromId: integer('split_from_id'),
    deletedAt: ts('deleted_at'),
    version: integer('version').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    createdById: integer('created_by_id'),
    updatedById: integer('updated_by_id'),
  },
  (t) => [
    index('schedules_client_service_idx').on(t.clientServiceId),
    index('schedules_staff_idx').on(t.staffId),
    check('schedules_start_time', sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('schedules_duration', sql`${t.durationMinutes} BETWEEN 15 AND 1440`),
    check('schedules_interval', sql`${t.intervalWeeks} IN (1, 2)`),
  ],
);

/**
 * One planned visit of a schedule. `origin_date` is the day the series put it on (one per series
 * and day); `service_date`, `starts_at`, `ends_at` and `staff_id` are where it is now (a "this
 * visit only" change sets `changed`). Fulfilled by the work entry of a clock-in within the window
 * (`work_entry_id`, at most one visit per entry). The watch marks `late_at` and `missed_at` once,
 * and `*_notified_at` when the admins were told.
 */
export const scheduledVisits = pgTable(
  'scheduled_visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => schedules.id),
    clientServiceId: integer('client_service_id').notNull(),
    clientId: integer('client_id').notNull(),
    staffId: integer('staff_id'),
    originDate: date('origin_date').notNull(),
    serviceDate: date('service_date').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    changed: boolean('changed').notNull().default(false),
    workEntryId: integer('work_entry_id').references(() => workEntries.id),
    cancelledAt: ts('cancelled_at'),
    cancelledById: integer('cancelled_by_id'),
    cancelReason: text('cancel_reason'),
    cancelNote: text('cancel_note'),
    lateAt: ts('late_at'),
    lateNotifiedAt: ts('late_notified_at'),
    missedAt: ts('missed_at'),
    missedNotifiedAt: ts('missed_notified_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scheduled_visits_origin_key').on(t.scheduleId, t.originDate),
    uniqueIndex('scheduled_visits_entry_key')
      .on(t.workEntryId)
      .where(sql`${t.workEntryId} IS NOT NULL`),
    index('scheduled_visits_starts_idx').on(t.startsAt),
    index('scheduled_visits_staff_idx').on(t.staffId, t.startsAt),
    index('scheduled_visits_client_idx').on(t.clientId, t.startsAt),
    index('scheduled_visits_authorization_idx').on(t.clientServiceId, t.startsAt),
    // The per-minute watch reads only visits still waiting for a clock-in.
    index('scheduled_visits_waiting_idx')
      .on(t.startsAt)
      .where(sql`${t.workEntryId} IS NULL AND ${t.cancelledAt} IS NULL AND ${t.missedAt} IS NULL`),
    check('scheduled_visits_times', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
