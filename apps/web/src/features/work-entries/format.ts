/** Work entries' own wording (days, times and figures come from lib/format). */

const MISSING_REASONS: Record<string, string> = {
  denied: 'denied',
  unavailable: 'unavailable',
  timeout: 'timed out',
  unsupported: 'not supported by the device',
  manual: 'not entered on the timesheet',
};

/** An EVV location: 'lat, lng', or why it is missing. */
export function locationText(latitude: number | null, longitude: number | null, missing: string | null): string {
  if (latitude !== null && longitude !== null) return `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;
  if (missing) return `Location missing (${MISSING_REASONS[missing] ?? missing})`;
  return 'Location not recorded';
}

/**
 * recordHistory: 1 imported from an external CRM, 2 created by the product (spec 01 section 3). Who
 * entered it is another field (`enteredBy`): "by Hearth" read as if nobody had.
 */
export function recordOriginText(recordHistory: number): string {
  return recordHistory === 1 ? 'Imported from an external CRM' : 'Created in Hearth';
}
