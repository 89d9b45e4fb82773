// Issue 12: the staff phone app with no signal. A staff member signs in once, the app is installed
// (service worker, manifest), and a whole visit is clocked offline: it opens from the cache after
// the page is closed, and arrives intact (the phone's times, marked offline, with the reason the
// client could not sign) when the signal returns. A second journey: a start queued offline is
// refused at sync (the staff member was deallocated meanwhile) and the refusal is shown, to the
// staff member and to the admin.
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type Route,
  type TestInfo,
} from '@playwright/test';
import { VisitSyncMsg, type WorkEntryOut } from '@hearth/shared';
import { adminSignIn } from '../support/admin.js';
import { softAccessible } from '../support/records.js';
import { snap } from '../support/screens.js';
import { signInWithCode } from '../support/sign-in.js';
import {
  allocate,
  api,
  createVisitStaff,
  localInputs,
  pickAuthorization,
  visitTimeZone,
  type Api,
} from '../support/visits-data.js';

const timeZone = process.env.E2E_VISIT_TZ ?? visitTimeZone();
test.use({ timezoneId: timeZone });

/** Aborts what a service worker would still pass to the network (setOffline does not reach it). */
const noNetwork = (route: Route) => route.abort('internetdisconnected');

/** No signal: the pages and the service worker alike. */
async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**/api/**', noNetwork);
}

async function goOnline(context: BrowserContext) {
  await context.unroute('**/api/**', noNetwork);
  await context.setOffline(false);
}

/** Signs the staff member in on the phone and waits until the app is installed and ready for no signal. */
async function signInAndInstall(page: Page, context: BrowserContext, email: string, password: string, baseURL: string) {
  await context.grantPermissions(['geolocation'], { origin: baseURL });
  await context.setGeolocation({ latitude: 39.95, longitude: -75.16 });
  const catalogue = page.waitForResponse((r) => r.url().includes('/api/v1/visits/catalogue') && r.ok());
  await signInWithCode(page, email, password);
  await page.getByRole('button', { name: 'NO' }).click();
  await expect(page).toHaveURL(/\/staff\/visits$/);
  await catalogue;
  // The service worker has precached the app shell and the staff screens.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state;
  });
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  expect(await manifest.json()).toMatchObject({ start_url: '/staff/visits', display: 'standalone' });
}

/** Opens Start Visit for the client and starts the visit (no signal: from the phone's catalogue). */
async function startVisit(page: Page, clientName: string, serviceLabel: RegExp, note: string) {
  const clientBox = page.getByRole('combobox', { name: 'Search Client' });
  await clientBox.click();
  await clientBox.fill(clientName.split(',')[0]!);
  await page.getByRole('option', { name: clientName, exact: true }).click();
  await page.getByRole('button', { name: 'CREATE NEW' }).click();
  await expect(page).toHaveURL(/\/staff\/start-visit$/);
  await page.getByRole('radio', { name: serviceLabel }).check();
  await page.getByRole('button', { name: 'START VISIT' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start Visit' });
  await dialog.getByRole('textbox', { name: 'Notes' }).fill(note);
  await dialog.getByRole('button', { name: 'START VISIT' }).click();
  await expect(page.getByText(VisitSyncMsg.savedOnPhone).first()).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/visit-progress$/);
}

/** The admin's API (signed in through a desktop context of its own). */
async function adminApi(context: BrowserContext, request: APIRequestContext, baseURL: string): Promise<Api> {
  const adminContext = await context.browser()!.newContext({ baseURL });
  const token = (await adminSignIn(await adminContext.newPage(), null)).token;
  await adminContext.close();
  return api(request, token);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function visitsOf(admin: Api, userId: number): Promise<WorkEntryOut[]> {
  return (await admin.get<{ data: WorkEntryOut[] }>('/visits', { offset: 0, limit: 50, filter: 'all' })).data.filter(
    (v) => v.userId === userId,
  );
}

test.describe('the staff phone app with no signal', () => {
  test.skip(({ isMobile }) => !isMobile, 'a phone journey (375 × 812)');
  test.setTimeout(180_000);

  test('a whole visit clocked offline opens from the cache and arrives intact when the signal returns', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL!;
    const admin = await adminApi(context, request, baseURL);
    const { client, auth } = await pickAuthorization(admin, localInputs(new Date(), timeZone).date);
    const staff = await createVisitStaff(admin);
    await allocate(admin, auth, staff.userId);

    await signInAndInstall(page, context, staff.email, staff.password, baseURL);
    // Reopened once so the service worker controls the page (a new worker does not take over an open page).
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Visits', level: 1 })).toBeVisible();

    // ---- No signal from here on.
    await goOffline(context);
    const startedAt = new Date();
    await startVisit(
      page,
      client.name,
      new RegExp(escape(`${auth.serviceName} (${auth.serviceCode})`)),
      'Arrived; no signal in the house.',
    );
    await expect(page.getByRole('heading', { name: client.name })).toBeVisible();
    await softAccessible(page, 'visit in progress (offline)');
    const notes = page.getByRole('textbox', { name: 'Notes' });
    await notes.fill('Arrived; no signal in the house. Cooked lunch together.');
    await expect(page.locator('[role="status"][data-status]')).toHaveText(VisitSyncMsg.savedOnPhone);
    await page.getByRole('radio', { name: 'Maintained' }).check();
    await snap(page, testInfo, 'offline-01-visit-in-progress');

    // "Client cannot sign": a reason from the list, no drawing.
    await completeWithoutSignature(page, testInfo);
    await expect(page).toHaveURL(/\/staff\/visits$/);
    const onPhone = page.getByRole('region', { name: VisitSyncMsg.savedOnPhone });
    await expect(onPhone).toBeVisible();
    await expect(onPhone.getByRole('listitem')).toHaveCount(2);
    await expect(onPhone).toContainText(`Visit started: ${client.name}`);
    await expect(onPhone).toContainText(`Visit completed: ${client.name}`);
    await softAccessible(page, 'visits list with visits saved on the phone');
    await snap(page, testInfo, 'offline-02-saved-on-phone');

    // ---- The page is closed and opened again, still with no signal: the app opens from the cache.
    await page.close();
    const reopened = await context.newPage();
    await reopened.goto('/staff/visits');
    await expect(reopened.getByRole('heading', { name: 'Visits', level: 1 })).toBeVisible();
    await expect(reopened.getByRole('region', { name: VisitSyncMsg.savedOnPhone }).getByRole('listitem')).toHaveCount(
      2,
    );
    // Time for the reopened app's own sync attempt: with no signal nothing may reach the server.
    await reopened.waitForTimeout(2_000);
    expect(await visitsOf(admin, staff.userId), 'nothing reached the server yet').toEqual([]);

    // ---- The signal returns: the queue goes out in order, and the list follows the server.
    await goOnline(context);
    await expect(reopened.getByRole('region', { name: VisitSyncMsg.savedOnPhone })).toHaveCount(0, { timeout: 30_000 });
    const card = reopened.getByRole('list', { name: 'Visits' }).getByRole('listitem').filter({ hasText: client.name });
    await expect(card).toContainText('Completed');
    await snap(reopened, testInfo, 'offline-03-sent');

    const [visit] = await visitsOf(admin, staff.userId);
    expect(visit).toBeDefined();
    const entry = (await admin.get<{ data: WorkEntryOut }>('/WorkEntryById', { entry_id: visit!.workEntryId })).data;
    expect(entry).toMatchObject({
      status: 8,
      recordedOffline: true,
      progress: 2,
      notes: 'Arrived; no signal in the house. Cooked lunch together.',
      noSignatureReason: 'declined',
      signature: null,
    });
    // The phone's times (to the minute) are the clock-in and clock-out; the server kept when it got them.
    const minute = (d: Date) => Math.floor(d.getTime() / 60_000) * 60_000;
    expect(new Date(`${entry.serviceStartTime.replace(' ', 'T')}Z`).getTime()).toBe(minute(startedAt));
    expect(entry.startDeviceTime).toBe(entry.serviceStartTime);
    expect(entry.endDeviceTime).toBe(entry.serviceEndTime);
    expect(entry.startReceivedAt! > entry.startDeviceTime!).toBe(true);
  });

  test('a start refused at sync is shown to the staff member with the reason and listed for the admin', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL!;
    const adminContext = await context.browser()!.newContext({
      baseURL,
      viewport: { width: 1280, height: 800 },
      timezoneId: timeZone,
    });
    const adminPage = await adminContext.newPage();
    const admin = api(request, (await adminSignIn(adminPage, null)).token);
    const { client, auth } = await pickAuthorization(admin, localInputs(new Date(), timeZone).date);
    const staff = await createVisitStaff(admin);
    await allocate(admin, auth, staff.userId);

    await signInAndInstall(page, context, staff.email, staff.password, baseURL);
    await goOffline(context);
    await startVisit(
      page,
      client.name,
      new RegExp(escape(`${auth.serviceName} (${auth.serviceCode})`)),
      'Started in the basement.',
    );

    // Meanwhile the admin takes the staff member off the authorization.
    await admin.post('/client_service/staff_allocation', {
      clientId: auth.clientId,
      serviceRequestId: auth.serviceRequestId,
      staff: auth.assignedStaff.map((s) => s.userId),
    });

    await goOnline(context);
    await page.goto('/staff/visits');
    const refusal = page.getByRole('alert').filter({ hasText: 'Not accepted by Hearth' });
    await expect(refusal).toBeVisible({ timeout: 30_000 });
    await expect(refusal).toContainText(`Visit started: ${client.name}`);
    await expect(refusal).toContainText('Client service not found');
    await expect(refusal).toContainText('Your notes: Started in the basement.');
    await softAccessible(page, 'visits list with a refused start');
    await snap(page, testInfo, 'offline-04-refused');
    // No visit is open on the phone any more.
    await expect(page.getByText('You have a visit in progress')).toHaveCount(0);

    // The admin sees it on EVV Exceptions.
    await adminPage.goto('/admin/evv-exceptions');
    const panel = adminPage.getByRole('region', { name: 'Refused offline punches' });
    await expect(panel).toContainText(client.name);
    await expect(panel).toContainText('Client service not found');
    await softAccessible(adminPage, 'refused offline punches (admin)');
    await snap(adminPage, testInfo, 'offline-05-admin-refused');
    await adminContext.close();

    await refusal.getByRole('button', { name: 'DISMISS' }).click();
    await expect(refusal).toHaveCount(0);
  });
});

/** Completes the visit with "Client cannot sign" (declined). */
async function completeWithoutSignature(page: Page, testInfo: TestInfo) {
  await page.getByRole('radio', { name: 'Client cannot sign' }).check();
  // A native select (the phone's own picker): chosen like one.
  await page.getByRole('combobox', { name: 'Why the client cannot sign' }).selectOption('Client declined to sign');
  await snap(page, testInfo, 'offline-01b-client-cannot-sign');
  await page.getByRole('button', { name: 'COMPLETE VISIT' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Visit' });
  await softAccessible(page, 'complete visit modal (offline)');
  await dialog.getByRole('button', { name: 'COMPLETE VISIT' }).click();
}
