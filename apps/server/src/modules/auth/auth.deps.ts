import { ErrorCode, Msg, Status } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { SessionTokens } from '../../platform/auth.js';
import type { Clock } from '../../platform/clock.js';
import { hmac } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import type { Messenger } from '../../platform/messaging/index.js';
import * as repo from './auth.repo.js';

/** What every sign-in and password use case needs (built once in app.ts). */
export type AuthDeps = { db: Db; clock: Clock; messenger: Messenger; tokens: SessionTokens; codeKey: string };
export type RequestMeta = { ip: string; userAgent?: string };

export const minutes = (n: number) => n * 60_000;
export const otpWrong = () => new AppError(ErrorCode.OTP_INCORRECT, Msg.otpIncorrect, 'otp');
export const otpLocked = () => new AppError(ErrorCode.OTP_LOCKED, Msg.otpLocked, 'otp');
export const invalidToken = () => new AppError(ErrorCode.INVALID_TOKEN, Msg.invalidToken, 'token');

/** A one-time code's keyed hash (SMS code or reset code): the code itself is never stored. */
export const codeHash = (deps: Pick<AuthDeps, 'codeKey'>, userId: number, purpose: string, code: string) =>
  hmac(deps.codeKey, `${purpose}:${userId}:${code}`);

/** A new one-time code as stored: its keyed hash, when it was issued and when it expires. */
export function expiringCode(deps: AuthDeps, userId: number, purpose: string, code: string, validMinutes: number) {
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + minutes(validMinutes));
  return { userId, hash: codeHash(deps, userId, purpose, code), now, expiresAt };
}

export async function activeUser(db: Db, email: string): Promise<repo.UserRow | undefined> {
  const user = await repo.findUserByEmail(db, email);
  return user && user.status === Status.Active ? user : undefined;
}

/** An audit row about a user's own account, by that user (sign-in, codes, passwords). */
export function auditUser(
  db: Db,
  userId: number,
  action: string,
  ip: string,
  details?: Record<string, unknown>,
): Promise<void> {
  return audit(db, { actorUserId: userId, action, targetType: 'user', targetId: userId, ip, details });
}
