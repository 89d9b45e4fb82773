import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { Msg, UserType } from '@hearth/shared';
import { users } from '../../db/schema/index.js';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { signIn } from '../../test/sign-in.js';
import { createUser } from '../../seed/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token?: string) =>
  call(t.app, method, `/api/v1${url}`, { ...(body !== undefined ? { body } : {}), ...(token ? { token } : {}) });

async function trust(user: { email: string; password: string; id: number }) {
  const token = await signIn(t.app, t.messenger, user);
  const res = await api(
    'POST',
    '/trustbrowser',
    { browser_id: 'client-made', email: user.email, browser: 'Chrome', channel: 'web', user_id: user.id },
    token,
  );
  expect(res.status).toBe(200);
  return { token, browserId: res.body.data.browserId as string };
}

describe('trusted browsers', () => {
  it('skips the code for 60 days on a trusted browser, then asks again', async () => {
    const user = await createUser(t.database.db);
    const { browserId } = await trust(user);
    expect(browserId).not.toBe('client-made');
    expect(browserId.length).toBeGreaterThanOrEqual(40);
    const sent = t.messenger.sent.length;
    const again = await api('POST', '/user/login', {
      email: user.email,
      password: user.password,
      broswer_id: browserId,
    });
    expect(again.status).toBe(200);
    expect(again.body.code).toBe(200);
    expect(again.body.data.token).toBeTruthy();
    expect(t.messenger.sent.length).toBe(sent);
    // The stored value is a hash, never the token itself.
    const rows = await t.database.db.execute(sql`SELECT token_hash FROM trusted_browsers`);
    expect(JSON.stringify((rows as { rows: unknown[] }).rows)).not.toContain(browserId);

    t.clock.advance(61 * 86_400_000);
    const later = await api('POST', '/user/login', {
      email: user.email,
      password: user.password,
      broswer_id: browserId,
    });
    expect(later.status).toBe(201);
  });

  it("asks for a code with an unknown token or another user's token", async () => {
    const a = await createUser(t.database.db);
    const b = await createUser(t.database.db);
    const { browserId } = await trust(a);
    const forB = await api('POST', '/user/login', { email: b.email, password: b.password, broswer_id: browserId });
    expect(forB.status).toBe(201);
    const unknown = await api('POST', '/user/login', { email: a.email, password: a.password, broswer_id: 'nope' });
    expect(unknown.status).toBe(201);
  });

  it('still needs the right password on a trusted browser', async () => {
    const user = await createUser(t.database.db);
    const { browserId } = await trust(user);
    const res = await api('POST', '/user/login', { email: user.email, password: 'Wrong#1234', broswer_id: browserId });
    expect(res.status).toBe(401);
  });

  it("refuses to trust a browser for someone else's account", async () => {
    const a = await createUser(t.database.db);
    const b = await createUser(t.database.db);
    const token = await signIn(t.app, t.messenger, a);
    const res = await api('POST', '/trustbrowser', { email: b.email, user_id: b.id, channel: 'web' }, token);
    expect(res.status).toBe(403);
  });

  it('revokes trusted browsers and sessions when the password changes', async () => {
    const user = await createUser(t.database.db);
    const { token, browserId } = await trust(user);
    const change = await api(
      'POST',
      '/user/password/update',
      { userId: user.id, oldPassword: user.password, newPassword: 'Brand#New9' },
      token,
    );
    expect(change.body).toEqual({ status: true, message: Msg.passwordChangeSuccess });
    expect((await api('GET', '/user/me', undefined, token)).status).toBe(401);
    const relogin = await api('POST', '/user/login', {
      email: user.email,
      password: 'Brand#New9',
      broswer_id: browserId,
    });
    expect(relogin.status).toBe(201);
    expect((await api('POST', '/user/login', { email: user.email, password: user.password })).status).toBe(401);
  });
});

describe('profile change password', () => {
  it('checks the current password, the rules and that the new one differs', async () => {
    const user = await createUser(t.database.db);
    const token = await signIn(t.app, t.messenger, user);
    const wrong = await api(
      'POST',
      '/user/password/update',
      { userId: user.id, oldPassword: 'Nope#1234', newPassword: 'Brand#New9' },
      token,
    );
    expect(wrong.body).toMatchObject({ code: 400, message: Msg.currentPasswordWrong, field: 'oldPassword' });
    const same = await api(
      'POST',
      '/user/password/update',
      { userId: user.id, oldPassword: user.password, newPassword: user.password },
      token,
    );
    expect(same.body.message).toBe(Msg.newSameAsCurrent);
    const weak = await api(
      'POST',
      '/user/password/update',
      { userId: user.id, oldPassword: user.password, newPassword: 'alllowercase1!' },
      token,
    );
    expect(weak.body.message).toBe(Msg.passwordComposition);
    const short = await api(
      'POST',
      '/user/password/update',
      { userId: user.id, oldPassword: user.password, newPassword: 'Aa1#' },
      token,
    );
    expect(short.body.message).toBe(Msg.passwordMin);
    const other = await api(
      'POST',
      '/user/password/update',
      { userId: user.id + 1000, oldPassword: user.password, newPassword: 'Brand#New9' },
      token,
    );
    expect(other.status).toBe(403);
    expect((await api('GET', '/user/me', undefined, token)).status).toBe(200);
  });
});

describe('forgot password', () => {
  it('resets with the emailed token once, ending sessions', async () => {
    const user = await createUser(t.database.db);
    const token = await signIn(t.app, t.messenger, user);
    const sent = await api('POST', '/user/password/reset', { email: user.email });
    expect(sent.status).toBe(200);
    const mail = t.messenger.sent.at(-1)!;
    expect(mail).toMatchObject({ channel: 'email', to: user.email });
    const code = t.messenger.lastCode('email', user.email);
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await api('POST', '/user/password/verify_token', { email: user.email, token: wrong })).body).toMatchObject({
      code: 400,
      message: Msg.invalidToken,
    });
    expect((await api('POST', '/user/password/verify_token', { email: user.email, token: code })).status).toBe(200);
    const weak = await api('PUT', '/user/password/reset', { email: user.email, token: code, password: 'weak' });
    expect(weak.body.message).toBe(Msg.passwordMin);
    const reset = await api('PUT', '/user/password/reset', { email: user.email, token: code, password: 'Reset#Pass1' });
    expect(reset.status).toBe(200);
    const reuse = await api('PUT', '/user/password/reset', { email: user.email, token: code, password: 'Other#Pass2' });
    expect(reuse.body.message).toBe(Msg.invalidToken);
    expect((await api('GET', '/user/me', undefined, token)).status).toBe(401);
    expect((await api('POST', '/user/login', { email: user.email, password: 'Reset#Pass1' })).status).toBe(201);
    expect((await api('POST', '/user/login', { email: user.email, password: 'Other#Pass2' })).status).toBe(401);
  });

  it('names an unknown email with the spec message', async () => {
    const res = await api('POST', '/user/password/reset', { email: 'ghost@example.org' });
    expect(res.body).toEqual({ code: 404, error: 'EMAIL_NOT_FOUND', message: Msg.resetUnknownEmail, field: 'email' });
  });

  it('expires the token after 10 minutes and after 5 wrong guesses', async () => {
    const user = await createUser(t.database.db);
    await api('POST', '/user/password/reset', { email: user.email });
    const code = t.messenger.lastCode('email', user.email);
    t.clock.advance(11 * 60_000);
    expect((await api('POST', '/user/password/verify_token', { email: user.email, token: code })).status).toBe(400);

    await api('POST', '/user/password/reset', { email: user.email });
    const fresh = t.messenger.lastCode('email', user.email);
    const wrong = fresh === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) await api('POST', '/user/password/verify_token', { email: user.email, token: wrong });
    expect((await api('POST', '/user/password/verify_token', { email: user.email, token: fresh })).status).toBe(400);
  });

  it('limits reset requests per email', async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < 5; i++)
      expect((await api('POST', '/user/password/reset', { email: user.email })).status).toBe(200);
    const res = await api('POST', '/user/password/reset', { email: user.email });
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('forced reset and admin reset (PUT /user/password)', () => {
  it('lets a user under a forced reset set their own password, and nothing else until then', async () => {
    const user = await createUser(t.database.db, { passwordResetRequired: true, userType: UserType.Admin });
    const login = await api('POST', '/user/login', { email: user.email, password: user.password });
    expect(login.status).toBe(201);
    const verified = await api('POST', '/verifyotp', {
      email: user.email,
      otp: t.messenger.lastCode('sms', user.email),
    });
    expect(verified.body.data.passwordResetRequired).toBe(true);
    const token = verified.body.data.token as string;
    const blocked = await api('GET', '/role/group?offset=0&limit=100', undefined, token);
    expect(blocked.status).toBe(403);
    expect(blocked.body.error).toBe('PASSWORD_RESET_REQUIRED');
    const same = await api('PUT', '/user/password', { userId: user.id, password: user.password }, token);
    expect(same.body.message).toBe(Msg.newSameAsCurrent);
    const set = await api('PUT', '/user/password', { userId: user.id, password: 'Fresh#Pass1' }, token);
    expect(set.body.status).toBe(true);
    expect((await api('GET', '/role/group?offset=0&limit=100', undefined, token)).status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordResetRequired).toBe(false);
  });

  it('lets an admin reset any password; the user must choose a new one and is signed out', async () => {
    const admin = await createUser(t.database.db, { userType: UserType.SuperAdmin });
    const staff = await createUser(t.database.db, { userType: UserType.Staff });
    const adminToken = await signIn(t.app, t.messenger, admin);
    const staffToken = await signIn(t.app, t.messenger, staff);
    const weak = await api('PUT', '/user/password', { userId: staff.id, password: 'short' }, adminToken);
    expect(weak.body.message).toBe(Msg.passwordMin);
    const res = await api('PUT', '/user/password', { userId: staff.id, password: 'Admin#Set1' }, adminToken);
    expect(res.body.status).toBe(true);
    expect(res.body.message).toMatch(/Password reset successfully/);
    expect((await api('GET', '/user/me', undefined, staffToken)).status).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, staff.id));
    expect(row?.passwordResetRequired).toBe(true);
    expect((await api('PUT', '/user/password', { userId: 999999, password: 'Admin#Set1' }, adminToken)).status).toBe(
      404,
    );
  });

  it("refuses a Staff token on someone else's password and on admin routes", async () => {
    const staff = await createUser(t.database.db, { userType: UserType.Staff });
    const other = await createUser(t.database.db);
    const token = await signIn(t.app, t.messenger, staff);
    expect((await api('PUT', '/user/password', { userId: other.id, password: 'Admin#Set1' }, token)).status).toBe(403);
    expect((await api('PUT', '/user/password', { userId: staff.id, password: 'Admin#Set1' }, token)).status).toBe(403);
    const admin = await api('GET', '/role/group', undefined, token);
    expect(admin.status).toBe(403);
    expect(admin.body).toEqual({ code: 403, error: 'FORBIDDEN', message: Msg.forbidden });
  });
});

describe('bearer tokens and sessions', () => {
  it('rejects missing, forged, alg:none and expired tokens, and tokens after logout', async () => {
    const user = await createUser(t.database.db, { userType: UserType.Admin });
    const token = await signIn(t.app, t.messenger, user);
    expect((await api('GET', '/role/group', undefined, token)).status).toBe(200);
    expect((await api('GET', '/role/group')).status).toBe(401);

    const [header, payload] = token.split('.');
    const forged = await new SignJWT(JSON.parse(Buffer.from(payload!, 'base64url').toString()))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'));
    expect((await api('GET', '/role/group', undefined, forged)).status).toBe(401);

    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect((await api('GET', '/role/group', undefined, none)).status).toBe(401);
    expect(header).toBeTruthy();

    const garbage = await api('GET', '/role/group', undefined, 'abc.def.ghi');
    expect(garbage.body).toEqual({ code: 401, error: 'UNAUTHORIZED', message: Msg.sessionExpired });

    const out = await api('POST', '/user/logout', undefined, token);
    expect(out.status).toBe(200);
    expect((await api('GET', '/role/group', undefined, token)).status).toBe(401);

    const second = await signIn(t.app, t.messenger, user);
    t.clock.advance(12 * 3600_000 + 1000);
    expect((await api('GET', '/role/group', undefined, second)).status).toBe(401);
  });

  it('ends the sessions of a deactivated user at once', async () => {
    const user = await createUser(t.database.db);
    const token = await signIn(t.app, t.messenger, user);
    await t.database.db.update(users).set({ status: 5 }).where(eq(users.id, user.id));
    expect((await api('GET', '/user/me', undefined, token)).status).toBe(401);
  });
});

describe('bad input and unknown routes', () => {
  it('answers malformed JSON, oversized bodies and unknown routes with the error envelope', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 400, error: 'INVALID_JSON' });
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.org', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 413, error: 'PAYLOAD_TOO_LARGE' });
    const missing = await api('GET', '/no/such/route');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 404, error: 'NOT_FOUND' });
    const health = await api('GET', '/health');
    expect(health.body).toEqual({ status: 'ok' });
  });

  it('treats SQL in an email as text', async () => {
    const res = await api('POST', '/user/login', { email: "x'or'1'='1@example.org", password: "' OR 1=1 --" });
    expect(res.status).toBe(401);
  });
});
