import { ErrorCode, Msg, OTP_MAX_ATTEMPTS, RESET_TOKEN_VALID_MINUTES } from '@hearth/shared';
import { audit } from '../../platform/audit.js';
import { hashPassword, safeEqualHex, sixDigitCode } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import { hit, Limits } from '../../platform/rate-limit.js';
import {
  activeUser,
  auditUser,
  codeHash,
  expiringCode,
  invalidToken,
  type AuthDeps,
  type RequestMeta,
} from './auth.deps.js';
import * as repo from './auth.repo.js';

/** POST /user/password/reset: a reset code by email to an active account. */
export async function requestPasswordReset(deps: AuthDeps, input: { email: string }, meta: RequestMeta): Promise<void> {
  const { db, clock } = deps;
  await hit(db, clock, `reset:ip:${meta.ip}`, Limits.resetPerIp);
  await hit(db, clock, `reset:email:${input.email}`, Limits.resetPerEmail);
  const user = await activeUser(db, input.email);
  if (!user) {
    await audit(db, { action: 'auth.reset_unknown_email', ip: meta.ip });
    throw new AppError(ErrorCode.EMAIL_NOT_FOUND, Msg.resetUnknownEmail, 'email');
  }
  const token = sixDigitCode();
  await repo.replaceResetToken(db, expiringCode(deps, user.id, 'reset', token, RESET_TOKEN_VALID_MINUTES));
  await deps.messenger.send({
    channel: 'email',
    to: user.email,
    userEmail: user.email,
    subject: 'Reset your Hearth password',
    text: `Your Hearth password reset code is ${token}. It is valid for ${RESET_TOKEN_VALID_MINUTES} minutes. If you did not ask to reset your password, ignore this email.`,
  });
  await auditUser(db, user.id, 'auth.reset_requested', meta.ip);
}

/** Checks a reset token without using it up (the new-password step uses it). */
export async function checkResetToken(deps: AuthDeps, input: { email: string; token: string }, meta: RequestMeta) {
  const { db, clock } = deps;
  await hit(db, clock, `reset:verify:${meta.ip}`, Limits.resetVerifyPerIp);
  const user = await activeUser(db, input.email);
  const row = user && (await repo.latestOpenResetToken(db, user.id));
  if (!user || !row || row.expiresAt <= clock.now() || row.attempts >= OTP_MAX_ATTEMPTS) throw invalidToken();
  if (!safeEqualHex(row.tokenHash, codeHash(deps, user.id, 'reset', input.token))) {
    await repo.countResetAttempt(db, row.id);
    await auditUser(db, user.id, 'auth.reset_token_failed', meta.ip);
    throw invalidToken();
  }
  return { user, row };
}

/** PUT /user/password/reset: the checked code sets the new password and ends every session. */
export async function resetPassword(
  deps: AuthDeps,
  input: { email: string; token: string; password: string },
  meta: RequestMeta,
): Promise<void> {
  const { db, clock } = deps;
  const { user, row } = await checkResetToken(deps, input, meta);
  const now = clock.now();
  if (!(await repo.consumeResetToken(db, row.id, now))) throw invalidToken();
  await repo.setPasswordAndRevoke(db, {
    userId: user.id,
    passwordHash: await hashPassword(input.password),
    resetRequired: false,
    now,
  });
  await auditUser(db, user.id, 'auth.password_reset', meta.ip);
}
