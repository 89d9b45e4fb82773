// Issue 22, the compliance journey (docs/decisions/018): with a credential type, staff member, client
// and authorization of its own, the admin turns enforcement on at /admin/credential-types (the
// switch asks first); the staff member's clearance was issued years ago and expired past its grace,
// so on the phone the visit start is refused naming it; HR records the renewal on the staff
// member's details (Credentials: Renew, with a scan), /admin/credentials?state=expired no longer
// lists it and the visit starts. Enforcement goes back off (API, also after a failure: afterEach)
// and the visit is abandoned, so the journeys after this one are unaffected. axe on every
// compliance screen at the project's width (desktop 1280, phone 375); screenshots to
// /tmp/credential-shots/<project>-<name>.png.
//
// Dates are the agency's (GET /agency): expired a year ago, renewed yesterday, whatever the hour.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { shiftDay, type CredentialTypeOut, type StaffCredentialsOut, type WorkEntryOut } from '@hearth/shared';
import { adminSignIn } from '../support/admin.js';
import { pdfFile } from '../support/files.js';
import { field, isPhoneWidth, listBody, listItem, softAccessible } from '../support/records.js';
import { agencyClock, clientWithAuthorization, uniqueName } from '../support/schedule.js';
import { signInWithCode } from '../support/sign-in.js';
import { allocate, api, createVisitStaff, tokenOf } from '../support/visits-data.js';

const SHOTS = '/tmp/credential-shots';
mkdirSync(SHOTS, { recursive: true });

async function shot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: path.join(SHOTS, `${test.info().project.name}-${name}.png`), fullPage });
}

/** PATCH /credential-types/{id} with the type's current version. */
async function setEnforced(request: APIRequestContext, token: string, typeId: number, enforced: boolean) {
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.get('/api/v1/credential-types', { headers });
  expect(list.status(), await list.text()).toBe(200);
  const type = ((await list.json()) as { data: CredentialTypeOut[] }).data.find((t) => t.id === typeId)!;
  if (type.enforced === enforced) return type;
  const res = await request.patch(`/api/v1/credential-types/${typeId}`, {
    headers,
    data: { enforced, version: type.version },
  });
  expect(res.status(), `PATCH /credential-types/${typeId}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { data: CredentialTypeOut }).data;
}

/** What afterEach must undo if the journey stops half way: the enforcement switch and a running visit. */
let cleanup: { token: string; typeId: number; staffToken?: string } | null = null;

test.afterEach(async ({ request }) => {
  if (!cleanup) return;
  const { token, typeId, staffToken } = cleanup;
  cleanup = null;
  await setEnforced(request, token, typeId, false);
  if (staffToken) {
    const headers = { authorization: `Bearer ${staffToken}` };
    const res = await request.get('/api/v1/visits/inprogress', { headers });
    const running = res.ok() ? ((await res.json()) as { data: WorkEntryOut | null }).data : null;
    if (running) {
      await request.post('/api/v1/visits/abandon', {
        headers,
        data: { workEntryId: running.workEntryId, serviceEndLatitude: 39.95, serviceEndLongitude: -75.16 },
      });
    }
  }
});

test('compliance: an enforced clearance expired past grace refuses the visit; renewed by HR with a scan, the visit starts', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const phone = testInfo.project.name === 'phone';
  const baseURL = testInfo.project.use.baseURL!;
  const pageErrors: string[] = [];
  page.on('pageerror', (err) => pageErrors.push(`${page.url()}: ${err.message}`));

  // ---- Data of its own (API): a clearance type (not yet enforced), a client, a staff member allocated, the old clearance.
  const { token } = await adminSignIn(page, null);
  const admin = api(request, token);
  const { timeZone, today } = await agencyClock(admin);
  const typeName = `Agency clearance ${uniqueName('T')}`;
  const created = await request.post('/api/v1/credential-types', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: typeName,
      description: 'The e2e compliance journey’s own clearance.',
      requiredForVisits: true,
      enforced: false,
      validMonths: 60,
      graceDays: 30,
      needsDetermination: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const type = ((await created.json()) as { data: CredentialTypeOut }).data;
  cleanup = { token, typeId: type.id };

  const client = await clientWithAuthorization(admin, today, 'Nora', uniqueName('Clear'));
  const staff = await createVisitStaff(admin, { firstName: 'Cleo', lastName: uniqueName('Cred') });
  await allocate(admin, client.auth, staff.userId);
  const expiredOn = shiftDay(today, -365);
  const old = await request.post(`/api/v1/staff/${staff.userId}/credentials`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      credentialTypeId: type.id,
      number: 'CL-2019-0042',
      issuedOn: shiftDay(today, -365 * 6),
      expiresOn: expiredOn,
      files: [],
    },
  });
  expect(old.status(), await old.text()).toBe(201);
  expect(((await old.json()) as { data: { state: string } }).data.state).toBe('expired');
  const usExpired = `${expiredOn.slice(5, 7)}/${expiredOn.slice(8, 10)}/${expiredOn.slice(0, 4)}`;

  await test.step('the admin turns enforcement on at /admin/credential-types (asked first)', async () => {
    await page.goto('/admin/credential-types');
    await expect(page.getByRole('heading', { name: 'Credential Types', level: 1 })).toBeVisible();
    const row = listItem(page, 'Credential types', typeName);
    await expect(row).toBeVisible();
    await softAccessible(page, '/admin/credential-types');
    await shot(page, '01-credential-types');

    await row.getByRole('button', { name: `Edit ${typeName}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Credential Type' });
    await expect(edit).toBeVisible();
    await expect(field(edit, 'Name')).toHaveValue(typeName);
    await softAccessible(page, 'credential type dialog');
    await shot(page, '02-credential-type-dialog', false);
    await edit.getByRole('button', { name: 'CANCEL' }).click();
    await expect(edit).toBeHidden();

    const toggle = row.getByRole('switch', { name: `Enforce ${typeName}` });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    const ask = page.getByRole('dialog', { name: `Enforce ${typeName}?` });
    await expect(ask).toBeVisible();
    await softAccessible(page, 'enforce question');
    await shot(page, '03-enforce-question', false);
    await ask.getByRole('button', { name: 'ENFORCE' }).click();
    await expect(ask).toBeHidden();
    await expect(toggle).toBeChecked();
    const { data: types } = await admin.get<{ data: CredentialTypeOut[] }>('/credential-types');
    expect(types.find((t) => t.id === type.id)?.enforced).toBe(true);
  });

  await test.step('/admin/credentials?state=expired lists the clearance', async () => {
    await page.goto('/admin/credentials?state=expired');
    await expect(page.getByRole('heading', { name: 'Credentials', level: 1 })).toBeVisible();
    await expect(listItem(page, 'Credentials', staff.lastName).filter({ hasText: typeName })).toBeVisible();
    await softAccessible(page, '/admin/credentials?state=expired');
    await shot(page, '04-credentials-expired');
  });

  // ---- The staff member, on a phone of their own.
  const staffContext = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    timezoneId: timeZone,
  });
  await staffContext.grantPermissions(['geolocation'], { origin: baseURL });
  await staffContext.setGeolocation({ latitude: 39.95, longitude: -75.16 });
  const phonePage = await staffContext.newPage();
  const startDialog = phonePage.getByRole('dialog', { name: 'Start Visit' });

  await test.step('on the phone the visit start is refused, naming the clearance', async () => {
    await signInWithCode(phonePage, staff.email, staff.password);
    await phonePage.getByRole('button', { name: 'NO' }).click();
    await expect(phonePage).toHaveURL(/\/staff\/visits$/);
    cleanup = { token, typeId: type.id, staffToken: await tokenOf(phonePage) };
    const clientBox = phonePage.getByRole('combobox', { name: 'Search Client' });
    await clientBox.click();
    await phonePage.getByRole('option', { name: client.name, exact: true }).click();
    await phonePage.getByRole('button', { name: 'CREATE NEW' }).click();
    await expect(phonePage).toHaveURL(/\/staff\/start-visit$/);
    await phonePage.getByRole('radio', { name: /Companion \(W1726\)/ }).check();
    await phonePage.getByRole('button', { name: 'START VISIT' }).click();
    await expect(startDialog).toBeVisible();
    await startDialog.getByRole('button', { name: 'START VISIT' }).click();
    const refusal = `Your ${typeName} expired on ${usExpired}: you cannot start visits until it is renewed.`;
    const refused = phonePage.getByText(refusal);
    // The toast shows over the dialog; it is looked up by its text, as the role lookup misses it while
    // the dialog is open (reported: whether assistive technology hears it is annotated below).
    await expect(refused).toBeVisible();
    await expect(startDialog).toBeVisible();
    const heard = await phonePage.getByRole('alert').filter({ hasText: refusal }).count();
    testInfo.annotations.push({
      type: 'refusal-toast-role-alert',
      description: heard > 0 ? 'exposed' : 'hidden (aria-hidden while the dialog is open)',
    });
    await shot(phonePage, '05-staff-refused', false);
    const staffApi = api(request, await tokenOf(phonePage));
    expect((await staffApi.get<{ data: WorkEntryOut | null }>('/visits/inprogress')).data).toBeNull();
  });

  await test.step('HR renews the clearance on the staff details, with a scan', async () => {
    await page.goto(`/admin/view-staff?id=${staff.userId}`);
    const section = page.getByRole('region', { name: 'Credentials', exact: true });
    await expect(section).toBeVisible();
    const current = listItem(page, 'Current credentials', typeName);
    await expect(current).toContainText('Expired');
    await softAccessible(page, 'staff details: Credentials and Training');
    // What HR has in front of them: the Credentials section, then the Training one (viewport shots).
    await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await shot(page, '06-staff-credentials', false);
    const training = page.getByRole('region', { name: 'Training', exact: true });
    await expect(training).toBeVisible();
    await training.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await shot(page, '06b-staff-training', false);

    await current.getByRole('button', { name: `Renew ${typeName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Credential' });
    await expect(dialog).toBeVisible();
    await field(dialog, 'Number').fill('CL-2026-0917');
    await field(dialog, 'Issued').fill(shiftDay(today, -1));
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'clearance-renewal.pdf',
      mimeType: 'application/pdf',
      buffer: pdfFile(`clearance ${staff.lastName}`),
    });
    await expect(page.getByText('File uploaded.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Download clearance-renewal.pdf' })).toBeVisible();
    await softAccessible(page, 'credential dialog (renew)');
    await shot(page, '07-renew-dialog', false);
    await dialog.getByRole('button', { name: 'SAVE', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'Credential saved' })).toBeVisible();
    await expect(listItem(page, 'Current credentials', typeName)).not.toContainText('Expired');

    const { data } = await admin.get<{ data: StaffCredentialsOut }>(`/staff/${staff.userId}/credentials`);
    const renewed = data.current.find((c) => c.credentialTypeId === type.id)!;
    expect(renewed).toMatchObject({ issuedOn: shiftDay(today, -1), number: 'CL-2026-0917' });
    expect(renewed.files.map((f) => f.name)).toEqual(['clearance-renewal.pdf']);
    expect(data.history.map((c) => c.expiresOn)).toContain(expiredOn);
    await softAccessible(page, 'staff details after the renewal');
    await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await shot(page, '08-staff-renewed', false);
  });

  await test.step('the expired list no longer lists it', async () => {
    await page.goto('/admin/credentials?state=expired');
    await expect(page.getByRole('tab', { name: 'Expired' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      listBody(page, 'Credentials').or(page.getByText('No credentials in this state')).first(),
    ).toBeVisible();
    await expect(page.getByText(staff.lastName)).toHaveCount(0);
    await softAccessible(page, '/admin/credentials after the renewal');
    await shot(page, '09-credentials-expired-after');
    expect(isPhoneWidth(page)).toBe(phone);
  });

  await test.step('the staff member starts the visit', async () => {
    await startDialog.getByRole('button', { name: 'START VISIT' }).click();
    await expect(phonePage).toHaveURL(/\/staff\/visit-progress$/);
    await expect(phonePage.getByRole('heading', { name: client.name })).toBeVisible();
    await shot(phonePage, '10-staff-visit-started', false);
  });

  await test.step('enforcement back off, the visit abandoned', async () => {
    expect((await setEnforced(request, token, type.id, false)).enforced).toBe(false);
    const staffApi = api(request, await tokenOf(phonePage));
    const running = (await staffApi.get<{ data: WorkEntryOut | null }>('/visits/inprogress')).data;
    expect(running).not.toBeNull();
    await staffApi.post('/visits/abandon', {
      workEntryId: running!.workEntryId,
      serviceEndLatitude: 39.95,
      serviceEndLongitude: -75.16,
    });
    expect((await staffApi.get<{ data: WorkEntryOut | null }>('/visits/inprogress')).data).toBeNull();
    cleanup = null;
  });

  await staffContext.close();
  expect.soft(pageErrors, 'script errors on the admin screens').toEqual([]);
});
