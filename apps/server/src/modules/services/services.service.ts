import {
  ErrorCode,
  ServiceMsg,
  UNIT_ROUNDING,
  type CreateServiceBody,
  type ListQuery,
  type ServiceOut,
  type UnitRounding,
  type UpdateServiceBody,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, notFound } from '../../platform/errors.js';
import { isoOut, refuseDuplicate, staleRecord } from '../../platform/records.js';
import * as repo from './services.repo.js';

const codeTaken = () => new AppError(ErrorCode.DUPLICATE_CODE, ServiceMsg.codeTaken, 'code');

const asRounding = (v: string): UnitRounding =>
  (UNIT_ROUNDING as readonly string[]).includes(v) ? (v as UnitRounding) : 'down';

export function presentService(row: repo.ServiceRow): ServiceOut {
  return {
    serviceId: row.id,
    name: row.name,
    code: row.code,
    description: row.description,
    unitRate: row.unitRate,
    unitLength: row.unitLength,
    isDegreeRequired: row.isDegreeRequired,
    isOverlappable: row.isOverlappable,
    involvesDriving: row.involvesDriving,
    unitRounding: asRounding(row.unitRounding),
    status: row.status,
    version: row.version,
    createdAt: isoOut(row.createdAt),
    updatedAt: isoOut(row.updatedAt),
  };
}

function toValues(body: CreateServiceBody, actor: CurrentUser, now: Date): repo.ServiceValues {
  return {
    name: body.name,
    code: body.code,
    description: body.description ?? null,
    unitRate: body.unitRate,
    unitLength: body.unitLength,
    isDegreeRequired: body.isDegreeRequired,
    isOverlappable: body.isOverlappable,
    ...(body.involvesDriving !== undefined ? { involvesDriving: body.involvesDriving } : {}),
    unitRounding: body.unitRounding,
    status: body.status,
    updatedAt: now,
    updatedById: actor.id,
  };
}

const TRACKED = [
  'name',
  'code',
  'description',
  'unitRate',
  'unitLength',
  'isDegreeRequired',
  'isOverlappable',
  'involvesDriving',
  'unitRounding',
  'status',
] as const;

/** Old and new values of what an update changed (the catalogue holds no PHI, so values may be kept). */
function changes(before: repo.ServiceRow, after: repo.ServiceRow) {
  const changed: Record<string, [unknown, unknown]> = {};
  for (const key of TRACKED) if (before[key] !== after[key]) changed[key] = [before[key], after[key]];
  return changed;
}

/** What the catalogue use cases need (wired in app.ts). */
export type ServicesDeps = { db: Db; clock: Clock };

/** POST /service; a code collision (pre-check or a racing save) is 409 DUPLICATE_CODE. */
export async function createService(
  deps: ServicesDeps,
  actor: CurrentUser,
  body: CreateServiceBody,
  ip: string,
): Promise<ServiceOut> {
  const { db, clock } = deps;
  const row = await refuseDuplicate(
    () =>
      db.transaction(async (tx) => {
        if (await repo.codeInUse(tx, body.code)) throw codeTaken();
        const created = await repo.insertService(tx, { ...toValues(body, actor, clock.now()), createdById: actor.id });
        await audit(tx, {
          actorUserId: actor.id,
          action: 'service.create',
          targetType: 'service',
          targetId: created.id,
          ip,
          details: { code: created.code },
        });
        return created;
      }),
    codeTaken,
  );
  return presentService(row);
}

/** PUT /service: audited with each changed field's old and new value. */
export async function updateService(
  deps: ServicesDeps,
  actor: CurrentUser,
  body: UpdateServiceBody,
  ip: string,
): Promise<ServiceOut> {
  const { db, clock } = deps;
  const row = await refuseDuplicate(
    () =>
      db.transaction(async (tx) => {
        const existing = await repo.findService(tx, body.serviceId);
        if (!existing) throw notFound(ServiceMsg.notFound);
        if (await repo.codeInUse(tx, body.code, body.serviceId)) throw codeTaken();
        const updated = await repo.updateService(tx, body.serviceId, body.version, toValues(body, actor, clock.now()));
        if (!updated) throw staleRecord();
        await audit(tx, {
          actorUserId: actor.id,
          action: 'service.update',
          targetType: 'service',
          targetId: updated.id,
          ip,
          details: { changes: changes(existing, updated) },
        });
        return updated;
      }),
    codeTaken,
  );
  return presentService(row);
}

export async function getService(deps: Pick<ServicesDeps, 'db'>, id: number): Promise<ServiceOut> {
  const row = await repo.findService(deps.db, id);
  if (!row) throw notFound(ServiceMsg.notFound);
  return presentService(row);
}

export async function listServices(deps: Pick<ServicesDeps, 'db'>, q: ListQuery) {
  const { rows, total } = await repo.listServices(deps.db, q);
  return { data: rows.map(presentService), recordCount: total };
}
