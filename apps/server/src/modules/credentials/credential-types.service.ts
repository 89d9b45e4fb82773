import {
  credentialAppliesTo,
  CredentialMsg,
  ErrorCode,
  type CreateCredentialTypeBody,
  type CredentialTypeOut,
  type UpdateCredentialTypeBody,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, notFound } from '../../platform/errors.js';
import { refuseDuplicate, staleRecord } from '../../platform/records.js';
import * as repo from './credential-types.repo.js';

/** What the credentials use cases need (wired in app.ts). */
export type CredentialsDeps = { db: Db; clock: Clock; agency: { today(clock: Clock): string } };

const nameTaken = () => new AppError(ErrorCode.DUPLICATE_CODE, CredentialMsg.nameTaken, 'name');

export function presentType(row: repo.CredentialTypeRow): CredentialTypeOut {
  const appliesTo = credentialAppliesTo.safeParse(row.appliesTo);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    requiredForVisits: row.requiredForVisits,
    enforced: row.enforced,
    validMonths: row.validMonths,
    graceDays: row.graceDays,
    appliesTo: row.appliesTo != null && appliesTo.success ? appliesTo.data : null,
    needsDetermination: row.needsDetermination,
    seeded: row.seeded,
    active: row.active,
    version: row.version,
  };
}

export async function listCredentialTypes(deps: Pick<CredentialsDeps, 'db'>) {
  const rows = await repo.listTypes(deps.db);
  return { data: rows.map(presentType), recordCount: rows.length };
}

/** POST /credential-types: a name unique ignoring case (409 DUPLICATE_CODE naming the field). */
export async function createCredentialType(
  deps: CredentialsDeps,
  actor: CurrentUser,
  body: CreateCredentialTypeBody,
  ip: string,
): Promise<CredentialTypeOut> {
  const { db, clock } = deps;
  const row = await refuseDuplicate(
    () =>
      db.transaction(async (tx) => {
        if (await repo.nameInUse(tx, body.name)) throw nameTaken();
        const created = await repo.insertType(tx, {
          name: body.name,
          description: body.description ?? null,
          requiredForVisits: body.requiredForVisits,
          enforced: body.enforced,
          validMonths: body.validMonths,
          graceDays: body.graceDays,
          appliesTo: body.appliesTo ?? null,
          needsDetermination: body.needsDetermination,
          createdById: actor.id,
          updatedById: actor.id,
          updatedAt: clock.now(),
        });
        await audit(tx, {
          actorUserId: actor.id,
          action: 'credential_type.create',
          targetType: 'credential_type',
          targetId: created.id,
          ip,
          details: { name: created.name, enforced: created.enforced },
        });
        return created;
      }),
    nameTaken,
  );
  return presentType(row);
}

const TRACKED = [
  'name',
  'description',
  'requiredForVisits',
  'enforced',
  'validMonths',
  'graceDays',
  'needsDetermination',
  'active',
] as const;

function changes(before: repo.CredentialTypeRow, after: repo.CredentialTypeRow) {
  const changed: Record<string, [unknown, unknown]> = {};
  for (const key of TRACKED) if (before[key] !== after[key]) changed[key] = [before[key], after[key]];
  if (JSON.stringify(before.appliesTo) !== JSON.stringify(after.appliesTo))
    changed.appliesTo = [before.appliesTo, after.appliesTo];
  return changed;
}

/** PATCH /credential-types/{id}: the fields sent; switching enforcement is its own audit action. */
export async function updateCredentialType(
  deps: CredentialsDeps,
  actor: CurrentUser,
  id: number,
  body: UpdateCredentialTypeBody,
  ip: string,
): Promise<CredentialTypeOut> {
  const { db, clock } = deps;
  const { version, ...fields } = body;
  const row = await refuseDuplicate(
    () =>
      db.transaction(async (tx) => {
        const existing = await repo.findType(tx, id);
        if (!existing) throw notFound(CredentialMsg.typeNotFound);
        if (fields.name !== undefined && (await repo.nameInUse(tx, fields.name, id))) throw nameTaken();
        const values: Partial<repo.CredentialTypeValues> = { updatedAt: clock.now(), updatedById: actor.id };
        for (const [key, value] of Object.entries(fields))
          if (value !== undefined) (values as Record<string, unknown>)[key] = value;
        const updated = await repo.updateType(tx, id, version, values);
        if (!updated) throw staleRecord();
        const action =
          existing.enforced !== updated.enforced
            ? updated.enforced
              ? 'credential_type.enforce'
              : 'credential_type.unenforce'
            : 'credential_type.update';
        await audit(tx, {
          actorUserId: actor.id,
          action,
          targetType: 'credential_type',
          targetId: id,
          ip,
          details: { changes: changes(existing, updated) },
        });
        return updated;
      }),
    nameTaken,
  );
  return presentType(row);
}
