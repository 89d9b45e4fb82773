/**
 * Who entered a work entry, in SQL: the twin of `enteredBy` in packages/shared (work-entries.ts),
 * the one definition the EVV checks, the Overview and the entry's details use. An entry is entered by
 * its staff member when they created it (a visit clocked in Hearth), by an admin when someone else
 * created it (a timesheet), and by nobody known when no creator is recorded (an import).
 */
import { sql, type SQL } from 'drizzle-orm';

const column = (alias: string, name: string) => sql.raw(`${alias}.${name}`);

/** True when an admin entered the work entry row `alias` for its staff member. */
export const enteredByAdminSql = (alias: string): SQL =>
  sql`(${column(alias, 'created_by_id')} IS NOT NULL AND ${column(alias, 'created_by_id')} <> ${column(alias, 'user_id')})`;
