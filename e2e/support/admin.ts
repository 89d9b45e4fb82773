import { expect, type Page } from '@playwright/test';
import { codeFromOutbox, outboxCount } from './outbox.js';
import { readState } from './state.js';

/** Where the web app keeps the signed-in user's auth data (apps/web/src/lib/auth-storage.ts AUTH_KEY). */
const AUTH_KEY = 'hearth.auth';

/**
 * Signs the printed admin in through the API (login, SMS code from the outbox, verify) and puts
 * the auth data into localStorage exactly as the app stores it, then opens `path` (null: stays put). One login per
 * call: the server allows 10 logins per 15 minutes per account and IP. Returns the bearer token
 * for setting up data through the API.
 */
export async function adminSignIn(page: Page, path: string | null = '/admin/clients'): Promise<{ token: string }> {
  const { adminEmail, adminPassword } = readState();
  const request = page.request;
  const before = outboxCount();
  const login = await request.post('/api/v1/user/login', { data: { email: adminEmail, password: adminPassword } });
  expect(login.status(), await login.text()).toBe(201);
  const otp = await codeFromOutbox('sms', adminEmail, before);
  const verified = await request.post('/api/v1/verifyotp', { data: { email: adminEmail, otp } });
  expect(verified.status(), await verified.text()).toBe(200);
  const auth = ((await verified.json()) as { data: { token: string; passwordResetRequired: boolean } }).data;
  expect(auth.passwordResetRequired).toBe(false);

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
