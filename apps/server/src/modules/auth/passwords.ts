import { ErrorCode, isAdminType, Msg } from '@hearth/shared';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import { hashPassword, verifyPassword } from '../../platform/crypto.js';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors.js';
import { hit, Limits } from '../../platform/rate-limit.js';
import { assertMayEditUser } from '../../policies/user-editing.js';
import { auditUser, type AuthDeps, type RequestMeta } from './auth.deps.js';
import * as repo from './auth.repo.js';

/** Who may set `userId`'s password without the current one (PUT /user/password); throws otherwise. */
function assertMaySetPassword(actor: CurrentUser, self: boolean): void {
  if (self && !actor.passwordResetRequired) throw new AppError(ErrorCode.FORBIDDEN, Msg.ownPasswordViaProfile);
  if (!self) {
    // Editing users is refused during a forced reset (PUT /user), so resetting theirs is too;
    // and a non-admin learns nothing about which ids exist.
    if (actor.passwordResetRequired) throw new AppError(ErrorCode.PASSWORD_RESET_REQUIRED, Msg.passwordResetRequired);
    if (!isAdminType(actor.userType)) throw forbidden();
  }
}

/**
 * PUT /user/password: an admin resets the password of a user whose record they may edit (the
 * same policy as PUT /user; the user must choose a new one at next sign-in), or a user under a
 * forced reset sets their own (their other sessions end). Anyone else changing their own
 * password uses the profile change, which asks for the current one.
 */
export async function setPassword(
  deps: AuthDeps,
  actor: CurrentUser,
  input: { userId: number; password: string },
  meta: RequestMeta,
): Promise<string> {
  const { db, clock } = deps;
  const self = input.userId === actor.id;
  assertMaySetPassword(actor, self);
  const target = await repo.findUserById(db, input.userId);
  if (!target) throw notFound('User not found');
  if (self) {
    if (await verifyPassword(target.passwordHash, input.password)) {
      throw badRequest(Msg.newSameAsCurrent, 'password');
    }
  } else {
    const editor = await repo.findUserById(db, actor.id);
    assertMayEditUser({ userType: actor.userType, roleGroupId: editor?.roleGroupId ?? null }, target);
  }
  await repo.setPasswordAndRevoke(db, {
    userId: target.id,
    passwordHash: await hashPassword(input.password),
    resetRequired: !self,
    now: clock.now(),
    ...(self ? { keepSessionId: actor.sessionId } : {}),
  });
  await audit(db, {
    actorUserId: actor.id,
    action: self ? 'auth.password_changed' : 'auth.password_reset_by_admin',
    targetType: 'user',
    targetId: target.id,
    ip: meta.ip,
  });
  return self
    ? 'Password updated successfully'
    : `Password reset successfully for ${target.firstName} ${target.lastName}`;
}

/** Profile CHANGE PASSWORD: needs the current password; ends every session including this one. */
export async function changePassword(
  deps: AuthDeps,
  actor: CurrentUser,
  input: { userId: number; oldPassword: string; newPassword: string },
  meta: RequestMeta,
): Promise<void> {
  const { db, clock } = deps;
  if (input.userId !== actor.id) throw forbidden();
  await hit(db, clock, `pwchange:${actor.id}`, Limits.loginPerAccountIp);
  const user = await repo.findUserById(db, actor.id);
  if (!user || !(await verifyPassword(user.passwordHash, input.oldPassword))) {
    await auditUser(db, actor.id, 'auth.password_change_failed', meta.ip);
    throw badRequest(Msg.currentPasswordWrong, 'oldPassword');
  }
  await repo.setPasswordAndRevoke(db, {
    userId: user.id,
    passwordHash: await hashPassword(input.newPassword),
    resetRequired: false,
    now: clock.now(),
  });
  await auditUser(db, actor.id, 'auth.password_changed', meta.ip);
}
