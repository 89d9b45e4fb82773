// The visit journey of spec 02 (staff, at phone size) and the work-entry review of spec 01 (admin,
// desktop): start a visit, autosaved notes that survive going offline, signature, completion; then
// the admin checks the billing, corrects the times with a reason, verifies and reads the history.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  computeAmounts,
  formatMoney,
  fromCents,
  type ClientServiceOut,
  type ServiceOut,
  type StaffOut,
  type WorkEntryOut,
} from '@hearth/shared';
import { adminSignIn } from '../support/admin.js';
import { settleAnimations, snap } from '../support/screens.js';
import { signInWithCode } from '../support/sign-in.js';
import {
  allocate,
  api,
  createVisitStaff,
  drawSignature,
  fromWire,
  history,
  inProgressNotes,
  localInputs,
  pickAuthorization,
  rowCells,
  scrollTop,
  snapViewport,
  tokenOf,
  visitTimeZone,
  workEntry,
} from '../support/visits-data.js';

/** Both browsers (the staff member's phone and the admin's desktop) live in the visit's zone (E2E_VISIT_TZ overrides it). */
const timeZone = process.env.E2E_VISIT_TZ ?? visitTimeZone();
test.use({ timezoneId: timeZone });

/**
 * Serious or critical axe-core findings, as a soft expectation: the journey goes on and the test
 * is reported failed with every finding. Toasts are left out (one fading out reads as low contrast).
 */
async function accessible(page: Page, screen: string): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).exclude('.MuiSnackbar-root').analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect
    .soft(
      bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
      `serious or critical accessibility violations on ${screen}`,
    )
    .toEqual([]);
}

/** 'MM/DD/YYYY hh:mm AM' of an instant in the visit's zone (how the admin screens show times). */
function shownDateTime(instant: Date): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h12',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  );
  return `${p.month}/${p.day}/${p.year} ${p.hour}:${p.minute} ${p.dayPeriod}`;
}

/** A form control labelled `label` (a required field's label ends with an aria-hidden ' *'). */
const control = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));

/** Picks `option` in the MUI select labelled `label` (retried: MUI ignores a click right after opening). */
async function choose(page: Page, label: string, option: string): Promise<void> {
  const combo = page.getByRole('combobox', { name: new RegExp(`^${label}`) });
  const menu = page.locator('[role="listbox"]');
  await expect(async () => {
    if ((await menu.count()) === 0) await combo.click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 3_000 });
    await expect(menu).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(combo).toHaveText(option);
}

test('a staff member runs a visit on a phone (autosave, offline, signature); the admin corrects, verifies and reviews it', async ({
  page,
  context,
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the visit journey is a phone journey (375 × 812)');
  test.setTimeout(240_000);
  const baseURL = testInfo.project.use.baseURL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 3999}`;

  // ---- Setup as the admin (API): a new staff member allocated to a demo client's authorization.
  const adminContext = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    timezoneId: timeZone,
  });
  const adminPage = await adminContext.newPage();
  const { token: adminToken } = await adminSignIn(adminPage, null);
  const admin = api(request, adminToken);
  const { client, auth } = await pickAuthorization(admin, localInputs(new Date(), timeZone).date);
  const staff = await createVisitStaff(admin);
  await allocate(admin, auth, staff.userId);

  // ---- The staff member signs in on the phone (code from the outbox, NO on the trust screen).
  await context.grantPermissions(['geolocation'], { origin: baseURL });
  await context.setGeolocation({ latitude: 39.95, longitude: -75.16 });
  await signInWithCode(page, staff.email, staff.password);
  await page.getByRole('button', { name: 'NO' }).click();
  await expect(page).toHaveURL(/\/staff\/visits$/);
  await expect(page.getByRole('heading', { name: 'Visits', level: 1 })).toBeVisible();
  await expect(page.getByText('No Visits')).toBeVisible();
  const createNew = page.getByRole('button', { name: 'CREATE NEW' });
  await expect(createNew).toBeDisabled();
  await accessible(page, 'visits list');
  await snap(page, testInfo, 'visits-01-list');

  // ---- Search Client → CREATE NEW → Start Visit.
  const clientBox = page.getByRole('combobox', { name: 'Search Client' });
  await clientBox.click();
  await page.getByRole('option', { name: client.name, exact: true }).click();
  await expect(clientBox).toHaveValue(client.name);
  await createNew.click();
  await expect(page).toHaveURL(/\/staff\/start-visit$/);
  await expect(page.getByRole('heading', { name: 'Start Visit' })).toBeVisible();
  await expect(page.getByText(client.name, { exact: true })).toBeVisible();
  const startButton = page.getByRole('button', { name: 'START VISIT' });
  await expect(startButton).toBeDisabled();
  const serviceLabel = `${auth.serviceName} (${auth.serviceCode})`;
  const serviceRadio = page.getByRole('radio', {
    name: new RegExp(serviceLabel.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  });
  await serviceRadio.check();
  await expect(startButton).toBeEnabled();
  await accessible(page, 'start visit');
  await snap(page, testInfo, 'visits-02-start-visit');

  await startButton.click();
  const startDialog = page.getByRole('dialog', { name: 'Start Visit' });
  await expect(startDialog).toBeVisible();
  await expect(startDialog).toContainText(client.name);
  await expect(startDialog).toContainText(`${auth.serviceName} (${auth.serviceCode})`);
  await expect(startDialog).toContainText(/Clock In/);
  const firstNote = 'Arrived on time; client in good spirits.';
  await startDialog.getByRole('textbox', { name: 'Notes' }).fill(firstNote);
  await accessible(page, 'start visit modal');
  await snap(page, testInfo, 'visits-03-start-visit-modal');
  await startDialog.getByRole('button', { name: 'START VISIT' }).click();

  // ---- Visit in progress: a ticking timer; notes save themselves.
  await expect(page).toHaveURL(/\/staff\/visit-progress$/);
  const timer = page.getByRole('timer', { name: 'Elapsed time' });
  await expect(timer).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  const firstTick = await timer.innerText();
  await expect(timer).not.toHaveText(firstTick);
  await expect(page.getByRole('heading', { name: client.name })).toBeVisible();

  const notes = page.getByRole('textbox', { name: 'Notes' });
  const saveState = page.locator('[role="status"][data-status]');
  await expect(notes).toHaveValue(firstNote);
  const staffApi = api(request, await tokenOf(page));
  expect(await inProgressNotes(staffApi)).toBe(firstNote);

  const online = ' Made lunch together and practised counting change.';
  await notes.press('ControlOrMeta+End');
  await notes.pressSequentially(online, { delay: 10 });
  await expect(saveState).toHaveText('Saved');
  // No save button was pressed: the server has the notes all the same.
  await expect.poll(() => inProgressNotes(staffApi)).toBe(firstNote + online);
  await accessible(page, 'visit in progress');
  await scrollTop(page);
  await snap(page, testInfo, 'visits-04-progress-notes');

  // ---- Offline: typing goes on, the screen says it is kept on the phone; back online, nothing is lost.
  await context.setOffline(true);
  const offline = ' Walked to the park (no signal there).';
  await notes.pressSequentially(offline, { delay: 10 });
  await expect(saveState).toHaveText('Saved on this phone — will send when online');
  expect(await inProgressNotes(staffApi), 'the server cannot have what was typed offline').toBe(firstNote + online);
  await scrollTop(page);
  await snap(page, testInfo, 'visits-05-not-saved-yet');
  await context.setOffline(false);
  const fullNotes = firstNote + online + offline;
  await expect.poll(() => inProgressNotes(staffApi), { timeout: 20_000 }).toBe(fullNotes);
  await expect(saveState).toHaveText('Saved');
  await expect(notes).toHaveValue(fullNotes);

  // ---- Progress and signature, then COMPLETE VISIT.
  const complete = page.getByRole('button', { name: 'COMPLETE VISIT' });
  await expect(complete).toBeDisabled();
  await page.getByRole('radio', { name: 'Maintained' }).check();
  await expect(complete).toBeDisabled();
  await drawSignature(page, page.getByRole('img', { name: 'Signature pad' }));
  await expect(page.getByText('Signed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear signature' })).toBeEnabled();
  await expect(complete).toBeEnabled();
  await snapViewport(page, testInfo, 'visits-06-signature-viewport');
  await scrollTop(page);
  await snap(page, testInfo, 'visits-06-signature');

  await complete.click();
  const completeDialog = page.getByRole('dialog', { name: 'Complete Visit' });
  await expect(completeDialog).toBeVisible();
  for (const text of [client.name, `${auth.serviceName} (${auth.serviceCode})`, 'Maintained', firstNote.slice(0, 20)]) {
    await expect(completeDialog).toContainText(text);
  }
  await expect(completeDialog).toContainText(/Elapsed so far\s*\d{2}:\d{2}:\d{2}/);
  await snapViewport(page, testInfo, 'visits-07-complete-modal');
  await completeDialog.getByRole('button', { name: 'COMPLETE VISIT' }).click();

  // ---- Back on the visits list: Completed.
  await expect(page).toHaveURL(/\/staff\/visits$/);
  const card = page.getByRole('list', { name: 'Visits' }).getByRole('listitem').filter({ hasText: client.name });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Completed');
  await expect(card).toContainText(fullNotes.slice(0, 40));
  await expect(page.getByText('You have a visit in progress')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'CREATE NEW' })).toBeVisible();
  await snap(page, testInfo, 'visits-08-list-after');

  const { data: mine } = await staffApi.get<{ data: WorkEntryOut[] }>('/visits', { offset: 0, limit: 10 });
  expect(mine).toHaveLength(1);
  const entryId = mine[0]!.workEntryId;
  const completed = await workEntry(admin, entryId);
  expect(completed).toMatchObject({
    status: 8,
    notes: fullNotes,
    progress: 2,
    userId: staff.userId,
    serviceRequestId: auth.serviceRequestId,
    serviceStartLatitude: 39.95,
    serviceStartLongitude: -75.16,
    serviceEndLatitude: 39.95,
    serviceEndLongitude: -75.16,
    timeZone,
  });
  expect(completed.signature).toMatch(/^data:image\/png;base64,/);

  // ---- What the entry should bill: the authorization's rate and unit, the staff member's share.
  const rates = (
    await admin.get<{ data: ClientServiceOut }>('/serviceRequestById', { request_id: auth.serviceRequestId })
  ).data;
  const pay = (await admin.get<{ data: StaffOut }>('/userById', { user_id: staff.userId })).data;
  const catalogue = (await admin.get<{ data: ServiceOut }>('/serviceById', { service_id: rates.serviceId! })).data;
  const expected = (e: WorkEntryOut) => {
    const a = computeAmounts({
      start: fromWire(e.serviceStartTime),
      end: fromWire(e.serviceEndTime!),
      unitLengthHours: rates.serviceUnitLength,
      unitRate: rates.serviceUnitRate,
      percentPaid: pay.percentagePaid,
      rounding: catalogue.unitRounding,
    });
    return {
      'Elapsed Hrs': a.elapsedHours.toFixed(2),
      'Used Units': String(a.unitsUsed),
      'Gross ($)': formatMoney(fromCents(a.grossCents)),
      'Net ($)': formatMoney(fromCents(a.netCents)),
      amounts: a,
    };
  };
  const before = expected(completed);
  expect(completed.unitsUsed).toBe(before.amounts.unitsUsed);
  expect(completed.grossAmount).toBe(fromCents(before.amounts.grossCents));
  expect(completed.netAmount).toBe(fromCents(before.amounts.netCents));

  // ---- The admin (desktop): Work Entries → Completed.
  await adminPage.goto('/admin/work-entries');
  await expect(adminPage.getByRole('button', { name: /account menu/i })).toBeVisible();
  const completedTab = adminPage.getByRole('tab', { name: 'Completed' });
  await completedTab.click();
  await expect(completedTab).toHaveAttribute('aria-selected', 'true');
  const table = adminPage.getByRole('table', { name: 'Work Entries', exact: true });
  const row = table.getByRole('row').filter({ hasText: completed.entryName });
  await expect(row).toHaveCount(1);
  const listed = await rowCells(table, row);
  expect(listed).toMatchObject({
    'Work Entry Name': completed.entryName,
    'Client Name': completed.clientName,
    'Elapsed Hrs': before['Elapsed Hrs'],
    'Used Units': before['Used Units'],
    'Gross ($)': before['Gross ($)'],
    'Net ($)': before['Net ($)'],
    Service: auth.serviceName,
  });
  await snap(adminPage, testInfo, 'visits-09-admin-work-entries');

  // ---- Edit: the visit really began an hour earlier and lasted 45 minutes (3 units of 15).
  await row.getByRole('link', { name: `Edit ${completed.entryName}` }).click();
  await expect(adminPage).toHaveURL(new RegExp(`/admin/edit-timeSheet\\?id=${entryId}$`));
  const form = adminPage.getByRole('form', { name: 'Edit Work Entry' });
  const oldStart = fromWire(completed.serviceStartTime);
  const oldEnd = fromWire(completed.serviceEndTime!);
  await expect(control(form, 'Start Time')).toHaveValue(localInputs(oldStart, timeZone).time);
  await expect(control(form, 'End Time')).toHaveValue(localInputs(oldEnd, timeZone).time);
  const newStart = new Date(oldStart.getTime() - 60 * 60_000);
  const newEnd = new Date(newStart.getTime() + 45 * 60_000);
  const start = localInputs(newStart, timeZone);
  const end = localInputs(newEnd, timeZone);
  await control(form, 'Start Date').fill(start.date);
  await control(form, 'Start Time').fill(start.time);
  await control(form, 'End Date').fill(end.date);
  await control(form, 'End Time').fill(end.time);
  const preview = form.getByRole('status', { name: 'Estimated amounts' });
  await expect(preview).toContainText('0.75');
  await expect(preview).toContainText(formatMoney(3 * rates.serviceUnitRate));
  await choose(adminPage, 'Reason for change', 'Time correction');
  await scrollTop(adminPage);
  await snap(adminPage, testInfo, 'visits-10-edit-form');
  await form.getByRole('button', { name: 'UPDATE' }).click();
  await expect(adminPage.getByText('Work Entry update successful')).toBeVisible();
  await expect(adminPage).toHaveURL(/\/admin\/work-entries$/);

  const edited = await workEntry(admin, entryId);
  expect(fromWire(edited.serviceStartTime).getTime()).toBe(newStart.getTime());
  expect(fromWire(edited.serviceEndTime!).getTime()).toBe(newEnd.getTime());
  const after = expected(edited);
  expect(after.amounts.unitsUsed).toBe(3);
  expect(edited).toMatchObject({
    unitsUsed: 3,
    grossAmount: fromCents(after.amounts.grossCents),
    netAmount: fromCents(after.amounts.netCents),
  });
  await expect
    .poll(async () => {
      const cells = await rowCells(table, row);
      return [cells['Elapsed Hrs'], cells['Used Units'], cells['Gross ($)'], cells['Net ($)']];
    })
    .toEqual([after['Elapsed Hrs'], after['Used Units'], after['Gross ($)'], after['Net ($)']]);

  // ---- Details: verify, then the badge, the new amounts and the history.
  await row.getByRole('link', { name: `View ${completed.entryName}` }).click();
  await expect(adminPage).toHaveURL(new RegExp(`/admin/view-timeSheet\\?id=${entryId}$`));
  await adminPage.getByRole('button', { name: 'MARK AS VERIFIED' }).click();
  // The admin's edit is an EVV exception ("Changed by an admin"), still open: verifying asks first.
  const confirm = adminPage.getByRole('dialog');
  await expect(confirm).toContainText('Changed by an admin');
  await confirm.getByRole('button', { name: 'Verify anyway' }).click();
  await expect(adminPage.getByText('ADMIN VERIFIED', { exact: true })).toBeVisible();
  await expect(adminPage.getByRole('button', { name: 'REMOVE VERIFICATION' })).toBeVisible();
  const shown = (label: string) => adminPage.locator(`dt:text-is("${label}") + dd`);
  await expect(shown('Elapsed Time (hrs)')).toHaveText(after['Elapsed Hrs']);
  await expect(shown('Used Units')).toHaveText('3');
  await expect(shown('Gross Amount ($)')).toHaveText(after['Gross ($)']);
  await expect(shown('Net Amount ($)')).toHaveText(after['Net ($)']);
  await expect(shown('Progress')).toHaveText('Maintained');
  await expect(shown('Service Notes')).toHaveText(fullNotes);
  await expect(shown('Start Location')).toHaveText('39.950000, -75.160000');

  await adminPage.getByRole('button', { name: 'View Full Edit History' }).click();
  const items = adminPage.getByRole('list', { name: 'Edit history entries' }).getByRole('listitem');
  const manual = items.filter({ hasText: 'Manual edit: Time correction' });
  await expect(manual).toHaveCount(1);
  await expect(manual).toContainText(`End Time: ${shownDateTime(oldEnd)} → ${shownDateTime(newEnd)}`);
  await expect(manual).toContainText(`Start Time: ${shownDateTime(oldStart)} → ${shownDateTime(newStart)}`);
  await expect(manual).toContainText(`Used Units: ${before['Used Units']} → 3`);
  const verified = items.filter({ hasText: /^Verified/ });
  await expect(verified).toHaveCount(1);
  await expect(verified).toContainText('Admin Verification: No → Yes');
  await expect(items.filter({ hasText: /^Completed/ })).toHaveCount(1);
  await expect(items.filter({ hasText: /^Started/ })).toHaveCount(1);
  await scrollTop(adminPage);
  await snap(adminPage, testInfo, 'visits-11-details-history');

  // ---- Back on the list, the entry is ticked as verified.
  await adminPage.getByRole('link', { name: 'Back to Work Entries' }).click();
  await expect(row.getByRole('img', { name: 'Admin verified' })).toBeVisible();

  const recorded = await history(admin, entryId);
  expect(recorded.filter((h) => h.isManualEdit)).toEqual([
    expect.objectContaining({
      recordAction: 'updated',
      reason: expect.stringMatching(/time_correction|Time correction/),
    }),
  ]);
  expect(recorded.at(-1)).toMatchObject({ recordAction: 'verified', adminVerification: true, isManualEdit: false });

  await adminContext.close();
});
