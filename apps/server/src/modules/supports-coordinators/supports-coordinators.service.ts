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

export function createScService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async create(actor: CurrentUser, body: CreateScBody, ip: string): Promise<ScOut> {
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const created = await repo.insertSc(tx, { ...toValues(body, actor, now), createdById: actor.id });
        await auditSc(tx, actor, 'sc.create', created.id, ip);
        return created;
      });
      return presentSc(row);
    },

    async update(actor: CurrentUser, body: UpdateScBody, ip: string): Promise<ScOut> {
      const row = await db.transaction(async (tx) => {
        const existing = await repo.findSc(tx, body.scId);
        if (!existing) throw notFound('Supports coordinator not found');
        const updated = await repo.updateSc(tx, body.scId, body.version, toValues(body, actor, clock.now()));
        if (!updated) throw staleRecord();
        await auditSc(tx, actor, 'sc.update', updated.id, ip);
        return updated;
      });
      return presentSc(row);
    },

    async get(actor: CurrentUser, id: number, ip: string): Promise<ScOut> {
      const row = await repo.findSc(db, id);
      if (!row) throw notFound('Supports coordinator not found');
      await auditSc(db, actor, 'sc.read', id, ip);
      return presentSc(row);
    },

    async list(q: ListQuery) {
      const { rows, total } = await repo.listScs(db, q);
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
    },

    /** Active coordinators for pickers, searched and bounded. */
    async options(q: OptionQuery) {
      const rows = await repo.scOptions(db, optionFilter(q));
      return { data: rows.map((r) => ({ scId: r.id, name: `${r.lastName}, ${r.firstName}` })) };
    },
  };
}
export type ScService = ReturnType<typeof createScService>;
