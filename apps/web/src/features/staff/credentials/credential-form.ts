import type { Resolver } from 'react-hook-form';
import {
  createCredentialBody,
  expiryFor,
  type CreateCredentialBody,
  type CredentialTypeOut,
  type Determination,
  type FileRef,
} from '@hearth/shared';
import { dayText } from '../../../lib/format';
import { zodFormResolver } from '../../../lib/form-resolver';

/** The add/renew credential form as typed ('' for none). */
export type CredentialFormValues = {
  credentialTypeId: number | '';
  number: string;
  issuedOn: string;
  expiresOn: string;
  determination: Determination | '';
  determinationNote: string;
  notes: string;
  files: FileRef[];
};

export const emptyCredentialForm = (credentialTypeId: number | ''): CredentialFormValues => ({
  credentialTypeId,
  number: '',
  issuedOn: '',
  expiresOn: '',
  determination: '',
  determinationNote: '',
  notes: '',
  files: [],
});

const bodyResolver = zodFormResolver<CredentialFormValues, CreateCredentialBody>(createCredentialBody);

/** The shared schema; "no determination chosen" ('') is none (null), which the save then asks for when the type needs one. */
export const credentialResolver: Resolver<CredentialFormValues, unknown, CreateCredentialBody> = (
  values,
  context,
  options,
) =>
  bodyResolver(
    { ...values, determination: values.determination || (null as unknown as CredentialFormValues['determination']) },
    context,
    options,
  );

/** What an empty expiry means for this type and issue date: "Empty: expires 02/28/2028 (24 months)". */
export function computedExpiryHint(type: CredentialTypeOut | undefined, issuedOn: string): string {
  if (!type) return 'Choose the credential type first';
  if (type.validMonths === null) return 'Empty: never expires';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(issuedOn)) return `Empty: ${type.validMonths} months from the issue date`;
  return `Empty: expires ${dayText(expiryFor(issuedOn, type.validMonths))} (${type.validMonths} months)`;
}

export const CredentialToast = {
  saved: 'Credential saved',
  saveFailed: 'Credential save failed',
  verified: 'Credential marked verified',
  verifyFailed: 'Credential verify failed',
} as const;
