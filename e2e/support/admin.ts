import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { codeFromOutbox, outboxCount } from './outbox.js';
import { readState } from './state.js';

/** Where the web app keeps the signed-in user's auth data (apps/web/src/lib/auth-storage.ts AUTH_KEY). */
const AUTH_KEY = 'hearth.auth';

type AdminAuth = { token: string; passwordResetRequired: boolean };

/** The admin's session, signed in once per worker process (see adminSignIn). */
let session: Promise<AdminAuth> | null = null;

async function signInAdmin(request: APIRequestContext): Promise<AdminAuth> {
  const { adminEmail, adminPassword } = readState();
  const before = outboxCount();
  const login = await request.post('/api/v1/user/login', { data: { email: adminEmail, password: adminPassword } });
  expect(login.status(), await login.text()).toBe(201);
  const otp = await codeFromOutbox('sms', adminEmail, before);
  const verified = await request.post('/api/v1/verifyotp', { data: { email: adminEmail, otp } });
  expect(verified.status(), await verified.text()).toBe(200);
  const auth = ((await verified.json()) as { data: AdminAuth }).data;
  expect(auth.passwordResetRequired).toBe(false);
  return auth;
}

/**
 * Signs the printed admin in through the API (login, SMS code from the outbox, verify) once per
 * worker process and reuses that session: the server allows 10 logins per 15 minutes per account
 * and IP and 30 code checks per IP, and the journeys together would pass them (no journey logs
 * this session out; sign-in.spec signs in through the screens with its own). Puts the auth data
 * into localStorage exactly as the app stores it, then opens `path` (null: stays put). Returns the
 * bearer token for setting up data through the API.
 */
export async function adminSignIn(page: Page, path: string | null = '/admin/clients'): Promise<{ token: string }> {
  session ??= signInAdmin(page.request).catch((err: unknown) => {
    session = null;
    throw err;
  });
  const auth = await session;

  // Stored before the app's scripts run, once per tab (a later sign-out stays signed out).
  await page.addInitScript(
    ([key, value]) => {
      if (location.protocol !== 'http:' || sessionStorage.getItem('e2e.signed-in')) return;
      localStorage.setItem(key, value);
      sessionStorage.setItem('e2e.signed-in', '1');
    },
    [AUTH_KEY, JSON.stringify(auth)] as const,
  );
  if (path !== null) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
  }
  return { token: auth.token };
}
