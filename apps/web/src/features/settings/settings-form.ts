import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import {
  CLAIM_SETTINGS,
  claimFilingLimitField,
  DEFAULT_DISTANCE_LIMIT_MILES,
  DEFAULT_FILING_LIMIT_DAYS,
  formatPhone,
  evvDistanceLimitField,
  numberInput,
  scheduleLateGraceField,
  scheduleWindowField,
  trainingHoursField,
  updateAgencySettingsBody,
  type AgencySettingsOut,
  type ClaimSettingKey,
} from '@hearth/shared';
import { zodFormResolver } from '../../lib/form-resolver';

/** What the settings form holds: text as typed (or as the saved value is shown), the switch, the zone. */
export type SettingsFormValues = Record<ClaimSettingKey, string> & {
  testClaimFiles: boolean;
  /** Miles, as typed. */
  evvDistanceLimitMiles: string;
  /** Days, as typed. */
  claimFilingLimitDays: string;
  /** Minutes, as typed. */
  scheduleWindowMinutes: string;
  /** Minutes, as typed. */
  scheduleLateGraceMinutes: string;
  /** Hours a year, as typed (direct support staff and management). */
  trainingHoursDirect: string;
  trainingHoursManagement: string;
  timeZone: string;
};

/**
 * PUT /settings's own schema (so the form shows the server's messages), minus the version, which
 * the page adds. On the form the distance and filing limits are required: an empty box says so.
 */
const settingsFormSchema = updateAgencySettingsBody.omit({ version: true }).extend({
  evvDistanceLimitMiles: numberInput(evvDistanceLimitField),
  claimFilingLimitDays: numberInput(claimFilingLimitField),
  scheduleWindowMinutes: numberInput(scheduleWindowField),
  scheduleLateGraceMinutes: numberInput(scheduleLateGraceField),
  trainingHoursDirect: numberInput(trainingHoursField),
  trainingHoursManagement: numberInput(trainingHoursField),
});
export type SettingsFormOutput = z.output<typeof settingsFormSchema>;

// The schema's input types are wider (`unknown` for preprocessed fields) than the form's values.
export const settingsResolver = zodFormResolver<SettingsFormValues, SettingsFormOutput>(settingsFormSchema);

export type SettingsFormControl = Control<SettingsFormValues, unknown, SettingsFormOutput>;

/** The database's defaults (migration 0014), for a server that does not send the settings yet. */
export const DEFAULT_SCHEDULE_WINDOW_MINUTES = 120;
export const DEFAULT_LATE_GRACE_MINUTES = 15;
/** ODP's annual training hours (migration 0015's defaults). */
export const DEFAULT_TRAINING_HOURS_DIRECT = 24;
export const DEFAULT_TRAINING_HOURS_MANAGEMENT = 12;

/** A saved 9-digit EIN as people write it: 12-3456789. */
function formatEin(ein: string | null | undefined): string {
  if (!ein) return '';
  return /^\d{9}$/.test(ein) ? `${ein.slice(0, 2)}-${ein.slice(2)}` : ein;
}

/** A saved 9-digit ZIP as ZIP+4: 17101-1234. */
function formatZip(zip: string | null | undefined): string {
  if (!zip) return '';
  return /^\d{9}$/.test(zip) ? `${zip.slice(0, 5)}-${zip.slice(5)}` : zip;
}

/** The saved settings as form values: empty text for what is not set, EIN, ZIP and phone as people write them. */
export function settingsToForm(s: AgencySettingsOut): SettingsFormValues {
  const text = Object.fromEntries(
    (Object.keys(CLAIM_SETTINGS) as ClaimSettingKey[]).map((k) => [k, s[k] ?? '']),
  ) as Record<ClaimSettingKey, string>;
  return {
    ...text,
    addressZip: formatZip(s.addressZip),
    phone: formatPhone(s.phone),
    ein: formatEin(s.ein),
    testClaimFiles: s.testClaimFiles,
    evvDistanceLimitMiles: String(s.evvDistanceLimitMiles ?? DEFAULT_DISTANCE_LIMIT_MILES),
    // An older server does not send it yet: its default.
    claimFilingLimitDays: String(s.claimFilingLimitDays ?? DEFAULT_FILING_LIMIT_DAYS),
    scheduleWindowMinutes: String(s.scheduleWindowMinutes ?? DEFAULT_SCHEDULE_WINDOW_MINUTES),
    scheduleLateGraceMinutes: String(s.scheduleLateGraceMinutes ?? DEFAULT_LATE_GRACE_MINUTES),
    trainingHoursDirect: String(s.trainingHoursDirect ?? DEFAULT_TRAINING_HOURS_DIRECT),
    trainingHoursManagement: String(s.trainingHoursManagement ?? DEFAULT_TRAINING_HOURS_MANAGEMENT),
    timeZone: s.timeZone,
  };
}

const FORM_FIELDS = new Set<string>(Object.keys(settingsFormSchema.shape));

/** The form field a server error names (the wire names are the form's), or null when it names none of them. */
export function formFieldOf(serverField: string | undefined): keyof SettingsFormValues | null {
  return serverField && FORM_FIELDS.has(serverField) ? (serverField as keyof SettingsFormValues) : null;
}
