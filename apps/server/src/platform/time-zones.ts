/**
 * The time zones a call may name: those PostgreSQL knows (`pg_timezone_names`) and Intl knows.
 * Every zone Hearth stores or names ends up in SQL (`AT TIME ZONE`, day ranges), and Node's Intl
 * accepts names PostgreSQL does not (`US/Pacific-New` on PostgreSQL 18): such a zone, accepted
 * and stored, made every later query with it fail (issue 24). The list is read once per process
 * at start and handed to the shared `isKnownTimeZone`, the one check every zone input already
 * goes through (visit starts, timesheets, the work entry list, reports, the agency setting).
 */
import { sql } from 'drizzle-orm';
import { isKnownTimeZone, restrictTimeZones } from '@hearth/shared';
import type { Db } from '../db/client.js';
import type { AgencyZone } from './agency-zone.js';

let loaded: Promise<void> | undefined;

/**
 * Reads the database's zone names once per process (every instance of the app in a process talks
 * to the same server; the view takes ~100 ms to build) and narrows `isKnownTimeZone` to them.
 */
export function loadDatabaseTimeZones(db: Db): Promise<void> {
  loaded ??= db
    .execute<{ name: string }>(sql`SELECT name FROM pg_timezone_names`)
    .then((result) => {
      const rows = (result as { rows: { name: string }[] }).rows;
      restrictTimeZones(rows.map((r) => r.name));
    })
    .catch((err: unknown) => {
      loaded = undefined;
      throw err;
    });
  return loaded;
}

/**
 * The zone to keep using for a record that holds `stored`: itself when it is known, else the
 * agency's. A visit started before the check (or a zone the database dropped in an upgrade) is
 * then completed in the agency's zone instead of failing for ever; callers record the change.
 */
export function usableZone(stored: string, agency: AgencyZone): string {
  return isKnownTimeZone(stored) ? stored : agency.timeZone();
}
