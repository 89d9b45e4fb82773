import { useQuery } from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE, isKnownTimeZone, type AgencyOut } from '@hearth/shared';
import { apiRequest, type ResponseSchema } from './api-client';
import { readRaw, writeJson } from './storage';

/**
 * The agency's time zone on this device (docs/decisions/006, "One agency time zone"): dates,
 * ranges, "today" and new timesheets use it, never the browser's zone. It comes from GET /agency
 * after sign-in and is remembered, so a phone that opens Hearth with no signal still counts days
 * as the agency does.
 */
export const AGENCY_ZONE_STORAGE_KEY = 'hearth.agencyTimeZone';

function storedZone(): string | null {
  const raw = readRaw(AGENCY_ZONE_STORAGE_KEY);
  if (!raw) return null;
  try {
    const zone = JSON.parse(raw) as unknown;
    return typeof zone === 'string' && isKnownTimeZone(zone) ? zone : null;
  } catch {
    return null;
  }
}

let zone: string = storedZone() ?? DEFAULT_TIME_ZONE;

/** The agency's IANA time zone as this device knows it. */
export const agencyTimeZone = (): string => zone;

/** Takes the zone the server sent (ignored when this runtime does not know it). */
export function setAgencyTimeZone(next: string): void {
  if (!isKnownTimeZone(next)) return;
  zone = next;
  writeJson(AGENCY_ZONE_STORAGE_KEY, next);
}

/** Whether this device has learnt the zone from the server before (now or on an earlier visit). */
export const agencyZoneKnown = (): boolean => storedZone() !== null;

/** GET /agency's `{ data: agencyOut }`, checked by hand: every signed-in screen waits for it and zod is not in the entry. */
const agencyResponse: ResponseSchema<{ data: AgencyOut }> = {
  safeParse(body) {
    const data = (body as { data?: { timeZone?: unknown } } | null)?.data;
    return typeof data?.timeZone === 'string'
      ? { success: true, data: { data: { timeZone: data.timeZone } } }
      : { success: false };
  },
};

/**
 * Fetches the agency's zone once per sign-in. `ready` is true once it is known: at once when an
 * earlier visit stored it, else when the answer arrives (or fails: the default zone is used).
 */
export function useAgencyZone(enabled: boolean): { ready: boolean } {
  const query = useQuery({
    queryKey: ['agency'],
    enabled,
    staleTime: 30 * 60_000,
    retry: 1,
    queryFn: async ({ signal }) => (await apiRequest('/agency', { schema: agencyResponse, signal, track: false })).data,
  });
  const fetched = query.data?.timeZone;
  // Set while rendering (idempotent), so the screens below render with it in this same pass.
  if (fetched && fetched !== zone) setAgencyTimeZone(fetched);
  return { ready: !enabled || agencyZoneKnown() || query.isFetched || query.isError };
}
