import {
  ErrorCode,
  formatSsn,
  isEmployeeType,
  maskSsn,
  Msg,
  StaffMsg,
  Status,
  UserType,
  type CreateStaffBody,
  type OptionQuery,
  type StaffListQuery,
  type StaffOut,
  type UpdateStaffBody,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import { queueForAggregator } from '../aggregator/index.js';
import type { CurrentUser } from '../../platform/auth.js';
import type { Clock } from '../../platform/clock.js';
import { hashPassword } from '../../platform/crypto.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import type { FieldCipher } from '../../platform/field-crypto.js';
import { optionFilter } from '../../platform/lists.js';
import { refuseDuplicate, staleRecord } from '../../platform/records.js';
import { filesOf, syncRecordFiles } from '../files/index.js';
import {
  assertMayEdit,
  assertMayEditUser,
  assertMayOpen,
  assertMayWriteType,
  type Editor,
} from '../../policies/user-editing.js';
import { optionName, presentStaff, presentStaffListItem } from './staff.presenter.js';
import { formValues, newStaffValues, sealSsn } from './staff.values.js';
import * as repo from './staff.repo.js';

const emailTaken = () => new AppError(ErrorCode.EMAIL_TAKEN, Msg.emailTaken, 'email');
const staffNotFound = () => notFound(StaffMsg.notFound);

/** Names of the columns an update changed (for the audit trail: names only, never values). */
function changedFields(before: repo.StaffRow, after: repo.StaffRow, ssnChanged: boolean): string[] {
  const skip = new Set(['version', 'updatedAt', 'updatedById', 'ssnEncrypted', 'ssnLast4', 'passwordHash']);
  const changed = (Object.keys(after) as (keyof repo.StaffRow)[]).filter(
    (k) => !skip.has(k) && String(before[k] ?? '') !== String(after[k] ?? ''),
  );
  return ssnChanged ? [...changed, 'ssn_tin'] : changed;
}

/**
 * What the staff use cases need. `endSessions` is the auth module's (it owns the sessions
 * table), handed in by app.ts so that the two modules do not import each other.
 */
export type StaffDeps = {
  db: Db;
  clock: Clock;
  cipher: FieldCipher;
  endSessions: (db: Db, userId: number, now: Date) => Promise<void>;
};

const actorRoleGroup = async (tx: Db, actor: CurrentUser) => (await repo.findStaff(tx, actor.id))?.roleGroupId ?? null;
const editor = async (tx: Db, actor: CurrentUser): Promise<Editor> => ({
  userType: actor.userType,
  roleGroupId: await actorRoleGroup(tx, actor),
});

async function present(deps: StaffDeps, row: repo.StaffRow, reveal = false): Promise<StaffOut> {
  const ssn = reveal && row.ssnEncrypted ? formatSsn(deps.cipher.decrypt(row.ssnEncrypted)) : maskSsn(row.ssnLast4);
  return presentStaff(row, await filesOf(deps.db, 'staff', row.id), ssn);
}

type FileRefs = Parameters<typeof syncRecordFiles>[1]['refs'];

function attachFiles(tx: Db, recordId: number, refs: FileRefs, actorId: number, now: Date) {
  return syncRecordFiles(tx, { recordType: 'staff', recordId, refs, actorId, now });
}

/** A staff member who clocks visits is sent to the EVV aggregator as an employee (in the same transaction). */
function queueEmployee(tx: Db, row: { id: number; userType: number }, actorId: number, now: Date) {
  if (row.userType !== UserType.Staff) return Promise.resolve();
  return queueForAggregator(tx, { kind: 'employee', recordIds: [row.id], changedAt: now, changedById: actorId });
}

/** POST /user. */
export async function createStaff(deps: StaffDeps, actor: CurrentUser, body: CreateStaffBody, ip: string) {
  const { db, clock, cipher } = deps;
  const passwordHash = await hashPassword(body.password);
  const now = clock.now();
  const row = await refuseDuplicate(
    () =>
      db.transaction(async (tx) => {
        assertMayWriteType(await actorRoleGroup(tx, actor), body.userType, undefined);
        if (await repo.emailInUse(tx, body.email)) throw emailTaken();
        const created = await repo.insertStaff(
          tx,
          newStaffValues(body, { actorId: actor.id, now, passwordHash, ssn: sealSsn(cipher, body.ssn_tin ?? null) }),
        );
        await attachFiles(tx, created.id, body.files, actor.id, now);
        await queueEmployee(tx, created, actor.id, now);
        await audit(tx, {
          actorUserId: actor.id,
          action: 'staff.create',
          targetType: 'staff',
          targetId: created.id,
          ip,
          details: { userType: created.userType },
        });
        return created;
      }),
    emailTaken,
  );
  return present(deps, row);
}

/** The checks of PUT /user before anything is written: who may make this change, and a free email. */
async function checkUpdate(tx: Db, actor: CurrentUser, body: UpdateStaffBody, existing: repo.StaffRow) {
  const by = await editor(tx, actor);
  assertMayEditUser(by, existing);
  const userType = body.userType ?? existing.userType;
  assertMayWriteType(by.roleGroupId, userType, existing.userType);
  assertMayEdit(actor, existing, { email: body.email, userType, status: body.status });
  if (body.email !== existing.email.toLowerCase() && (await repo.emailInUse(tx, body.email, existing.id))) {
    throw emailTaken();
  }
  return userType;
}

/** The SSN to keep: an omitted one keeps the stored one; the same number keeps its ciphertext. */
function nextSsn(cipher: FieldCipher, body: UpdateStaffBody, existing: repo.StaffRow, userType: number) {
  const currentSsn = existing.ssnEncrypted ? cipher.decrypt(existing.ssnEncrypted) : null;
  const ssn = body.ssn_tin === undefined ? currentSsn : body.ssn_tin;
  if (isEmployeeType(userType) && !ssn) throw badRequest(Msg.ssnBlank, 'ssn_tin');
  return { ssn, ssnChanged: ssn !== currentSsn };
}

/** PUT /user; a deactivation ends the user's sessions. */
export async function updateStaff(deps: StaffDeps, actor: CurrentUser, body: UpdateStaffBody, ip: string) {
  const { db, clock, cipher } = deps;
  const now = clock.now();
  const row = await refuseDuplicate(
    () =>
      db.transaction(async (tx) => {
        const existing = await repo.findStaff(tx, body.userId);
        if (!existing) throw staffNotFound();
        const userType = await checkUpdate(tx, actor, body, existing);
        const { ssn, ssnChanged } = nextSsn(cipher, body, existing, userType);
        const updated = await repo.updateStaff(tx, existing.id, body.version, {
          ...formValues(body, actor.id, now),
          email: body.email,
          userType,
          ...(ssnChanged ? sealSsn(cipher, ssn) : {}),
        });
        if (!updated) throw staleRecord();
        if (updated.status !== Status.Active && existing.status === Status.Active) {
          await deps.endSessions(tx, updated.id, now);
        }
        if (body.files !== undefined) await attachFiles(tx, updated.id, body.files, actor.id, now);
        await queueEmployee(tx, updated, actor.id, now);
        await audit(tx, {
          actorUserId: actor.id,
          action: 'staff.update',
          targetType: 'staff',
          targetId: updated.id,
          ip,
          details: { changed: changedFields(existing, updated, ssnChanged) },
        });
        return updated;
      }),
    emailTaken,
  );
  return present(deps, row);
}

/** GET /userById; `reveal` returns the full SSN (the edit form) and is audited as such. */
export async function getStaff(
  deps: StaffDeps,
  actor: CurrentUser,
  id: number,
  reveal: boolean,
  ip: string,
): Promise<StaffOut> {
  const { db } = deps;
  const row = await repo.findStaff(db, id);
  if (!row) throw staffNotFound();
  assertMayOpen(actor, row);
  await db.transaction(async (tx) => {
    await audit(tx, { actorUserId: actor.id, action: 'staff.read', targetType: 'staff', targetId: id, ip });
    if (reveal && row.ssnEncrypted) {
      await audit(tx, { actorUserId: actor.id, action: 'staff.ssn_revealed', targetType: 'staff', targetId: id, ip });
    }
  });
  return present(deps, row, reveal);
}

export async function listStaff(deps: Pick<StaffDeps, 'db'>, q: StaffListQuery) {
  const { rows, total } = await repo.listStaff(deps.db, q);
  return { data: rows.map(presentStaffListItem), recordCount: total };
}

/**
 * Active users of one type (GET /userByType) or active Staff (GET /user/user_list), for pickers,
 * searched and bounded; `name` is /userByType's spec search, used when `search` is absent.
 */
export async function staffOptions(deps: Pick<StaffDeps, 'db'>, userType: number, q: OptionQuery, name?: string) {
  const rows = await repo.activeUsersOfType(deps.db, userType, optionFilter(q, q.search ?? name));
  return { data: rows.map((r) => ({ userId: r.id, name: optionName(r) })) };
}
