import { ErrorCode, Msg, OTP_MAX_ATTEMPTS, OTP_VALID_MINUTES, Status, type AuthData } from '@hearth/shared';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import { safeEqualHex, sha256, sixDigitCode, verifyPassword } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import { NoRecipientError } from '../../platform/messaging/index.js';
import { hit, clearHits, Limits } from '../../platform/rate-limit.js';
import {
  activeUser,
  auditUser,
  codeHash,
  expiringCode,
  minutes,
  otpLocked,
  otpWrong,
  type AuthDeps,
  type RequestMeta,
} from './auth.deps.js';
import * as repo from './auth.repo.js';
import { revokeSession } from './sessions.repo.js';

export type LoginResult =
  { code: 200; message: string; data: AuthData } | { code: 201; message: string; data: { email: string } };

const loginFailed = () => new AppError(ErrorCode.LOGIN_FAILED, Msg.loginFailed);

async function signIn(
  deps: AuthDeps,
  user: repo.UserRow,
  meta: RequestMeta,
  opts: { otpVerified: boolean },
): Promise<AuthData> {
  const token = await deps.tokens.issue(user.id, meta, opts);
  return {
    token,
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    userType: user.userType,
    passwordResetRequired: user.passwordResetRequired,
  };
}

async function sendOtp(deps: AuthDeps, user: repo.UserRow, meta: RequestMeta): Promise<void> {
  const { db } = deps;
  const code = sixDigitCode();
  await repo.replaceOtpChallenge(db, expiringCode(deps, user.id, 'otp', code, OTP_VALID_MINUTES));
  try {
    await deps.messenger.send({
      channel: 'sms',
      to: user.mobile ?? '',
      userEmail: user.email,
      subject: 'Hearth verification code',
      text: `Your Hearth verification code is ${code}. It is valid for ${OTP_VALID_MINUTES} minutes.`,
    });
  } catch (err) {
    await auditUser(db, user.id, 'auth.otp_send_failed', meta.ip, {
      reason: (err as Error).message.slice(0, 200),
    });
    // With an SMS provider, an account without a mobile number can never get a code: say so,
    // rather than "try again later" (or, worse, "we sent an SMS").
    throw new AppError(
      ErrorCode.MESSAGE_NOT_SENT,
      err instanceof NoRecipientError
        ? 'There is no mobile number on your account for the verification code. Please ask an administrator to add one.'
        : 'We could not send the verification code. Please try again later.',
    );
  }
  await auditUser(db, user.id, 'auth.otp_sent', meta.ip);
}

/** A browser trusted by this user skips the SMS code; undefined when it is not one. */
async function signInTrustedBrowser(
  deps: AuthDeps,
  user: repo.UserRow,
  browserId: string,
  meta: RequestMeta,
): Promise<AuthData | undefined> {
  const { db, clock } = deps;
  const trusted = await repo.findTrustedBrowser(db, sha256(browserId), clock.now());
  if (!trusted || trusted.userId !== user.id) return undefined;
  await repo.touchTrustedBrowser(db, trusted.id, clock.now());
  const data = await signIn(deps, user, meta, { otpVerified: false });
  await auditUser(db, user.id, 'auth.login_succeeded', meta.ip, { trustedBrowser: true });
  return data;
}

/** POST /user/login: the password, then a trusted browser's pass or an SMS code. */
export async function login(
  deps: AuthDeps,
  input: { email: string; password: string; browserId?: string | null },
  meta: RequestMeta,
): Promise<LoginResult> {
  const { db, clock } = deps;
  await hit(db, clock, `login:ip:${meta.ip}`, Limits.loginPerIp);
  await hit(db, clock, `login:acct:${input.email}:${meta.ip}`, Limits.loginPerAccountIp);
  const user = await repo.findUserByEmail(db, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok || user.status !== Status.Active) {
    await audit(db, {
      actorUserId: user?.id ?? null,
      action: 'auth.login_failed',
      targetType: 'user',
      targetId: user?.id ?? null,
      ip: meta.ip,
      details: { reason: !user ? 'unknown_email' : !ok ? 'wrong_password' : 'inactive' },
    });
    throw loginFailed();
  }
  await clearHits(db, `login:acct:${input.email}:${meta.ip}`);
  if (input.browserId) {
    const data = await signInTrustedBrowser(deps, user, input.browserId, meta);
    if (data) return { code: 200, message: 'Login successful', data };
  }
  await sendOtp(deps, user, meta);
  return { code: 201, message: 'Verification code sent', data: { email: user.email } };
}

/** POST /verifyotp: the SMS code of the open login attempt opens the session. */
export async function verifyOtp(
  deps: AuthDeps,
  input: { email: string; otp: string },
  meta: RequestMeta,
): Promise<AuthData> {
  const { db, clock } = deps;
  await hit(db, clock, `otp:ip:${meta.ip}`, Limits.verifyPerIp);
  const user = await activeUser(db, input.email);
  const challenge = user && (await repo.latestOpenOtp(db, user.id));
  if (!user || !challenge) throw otpWrong();
  const fail = async (reason: string, error: AppError) => {
    await auditUser(db, user.id, 'auth.otp_failed', meta.ip, { reason });
    throw error;
  };
  if (challenge.expiresAt <= clock.now())
    return fail('expired', new AppError(ErrorCode.OTP_EXPIRED, Msg.otpExpired, 'otp'));
  if (challenge.attempts >= OTP_MAX_ATTEMPTS) return fail('locked', otpLocked());
  if (!safeEqualHex(challenge.codeHash, codeHash(deps, user.id, 'otp', input.otp))) {
    const attempts = await repo.countOtpAttempt(db, challenge.id);
    return fail('wrong_code', attempts >= OTP_MAX_ATTEMPTS ? otpLocked() : otpWrong());
  }
  if (!(await repo.consumeOtp(db, challenge.id, clock.now()))) return fail('reused', otpWrong());
  const data = await signIn(deps, user, meta, { otpVerified: true });
  await auditUser(db, user.id, 'auth.login_succeeded', meta.ip, { trustedBrowser: false });
  return data;
}

/** A new code for a login attempt still open (password already checked); never for a bare email. */
export async function resendOtp(deps: AuthDeps, input: { email: string }, meta: RequestMeta): Promise<void> {
  const { db, clock } = deps;
  const user = await activeUser(db, input.email);
  const open = user && (await repo.latestOpenOtp(db, user.id));
  if (!user || !open || clock.now().getTime() - open.createdAt.getTime() > minutes(30)) {
    throw new AppError(ErrorCode.LOGIN_REQUIRED, 'Your sign-in has expired. Please log in again.');
  }
  await hit(db, clock, `otp:resend:${user.id}`, Limits.resendPerUser);
  await sendOtp(deps, user, meta);
}

export async function logout(deps: AuthDeps, actor: CurrentUser, meta: RequestMeta): Promise<void> {
  await revokeSession(deps.db, actor.sessionId, deps.clock.now());
  await auditUser(deps.db, actor.id, 'auth.logout', meta.ip);
}
