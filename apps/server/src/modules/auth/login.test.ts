import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Msg, UserType } from '@hearth/shared';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { signIn } from '../../test/sign-in.js';
import { createUser } from '../../seed/factories.js';
import { TwilioSms } from '../../platform/messaging/twilio.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (body: unknown, ip?: string) =>
  call(t.app, 'POST', '/api/v1/user/login', { body, ...(ip ? { ip } : {}) });
const verify = (body: unknown) => call(t.app, 'POST', '/api/v1/verifyotp', { body });

async function auditActions(userId: number): Promise<string[]> {
  const res = await t.database.db.execute<{ action: string }>(
    sql`SELECT action FROM audit_events WHERE target_id = ${String(userId)} ORDER BY id`,
  );
  return (res as { rows: { action: string }[] }).rows.map((r) => r.action);
}

describe('POST /user/login', () => {
  it('answers 201 and texts a 6-digit code to the mobile on file', async () => {
    const user = await createUser(t.database.db, { mobile: '2155550123', firstName: 'Ada' });
    const res = await login({ email: user.email, password: user.password });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ code: 201, message: 'Verification code sent', data: { email: user.email } });
    const sms = t.messenger.sent.at(-1)!;
    expect(sms).toMatchObject({ channel: 'sms', to: '2155550123', userEmail: user.email });
    expect(sms.text).toMatch(/\b\d{6}\b/);
    expect(await auditActions(user.id)).toContain('auth.otp_sent');
  });

  it('refuses a wrong password, an unknown email and an inactive account with the same message', async () => {
    const user = await createUser(t.database.db);
    const inactive = await createUser(t.database.db, { status: 5 });
    for (const body of [
      { email: user.email, password: 'Wrong#1234' },
      { email: 'nobody@example.org', password: 'Wrong#1234' },
      { email: inactive.email, password: inactive.password },
    ]) {
      const res = await login(body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 401, error: 'LOGIN_FAILED', message: Msg.loginFailed });
    }
    expect(await auditActions(user.id)).toEqual(['auth.login_failed']);
  });

  it('validates the body with the spec messages', async () => {
    expect((await login({ password: 'x' })).body).toMatchObject({
      code: 400,
      message: 'Email is required',
      field: 'email',
    });
    expect((await login({ email: 'not-an-email', password: 'x' })).body.message).toBe('Email is invalid');
    expect((await login({ email: 'a@b.org' })).body).toMatchObject({
      message: 'Password is required',
      field: 'password',
    });
    expect((await login({ email: 'a@b.org', password: '' })).body.message).toBe('Password is required');
  });

  it('accepts emails case-insensitively and passwords up to 128 characters', async () => {
    const long = `Aa1#${'x'.repeat(124)}`;
    const user = await createUser(t.database.db, { password: long });
    const res = await login({ email: user.email.toUpperCase(), password: long });
    expect(res.status).toBe(201);
    const tooLong = await login({ email: user.email, password: long + 'y' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(Msg.loginFailed);
  });

  it('limits attempts per account and IP with 429 and Retry-After', async () => {
    const user = await createUser(t.database.db);
    const ip = '10.9.8.7';
    for (let i = 0; i < 10; i++)
      expect((await login({ email: user.email, password: 'Wrong#1234' }, ip)).status).toBe(401);
    const limited = await login({ email: user.email, password: user.password }, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    // Another IP is not blocked by this account+IP counter.
    expect((await login({ email: user.email, password: user.password }, '10.9.8.8')).status).toBe(201);
    t.clock.advance(16 * 60_000);
    expect((await login({ email: user.email, password: user.password }, ip)).status).toBe(201);
  });

  it('answers 502 and audits when the SMS cannot be sent', async () => {
    const user = await createUser(t.database.db);
    t.messenger.failNext = true;
    const res = await login({ email: user.email, password: user.password });
    expect(res.status).toBe(502);
    expect(await auditActions(user.id)).toContain('auth.otp_send_failed');
  });
});

describe('POST /verifyotp', () => {
  it('signs in with the right code and returns the auth data', async () => {
    const user = await createUser(t.database.db, { firstName: 'Grace', lastName: 'Hopper', userType: UserType.Admin });
    await login({ email: user.email, password: user.password });
    const res = await verify({ email: user.email, otp: t.messenger.lastCode('sms', user.email) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      userId: user.id,
      email: user.email,
      firstName: 'Grace',
      lastName: 'Hopper',
      userType: UserType.Admin,
      passwordResetRequired: false,
    });
    expect(Object.keys(res.body.data).sort()).toEqual(
      ['email', 'firstName', 'lastName', 'passwordResetRequired', 'token', 'userId', 'userType'].sort(),
    );
    const me = await call(t.app, 'GET', '/api/v1/user/me', { token: res.body.data.token });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(user.email);
    expect(me.body.data).not.toHaveProperty('passwordHash');
  });

  it('kills the code after 5 wrong guesses, even for the right code', async () => {
    const user = await createUser(t.database.db);
    await login({ email: user.email, password: user.password });
    const right = t.messenger.lastCode('sms', user.email);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      expect((await verify({ email: user.email, otp: wrong })).body.message).toBe(Msg.otpIncorrect);
    }
    expect((await verify({ email: user.email, otp: wrong })).body.message).toBe(Msg.otpLocked);
    const after = await verify({ email: user.email, otp: right });
    expect(after.status).toBe(400);
    expect(after.body.message).toBe(Msg.otpLocked);
    expect((await auditActions(user.id)).filter((a) => a === 'auth.otp_failed')).toHaveLength(6);
  });

  it('refuses an expired code', async () => {
    const user = await createUser(t.database.db);
    await login({ email: user.email, password: user.password });
    const code = t.messenger.lastCode('sms', user.email);
    t.clock.advance(10 * 60_000 + 1000);
    const res = await verify({ email: user.email, otp: code });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(Msg.otpExpired);
  });
});

describe('POST /verifyotp: one use, for one user, six digits', () => {
  it('uses a code once', async () => {
    const user = await createUser(t.database.db);
    await login({ email: user.email, password: user.password });
    const code = t.messenger.lastCode('sms', user.email);
    expect((await verify({ email: user.email, otp: code })).status).toBe(200);
    const again = await verify({ email: user.email, otp: code });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(Msg.otpIncorrect);
  });

  it("does not accept one user's code for another user", async () => {
    const a = await createUser(t.database.db);
    const b = await createUser(t.database.db);
    await login({ email: a.email, password: a.password });
    await login({ email: b.email, password: b.password });
    const codeA = t.messenger.lastCode('sms', a.email);
    const codeB = t.messenger.lastCode('sms', b.email);
    if (codeA !== codeB) expect((await verify({ email: b.email, otp: codeA })).status).toBe(400);
    expect((await verify({ email: b.email, otp: codeB })).status).toBe(200);
  });

  it('requires exactly 6 digits', async () => {
    const res = await verify({ email: 'a@b.org', otp: '12345' });
    expect(res.body).toMatchObject({ code: 400, message: Msg.otpMustBe6, field: 'otp' });
  });

  it('never writes a code or password into the audit trail', async () => {
    const user = await createUser(t.database.db);
    await login({ email: user.email, password: user.password });
    const code = t.messenger.lastCode('sms', user.email);
    await verify({ email: user.email, otp: code === '123456' ? '654321' : '123456' });
    await verify({ email: user.email, otp: code });
    const res = await t.database.db.execute(sql`SELECT * FROM audit_events`);
    const dump = JSON.stringify((res as { rows: unknown[] }).rows);
    expect(dump).not.toContain(code);
    expect(dump).not.toContain(user.password);
  });
});

describe('POST /resendotp', () => {
  it('sends a new code for an open login attempt and kills the old one', async () => {
    const user = await createUser(t.database.db);
    await login({ email: user.email, password: user.password });
    const first = t.messenger.lastCode('sms', user.email);
    const res = await call(t.app, 'POST', '/api/v1/resendotp', { body: { email: user.email } });
    expect(res.body).toEqual({ code: 200, message: Msg.otpResent });
    const second = t.messenger.lastCode('sms', user.email);
    if (first !== second) expect((await verify({ email: user.email, otp: first })).status).toBe(400);
    expect((await verify({ email: user.email, otp: second })).status).toBe(200);
  });

  it('sends nothing for an email without an open login attempt', async () => {
    const user = await createUser(t.database.db);
    const before = t.messenger.sent.length;
    const res = await call(t.app, 'POST', '/api/v1/resendotp', { body: { email: user.email } });
    expect(res.status).toBe(400);
    expect(t.messenger.sent.length).toBe(before);
  });

  it('is limited to 5 per hour per user', async () => {
    const user = await createUser(t.database.db);
    await login({ email: user.email, password: user.password });
    for (let i = 0; i < 5; i++) {
      expect((await call(t.app, 'POST', '/api/v1/resendotp', { body: { email: user.email } })).status).toBe(200);
    }
    const res = await call(t.app, 'POST', '/api/v1/resendotp', { body: { email: user.email } });
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('signIn helper', () => {
  it('produces a working bearer token', async () => {
    const user = await createUser(t.database.db);
    const token = await signIn(t.app, t.messenger, user);
    expect((await call(t.app, 'GET', '/api/v1/user/me', { token })).status).toBe(200);
  });
});

describe('POST /user/login with an SMS provider', () => {
  it('says the account has no mobile number instead of claiming a code was sent, and sends nothing', async () => {
    // A stand-in for Twilio's Messages resource: it would refuse an empty To (error 21604).
    const posts: URLSearchParams[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        posts.push(form);
        res.writeHead(form.get('To') ? 201 : 400, { 'content-type': 'application/json' });
        res.end(JSON.stringify(form.get('To') ? { sid: 'SM1' } : { code: 21604 }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const sms = new TwilioSms({
      accountSid: 'AC1',
      authToken: 't',
      from: '+12155550199',
      apiUrl: `http://127.0.0.1:${port}`,
    });
    const withSms = await createTestApp({ messenger: sms });
    try {
      const phoneless = await createUser(withSms.database.db, { mobile: null });
      const res = await call(withSms.app, 'POST', '/api/v1/user/login', {
        body: { email: phoneless.email, password: phoneless.password },
      });
      expect(res.status).toBe(502);
      expect(res.body).toMatchObject({ error: 'MESSAGE_NOT_SENT' });
      expect(res.body.message).toMatch(/no mobile number on your account/);
      expect(posts).toHaveLength(0);

      const withPhone = await createUser(withSms.database.db, { mobile: '2155550123' });
      const ok = await call(withSms.app, 'POST', '/api/v1/user/login', {
        body: { email: withPhone.email, password: withPhone.password },
      });
      expect(ok.status).toBe(201);
      expect(posts.map((p) => p.get('To'))).toEqual(['2155550123']);
    } finally {
      await withSms.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
