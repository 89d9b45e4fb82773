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
import { staleRecord } from '../../platform/records.js';
import { reachableClientIds, staffCanReachClient } from '../../policies/staff-reach.js';
import { queueForAggregator } from '../aggregator/index.js';
import { filesOf, syncRecordFiles } from '../files/index.js';
import { presentClient, presentClientForStaff, toValues } from './clients.presenter.js';
import * as repo from './clients.repo.js';

const TARGET = 'client';

/** What the client use cases need (wired in app.ts). */
export type ClientDeps = { db: Db; clock: Clock; agency: AgencyZone };

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

/** After a create or update: the client's files, its queueing for the EVV aggregator, the audit row, and the client as the API shows it. */
async function saved(
  tx: Db,
  p: { id: number; action: string; actor: CurrentUser; files: CreateClientBody['files']; ip: string; now: Date },
): Promise<ClientOut> {
  const { id, actor } = p;
  await syncRecordFiles(tx, { recordType: 'client', recordId: id, refs: p.files, actorId: actor.id, now: p.now });
  await queueForAggregator(tx, { kind: 'client', recordIds: [id], changedAt: p.now, changedById: actor.id });
  await audit(tx, { actorUserId: actor.id, action: p.action, targetType: TARGET, targetId: id, ip: p.ip });
  return (await loadClientOut(tx, id))!;
}

/** POST /client: the record, its files and the audit row, in one transaction. */
export async function createClient(
  deps: ClientDeps,
  actor: CurrentUser,
  body: CreateClientBody,
  ip: string,
): Promise<ClientOut> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await checkLinks(tx, body);
    const created = await repo.insertClient(tx, {
      ...toValues(body, actor, now, DEFAULT_MAP_CENTRE),
      createdById: actor.id,
    });
    return saved(tx, { id: created.id, action: 'client.create', actor, files: body.files, ip, now });
  });
}

/** PUT /client (stale versions refused). */
export async function updateClient(
  deps: ClientDeps,
  actor: CurrentUser,
  body: UpdateClientBody,
  ip: string,
): Promise<ClientOut> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const existing = await repo.findClient(tx, body.clientId);
    if (!existing) throw notFound(ClientMsg.notFound);
    await checkLinks(tx, body);
    const updated = await repo.updateClient(tx, body.clientId, body.version, toValues(body, actor, now, existing));
    if (!updated) throw staleRecord();
    return saved(tx, { id: updated.id, action: 'client.update', actor, files: body.files, ip, now });
  });
}

/**
 * Admins read the whole record. A staff member reads only the visit fields of a client they
 * reach (policies/staff-reach); any other id is a 404 indistinguishable from an unknown one.
 */
export async function getClient(
  deps: ClientDeps,
  actor: CurrentUser,
  id: number,
  ip: string,
): Promise<ClientOut | ClientForStaffOut> {
  const { db, clock, agency } = deps;
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
}

export async function listClients(deps: Pick<ClientDeps, 'db'>, q: ListQuery) {
  const { rows, total } = await repo.listClients(deps.db, q);
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
}

/** Active clients for pickers (searched, bounded); `forUser` narrows to those a staff member reaches. */
export async function clientOptions(deps: ClientDeps, q: OptionQuery, forUser?: CurrentUser) {
  const { db, clock, agency } = deps;
  const within =
    forUser && !isAdminType(forUser.userType)
      ? reachableClientIds(db, { staffId: forUser.id, on: agency.today(clock) })
      : undefined;
  const rows = await repo.activeClientOptions(db, optionFilter(q), within);
  return { data: rows.map((r) => ({ clientId: r.id, name: listName(r) })) };
}

/** The use cases bound to their dependencies (the routes; the API-vs-SQL benchmark calls `list`). */
export function createClientService(deps: ClientDeps) {
  return {
    create: (actor: CurrentUser, body: CreateClientBody, ip: string) => createClient(deps, actor, body, ip),
    update: (actor: CurrentUser, body: UpdateClientBody, ip: string) => updateClient(deps, actor, body, ip),
    get: (actor: CurrentUser, id: number, ip: string) => getClient(deps, actor, id, ip),
    list: (q: ListQuery) => listClients(deps, q),
    options: (q: OptionQuery, forUser?: CurrentUser) => clientOptions(deps, q, forUser),
  };
}
export type ClientService = ReturnType<typeof createClientService>;
