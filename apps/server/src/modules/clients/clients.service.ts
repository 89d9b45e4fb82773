import {
  ClientMsg,
  DEFAULT_MAP_CENTRE,
  isAdminType,
  listName,
  UserType,
  type ClientForStaffOut,
  type ClientOut,
  type CreateClientBody,
  type ListQuery,
  type OptionQuery,
  type UpdateClientBody,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import type { AgencyZone } from '../../platform/agency-zone.js';
import type { Clock } from '../../platform/clock.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { optionFilter } from '../../platform/lists.js';
import { dateOut, fullName, isoOut, staleRecord } from '../../platform/records.js';
import { reachableClientIds, staffCanReachClient } from '../../policies/staff-reach.js';
import { filesOf, presentFile, syncRecordFiles, type FileRow } from '../files/files.repo.js';
import * as repo from './clients.repo.js';

const TARGET = 'client';

export function presentClient(found: repo.ClientWithLinks, files: FileRow[]): ClientOut {
  const { client: row, supportCoordinator, behavioralSpecialist } = found;
  return {
    clientId: row.id,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    name: listName(row),
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
    clientId: row.id,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    name: listName(row),
    billingStreet: row.billingStreet,
    billingCity: row.billingCity,
    billingState: row.billingState,
    billingZIP: row.billingZip,
    billingCountry: row.billingCountry,
    goalsOutcomes: row.goalsOutcomes,
  };
}

function toValues(
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

/** The linked people must exist: a 400 naming the field, rather than a foreign-key 500. */
async function checkLinks(db: Db, body: CreateClientBody): Promise<void> {
  if (body.supportCoordinatorId != null && !(await repo.supportsCoordinatorExists(db, body.supportCoordinatorId)))
    throw badRequest(ClientMsg.supportCoordinatorUnknown, 'supportCoordinatorId');
  if (body.behavioralSpecialistId != null && !(await repo.behavioralSpecialistExists(db, body.behavioralSpecialistId)))
    throw badRequest(ClientMsg.behavioralSpecialistUnknown, 'behavioralSpecialistId');
}

async function loadClientOut(db: Db, id: number): Promise<ClientOut | undefined> {
  const found = await repo.findClientWithLinks(db, id);
  if (!found) return undefined;
  return presentClient(found, await filesOf(db, 'client', id));
}

export function createClientService(deps: { db: Db; clock: Clock; agency: AgencyZone }) {
  const { db, clock, agency } = deps;
  return {
    async create(actor: CurrentUser, body: CreateClientBody, ip: string): Promise<ClientOut> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        await checkLinks(tx, body);
        const created = await repo.insertClient(tx, {
          ...toValues(body, actor, now, DEFAULT_MAP_CENTRE),
          createdById: actor.id,
        });
        await syncRecordFiles(tx, {
          recordType: 'client',
          recordId: created.id,
          refs: body.files,
          actorId: actor.id,
          now,
        });
        await audit(tx, {
          actorUserId: actor.id,
          action: 'client.create',
          targetType: TARGET,
          targetId: created.id,
          ip,
        });
        return (await loadClientOut(tx, created.id))!;
      });
    },

    async update(actor: CurrentUser, body: UpdateClientBody, ip: string): Promise<ClientOut> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const existing = await repo.findClient(tx, body.clientId);
        if (!existing) throw notFound(ClientMsg.notFound);
        await checkLinks(tx, body);
        const updated = await repo.updateClient(tx, body.clientId, body.version, toValues(body, actor, now, existing));
        if (!updated) throw staleRecord();
        await syncRecordFiles(tx, {
          recordType: 'client',
          recordId: updated.id,
          refs: body.files,
          actorId: actor.id,
          now,
        });
        await audit(tx, {
          actorUserId: actor.id,
          action: 'client.update',
          targetType: TARGET,
          targetId: updated.id,
          ip,
        });
        return (await loadClientOut(tx, updated.id))!;
      });
    },

    /**
     * Admins read the whole record. A staff member reads only the visit fields of a client they
     * reach (policies/staff-reach); any other id is a 404 indistinguishable from an unknown one.
     */
    async get(actor: CurrentUser, id: number, ip: string): Promise<ClientOut | ClientForStaffOut> {
      let out: ClientOut | ClientForStaffOut;
      if (isAdminType(actor.userType)) {
        const full = await loadClientOut(db, id);
        if (!full) throw notFound(ClientMsg.notFound);
        out = full;
      } else if (actor.userType === UserType.Staff) {
        const reachable = await staffCanReachClient(db, actor.id, id, agency.today(clock));
        const row = reachable ? await repo.findClient(db, id) : undefined;
        if (!row) throw notFound();
        out = presentClientForStaff(row);
      } else {
        throw forbidden();
      }
      await audit(db, { actorUserId: actor.id, action: 'client.read', targetType: TARGET, targetId: id, ip });
      return out;
    },

    async list(q: ListQuery) {
      const { rows, total } = await repo.listClients(db, q);
      return {
        data: rows.map((r) => ({
          clientId: r.id,
          name: listName(r),
          billingCity: r.billingCity,
          phone: r.phone,
          status: r.status,
        })),
        recordCount: total,
      };
    },

    /** Active clients for pickers (searched, bounded); `forUser` narrows to those a staff member reaches. */
    async options(q: OptionQuery, forUser?: CurrentUser) {
      const within =
        forUser && !isAdminType(forUser.userType)
          ? reachableClientIds(db, { staffId: forUser.id, on: agency.today(clock) })
          : undefined;
      const rows = await repo.activeClientOptions(db, optionFilter(q), within);
      return { data: rows.map((r) => ({ clientId: r.id, name: listName(r) })) };
    },
  };
}
export type ClientService = ReturnType<typeof createClientService>;
