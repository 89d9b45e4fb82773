/** Geocoding of client addresses, behind one interface (ARCHITECTURE: "Outside world"). */

export type LatLng = { lat: number; lng: number };

export interface Geocoder {
  /** The location of an address, or null when none is configured, nothing matched or the call failed. */
  geocode(address: string): Promise<LatLng | null>;
}

type Log = { warn: (obj: object, msg: string) => void };

/** The default: no geocoding service; callers fall back to the default map centre. */
export class NoGeocoder implements Geocoder {
  async geocode(): Promise<LatLng | null> {
    return null;
  }
}

/**
 * A Nominatim-style HTTP geocoder. `urlTemplate` contains `{address}`, replaced by the URL-encoded
 * address, e.g. `https://nominatim.example.org/search?format=json&limit=1&q={address}`. The answer
 * may be an array `[{lat, lon}]` (Nominatim) or an object `{lat, lng}`; numbers or numeric strings.
 * Failures are logged without the address (it is PHI) and give null.
 */
export class HttpGeocoder implements Geocoder {
  constructor(private readonly opts: { urlTemplate: string; log?: Log; timeoutMs?: number; fetch?: typeof fetch }) {
    if (!opts.urlTemplate.includes('{address}')) throw new Error('GEOCODER_URL must contain {address}');
  }

  async geocode(address: string): Promise<LatLng | null> {
    const url = this.opts.urlTemplate.replaceAll('{address}', encodeURIComponent(address));
    const doFetch = this.opts.fetch ?? fetch;
    try {
      const res = await doFetch(url, {
        headers: { accept: 'application/json', 'user-agent': 'Hearth (HCBS agency software)' },
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 5000),
        redirect: 'follow',
      });
      if (!res.ok) {
        await res.body?.cancel();
        this.opts.log?.warn({ status: res.status }, 'geocoder answered with an error status');
        return null;
      }
      return parseLocation(await res.json());
    } catch (err) {
      // Name and code only: a message could quote the URL, which carries the address.
      const e = err as { name?: string; cause?: { code?: string } };
      this.opts.log?.warn({ error: e.name ?? 'Error', code: e.cause?.code }, 'geocoder call failed');
      return null;
    }
  }
}

function coordinate(value: unknown, limit: number): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/** `[{lat, lon}, ...]` → the first; `{lat, lng}` or `{lat, lon}`; anything else → null. */
export function parseLocation(body: unknown): LatLng | null {
  const first: unknown = Array.isArray(body) ? body[0] : body;
  if (!first || typeof first !== 'object') return null;
  const o = first as Record<string, unknown>;
  const lat = coordinate(o.lat, 90);
  const lng = coordinate(o.lng ?? o.lon, 180);
  return lat === null || lng === null ? null : { lat, lng };
}

/** HttpGeocoder when GEOCODER_URL is set, otherwise NoGeocoder. */
export function createGeocoder(urlTemplate: string | undefined, log?: Log): Geocoder {
  return urlTemplate ? new HttpGeocoder({ urlTemplate, ...(log ? { log } : {}) }) : new NoGeocoder();
}
