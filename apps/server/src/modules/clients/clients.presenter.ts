import { listName, type ClientForStaffOut, type ClientOut, type CreateClientBody } from '@hearth/shared';
import type { CurrentUser } from '../../platform/auth.js';
import { dateOut, fullName, isoOut } from '../../platform/records.js';
import { presentFile, type FileRow } from '../files/index.js';
import type * as repo from './clients.repo.js';

/** Whitelisted client fields (PHI): the full record for admins, the visit's view for staff. */

/** The id and names every view of a client starts with. */
const clientNames = (row: repo.ClientRow) => ({
  clientId: row.id,
  firstName: row.firstName,
  middleName: row.middleName,
  lastName: row.lastName,
  name: listName(row),
});

export function presentClient(found: repo.ClientWithLinks, files: FileRow[]): ClientOut {
  const { client: row, supportCoordinator, behavioralSpecialist } = found;
  return {
    ...clientNames(row),
    dob: dateOut(row.dob),
    mci: row.mci,
    mpi: row.mpi,
    diagnosticCode: row.diagnosticCode,
    supportCoordinatorId: row.supportsCoordinatorId,
    supportCoordinator:
      supportCoordinator && row.supportsCoordinatorId != null
        ? { id: row.supportsCoordinatorId, name: fullName(supportCoordinator) }
        : null,
    behavioralSpecialistId: row.behavioralSpecialistId,
    behavioralSpecialist:
      behavioralSpecialist && row.behavioralSpecialistId != null
        ? { id: row.behavioralSpecialistId, name: fullName(behavioralSpecialist) }
        : null,
    country: row.county,
    goalsOutcomes: row.goalsOutcomes,
    memo: row.memo,
    phone: row.phone,
    familyContactEmail: row.familyContactEmail,
    waiwer: row.waiverType,
    fundingSource: row.fundingSource,
    isAuthorized: row.isAuthorized,
    billingStreet: row.billingStreet,
    billingCity: row.billingCity,
    billingState: row.billingState,
    billingZIP: row.billingZip,
    billingCountry: row.billingCountry,
    latitude: row.latitude,
    longitude: row.longitude,
    status: row.status,
    files: files.map(presentFile),
    version: row.version,
    createdAt: isoOut(row.createdAt),
    updatedAt: isoOut(row.updatedAt),
  };
}

/** The visit's view of a client: name, address, goals and outcomes. */
export function presentClientForStaff(row: repo.ClientRow): ClientForStaffOut {
  return {
    ...clientNames(row),
    billingStreet: row.billingStreet,
    billingCity: row.billingCity,
    billingState: row.billingState,
    billingZIP: row.billingZip,
    billingCountry: row.billingCountry,
    goalsOutcomes: row.goalsOutcomes,
  };
}

export function toValues(
  body: CreateClientBody,
  actor: CurrentUser,
  now: Date,
  position: { latitude: number; longitude: number },
): repo.ClientValues {
  return {
    firstName: body.firstName,
    middleName: body.middleName ?? null,
    lastName: body.lastName,
    dob: body.dob ?? null,
    mci: body.mci,
    mpi: body.mpi ?? null,
    diagnosticCode: body.diagnosticCode ?? null,
    supportsCoordinatorId: body.supportCoordinatorId ?? null,
    behavioralSpecialistId: body.behavioralSpecialistId ?? null,
    county: body.country,
    goalsOutcomes: body.goalsOutcomes ?? null,
    memo: body.memo ?? null,
    phone: body.phone,
    familyContactEmail: body.familyContactEmail ?? null,
    waiverType: body.waiwer ?? null,
    fundingSource: body.fundingSource ?? null,
    isAuthorized: body.isAuthorized,
    billingStreet: body.billingStreet,
    billingCity: body.billingCity,
    billingState: body.billingState,
    billingZip: body.billingZIP,
    billingCountry: body.billingCountry,
    latitude: body.latitude ?? position.latitude,
    longitude: body.longitude ?? position.longitude,
    status: body.status,
    updatedAt: now,
    updatedById: actor.id,
  };
}
