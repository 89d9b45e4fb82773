import {
  createScBody,
  formatPhone,
  Status,
  updateScBody,
  type CreateScBody,
  type ScOut,
  type UpdateScBody,
} from '@hearth/shared';
import { zodFormResolver } from '../../lib/form-resolver';

/** What the supports coordinator form holds; the shared schemas turn it into the payload. */
export type ScFormValues = {
  scId?: number;
  version?: number;
  salutation: string;
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
  title: string;
  company: string;
  entity: string;
  /** Optional: an empty email is sent as null (spec 01 section 3). */
  email: string;
  phone: string;
  mobile: string;
  /** YYYY-MM-DD. */
  dob: string;
  billingStreet: string;
  billingCity: string;
  billingState: string;
  billingZIP: string;
  billingCountry: string;
  status: number;
  isAuthorized: boolean;
};

export type ScBody = CreateScBody | UpdateScBody;

/** New supports coordinators are Active (spec 01 section 4). */
export function newScValues(): ScFormValues {
  return {
    salutation: '',
    firstName: '',
    middleName: '',
    lastName: '',
    suffix: '',
    title: '',
    company: '',
    entity: '',
    email: '',
    phone: '',
    mobile: '',
    dob: '',
    billingStreet: '',
    billingCity: '',
    billingState: '',
    billingZIP: '',
    billingCountry: 'USA',
    status: Status.Active,
    isAuthorized: false,
  };
}

export function scToFormValues(sc: ScOut): ScFormValues {
  return {
    scId: sc.scId,
    version: sc.version,
    salutation: sc.salutation ?? '',
    firstName: sc.firstName,
    middleName: sc.middleName ?? '',
    lastName: sc.lastName,
    suffix: sc.suffix ?? '',
    title: sc.title ?? '',
    company: sc.company ?? '',
    entity: sc.entity ?? '',
    email: sc.email ?? '',
    phone: formatPhone(sc.phone),
    mobile: formatPhone(sc.mobile),
    dob: sc.dob ?? '',
    billingStreet: sc.billingStreet ?? '',
    billingCity: sc.billingCity ?? '',
    billingState: sc.billingState ?? '',
    billingZIP: sc.billingZIP ?? '',
    billingCountry: sc.billingCountry ?? '',
    status: sc.status,
    isAuthorized: sc.isAuthorized,
  };
}

export const createScResolver = zodFormResolver<ScFormValues, ScBody>(createScBody);
export const updateScResolver = zodFormResolver<ScFormValues, ScBody>(updateScBody);

/** Form fields a server error's `field` can point at. */
export const SC_FORM_FIELDS = new Set<string>(Object.keys(newScValues()));
