/** The zone a new agency starts in (Pennsylvania). The running agency's zone is a setting. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/**
 * Whether a name is an IANA time zone this runtime knows. Checked on every request that names a
 * zone, so the answer is remembered: building an Intl.DateTimeFormat costs ~80 µs.
 */
const known = new Set<string>();

export function isKnownTimeZone(timeZone: string): boolean {
  if (known.has(timeZone)) return true;
  if (timeZone.length === 0 || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    return false;
  }
  // Bounded: only names the runtime accepted, of which there are a few hundred (plus aliases).
  if (known.size < 2000) known.add(timeZone);
  return true;
}
