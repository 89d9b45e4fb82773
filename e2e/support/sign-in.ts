import { expect, type Page } from '@playwright/test';
import { codeFromOutbox, outboxCount } from './outbox.js';

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

/** Types the code into the six boxes (the first box accepts a paste-like fill of all six). */
export async function enterCode(page: Page, code: string): Promise<void> {
  for (const [i, digit] of [...code].entries()) {
    await page.getByLabel(`Digit ${i + 1} of 6`).fill(digit);
  }
}

/** Email + password, then the SMS code read from the outbox; ends on the trust-browser screen. */
export async function signInWithCode(page: Page, email: string, password: string): Promise<void> {
  await fillLogin(page, email, password);
  const before = outboxCount();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/verify-otp$/);
  await enterCode(page, await codeFromOutbox('sms', email, before));
  await page.getByRole('button', { name: 'VERIFY' }).click();
  await expect(page).toHaveURL(/\/save-browser$/);
}
