import {
  ErrorCode,
  isAdminType,
  Msg,
  OTP_MAX_ATTEMPTS,
  OTP_VALID_MINUTES,
  RESET_TOKEN_VALID_MINUTES,
  Status,
  TRUSTED_BROWSER_DAYS,
  type AuthData,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { CurrentUser, SessionTokens } from '../../platform/auth.js';
import type { Clock } from '../../platform/clock.js';
import {
  hashPassword,
  hmac,
  randomToken,
  safeEqualHex,
  sha256,
  sixDigitCode,
  verifyPassword,
} from '../../platform/crypto.js';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors.js';
import { NoRecipientError, type Messenger } from '../../platform/messaging/index.js';
import { hit, clearHits, Limits } from '../../platform/rate-limit.js';
import { assertMayEditUser } from '../../policies/user-editing.js';
import * as repo from './auth.repo.js';

export type AuthDeps = { db: Db; clock: Clock; messenger: Messenger; tokens: SessionTokens; codeKey: string };
export type RequestMeta = { ip: string; userAgent?: string };

const minutes = (n: number) => n * 60_000;
/** How long after passing the SMS code a session may still trust its browser (the /save-browser step). */
const TRUST_WINDOW_MINUTES = 10;
const loginFailed = () => new AppError(ErrorCode.LOGIN_FAILED, Msg.loginFailed);
const otpWrong = () => new AppError(ErrorCode.OTP_INCORRECT, Msg.otpIncorrect, 'otp');
const otpLocked = () => new AppError(ErrorCode.OTP_LOCKED, Msg.otpLocked, 'otp');
const invalidToken = () => new AppError(ErrorCode.INVALID_TOKEN, Msg.invalidToken, 'token');

export type LoginResult =
  { code: 200; message: string; data: AuthData } | { code: 201; message: string; data: { email: string } };

export function createAuthService(deps: AuthDeps) {
  const { db, clock, messenger, tokens } = deps;
  const codeHash = (userId: number, purpose: string, code: string) =>
    hmac(deps.codeKey, `${purpose}:${userId}:${code}`);

  async function signIn(user: repo.UserRow, meta: RequestMeta, opts: { otpVerified: boolean }): Promise<AuthData> {
    const token = await tokens.issue(user.id, meta, opts);
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

  async function sendOtp(user: repo.UserRow, meta: RequestMeta): Promise<void> {
    const code = sixDigitCode();
    const now = clock.now();
    await repo.replaceOtpChallenge(db, {
      userId: user.id,
      hash: codeHash(user.id, 'otp', code),
      now,
      expiresAt: new Date(now.getTime() + minutes(OTP_VALID_MINUTES)),
    });
    try {
      await messenger.send({
        channel: 'sms',
        to: user.mobile ?? '',
        userEmail: user.email,
        subject: 'Hearth verification code',
        text: `Your Hearth verification code is ${code}. It is valid for ${OTP_VALID_MINUTES} minutes.`,
      });
    } catch (err) {
      await audit(db, {
        actorUserId: user.id,
        action: 'auth.otp_send_failed',
        targetType: 'user',
        targetId: user.id,
        ip: meta.ip,
        details: { reason: (err as Error).message.slice(0, 200) },
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
    await audit(db, {
      actorUserId: user.id,
      action: 'auth.otp_sent',
      targetType: 'user',
      targetId: user.id,
      ip: meta.ip,
    });
  }

  async function activeUser(email: string): Promise<repo.UserRow | undefined> {
    const user = await repo.findUserByEmail(db, email);
    return user && user.status === Status.Active ? user : undefined;
  }

  return {
    async login(
      input: { email: string; password: string; browserId?: string | null },
      meta: RequestMeta,
    ): Promise<LoginResult> {
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
        const trusted = await repo.findTrustedBrowser(db, sha256(input.browserId), clock.now());
        if (trusted && trusted.userId === user.id) {
          await repo.touchTrustedBrowser(db, trusted.id, clock.now());
          const data = await signIn(user, meta, { otpVerified: false });
          await audit(db, {
            actorUserId: user.id,
            action: 'auth.login_succeeded',
            targetType: 'user',
            targetId: user.id,
            ip: meta.ip,
            details: { trustedBrowser: true },
          });
          return { code: 200, message: 'Login successful', data };
        }
      }
      await sendOtp(user, meta);
      return { code: 201, message: 'Verification code sent', data: { email: user.email } };
    },

    async verifyOtp(input: { email: string; otp: string }, meta: RequestMeta): Promise<AuthData> {
      await hit(db, clock, `otp:ip:${meta.ip}`, Limits.verifyPerIp);
      const user = await activeUser(input.email);
      const challenge = user && (await repo.latestOpenOtp(db, user.id));
      if (!user || !challenge) throw otpWrong();
      const fail = async (reason: string, error: AppError) => {
        await audit(db, {
          actorUserId: user.id,
          action: 'auth.otp_failed',
          targetType: 'user',
          targetId: user.id,
          ip: meta.ip,
          details: { reason },
        });
        throw error;
      };
      if (challenge.expiresAt <= clock.now())
        return fail('expired', new AppError(ErrorCode.OTP_EXPIRED, Msg.otpExpired, 'otp'));
      if (challenge.attempts >= OTP_MAX_ATTEMPTS) return fail('locked', otpLocked());
      if (!safeEqualHex(challenge.codeHash, codeHash(user.id, 'otp', input.otp))) {
        const attempts = await repo.countOtpAttempt(db, challenge.id);
        return fail('wrong_code', attempts >= OTP_MAX_ATTEMPTS ? otpLocked() : otpWrong());
      }
      if (!(await repo.consumeOtp(db, challenge.id, clock.now()))) return fail('reused', otpWrong());
      const data = await signIn(user, meta, { otpVerified: true });
      await audit(db, {
        actorUserId: user.id,
        action: 'auth.login_succeeded',
        targetType: 'user',
        targetId: user.id,
        ip: meta.ip,
        details: { trustedBrowser: false },
      });
      return data;
    },

    /** A new code for a login attempt still open (password already checked); never for a bare email. */
    async resendOtp(input: { email: string }, meta: RequestMeta): Promise<void> {
      const user = await activeUser(input.email);
      const open = user && (await repo.latestOpenOtp(db, user.id));
      if (!user || !open || clock.now().getTime() - open.createdAt.getTime() > minutes(30)) {
        throw new AppError(ErrorCode.LOGIN_REQUIRED, 'Your sign-in has expired. Please log in again.');
      }
      await hit(db, clock, `otp:resend:${user.id}`, Limits.resendPerUser);
      await sendOtp(user, meta);
    },

    /**
     * YES on /save-browser. Only the session that has just passed the SMS code in this sign-in may
     * trust its browser, once, within TRUST_WINDOW_MINUTES: a stolen or trusted-browser session
     * cannot mint a 60-day pass, nor can one that has since changed the password without a code.
     */
    async trustBrowser(
      actor: CurrentUser,
      input: { email: string; browser?: string | null; channel?: string | null; userId?: number | null },
      meta: RequestMeta,
    ) {
      if (input.email !== actor.email.toLowerCase() || (input.userId != null && input.userId !== actor.id))
        throw forbidden();
      const token = randomToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + TRUSTED_BROWSER_DAYS * 86_400_000);
      const trusted = await repo.trustBrowserOnce(db, {
        sessionId: actor.sessionId,
        codeSince: new Date(now.getTime() - minutes(TRUST_WINDOW_MINUTES)),
        browser: {
          userId: actor.id,
          tokenHash: sha256(token),
          browser: input.browser?.slice(0, 100) ?? null,
          channel: input.channel ?? null,
          createdAt: now,
          expiresAt,
        },
      });
      if (!trusted) {
        await audit(db, {
          actorUserId: actor.id,
          action: 'auth.browser_trust_refused',
          targetType: 'user',
          targetId: actor.id,
          ip: meta.ip,
        });
        throw new AppError(ErrorCode.TRUST_NEEDS_CODE, Msg.trustNeedsCode);
      }
      await audit(db, {
        actorUserId: actor.id,
        action: 'auth.browser_trusted',
        targetType: 'user',
        targetId: actor.id,
        ip: meta.ip,
        details: { browser: input.browser ?? null, channel: input.channel ?? null },
      });
      return { browserId: token, expiresAt: expiresAt.toISOString() };
    },

    async requestPasswordReset(input: { email: string }, meta: RequestMeta): Promise<void> {
      await hit(db, clock, `reset:ip:${meta.ip}`, Limits.resetPerIp);
      await hit(db, clock, `reset:email:${input.email}`, Limits.resetPerEmail);
      const user = await activeUser(input.email);
      if (!user) {
        await audit(db, { action: 'auth.reset_unknown_email', ip: meta.ip });
        throw new AppError(ErrorCode.EMAIL_NOT_FOUND, Msg.resetUnknownEmail, 'email');
      }
      const token = sixDigitCode();
      const now = clock.now();
      await repo.replaceResetToken(db, {
        userId: user.id,
        hash: codeHash(user.id, 'reset', token),
        now,
        expiresAt: new Date(now.getTime() + minutes(RESET_TOKEN_VALID_MINUTES)),
      });
      await messenger.send({
        channel: 'email',
        to: user.email,
        userEmail: user.email,
        subject: 'Reset your Hearth password',
        text: `Your Hearth password reset code is ${token}. It is valid for ${RESET_TOKEN_VALID_MINUTES} minutes. If you did not ask to reset your password, ignore this email.`,
      });
      await audit(db, {
        actorUserId: user.id,
        action: 'auth.reset_requested',
        targetType: 'user',
        targetId: user.id,
        ip: meta.ip,
      });
    },

    /** Checks a reset token without using it up (the new-password step uses it). */
    async checkResetToken(input: { email: string; token: string }, meta: RequestMeta) {
      await hit(db, clock, `reset:verify:${meta.ip}`, Limits.resetVerifyPerIp);
      const user = await activeUser(input.email);
      const row = user && (await repo.latestOpenResetToken(db, user.id));
      if (!user || !row || row.expiresAt <= clock.now() || row.attempts >= OTP_MAX_ATTEMPTS) throw invalidToken();
      if (!safeEqualHex(row.tokenHash, codeHash(user.id, 'reset', input.token))) {
        await repo.countResetAttempt(db, row.id);
        await audit(db, {
          actorUserId: user.id,
          action: 'auth.reset_token_failed',
          targetType: 'user',
          targetId: user.id,
          ip: meta.ip,
        });
        throw invalidToken();
      }
      return { user, row };
    },

    async resetPassword(input: { email: string; token: string; password: string }, meta: RequestMeta): Promise<void> {
      const { user, row } = await this.checkResetToken(input, meta);
      const now = clock.now();
      if (!(await repo.consumeResetToken(db, row.id, now))) throw invalidToken();
      await repo.setPasswordAndRevoke(db, {
        userId: user.id,
        passwordHash: await hashPassword(input.password),
        resetRequired: false,
        now,
      });
      await audit(db, {
        actorUserId: user.id,
        action: 'auth.password_reset',
        targetType: 'user',
        targetId: user.id,
        ip: meta.ip,
      });
    },

    /**
     * PUT /user/password: an admin resets the password of a user whose record they may edit (the
     * same policy as PUT /user; the user must choose a new one at next sign-in), or a user under a
     * forced reset sets their own (their other sessions end). Anyone else changing their own
     * password uses the profile change, which asks for the current one.
     */
    async setPassword(
      actor: CurrentUser,
      input: { userId: number; password: string },
      meta: RequestMeta,
    ): Promise<string> {
      const self = input.userId === actor.id;
      if (self && !actor.passwordResetRequired) throw new AppError(ErrorCode.FORBIDDEN, Msg.ownPasswordViaProfile);
      if (!self) {
        // Editing users is refused during a forced reset (PUT /user), so resetting theirs is too;
        // and a non-admin learns nothing about which ids exist.
        if (actor.passwordResetRequired)
          throw new AppError(ErrorCode.PASSWORD_RESET_REQUIRED, Msg.passwordResetRequired);
        if (!isAdminType(actor.userType)) throw forbidden();
      }
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
    },

    /** Profile CHANGE PASSWORD: needs the current password; ends every session including this one. */
    async changePassword(
      actor: CurrentUser,
      input: { userId: number; oldPassword: string; newPassword: string },
      meta: RequestMeta,
    ): Promise<void> {
      if (input.userId !== actor.id) throw forbidden();
      await hit(db, clock, `pwchange:${actor.id}`, Limits.loginPerAccountIp);
      const user = await repo.findUserById(db, actor.id);
      if (!user || !(await verifyPassword(user.passwordHash, input.oldPassword))) {
        await audit(db, {
          actorUserId: actor.id,
          action: 'auth.password_change_failed',
          targetType: 'user',
          targetId: actor.id,
          ip: meta.ip,
        });
        throw badRequest(Msg.currentPasswordWrong, 'oldPassword');
      }
      await repo.setPasswordAndRevoke(db, {
        userId: user.id,
        passwordHash: await hashPassword(input.newPassword),
        resetRequired: false,
        now: clock.now(),
      });
      await audit(db, {
        actorUserId: actor.id,
        action: 'auth.password_changed',
        targetType: 'user',
        targetId: actor.id,
        ip: meta.ip,
      });
    },

    async logout(actor: CurrentUser, meta: RequestMeta): Promise<void> {
      await repo.revokeSession(db, actor.sessionId, clock.now());
      await audit(db, {
        actorUserId: actor.id,
        action: 'auth.logout',
        targetType: 'user',
        targetId: actor.id,
        ip: meta.ip,
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
