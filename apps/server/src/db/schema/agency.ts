import { check, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The agency's own settings: one row (id 1). Today the time zone every calendar question is
 * answered in (which day, a list's or report's range, the same-day rule of a new timesheet);
 * the claim settings (NPI, tax ID, PROMISe IDs) join it later.
 */
export const agencySettings = pgTable(
  'agency_settings',
  {
    id: smallint('id').primaryKey().default(1),
    timeZone: text('time_zone').notNull().default('America/New_York'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedById: integer('updated_by_id'),
  },
  (t) => [check('agency_settings_one_row', sql`${t.id} = 1`)],
);
