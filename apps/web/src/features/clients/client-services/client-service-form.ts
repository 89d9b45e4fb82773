import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  authorizationTotals,
  createClientServiceBody,
  Msg,
  type ClientServiceOut,
  type CreateClientServiceBody,
  type FileRef,
  type ServiceOut,
} from '@hearth/shared';
import { zodFormResolver } from '../../../lib/form-resolver';

/** What the Create Service / Edit Service form holds: text inputs stay strings until submit. */
export type ClientServiceFormValues = {
  clientId: number;
  /** Catalogue entry the authorization was prefilled from ('' = none). */
  serviceId: number | '';
  serviceName: string;
  serviceCode: string;
  serviceAccount: string;
  serviceDescription: string;
  serviceUnitRate: string;
  serviceUnitLength: string;
  /** YYYY-MM-DD (native date input). */
  serviceStartDate: string;
  serviceEndDate: string;
  serviceUnitsAuthorized: string;
  serviceIsNegetiveUnitsAllowed: boolean;
  serviceIsAuthorized: boolean;
  isDegreeRequired: boolean;
  isDatesConfirmed: boolean;
  isOverlappable: boolean;
  /** Attachments already on the authorization: sent back unchanged so an edit keeps them. */
  files: FileRef[];
};

export const FORM_FIELDS = [
  'serviceId',
  'serviceName',
  'serviceCode',
  'serviceAccount',
  'serviceDescription',
  'serviceUnitRate',
  'serviceUnitLength',
  'serviceStartDate',
  'serviceEndDate',
  'serviceUnitsAuthorized',
] as const satisfies readonly (keyof ClientServiceFormValues)[];

export const isFormField = (field: string | undefined): field is (typeof FORM_FIELDS)[number] =>
  field !== undefined && (FORM_FIELDS as readonly string[]).includes(field);

const numberText = (n: number) => String(n);

export function emptyClientServiceForm(clientId: number): ClientServiceFormValues {
  return {
    clientId,
    serviceId: '',
    serviceName: '',
    serviceCode: '',
    serviceAccount: '',
    serviceDescription: '',
    serviceUnitRate: '',
    serviceUnitLength: '',
    serviceStartDate: '',
    serviceEndDate: '',
    serviceUnitsAuthorized: '',
    serviceIsNegetiveUnitsAllowed: false,
    serviceIsAuthorized: false,
    isDegreeRequired: false,
    isDatesConfirmed: false,
    isOverlappable: false,
    files: [],
  };
}

export function clientServiceToForm(cs: ClientServiceOut): ClientServiceFormValues {
  return {
    clientId: cs.clientId,
    serviceId: cs.serviceId ?? '',
    serviceName: cs.serviceName,
    serviceCode: cs.serviceCode,
    serviceAccount: cs.serviceAccount ?? '',
    serviceDescription: cs.serviceDescription ?? '',
    serviceUnitRate: numberText(cs.serviceUnitRate),
    serviceUnitLength: numberText(cs.serviceUnitLength),
    serviceStartDate: cs.serviceStartDate.slice(0, 10),
    serviceEndDate: cs.serviceEndDate.slice(0, 10),
    serviceUnitsAuthorized: numberText(cs.serviceUnitsAuthorized),
    serviceIsNegetiveUnitsAllowed: cs.serviceIsNegetiveUnitsAllowed,
    serviceIsAuthorized: cs.serviceIsAuthorized,
    isDegreeRequired: cs.isDegreeRequired,
    isDatesConfirmed: cs.isDatesConfirmed,
    isOverlappable: cs.isOverlappable,
    files: cs.files.map(({ name, documentKey, fileType, url }) => ({ name, documentKey, fileType, url })),
  };
}

/** The fields a catalogue entry fills in (they stay editable: the authorization keeps its own copy). */
export function prefillFromCatalogue(service: ServiceOut) {
  return {
    serviceId: service.serviceId,
    serviceName: service.name,
    serviceCode: service.code,
    serviceUnitRate: numberText(service.unitRate),
    serviceUnitLength: numberText(service.unitLength),
    isDegreeRequired: service.isDegreeRequired,
    isOverlappable: service.isOverlappable,
  } satisfies Partial<ClientServiceFormValues>;
}

const sharedResolver = zodFormResolver<ClientServiceFormValues, CreateClientServiceBody>(createClientServiceBody);

/**
 * The shared schema's messages, plus the end-before-start check even while other fields are
 * still missing (the schema's cross-field rule only runs once every field is valid).
 */
export const clientServiceResolver: Resolver<ClientServiceFormValues, unknown, CreateClientServiceBody> = async (
  values,
  context,
  options,
) => {
  const result = await sharedResolver(values, context, options);
  const { serviceStartDate: start, serviceEndDate: end } = values;
  const errors = result.errors as FieldErrors<ClientServiceFormValues>;
  if (start && end && end < start && !errors.serviceEndDate) {
    return {
      values: {},
      errors: { ...errors, serviceEndDate: { type: 'custom', message: Msg.endBeforeStart } },
    };
  }
  return result;
};

/** The spec sends client-service dates as 'YYYY-MM-DD HH:mm:ss.SSS' (spec 01 section 7). */
export const toWireDate = (isoDate: string) => `${isoDate.slice(0, 10)} 00:00:00.000`;

/** Live read-only totals: worth = units × rate; remaining = authorized − utilized (2 decimals). */
export function liveTotals(unitsAuthorized: string, unitRate: string, unitsUtilized: number) {
  const parse = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text));
  const units = parse(unitsAuthorized);
  const rate = parse(unitRate);
  const totals = authorizationTotals({ unitsAuthorized: units ?? 0, unitRate: rate ?? 0, unitsUtilized });
  return {
    totalWorth: units !== null && rate !== null ? totals.totalWorth : null,
    unitsRemaining: units !== null ? totals.unitsRemaining : null,
  };
}
