import type { Control, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { formatPhone, updateAgencySettingsBody, type AgencySettingsOut } from '@hearth/shared';

/** What the settings form holds: text as typed (or as the saved value is shown), the switch, the zone. */
export type SettingsFormValues = {
  legalName: string;
  addressStreet: string;
  addressCity: string;
  addressState: string;
  addressZip: string;
  phone: string;
  contactName: string;
  npi: string;
  ein: string;
  promiseProviderId: string;
  promiseServiceLocation: string;
  taxonomyCode: string;
  submitterId: string;
  receiverId: string;
  receiverName: string;
  testClaimFiles: boolean;
  /** Miles, as typed. */
  evvDistanceLimitMiles: string;
  timeZone: string;
};

/** The distance limit when an agency has never set one (the server's default too). */
export const DEFAULT_DISTANCE_LIMIT_MILES = 0.25;

const distanceLimit = updateAgencySettingsBody.shape.evvDistanceLimitMiles.unwrap();

/**
 * PUT /settings's own schema (so the form shows the server's messages), minus the version, which
 * the page adds. On the form the distance limit is required: an empty box says so.
 */
export const settingsFormSchema = updateAgencySettingsBody.omit({ version: true }).extend({
  evvDistanceLimitMiles: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), distanceLimit),
});
export type SettingsFormOutput = z.output<typeof settingsFormSchema>;

// The schema's input types are wider (`unknown` for preprocessed fields) than the form's values.
export const settingsResolver = zodResolver(settingsFormSchema) as unknown as Resolver<
  SettingsFormValues,
  unknown,
  SettingsFormOutput
>;

export type SettingsFormControl = Control<SettingsFormValues, unknown, SettingsFormOutput>;

/** A saved 9-digit EIN as people write it: 12-3456789. */
export function formatEin(ein: string | null | undefined): string {
  if (!ein) return '';
  return /^\d{9}$/.test(ein) ? `${ein.slice(0, 2)}-${ein.slice(2)}` : ein;
}

/** A saved 9-digit ZIP as ZIP+4: 17101-1234. */
export function formatZip(zip: string | null | undefined): string {
  if (!zip) return '';
  return /^\d{9}$/.test(zip) ? `${zip.slice(0, 5)}-${zip.slice(5)}` : zip;
}

/** The saved settings as form values. */
export function settingsToForm(s: AgencySettingsOut): SettingsFormValues {
  return {
    legalName: s.legalName ?? '',
    addressStreet: s.addressStreet ?? '',
    addressCity: s.addressCity ?? '',
    addressState: s.addressState ?? '',
    addressZip: formatZip(s.addressZip),
    phone: formatPhone(s.phone),
    contactName: s.contactName ?? '',
    npi: s.npi ?? '',
    ein: formatEin(s.ein),
    promiseProviderId: s.promiseProviderId ?? '',
    promiseServiceLocation: s.promiseServiceLocation ?? '',
    taxonomyCode: s.taxonomyCode ?? '',
    submitterId: s.submitterId ?? '',
    receiverId: s.receiverId ?? '',
    receiverName: s.receiverName ?? '',
    testClaimFiles: s.testClaimFiles,
    evvDistanceLimitMiles: String(s.evvDistanceLimitMiles ?? DEFAULT_DISTANCE_LIMIT_MILES),
    timeZone: s.timeZone,
  };
}

const FORM_FIELDS = new Set<string>(Object.keys(settingsFormSchema.shape));

/** The form field a server error names (the wire names are the form's), or null when it names none of them. */
export function formFieldOf(serverField: string | undefined): keyof SettingsFormValues | null {
  return serverField && FORM_FIELDS.has(serverField) ? (serverField as keyof SettingsFormValues) : null;
}
