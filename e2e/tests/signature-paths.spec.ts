// A signature path for every client (issue 12) in a real browser: a staff member using only the
// keyboard completes a visit with a typed name, and each way of signing (draw, type, cannot sign)
// has no serious or critical axe-core (WCAG 2.1 AA) violation, colour contrast included.
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { WorkEntryOut } from '@hearth/shared';
import { adminSignIn } from '../support/admin.js';
import { expectAccessible, snap } from '../support/screens.js';
import { signInWithCode } from '../support/sign-in.js';
import {
  allocate,
  api,
  createVisitStaff,
  localInputs,
  pickAuthorization,
  tokenOf,
  visitTimeZone,
  workEntry,
} from '../support/visits-data.js';

const timeZone = process.env.E2E_VISIT_TZ ?? visitTimeZone();
test.use({ timezoneId: timeZone });

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, back = false): Promise<void> {
  for (let i = 0; i < 60; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

test('a keyboard-only staff member completes a visit with a typed name; every way of signing is accessible', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a keyboard journey (desktop)');
  test.setTimeout(120_000);
  const baseURL = testInfo.project.use.baseURL!;
  const adminContext = await browser.newContext({ baseURL, timezoneId: timeZone });
  const { token: adminToken } = await adminSignIn(await adminContext.newPage(), null);
  const admin = api(request, adminToken);
  const { client, auth } = await pickAuthorization(admin, localInputs(new Date(), timeZone).date);
  const staff = await createVisitStaff(admin);
  await allocate(admin, auth, staff.userId);

  await signInWithCode(page, staff.email, staff.password);
  await page.getByRole('button', { name: 'NO' }).click();
  await expect(page).toHaveURL(/\/staff\/visits$/);
  const staffApi = api(request, await tokenOf(page));
  await staffApi.post('/visits/start', {
    clientId: client.clientId,
    serviceRequestId: auth.serviceRequestId,
    timeZone,
    startLocationMissing: 'denied',
  });
  await page.goto('/staff/visit-progress');
  await expect(page.getByRole('timer', { name: 'Elapsed time' })).toBeVisible();

  // COMPLETE VISIT is there for everyone, says why it is not possible yet, and takes one to it.
  const complete = page.getByRole('button', { name: 'COMPLETE VISIT' });
  await expect(complete).toHaveAttribute('aria-disabled', 'true');
  await expect(complete).toHaveAccessibleDescription(/^Choose the progress/);
  await expectAccessible(page);
  await tabTo(page, complete);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: 'Increased' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Increased' })).toBeChecked();

  // The pad takes the focus and says what to do instead of drawing.
  const pad = page.getByRole('img', { name: 'Signature pad' });
  await tabTo(page, pad);
  await expect(pad).toHaveAccessibleDescription(/Keyboard users: choose Type name\./);

  // The ways are radios: the arrows move between them.
  await tabTo(page, page.getByRole('radio', { name: 'Draw' }), true);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Client cannot sign' })).toBeChecked();
  await page.getByRole('combobox', { name: 'Why the client cannot sign' }).selectOption('other');
  await expect(page.getByRole('textbox', { name: /Describe why/ })).toBeVisible();
  await expectAccessible(page);
  await snap(page, testInfo, 'signature-01-cannot-sign');
  await page.getByRole('radio', { name: 'Client cannot sign' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'Type name' })).toBeChecked();
  await page.keyboard.press('Tab');
  const name = page.getByRole('textbox', { name: "Client's name" });
  await expect(name).toBeFocused();
  await page.keyboard.type('Rosa Alvarez');
  await expect(complete).toHaveAttribute('aria-disabled', 'false');
  await expectAccessible(page);
  await snap(page, testInfo, 'signature-02-typed-name');

  await tabTo(page, complete);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Complete Visit' });
  await expect(dialog).toContainText('Typed signature: Rosa Alvarez');
  await expectAccessible(page);
  await tabTo(page, dialog.getByRole('button', { name: 'COMPLETE VISIT' }));
  await page.keyboard.press('Enter');

  // Back on the list, the focus starts again at its heading.
  await expect(page).toHaveURL(/\/staff\/visits$/);
  await expect(page.getByRole('heading', { name: 'Visits', level: 1 })).toBeFocused();
  const { data: mine } = await staffApi.get<{ data: WorkEntryOut[] }>('/visits', { offset: 0, limit: 10 });
  const entry = await workEntry(admin, mine[0]!.workEntryId);
  expect(entry).toMatchObject({ status: 8, signature: null, typedSignature: 'Rosa Alvarez', noSignatureReason: null });
  await adminContext.close();
});
