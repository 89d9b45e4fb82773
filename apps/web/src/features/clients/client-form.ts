import type { Control } from 'react-hook-form';
import { z } from 'zod';
import {
  choiceFromSaved,
  createClientBody,
  DEFAULT_CLIENT_COUNTRY,
  DEFAULT_CLIENT_STATE,
  DEFAULT_MAP_CENTRE,
  formatPhone,
  FUNDING_SOURCES,
  savedFromChoice,
  Status,
  WAIVER_TYPES,
  type ClientOut,
  type CreateClientBody,
  type FileRef,
} from '@hearth/shared';

/** What the client form holds: text as typed, plus the waiver/funding "Other" pairs. */
export type ClientFormValues = {
  firstName: string;
  middleName: string;
  lastName: string;
  dob: string;
  mci: string;
  mpi: string;
  diagnosticCode: string;
  supportCoordinatorId: number | '';
  behavioralSpecialistId: number | '';
  /** The county (wire name `country`). */
  country: string;
  goalsOutcomes: string;
  memo: string;
  phone: string;
  familyContactEmail: string;
  waiverChoice: string;
  waiverOther: string;
  fundingChoice: string;
  fundingOther: string;
  isAuthorized: boolean;
  billingStreet: string;
  billingCity: string;
  billingState: string;
  billingZIP: string;
  billingCountry: string;
  latitude: number;
  longitude: number;
  status: number;
  files: FileRef[];
};

/**
 * The shared POST /client schema (so the form shows the server's messages), with the waiver type
 * and funding source split into a preset choice and an "Other" text.
 */
export const clientFormSchema = createClientBody.omit({ waiwer: true, fundingSource: true }).extend({
  waiverChoice: z.string(),
  waiverOther: z.string().trim().max(100, 'Must be at most 100 characters'),
  fundingChoice: z.string(),
  fundingOther: z.string().trim().max(100, 'Must be at most 100 characters'),
});
export type ClientFormOutput = z.output<typeof clientFormSchema>;

export const emptyClientForm = (): ClientFormValues => ({
  firstName: '',
  middleName: '',
  lastName: '',
  dob: '',
  mci: '',
  mpi: '',
  diagnosticCode: '',
  supportCoordinatorId: '',
  behavioralSpecialistId: '',
  country: '',
  goalsOutcomes: '',
  memo: '',
  phone: '',
  familyContactEmail: '',
  waiverChoice: '',
  waiverOther: '',
  fundingChoice: '',
  fundingOther: '',
  isAuthorized: false,
  billingStreet: '',
  billingCity: '',
  billingState: DEFAULT_CLIENT_STATE,
  billingZIP: '',
  billingCountry: DEFAULT_CLIENT_COUNTRY,
  latitude: DEFAULT_MAP_CENTRE.latitude,
  longitude: DEFAULT_MAP_CENTRE.longitude,
  status: Status.Active,
  files: [],
});

/** A loaded client as form values; a waiver/funding value outside the lists shows as Other + text. */
export function clientToForm(c: ClientOut): ClientFormValues {
  const waiver = choiceFromSaved(c.waiwer, WAIVER_TYPES);
  const funding = choiceFromSaved(c.fundingSource, FUNDING_SOURCES);
  return {
    firstName: c.firstName,
    middleName: c.middleName ?? '',
    lastName: c.lastName,
    dob: c.dob ?? '',
    mci: c.mci,
    mpi: c.mpi ?? '',
    diagnosticCode: c.diagnosticCode ?? '',
    supportCoordinatorId: c.supportCoordinatorId ?? '',
    behavioralSpecialistId: c.behavioralSpecialistId ?? '',
    country: c.country,
    goalsOutcomes: c.goalsOutcomes ?? '',
    memo: c.memo ?? '',
    phone: formatPhone(c.phone),
    familyContactEmail: c.familyContactEmail ?? '',
    waiverChoice: waiver.choice,
    waiverOther: waiver.other,
    fundingChoice: funding.choice,
    fundingOther: funding.other,
    isAuthorized: c.isAuthorized,
    billingStreet: c.billingStreet,
    billingCity: c.billingCity,
    billingState: c.billingState || DEFAULT_CLIENT_STATE,
    billingZIP: c.billingZIP,
    billingCountry: c.billingCountry || DEFAULT_CLIENT_COUNTRY,
    latitude: c.latitude,
    longitude: c.longitude,
    status: c.status,
    files: c.files.map(({ name, documentKey, fileType, url }) => ({ name, documentKey, fileType, url })),
  };
}

/** The POST/PUT /client payload: the chosen preset, or the "Other" text, is what is saved. */
export function formToBody(values: ClientFormOutput): CreateClientBody {
  const { waiverChoice, waiverOther, fundingChoice, fundingOther, ...rest } = values;
  return {
    ...rest,
    waiwer: savedFromChoice(waiverChoice, waiverOther),
    fundingSource: savedFromChoice(fundingChoice, fundingOther),
  };
}

/** Server field names (wire) → form field names, for showing a server error under its field. */
export function formFieldOf(serverField: string | undefined): keyof ClientFormValues | null {
  if (!serverField) return null;
  if (serverField === 'waiwer') return 'waiverChoice';
  if (serverField === 'fundingSource') return 'fundingChoice';
  return serverField in emptyClientForm() ? (serverField as keyof ClientFormValues) : null;
}

/** One line for the geocoder: street, city, state ZIP, country. */
export function addressLine(
  v: Pick<ClientFormValues, 'billingStreet' | 'billingCity' | 'billingState' | 'billingZIP' | 'billingCountry'>,
): string {
  const stateZip = [v.billingState, v.billingZIP]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');
  return [v.billingStreet, v.billingCity, stateZip, v.billingCountry]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ');
}

/** The client form's react-hook-form control. */
export type ClientFormControl = Control<ClientFormValues, unknown, ClientFormOutput>;
