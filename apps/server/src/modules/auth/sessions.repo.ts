import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import type { SessionStore } from '../../platform/auth.js';

/**
 * The `sessions` table is written here only: opened at sign-in (through platform/auth.ts's
 * SessionTokens, which gets this store), ended at logout, password change or deactivation.
 */

/** The session store the bearer-token check uses (wired in app.ts). */
export function sessionStore(db: Db): SessionStore {
  // Named, so PostgreSQL plans it once per connection instead of on every request.
  const findSession = db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      userType: users.userType,
      status: users.status,
      passwordResetRequired: users.passwordResetRequired,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sid')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('hearth_session_user');
  return {
    open: async (session) => {
      await db.insert(sessions).values(session);
    },
    find: async (sid, now) => {
      const [row] = await findSession.execute({ sid, now });
      return row;
    },
  };
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Ends every open session of a user (deactivation). */
export async function revokeUserSessions(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
