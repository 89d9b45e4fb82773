import { credentialState, DETERMINATIONS, type CredentialOut, type Determination } from '@hearth/shared';
import { presentFile, type FileRow } from '../files/index.js';
import { dateOut, isoOut } from '../../platform/records.js';
import type { CredentialView } from './staff-credentials.repo.js';

const asDetermination = (v: string | null): Determination | null =>
  v !== null && (DETERMINATIONS as readonly string[]).includes(v) ? (v as Determination) : null;

/** A credential as the API answers it, its state on the agency's `today`. */
export function presentCredential(row: CredentialView, files: FileRow[], today: string): CredentialOut {
  const expiresOn = dateOut(row.expiresOn);
  return {
    id: row.id,
    staffId: row.staffId,
    credentialTypeId: row.credentialTypeId,
    typeName: row.typeName,
    number: row.number,
    issuedOn: dateOut(row.issuedOn) ?? '',
    expiresOn,
    state: credentialState(expiresOn, row.graceDays, today),
    files: files.map(presentFile),
    determination: asDetermination(row.determination),
    determinationNote: row.determinationNote,
    notes: row.notes,
    verifiedBy:
      row.verifiedById !== null && row.verifierFirstName !== null
        ? { id: row.verifiedById, name: `${row.verifierFirstName} ${row.verifierLastName ?? ''}`.trim() }
        : null,
    verifiedAt: row.verifiedAt ? isoOut(row.verifiedAt) : null,
    superseded: row.supersededAt !== null,
    createdAt: isoOut(row.createdAt),
    version: row.version,
  };
}
