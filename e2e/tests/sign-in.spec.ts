import { expect, test } from '@playwright/test';
import { codeCount, codeFromOutbox, outboxCount } from '../support/outbox.js';
import { openSection } from '../support/records.js';
import { expectAccessible, snap } from '../support/screens.js';
import { enterCode, fillLogin, signInWithCode } from '../support/sign-in.js';
import { DEMO_PASSWORD, readState } from '../support/state.js';

const forgotUser = { desktop: 'maria.lopez@demo.hearth.test', phone: 'priya.shah@demo.hearth.test' };
const forcedUser = { desktop: 'james.okafor@demo.hearth.test', phone: 'ellen.brandt@demo.hearth.test' };
const pick = (map: Record<string, string>, project: string) => map[project] ?? Object.values(map)[0]!;

test('first sign-in as the printed admin, trust the browser, log out, and back in without a code', async ({
  page,
}, testInfo) => {
  // Sign-in, code, FAQ, profile, log-out and back, with accessibility scans: room on a loaded machine.
  test.setTimeout(150_000);
  const { adminEmail, adminPassword } = readState();

  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page);
  await snap(page, testInfo, '01-login');

  await fillLogin(page, adminEmail, 'Wrong#Password1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Your email id and password didn’t match our records. Please try again')).toBeVisible();
  await snap(page, testInfo, '02-login-failed');

  await fillLogin(page, adminEmail, adminPassword);
  const before = outboxCount();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/verify-otp$/);
  await expect(page.getByText('Enter Verification Code')).toBeVisible();
  await expect(page.getByText('For your security we sent an SMS with a 6-digit code to your phone.')).toBeVisible();
  await expectAccessible(page);

  await enterCode(page, '12');
  await page.getByRole('button', { name: 'VERIFY' }).click();
  await expect(page.getByText('OTP must be 6 digit')).toBeVisible();

  const code = await codeFromOutbox('sms', adminEmail, before);
  await enterCode(page, code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'VERIFY' }).click();
  await expect(page.getByText(/The verification code entered is incorrect/)).toBeVisible();
  await snap(page, testInfo, '03-otp-wrong');

  await enterCode(page, code);
  await snap(page, testInfo, '04-otp-filled');
  await page.getByRole('button', { name: 'VERIFY' }).click();
  await expect(page).toHaveURL(/\/save-browser$/);
  await expect(page.getByText('Do you trust this browser?')).toBeVisible();
  await expectAccessible(page);
  await snap(page, testInfo, '05-save-browser');
  await page.getByRole('button', { name: 'YES' }).click();

  await expect(page).toHaveURL(/\/admin\/clients$/);
  await expect(page.getByRole('banner').getByText('Super')).toBeVisible();
  await snap(page, testInfo, '06-admin-landing');

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(page.getByText('SUPER ADMIN', { exact: true })).toBeVisible();
  await snap(page, testInfo, '07-profile');

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/admin\/faq$/);
  await snap(page, testInfo, '08-faq');

  // The Super Admin's agency settings: the one time zone dates and same-day rules use.
  await openSection(page, 'Settings');
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole('heading', { name: 'Agency Settings' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Agency time zone/ })).toHaveValue(/America\/New_York/);
  await expectAccessible(page);
  await snap(page, testInfo, '09-settings');

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const beforeSecond = codeCount('sms', adminEmail);
  await fillLogin(page, adminEmail, adminPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/clients$/);
  expect(codeCount('sms', adminEmail)).toBe(beforeSecond);
});

test('forgot password: emailed token, new password, sign in with it', async ({ page }, testInfo) => {
  const email = pick(forgotUser, testInfo.project.name);
  await page.goto('/login');
  await page.getByRole('link', { name: /Forgot Password/i }).click();
  await expect(page).toHaveURL(/\/verify-email/);
  await expectAccessible(page);

  await page.getByLabel('Email').fill('nobody@demo.hearth.test');
  await page.getByRole('button', { name: 'Send Reset Password Token' }).click();
  await expect(page.getByText('The email address entered did not match our records, Please try again.')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  const before = outboxCount();
  await page.getByRole('button', { name: 'Send Reset Password Token' }).click();
  await expect(page.getByText('This code is valid only for 10 minutes.')).toBeVisible();
  const token = await codeFromOutbox('email', email, before);

  await enterCode(page, token === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Invalid Token').first()).toBeVisible();
  await snap(page, testInfo, '10-reset-token-wrong');

  await enterCode(page, token);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/change-password$/);

  await page.getByLabel('New Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: /submit|save|change password/i }).click();
  await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
  await snap(page, testInfo, '11-change-password-rules');

  await page.getByLabel('New Password', { exact: true }).fill('Renewed#Pass2');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Renewed#Pass2');
  await page.getByRole('button', { name: /submit|save|change password/i }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInWithCode(page, email, 'Renewed#Pass2');
  await page.getByRole('button', { name: 'NO' }).click();
  await expect(page).toHaveURL(/\/staff\/visits$/);
});

test('forced reset: a user whose password an admin reset must choose a new one', async ({
  page,
  request,
}, testInfo) => {
  const email = pick(forcedUser, testInfo.project.name);
  const { adminEmail, adminPassword } = readState();

  // The admin resets the user's password through the API (the Staff screens arrive later).
  const before = outboxCount();
  const login = await request.post('/api/v1/user/login', { data: { email: adminEmail, password: adminPassword } });
  expect(login.status()).toBe(201);
  const otp = await codeFromOutbox('sms', adminEmail, before);
  const verified = await request.post('/api/v1/verifyotp', { data: { email: adminEmail, otp } });
  const adminToken = (await verified.json()).data.token as string;
  const me = await request.post('/api/v1/user/login', { data: { email, password: DEMO_PASSWORD } });
  expect(me.status()).toBe(201);
  const userCode = await codeFromOutbox('sms', email, before);
  const userAuth = await (await request.post('/api/v1/verifyotp', { data: { email, otp: userCode } })).json();
  const reset = await request.put('/api/v1/user/password', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { userId: userAuth.data.userId, password: 'Temp#Given1' },
  });
  expect(reset.status()).toBe(200);

  await signInWithCode(page, email, 'Temp#Given1');
  await page.getByRole('button', { name: 'NO' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await snap(page, testInfo, '12-forced-reset');

  await page.getByLabel('New Password', { exact: true }).fill('Chosen#Pass3');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Mismatch#Pass3');
  await page.getByRole('button', { name: /submit|save|reset password/i }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm Password', { exact: true }).fill('Chosen#Pass3');
  await page.getByRole('button', { name: /submit|save|reset password/i }).click();
  await expect(page).not.toHaveURL(/\/reset-password$/);
  await expect(page).toHaveURL(/\/(staff\/visits|dashboard)$/);
  await snap(page, testInfo, '13-after-forced-reset');
});
