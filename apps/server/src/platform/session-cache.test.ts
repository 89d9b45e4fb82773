import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { UserType } from '@hearth/shared';
import { sessions, users } from '../db/schema/index.js';
import { createUser } from '../seed/factories.js';
import { call, createTestApp, type TestApp } from '../test/harness.js';
import { signIn } from '../test/sign-in.js';

// An instance that believes a checked session for a minute, to show what the cache does and does not keep.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessionCacheMs: 60_000 });
});
afterAll(() => t.close());

const me = (token: string) => call(t.app, 'GET', '/api/v1/user/me', { token });
const revokeBehindTheApi = (token: string) =>
  t.database.db
    .update(sessions)
    .set({ revokedAt: t.clock.now() })
    .where(eq(sessions.id, JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid));

describe('the session cache', () => {
  it('believes a checked session until its time is up (another instance revoked it)', async () => {
    const user = await createUser(t.database.db);
    const token = await signIn(t.app, t.messenger, user);
    expect((await me(token)).status).toBe(200);
    await revokeBehindTheApi(token);
    // What another instance's logout looks like here: still believed for the cache's time...
    expect((await me(token)).status).toBe(200);
    t.clock.advance(60_001);
    // ...and not a moment longer.
    expect((await me(token)).status).toBe(401);
  });

  it('forgets every session as soon as this instance changes anything', async () => {
    const user = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    const token = await signIn(t.app, t.messenger, user);
    const otherToken = await signIn(t.app, t.messenger, other);
    expect((await me(token)).status).toBe(200);
    await t.database.db.update(users).set({ status: 5 }).where(eq(users.id, user.id));
    // Any write through this instance (here: someone else logs out) drops what was remembered.
    expect((await call(t.app, 'POST', '/api/v1/user/logout', { token: otherToken })).status).toBe(200);
    expect((await me(token)).status).toBe(401);
    expect((await me(otherToken)).status).toBe(401);
  });

  it('ends a session at once on logout, and never serves one past its expiry', async () => {
    const user = await createUser(t.database.db, { userType: UserType.Admin });
    const token = await signIn(t.app, t.messenger, user);
    expect((await me(token)).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/v1/user/logout', { token })).status).toBe(200);
    expect((await me(token)).status).toBe(401);

    const second = await signIn(t.app, t.messenger, user);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(t.clock.now().getTime() + 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await me(second)).status).toBe(200);
    // Well inside the cache's minute, but past the session's own end: not served.
    t.clock.advance(1500);
    expect((await me(second)).status).toBe(401);
  });
});
