/**
 * The agency's time zone (a setting; docs/decisions/006, "One agency time zone"): every calendar
 * question — which day it is, a list's or report's range, the same-day rule of a new timesheet,
 * whether an authorization is current — is answered in it, never in the browser's or the
 * server's zone. Each instance keeps it in memory, read at start, replaced at once when this
 * instance saves it, and re-read every minute so another instance's change arrives within one.
 */
import { DEFAULT_TIME_ZONE, dayIn, isKnownTimeZone } from '@hearth/shared';
import type { Db } from '../db/client.js';
import type { Clock } from './clock.js';
import { loadDatabaseTimeZones } from './time-zones.js';

export const AGENCY_ZONE_REFRESH_MS = 60_000;

export type AgencyZone = {
  /** The agency's IANA time zone now. */
  timeZone(): string;
  /** Today's date (YYYY-MM-DD) in the agency's zone. */
  today(clock: Clock): string;
  /** Takes a zone this instance has just saved. */
  set(timeZone: string): void;
  /** Re-reads the setting (another instance may have changed it). */
  refresh(): Promise<void>;
};

/**
 * Reads the saved zone (the settings module owns the row and creates it where missing); app.ts
 * hands it in, so platform reads no module.
 */
export type SavedZoneReader = () => Promise<string>;

/** The saved zone → a zone runtime and database know. */
async function readZone(readSaved: SavedZoneReader): Promise<string> {
  const timeZone = await readSaved();
  // A zone this runtime's ICU or this database does not know (an older Node, a PostgreSQL upgrade
  // that dropped it) must not stop every calendar.
  return isKnownTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
}

/** The agency zone, loaded now (with the zones the database knows: time-zones.ts). */
export async function loadAgencyZone(db: Db, readSaved: SavedZoneReader): Promise<AgencyZone> {
  await loadDatabaseTimeZones(db);
  let zone = await readZone(readSaved);
  return {
    timeZone: () => zone,
    today: (clock) => dayIn(clock.now(), zone),
    set: (timeZone) => {
      zone = timeZone;
    },
    refresh: async () => {
      zone = await readZone(readSaved);
    },
  };
}

/** Re-reads the zone every minute while the server runs; returns the stop function. */
export function scheduleAgencyZoneRefresh(agency: AgencyZone, onError: (err: unknown) => void): () => void {
  const timer = setInterval(() => {
    agency.refresh().catch(onError);
  }, AGENCY_ZONE_REFRESH_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** A fixed zone (tests of code that takes an AgencyZone without a database). */
export function fixedAgencyZone(timeZone: string = DEFAULT_TIME_ZONE): AgencyZone {
  let zone = timeZone;
  return {
    timeZone: () => zone,
    today: (clock) => dayIn(clock.now(), zone),
    set: (z) => {
      zone = z;
    },
    refresh: async () => {},
  };
}
