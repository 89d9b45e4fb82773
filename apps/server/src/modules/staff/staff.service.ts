import {
  ErrorCode,
  formatSsn,
  isEmployeeType,
  maskSsn,
  Msg,
  StaffMsg,
  Status,
  type CreateStaffBody,
  type OptionQuery,
  type StaffListQuery,
  type StaffOut,
  type UpdateStaffBody,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import type { Clock } from '../../platform/clock.js';
import { hashPassword } from '../../platform/crypto.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import type { FieldCipher } from '../../platform/field-crypto.js';
import { optionFilter } from '../../platform/lists.js';
import { staleRecord } from '../../platform/records.js';
import { filesOf, syncRecordFiles } from '../files/files.repo.js';
import { assertMayEdit, assertMayEditUser, assertMayOpen, assertMayWriteType, type Editor } from '../../policies/user-editing.js';
import { optionName, presentStaff, presentStaffListItem } from './staff.presenter.js';
import { formValues, newStaffValues, sealSsn } from './staff.values.js';
import * as repo from './staff.repo.js';

const emailTaken = () => new AppError(ErrorCode.EMAIL_TAKEN, Msg.emailTaken, 'email');
const staffNotFound = () => notFound(StaffMsg.notFound);

/** A unique-index violation (two saves racing past the email check), from pg, possibly wrapped by Drizzle. */
function isUniqueViolation(err: unknown): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Names of the columns an update changed (for the audit trail: names only, never values). */
function changedFields(before: repo.StaffRow, after: repo.StaffRow, ssnChanged: boolean): string[] {
  const skip = new Set(['version', 'updatedAt', 'updatedById', 'ssnEncrypted', 'ssnLast4', 'passwordHash']);
  const changed = (Object.keys(after) as (keyof repo.StaffRow)[]).filter(
    (k) => !skip.has(k) && String(before[k] ?? '') !== String(after[k] ?? ''),
  );
  return ssnChanged ? [...changed, 'ssn_tin'] : changed;
}

export function createStaffService(deps: { db: Db; clock: Clock; cipher: FieldCipher }) {
  const { db, clock, cipher } = deps;

  const actorRoleGroup = async (tx: Db, actor: CurrentUser) =>
    (await repo.findStaff(tx, actor.id))?.roleGroupId ?? null;
  const editor = async (tx: Db, actor: CurrentUser): Promise<Editor> => ({
    userType: actor.userType,
    roleGroupId: await actorRoleGroup(tx, actor),
  });

  async function present(row: repo.StaffRow, reveal = false): Promise<StaffOut> {
    const ssn = reveal && row.ssnEncrypted ? formatSsn(cipher.decrypt(row.ssnEncrypted)) : maskSsn(row.ssnLast4);
    return presentStaff(row, await filesOf(db, 'staff', row.id), ssn);
  }

  async function save<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    }
  }

  return {
    async create(actor: CurrentUser, body: CreateStaffBody, ip: string): Promise<StaffOut> {
      const passwordHash = await hashPassword(body.password);
      const now = clock.now();
      const row = await save(() =>
        db.transaction(async (tx) => {
          assertMayWriteType(await actorRoleGroup(tx, actor), body.userType, undefined);
          if (await repo.emailInUse(tx, body.email)) throw emailTaken();
          const created = await repo.insertStaff(
            tx,
            newStaffValues(body, { actorId: actor.id, now, passwordHash, ssn: sealSsn(cipher, body.ssn_tin ?? null) }),
          );
          await syncRecordFiles(tx, {
            recordType: 'staff',
            recordId: created.id,
            refs: body.files,
            actorId: actor.id,
            now,
          });
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
      );
      return present(row);
    },

    async update(actor: CurrentUser, body: UpdateStaffBody, ip: string): Promise<StaffOut> {
      const now = clock.now();
      const row = await save(() =>
        db.transaction(async (tx) => {
          const existing = await repo.findStaff(tx, body.userId);
          if (!existing) throw staffNotFound();
          const by = await editor(tx, actor);
          assertMayEditUser(by, existing);
          const userType = body.userType ?? existing.userType;
          assertMayWriteType(by.roleGroupId, userType, existing.userType);
          assertMayEdit(actor, existing, { email: body.email, userType, status: body.status });
          if (body.email !== existing.email.toLowerCase() && (await repo.emailInUse(tx, body.email, existing.id))) {
            throw emailTaken();
          }
          // An omitted SSN keeps the stored one; the same number keeps its ciphertext.
          const currentSsn = existing.ssnEncrypted ? cipher.decrypt(existing.ssnEncrypted) : null;
          const ssn = body.ssn_tin === undefined ? currentSsn : body.ssn_tin;
          if (isEmployeeType(userType) && !ssn) throw badRequest(Msg.ssnBlank, 'ssn_tin');
          const ssnChanged = ssn !== currentSsn;
          const updated = await repo.updateStaff(tx, existing.id, body.version, {
            ...formValues(body, actor.id, now),
            email: body.email,
            userType,
            ...(ssnChanged ? sealSsn(cipher, ssn) : {}),
          });
          if (!updated) throw staleRecord();
          if (updated.status !== Status.Active && existing.status === Status.Active) {
            await repo.revokeSessions(tx, updated.id, now);
          }
          if (body.files !== undefined) {
            await syncRecordFiles(tx, {
              recordType: 'staff',
              recordId: updated.id,
              refs: body.files,
              actorId: actor.id,
              now,
            });
          }
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
      );
      return present(row);
    },

    /** GET /userById; `reveal` returns the full SSN (the edit form) and is audited as such. */
    async get(actor: CurrentUser, id: number, reveal: boolean, ip: string): Promise<StaffOut> {
      const row = await repo.findStaff(db, id);
      if (!row) throw staffNotFound();
      assertMayOpen(actor, row);
      await db.transaction(async (tx) => {
        await audit(tx, { actorUserId: actor.id, action: 'staff.read', targetType: 'staff', targetId: id, ip });
        if (reveal && row.ssnEncrypted) {
          await audit(tx, {
            actorUserId: actor.id,
            action: 'staff.ssn_revealed',
            targetType: 'staff',
            targetId: id,
            ip,
          });
        }
      });
      return present(row, reveal);
    },

    async list(q: StaffListQuery) {
      const { rows, total } = await repo.listStaff(db, q);
      return { data: rows.map(presentStaffListItem), recordCount: total };
    },

    /**
     * Active users of one type (GET /userByType) or active Staff (GET /user/user_list), for pickers,
     * searched and bounded; `name` is /userByType's spec search, used when `search` is absent.
     */
    async options(userType: number, q: OptionQuery, name?: string) {
      const rows = await repo.activeUsersOfType(db, userType, optionFilter(q, q.search ?? name));
      return { data: rows.map((r) => ({ userId: r.id, name: optionName(r) })) };
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
