import { z } from 'zod';
import { isKnownTimeZone } from './zoned-time.js';

// Defined next to isKnownTimeZone, which has no zod: the web app's entry reads it (README, "Web delivery").
export { DEFAULT_TIME_ZONE } from './time-zone.js';

export const AgencyMsg = {
  timeZoneRequired: 'Time zone is required',
  timeZoneUnknown: 'Choose a time zone from the list (for example America/New_York).',
  saved: 'Agency settings saved',
} as const;

/** The IANA zones offered for the agency (the runtime's list, plus UTC which it leaves out). */
export function agencyTimeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}

/** A canonical IANA zone name ('America/Chicago'): abbreviations such as 'EST' are refused. */
export const agencyTimeZoneField = z
  .string({ error: AgencyMsg.timeZoneRequired })
  .trim()
  .min(1, AgencyMsg.timeZoneRequired)
  .max(64, AgencyMsg.timeZoneUnknown)
  .refine((tz) => isKnownTimeZone(tz) && agencyTimeZones().includes(tz), AgencyMsg.timeZoneUnknown);

/** GET /agency — what every signed-in screen needs to know about the agency. */
export const agencyOut = z.object({ timeZone: z.string() });
export type AgencyOut = z.infer<typeof agencyOut>;

/** GET|PUT /settings — the agency's settings as the Super Admin edits them. */
export const agencySettingsOut = z.object({
  timeZone: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type AgencySettingsOut = z.infer<typeof agencySettingsOut>;

export const updateAgencySettingsBody = z.object({
  timeZone: agencyTimeZoneField,
  /** The version read, to refuse a stale edit; optional. */
  version: z.number().int().positive().optional(),
});
export type UpdateAgencySettingsBody = z.infer<typeof updateAgencySettingsBody>;
