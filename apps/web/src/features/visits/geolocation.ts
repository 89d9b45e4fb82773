/** Why a visit has no start or end location (the server's startLocationMissing / endLocationMissing). */
export type LocationMissingReason = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export type CapturedLocation =
  { latitude: number; longitude: number; missing?: undefined } | { missing: LocationMissingReason };

export const LOCATION_UNAVAILABLE = 'Location unavailable — the visit is recorded without it';

/** The browser's own limit once it is allowed to look (spec brief: about 10 s; a fix up to a minute old will do). */
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 };
/**
 * Browsers don't count the time a permission prompt is open against `timeout`; a prompt left
 * unanswered must not hold the visit forever.
 */
const HARD_LIMIT_MS = 30_000;

/**
 * Electronic visit verification: the device's position, read ONCE when a visit starts or ends.
 * Never rejects: when the position can't be had the visit goes on and records why.
 */
export function captureLocation(): Promise<CapturedLocation> {
  const geo = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geo || typeof geo.getCurrentPosition !== 'function') return Promise.resolve({ missing: 'unsupported' });
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: CapturedLocation) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const timer = setTimeout(() => settle({ missing: 'timeout' }), HARD_LIMIT_MS);
    try {
      geo.getCurrentPosition(
        (position) => settle({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
        (error) =>
          settle({
            missing: error.code === 1 ? 'denied' : error.code === 3 ? 'timeout' : 'unavailable',
          }),
        POSITION_OPTIONS,
      );
    } catch {
      settle({ missing: 'unsupported' });
    }
  });
}
