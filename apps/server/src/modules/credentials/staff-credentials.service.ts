import {
  CredentialMsg,
  expiryFor,
  isAdminType,
  type CreateCredentialBody,
  type CredentialOut,
  type StaffCredentialsOut,
  type UpdateCredentialBody,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { filesOfMany, syncRecordFiles } from '../files/index.js';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { dateOut, refuseDuplicate, staleRecord } from '../../platform/records.js';
import { applicableTypeIds } from './applicability.repo.js';
import * as types from './credential-types.repo.js';
import type { CredentialsDeps } from './credential-types.service.js';
import { presentCredential } from './staff-credentials.presenter.js';
import * as repo from './staff-credentials.repo.js';

const RECORD = 'staff_credential';

async function staffOr404(db: Db, staffId: number) {
  const person = await repo.findPerson(db, staffId);
  if (!person) throw notFound('Staff member not found');
  return person;
}

/** The credentials of one staff member, presented with their files. */
async function presentAll(db: Db, staffId: number, today: string, credentialId?: number): Promise<CredentialOut[]> {
  const rows = await repo.credentialsOfStaff(db, staffId, credentialId);
  const files = await filesOfMany(
    db,
    RECORD,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentCredential(r, files.get(r.id) ?? [], today));
}

/** GET /staff/{id}/credentials: admins, or the staff member themself; the read is audited. */
export async function readStaffCredentials(
  deps: CredentialsDeps,
  actor: CurrentUser,
  staffId: number,
  ip: string,
): Promise<StaffCredentialsOut> {
  const { db, clock, agency } = deps;
  if (!isAdminType(actor.userType) && actor.id !== staffId) throw forbidden();
  await staffOr404(db, staffId);
  const today = agency.today(clock);
  const all = await presentAll(db, staffId, today);
  const current = all.filter((c) => !c.superseded);
  const held = new Set(current.map((c) => c.credentialTypeId));
  const applicable = (await applicableTypeIds(db, [staffId], today)).get(staffId) ?? [];
  const missing = (await types.findTypes(db, applicable))
    .filter((ty) => ty.requiredForVisits && !held.has(ty.id))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((ty) => ({ credentialTypeId: ty.id, name: ty.name, requiredForVisits: true, enforced: ty.enforced }));
  await audit(db, {
    actorUserId: actor.id,
    action: 'staff_credentials.read',
    targetType: 'staff',
    targetId: staffId,
    ip,
  });
  return { current, history: all.filter((c) => c.superseded), missing };
}

async function activeType(db: Db, id: number) {
  const type = await types.findType(db, id);
  if (!type || !type.active) throw badRequest(CredentialMsg.typeNotFound, 'credentialTypeId');
  return type;
}

/**
 * POST /staff/{id}/credentials: the expiry from the type when absent, the employer's determination
 * when the type asks for it; the current credential of the type is superseded in the same
 * transaction (history kept).
 */
export async function addCredential(
  deps: CredentialsDeps,
  actor: CurrentUser,
  staffId: number,
  body: CreateCredentialBody,
  ip: string,
): Promise<CredentialOut> {
  const { db, clock, agency } = deps;
  const today = agency.today(clock);
  if (body.issuedOn > today) throw badRequest(CredentialMsg.issuedInFuture, 'issuedOn');
  const id = await refuseDuplicate(
    () =>
      db.transaction(async (tx) => {
        await staffOr404(tx, staffId);
        const type = await activeType(tx, body.credentialTypeId);
        if (type.needsDetermination && !body.determination)
          throw badRequest(CredentialMsg.determinationRequired, 'determination');
        const now = clock.now();
        const supersededId = await repo.supersedeCurrent(tx, {
          staffId,
          credentialTypeId: type.id,
          now,
          actorId: actor.id,
        });
        const row = await repo.insertCredential(tx, {
          staffId,
          credentialTypeId: type.id,
          number: body.number ?? null,
          issuedOn: body.issuedOn,
          expiresOn: body.expiresOn ?? expiryFor(body.issuedOn, type.validMonths),
          determination: body.determination ?? null,
          determinationNote: body.determinationNote ?? null,
          notes: body.notes ?? null,
          createdById: actor.id,
          updatedById: actor.id,
          updatedAt: now,
        });
        await syncRecordFiles(tx, { recordType: RECORD, recordId: row.id, refs: body.files, actorId: actor.id, now });
        await audit(tx, {
          actorUserId: actor.id,
          action: 'staff_credential.create',
          targetType: RECORD,
          targetId: row.id,
          ip,
          details: { staffId, credentialTypeId: type.id, expiresOn: row.expiresOn, supersededId },
        });
        return row.id;
      }),
    staleRecord,
  );
  const [out] = await presentAll(db, staffId, today, id);
  return out!;
}

/** PATCH /staff/{id}/credentials/{credentialId}: corrections; `verified: true` records the actor and the time. */
export async function changeCredential(
  deps: CredentialsDeps,
  actor: CurrentUser,
  ids: { staffId: number; credentialId: number },
  body: UpdateCredentialBody,
  ip: string,
): Promise<CredentialOut> {
  const { db, clock, agency } = deps;
  const today = agency.today(clock);
  if (body.issuedOn !== undefined && body.issuedOn > today) throw badRequest(CredentialMsg.issuedInFuture, 'issuedOn');
  await db.transaction(async (tx) => {
    const existing = await repo.findCredential(tx, ids.credentialId);
    if (!existing || existing.staffId !== ids.staffId) throw notFound(CredentialMsg.credentialNotFound);
    const type = await types.findType(tx, existing.credentialTypeId);
    const issuedOn = body.issuedOn ?? dateOut(existing.issuedOn)!;
    const expiresOn =
      body.expiresOn === undefined
        ? dateOut(existing.expiresOn)
        : (body.expiresOn ?? expiryFor(issuedOn, type!.validMonths));
    if (expiresOn !== null && expiresOn <= issuedOn) throw badRequest(CredentialMsg.expiresBeforeIssued, 'expiresOn');
    const determination = body.determination === undefined ? existing.determination : body.determination;
    if (type!.needsDetermination && !determination)
      throw badRequest(CredentialMsg.determinationRequired, 'determination');
    const now = clock.now();
    const verified =
      body.verified === undefined
        ? {}
        : body.verified
          ? { verifiedById: actor.id, verifiedAt: now }
          : { verifiedById: null, verifiedAt: null };
    const updated = await repo.updateCredential(tx, ids.credentialId, body.version, {
      ...(body.number !== undefined ? { number: body.number } : {}),
      ...(body.determinationNote !== undefined ? { determinationNote: body.determinationNote } : {}),
      ...(body.notes !== undefined ? { notes: body.notes } : {}),
      issuedOn,
      expiresOn,
      determination,
      ...verified,
      updatedAt: now,
      updatedById: actor.id,
    });
    if (!updated) throw staleRecord();
    if (body.files)
      await syncRecordFiles(tx, { recordType: RECORD, recordId: updated.id, refs: body.files, actorId: actor.id, now });
    await audit(tx, {
      actorUserId: actor.id,
      action: body.verified ? 'staff_credential.verify' : 'staff_credential.update',
      targetType: RECORD,
      targetId: updated.id,
      ip,
      details: { staffId: ids.staffId, fields: Object.keys(body).filter((k) => k !== 'version') },
    });
  });
  const [out] = await presentAll(db, ids.staffId, today, ids.credentialId);
  return out!;
}
