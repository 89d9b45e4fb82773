import { z } from 'zod';
import { numberInput } from './number-input.js';
import { isKnownTimeZone } from './zoned-time.js';
import { storableString } from './text.js';
import { FormatMsg, isUsStateCode, X12_RESERVED } from './x12-formats.js';

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

export const SettingsMsg = {
  filingLimitInvalid: 'Filing limit must be a whole number of days from 30 to 730',
  npiInvalid: 'NPI must be 10 digits with a valid check digit',
  einInvalid: 'Federal tax ID must be 9 digits (12-3456789)',
  providerIdInvalid: 'PROMISe provider ID must be 9 digits',
  serviceLocationInvalid: 'Service location must be 4 digits',
  taxonomyInvalid: 'Taxonomy code must be 10 characters, such as 253Z00000X',
  zipInvalid: 'ZIP code must have all 9 digits (17101-1234) for claim files',
  phoneInvalid: 'Phone must be 10 digits',
  stateInvalid: FormatMsg.stateInvalid,
  claimIdInvalid: 'Use 2 to 15 letters or digits',
  x12Characters: FormatMsg.x12Characters,
  distanceInvalid: 'Distance limit must be between 0.05 and 10 miles',
  distanceRequired: 'Distance limit is required',
  versionInvalid: 'Version is not a version of these settings',
  scheduleWindowInvalid: 'Fulfilment window must be a whole number of minutes from 15 to 720',
  lateGraceInvalid: 'Late grace must be a whole number of minutes from 0 to 120',
  trainingHoursInvalid: 'Training hours must be from 0 to 200, in quarter hours',
} as const;

/** The Luhn check of an NPI: the 10 digits prefixed with 80840 (the NPI's card issuer prefix). */
export function isValidNpi(npi: string): boolean {
  if (!/^\d{10}$/.test(npi)) return false;
  const digits = `80840${npi}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const digitsOnly = (v: string) => v.replace(/[\s-]/g, '');

/**
 * An optional setting: undefined leaves it as it is, '' or null clears it, anything else must pass
 * `check` (and is stored as `normalize` returns it).
 */
const optionalSetting = (
  max: number,
  check?: { test: (v: string) => boolean; message: string },
  normalize = (v: string) => v,
) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    storableString()
      .trim()
      .max(max, `Must be at most ${max} characters`)
      .refine((v) => !X12_RESERVED.test(v), SettingsMsg.x12Characters)
      .transform(normalize)
      .refine((v) => !check || check.test(v), check?.message ?? '')
      .nullable()
      .optional(),
  );

/** GET|PUT /settings — the agency's settings as the Super Admin edits them. */
export const agencySettingsOut = z.object({
  timeZone: z.string(),
  legalName: z.string().nullable(),
  addressStreet: z.string().nullable(),
  addressCity: z.string().nullable(),
  addressState: z.string().nullable(),
  /** 9 digits. */
  addressZip: z.string().nullable(),
  phone: z.string().nullable(),
  contactName: z.string().nullable(),
  npi: z.string().nullable(),
  /** 9 digits. */
  ein: z.string().nullable(),
  promiseProviderId: z.string().nullable(),
  promiseServiceLocation: z.string().nullable(),
  taxonomyCode: z.string().nullable(),
  submitterId: z.string().nullable(),
  receiverId: z.string().nullable(),
  receiverName: z.string().nullable(),
  testClaimFiles: z.boolean(),
  evvDistanceLimitMiles: z.number(),
  /** Days from the date of service a claim may be filed in (PROMISe: 180); receivables flag claims near it. */
  claimFilingLimitDays: z.number().int(),
  /** A clock-in this many minutes before or after a planned visit's start fulfils it (docs/decisions/017). */
  scheduleWindowMinutes: z.number().int(),
  /** A planned visit with no clock-in this many minutes after its start is late. */
  scheduleLateGraceMinutes: z.number().int(),
  /** Training hours a year (ODP's fiscal year): direct support staff and their supervisors (ODP: 24). */
  trainingHoursDirect: z.number(),
  /** Training hours a year for management, Super Admins and Admins (ODP: 12). */
  trainingHoursManagement: z.number(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type AgencySettingsOut = z.infer<typeof agencySettingsOut>;

/** The EVV distance limit in miles (a number; the settings call also takes it as text). */
export const evvDistanceLimitField = z
  .number({ error: SettingsMsg.distanceRequired })
  .min(0.05, SettingsMsg.distanceInvalid)
  .max(10, SettingsMsg.distanceInvalid);

/** The claim filing limit in days from the date of service. */
export const claimFilingLimitField = z
  .number({ error: SettingsMsg.filingLimitInvalid })
  .int(SettingsMsg.filingLimitInvalid)
  .min(30, SettingsMsg.filingLimitInvalid)
  .max(730, SettingsMsg.filingLimitInvalid);

/** Minutes either side of a planned start in which a clock-in fulfils the visit. */
export const scheduleWindowField = z
  .number({ error: SettingsMsg.scheduleWindowInvalid })
  .int(SettingsMsg.scheduleWindowInvalid)
  .min(15, SettingsMsg.scheduleWindowInvalid)
  .max(720, SettingsMsg.scheduleWindowInvalid);

/** Minutes after a planned start before a visit with no clock-in is late. */
export const scheduleLateGraceField = z
  .number({ error: SettingsMsg.lateGraceInvalid })
  .int(SettingsMsg.lateGraceInvalid)
  .min(0, SettingsMsg.lateGraceInvalid)
  .max(120, SettingsMsg.lateGraceInvalid);

/** Training hours a year a kind of staff must complete (docs/decisions/018): 0 to 200, in quarter hours. */
export const trainingHoursField = z
  .number({ error: SettingsMsg.trainingHoursInvalid })
  .min(0, SettingsMsg.trainingHoursInvalid)
  .max(200, SettingsMsg.trainingHoursInvalid)
  .refine((h) => Number.isInteger(h * 4), SettingsMsg.trainingHoursInvalid);

/**
 * PUT /settings. Only `timeZone` is required (the call as it was before the claim settings);
 * every other field left out keeps its value, and '' or null clears it.
 */
export const updateAgencySettingsBody = z.object({
  timeZone: agencyTimeZoneField,
  legalName: optionalSetting(60),
  addressStreet: optionalSetting(55),
  addressCity: optionalSetting(30),
  addressState: optionalSetting(2, { test: isUsStateCode, message: SettingsMsg.stateInvalid }, (v) => v.toUpperCase()),
  addressZip: optionalSetting(10, { test: (v) => /^\d{9}$/.test(v), message: SettingsMsg.zipInvalid }, digitsOnly),
  phone: optionalSetting(20, { test: (v) => /^\d{10}$/.test(v), message: SettingsMsg.phoneInvalid }, (v) =>
    v.replace(/[\s().+-]/g, '').replace(/^1(\d{10})$/, '$1'),
  ),
  contactName: optionalSetting(60),
  npi: optionalSetting(10, { test: isValidNpi, message: SettingsMsg.npiInvalid }),
  ein: optionalSetting(10, { test: (v) => /^\d{9}$/.test(v), message: SettingsMsg.einInvalid }, digitsOnly),
  promiseProviderId: optionalSetting(9, { test: (v) => /^\d{9}$/.test(v), message: SettingsMsg.providerIdInvalid }),
  promiseServiceLocation: optionalSetting(4, {
    test: (v) => /^\d{4}$/.test(v),
    message: SettingsMsg.serviceLocationInvalid,
  }),
  taxonomyCode: optionalSetting(
    10,
    { test: (v) => /^\d{3}[0-9A-Z]{6}X$/.test(v), message: SettingsMsg.taxonomyInvalid },
    (v) => v.toUpperCase(),
  ),
  submitterId: optionalSetting(15, { test: (v) => /^[A-Za-z0-9]{2,15}$/.test(v), message: SettingsMsg.claimIdInvalid }),
  receiverId: optionalSetting(15, { test: (v) => /^[A-Za-z0-9]{2,15}$/.test(v), message: SettingsMsg.claimIdInvalid }),
  receiverName: optionalSetting(60),
  testClaimFiles: z.boolean().optional(),
  evvDistanceLimitMiles: numberInput(evvDistanceLimitField.optional()),
  claimFilingLimitDays: numberInput(claimFilingLimitField.optional()),
  scheduleWindowMinutes: numberInput(scheduleWindowField.optional()),
  scheduleLateGraceMinutes: numberInput(scheduleLateGraceField.optional()),
  trainingHoursDirect: numberInput(trainingHoursField.optional()),
  trainingHoursManagement: numberInput(trainingHoursField.optional()),
  /** The version read, to refuse a stale edit; optional (an integer column: larger is no version). */
  version: z.number().int().positive().max(2_147_483_647, SettingsMsg.versionInvalid).optional(),
});
export type UpdateAgencySettingsBody = z.infer<typeof updateAgencySettingsBody>;

/** The settings a claim file needs, with the label the screens use for each. */
export const CLAIM_SETTINGS = {
  legalName: 'Legal name',
  addressStreet: 'Street address',
  addressCity: 'City',
  addressState: 'State',
  addressZip: 'ZIP+4',
  phone: 'Phone',
  contactName: 'Billing contact',
  npi: 'NPI',
  ein: 'Federal tax ID (EIN)',
  promiseProviderId: 'PROMISe provider ID',
  promiseServiceLocation: 'PROMISe service location',
  taxonomyCode: 'Taxonomy code',
  submitterId: 'Submitter ID',
  receiverId: 'Receiver ID',
  receiverName: 'Receiver name',
} as const;
export type ClaimSettingKey = keyof typeof CLAIM_SETTINGS;
