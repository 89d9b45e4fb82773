import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Msg, UserType } from '@hearth/shared';
import { trustedBrowsers } from '../../db/schema/index.js';
import { createUser } from '../../seed/factories.js';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { signIn } from '../../test/sign-in.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token?: string) =>
  call(t.app, method, `/api/v1${url}`, { ...(body !== undefined ? { body } : {}), ...(token ? { token } : {}) });

type User = { id: number; email: string; password: string };
const trust = (user: User, token: string) =>
  api('POST', '/trustbrowser', { email: user.email, browser: 'Firefox', channel: 'web', user_id: user.id }, token);
const trustedCount = async (user: User) =>
  (await t.database.db.select().from(trustedBrowsers).where(eq(trustedBrowsers.userId, user.id))).length;
const refused = { code: 403, error: 'TRUST_NEEDS_CODE', message: Msg.trustNeedsCode };

describe('POST /trustbrowser trusts only a browser that has just passed the SMS code', () => {
  it('accepts the session of a fresh code once, and only once', async () => {
    const user = await createUser(t.database.db);
    const token = await signIn(t.app, t.messenger, user);
    const first = await trust(user, token);
    expect(first.status).toBe(200);
    const again = await trust(user, token);
    expect(again.body).toEqual(refused);
    expect(await trustedCount(user)).toBe(1);
  });

  it('refuses a session whose code is more than 10 minutes old (a stolen session)', async () => {
    const user = await createUser(t.database.db);
    const token = await signIn(t.app, t.messenger, user);
    t.clock.advance(11 * 60_000);
    expect((await api('GET', '/user/me', undefined, token)).status).toBe(200);
    expect((await trust(user, token)).body).toEqual(refused);
    expect(await trustedCount(user)).toBe(0);
  });

  it('refuses a session opened by a trusted browser, which passed no code', async () => {
    const user = await createUser(t.database.db);
    const first = await trust(user, await signIn(t.app, t.messenger, user));
    const login = await api('POST', '/user/login', {
      email: user.email,
      password: user.password,
      broswer_id: first.body.data.browserId,
    });
    expect(login.status).toBe(200);
    expect((await trust(user, login.body.data.token)).body).toEqual(refused);
    expect(await trustedCount(user)).toBe(1);
  });

  it('refuses after a password change made without the code (the forced reset keeps the session)', async () => {
    const user = await createUser(t.database.db, { userType: UserType.Staff, passwordResetRequired: true });
    const token = await signIn(t.app, t.messenger, user);
    const set = await api('PUT', '/user/password', { userId: user.id, password: 'Chosen#Pass1' }, token);
    expect(set.body.status).toBe(true);
    expect((await api('GET', '/user/me', undefined, token)).status).toBe(200);
    expect((await trust(user, token)).body).toEqual(refused);
    expect(await trustedCount(user)).toBe(0);
  });
});
