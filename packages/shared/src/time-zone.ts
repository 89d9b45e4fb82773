/** The zone a new agency starts in (Pennsylvania). The running agency's zone is a setting. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/**
 * Whether a name is an IANA time zone this runtime knows. Checked on every request that names a
 * zone, so the answer is remembered: building an Intl.DateTimeFormat costs ~80 µs.
 */
const known = new Set<string>();
/** The zones the server's database knows (`restrictTimeZones`); null: Intl alone decides (the web). */
let allowed: ReadonlySet<string> | null = null;

/**
 * Narrows {@link isKnownTimeZone} to these names as well. The server passes its PostgreSQL's
 * `pg_timezone_names` at start: Intl accepts names PostgreSQL does not (`US/Pacific-New` on
 * PostgreSQL 18), and such a zone, once stored, failed every query that used it (issue 24).
 * `null` lifts the restriction.
 */
export function restrictTimeZones(names: Iterable<string> | null): void {
  allowed = names === null ? null : new Set(names);
  known.clear();
}

export function isKnownTimeZone(timeZone: string): boolean {
  if (known.has(timeZone)) return true;
  if (timeZone.length === 0 || timeZone.length > 64) return false;
  if (allowed && !allowed.has(timeZone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    return false;
  }
  // Bounded: only names the runtime accepted, of which there are a few hundred (plus aliases).
  if (known.size < 2000) known.add(timeZone);
  return true;
}
