import { ErrorCode, Msg, TRUSTED_BROWSER_DAYS } from '@hearth/shared';
import type { CurrentUser } from '../../platform/auth.js';
import { randomToken, sha256 } from '../../platform/crypto.js';
import { AppError, forbidden } from '../../platform/errors.js';
import { auditUser, minutes, type AuthDeps, type RequestMeta } from './auth.deps.js';
import * as repo from './auth.repo.js';

/** How long after passing the SMS code a session may still trust its browser (the /save-browser step). */
const TRUST_WINDOW_MINUTES = 10;

/**
 * YES on /save-browser. Only the session that has just passed the SMS code in this sign-in may
 * trust its browser, once, within TRUST_WINDOW_MINUTES: a stolen or trusted-browser session
 * cannot mint a 60-day pass, nor can one that has since changed the password without a code.
 */
export async function trustBrowser(
  deps: AuthDeps,
  actor: CurrentUser,
  input: { email: string; browser?: string | null; channel?: string | null; userId?: number | null },
  meta: RequestMeta,
) {
  const { db, clock } = deps;
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
    await auditUser(db, actor.id, 'auth.browser_trust_refused', meta.ip);
    throw new AppError(ErrorCode.TRUST_NEEDS_CODE, Msg.trustNeedsCode);
  }
  await auditUser(db, actor.id, 'auth.browser_trusted', meta.ip, {
    browser: input.browser ?? null,
    channel: input.channel ?? null,
  });
  return { browserId: token, expiresAt: expiresAt.toISOString() };
}
