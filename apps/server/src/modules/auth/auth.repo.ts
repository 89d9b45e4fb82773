import { and, desc, eq, gt, gte, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { setUserPassword } from '../staff/index.js';
import { otpChallenges, passwordResetTokens, sessions, trustedBrowsers, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

type Expiring = { userId: number; hash: string; now: Date; expiresAt: Date };

/** A new code supersedes every earlier open code of the user (one live login attempt at a time). */
export async function replaceOtpChallenge(db: Db, c: Expiring): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(otpChallenges)
      .set({ supersededAt: c.now })
      .where(
        and(eq(otpChallenges.userId, c.userId), isNull(otpChallenges.consumedAt), isNull(otpChallenges.supersededAt)),
      );
    await tx
      .insert(otpChallenges)
      .values({ userId: c.userId, codeHash: c.hash, createdAt: c.now, expiresAt: c.expiresAt });
  });
}

export async function latestOpenOtp(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.userId, userId), isNull(otpChallenges.consumedAt), isNull(otpChallenges.supersededAt)))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  return row;
}

/** Counts a wrong guess atomically; returns the new attempt count. */
export async function countOtpAttempt(db: Db, id: number): Promise<number> {
  const [row] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(eq(otpChallenges.id, id))
    .returning({ attempts: otpChallenges.attempts });
  return row?.attempts ?? Number.MAX_SAFE_INTEGER;
}

/** Single use: only one caller can consume a code. */
export async function consumeOtp(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt), isNull(otpChallenges.supersededAt)))
    .returning({ id: otpChallenges.id });
  return rows.length === 1;
}

export async function replaceResetToken(db: Db, c: Expiring): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ supersededAt: c.now })
      .where(
        and(
          eq(passwordResetTokens.userId, c.userId),
          isNull(passwordResetTokens.consumedAt),
          isNull(passwordResetTokens.supersededAt),
        ),
      );
    await tx
      .insert(passwordResetTokens)
      .values({ userId: c.userId, tokenHash: c.hash, createdAt: c.now, expiresAt: c.expiresAt });
  });
}

export async function latestOpenResetToken(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.consumedAt),
        isNull(passwordResetTokens.supersededAt),
      ),
    )
    .orderBy(desc(passwordResetTokens.createdAt))
    .limit(1);
  return row;
}

export async function countResetAttempt(db: Db, id: number): Promise<number> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ attempts: sql`${passwordResetTokens.attempts} + 1` })
    .where(eq(passwordResetTokens.id, id))
    .returning({ attempts: passwordResetTokens.attempts });
  return row?.attempts ?? Number.MAX_SAFE_INTEGER;
}

export async function findTrustedBrowser(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(trustedBrowsers)
    .where(
      and(
        eq(trustedBrowsers.tokenHash, tokenHash),
        isNull(trustedBrowsers.revokedAt),
        gt(trustedBrowsers.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

export async function touchTrustedBrowser(db: Db, id: number, now: Date): Promise<void> {
  await db.update(trustedBrowsers).set({ lastUsedAt: now }).where(eq(trustedBrowsers.id, id));
}

/**
 * Trusts a browser for the session that passed the SMS code at or after `codeSince`, once: the
 * session is marked in the same transaction, so a second call (or a racing one) gets false.
 */
export async function trustBrowserOnce(
  db: Db,
  p: { sessionId: string; codeSince: Date; browser: typeof trustedBrowsers.$inferInsert },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(sessions)
      .set({ browserTrustedAt: p.browser.createdAt })
      .where(
        and(
          eq(sessions.id, p.sessionId),
          eq(sessions.userId, p.browser.userId),
          isNull(sessions.revokedAt),
          isNull(sessions.browserTrustedAt),
          gte(sessions.otpVerifiedAt, p.codeSince),
        ),
      )
      .returning({ id: sessions.id });
    if (claimed.length !== 1) return false;
    await tx.insert(trustedBrowsers).values(p.browser);
    return true;
  });
}

/**
 * Sets a new password hash and ends the user's sessions and trusted browsers (all but `keepSessionId`).
 * One transaction: a password change never leaves old sessions alive.
 */
export async function setPasswordAndRevoke(
  db: Db,
  p: { userId: number; passwordHash: string; resetRequired: boolean; now: Date; keepSessionId?: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await setUserPassword(tx, p);
    const sessionFilter = [eq(sessions.userId, p.userId), isNull(sessions.revokedAt)];
    if (p.keepSessionId) {
      sessionFilter.push(ne(sessions.id, p.keepSessionId));
      // The kept session changed the password without a new code: it may no longer trust a browser.
      await tx.update(sessions).set({ otpVerifiedAt: null }).where(eq(sessions.id, p.keepSessionId));
    }
    await tx
      .update(sessions)
      .set({ revokedAt: p.now })
      .where(and(...sessionFilter));
    await tx
      .update(trustedBrowsers)
      .set({ revokedAt: p.now })
      .where(and(eq(trustedBrowsers.userId, p.userId), isNull(trustedBrowsers.revokedAt)));
    await tx
      .update(passwordResetTokens)
      .set({ supersededAt: p.now })
      .where(and(eq(passwordResetTokens.userId, p.userId), isNull(passwordResetTokens.consumedAt)));
  });
}

export async function consumeResetToken(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ consumedAt: now })
    .where(
      and(
        eq(passwordResetTokens.id, id),
        isNull(passwordResetTokens.consumedAt),
        isNull(passwordResetTokens.supersededAt),
      ),
    )
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
}
