import type { CreateScBody, ListQuery, OptionQuery, ScOut, UpdateScBody } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import type { Clock } from '../../platform/clock.js';
import { notFound } from '../../platform/errors.js';
import { optionFilter } from '../../platform/lists.js';
import {
  billingAddressValues,
  dateOut,
  fullName,
  isoOut,
  personNameValues,
  staleRecord,
} from '../../platform/records.js';
import * as repo from './supports-coordinators.repo.js';

export function presentSc(row: repo.ScRow): ScOut {
  return {
    scId: row.id,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    salutation: row.salutation,
    suffix: row.suffix,
    dob: dateOut(row.dob),
    email: row.email,
    phone: row.phone,
    mobile: row.mobile,
    company: row.company,
    entity: row.entity,
    title: row.title,
    billingStreet: row.billingStreet,
    billingCity: row.billingCity,
    billingState: row.billingState,
    billingZIP: row.billingZip,
    billingCountry: row.billingCountry,
    status: row.status,
    isAuthorized: row.isAuthorized,
    version: row.version,
    createdAt: isoOut(row.createdAt),
    updatedAt: isoOut(row.updatedAt),
  };
}

function toValues(body: CreateScBody, actor: CurrentUser, now: Date): repo.ScValues {
  return {
    ...personNameValues(body),
    email: body.email ?? null,
    phone: body.phone ?? null,
    mobile: body.mobile ?? null,
    company: body.company ?? null,
    entity: body.entity ?? null,
    title: body.title ?? null,
    ...billingAddressValues(body),
    status: body.status,
    isAuthorized: body.isAuthorized,
    updatedAt: now,
    updatedById: actor.id,
  };
}

/** An audit row about one supports coordinator. */
const auditSc = (db: Db, actor: CurrentUser, action: string, id: number, ip: string) =>
  audit(db, { actorUserId: actor.id, action, targetType: 'supports_coordinator', targetId: id, ip });

/** What the supports coordinator use cases need (wired in app.ts). */
export type ScDeps = { db: Db; clock: Clock };

const scNotFound = () => notFound('Supports coordinator not found');

export async function createSc(deps: ScDeps, actor: CurrentUser, body: CreateScBody, ip: string): Promise<ScOut> {
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const created = await repo.insertSc(tx, { ...toValues(body, actor, now), createdById: actor.id });
    await auditSc(tx, actor, 'sc.create', created.id, ip);
    return created;
  });
  return presentSc(row);
}

export async function updateSc(deps: ScDeps, actor: CurrentUser, body: UpdateScBody, ip: string): Promise<ScOut> {
  const row = await deps.db.transaction(async (tx) => {
    const existing = await repo.findSc(tx, body.scId);
    if (!existing) throw scNotFound();
    const updated = await repo.updateSc(tx, body.scId, body.version, toValues(body, actor, deps.clock.now()));
    if (!updated) throw staleRecord();
    await auditSc(tx, actor, 'sc.update', updated.id, ip);
    return updated;
  });
  return presentSc(row);
}

export async function getSc(deps: Pick<ScDeps, 'db'>, actor: CurrentUser, id: number, ip: string): Promise<ScOut> {
  const row = await repo.findSc(deps.db, id);
  if (!row) throw scNotFound();
  await auditSc(deps.db, actor, 'sc.read', id, ip);
  return presentSc(row);
}

export async function listScs(deps: Pick<ScDeps, 'db'>, q: ListQuery) {
  const { rows, total } = await repo.listScs(deps.db, q);
  return {
    data: rows.map((r) => ({
      scId: r.id,
      name: fullName(r),
      firstName: r.firstName,
      lastName: r.lastName,
      billingCity: r.billingCity,
      company: r.company,
      mobile: r.mobile,
      status: r.status,
    })),
    recordCount: total,
  };
}

/** Active coordinators for pickers, searched and bounded. */
export async function listScOptions(deps: Pick<ScDeps, 'db'>, q: OptionQuery) {
  const rows = await repo.scOptions(deps.db, optionFilter(q));
  return { data: rows.map((r) => ({ scId: r.id, name: `${r.lastName}, ${r.firstName}` })) };
}
