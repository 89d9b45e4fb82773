// Pennsylvania's EVV aggregator (docs/decisions/015): Hearth sends a client, a staff member and an
// admin's timesheet to the aggregator (a local stand-in of Sandata's interface, in this process);
// the client's MCI is refused, the admin follows the record's link and corrects the MCI, SEND NOW
// again until all three are accepted, and claims stop holding the visit back.
//
// The aggregator is never switched on for the shared e2e server (it would hold back the claims
// journey's visits and send the whole demo seed): this journey starts a second Hearth of its own
// (`node scripts/start.mjs`, fresh DATA_DIR, port E2E_PORT + 1, no demo seed) pointed at the stand-in.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  HOLD_REASONS,
  dayIn,
  shiftDay,
  toUsDate,
  toUtcWire,
  zonedInstant,
  type AggregatorRecordOut,
  type AggregatorSettingsOut,
  type ClientServiceOut,
  type EvvExceptionOut,
  type ServiceOut,
  type StaffOut,
} from '@hearth/shared';
import {
  startAggregatorStandIn,
  type AggregatorStandIn,
} from '../../apps/server/src/test/aggregator-stand-in/stand-in.js';
import { SAMPLE_CLAIM_SETTINGS } from '../../apps/server/src/test/claim-settings.js';
import { field, listItem } from '../support/records.js';
import {
  secondApi,
  signInSecond,
  startSecondServer,
  useAuth,
  type Auth,
  type SecondApi,
  type SecondServer,
} from '../support/second-server.js';

const PORT = Number(process.env.E2E_PORT ?? 3999) + 1;
const TZ = 'America/New_York';
const SHOTS = '/tmp/aggregator-shots';
/** An MCI the stand-in's eligibility roster does not know (the admin mistyped it). */
const BAD_MCI = '310000077';
const GOOD_MCI = '310000078';
/** The staff member's row (the visit's entry name holds their name too). */
const STAFF_ROW = /Staff member\s*Sender, Stella/;
const CONN = { user: 'hearth', password: 'secret', account: 'HEARTH-ACCOUNT' };
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

test.describe.configure({ timeout: 240_000 });
test.use({ baseURL: `http://127.0.0.1:${PORT}`, actionTimeout: 15_000 });

let standIn: AggregatorStandIn | null = null;
let server: SecondServer | null = null;

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  if (testInfo.project.name !== 'desktop') return;
  standIn = await startAggregatorStandIn({ notReadyPolls: 1, rejectMedicaidIds: [BAD_MCI], ...CONN });
  server = await startSecondServer(PORT, {
    EVV_AGGREGATOR_URL: standIn.url,
    EVV_AGGREGATOR_USER: CONN.user,
    EVV_AGGREGATOR_PASSWORD: CONN.password,
    EVV_AGGREGATOR_ACCOUNT: CONN.account,
    EVV_AGGREGATOR_POLL_S: '1',
  });
});

test.afterAll(async () => {
  await server?.stop();
  await standIn?.close();
  server = null;
  standIn = null;
});

/** What the journey sends: agency and aggregator settings, a service, a client, a staff member, a timesheet. */
async function setUp(admin: SecondApi) {
  const today = dayIn(new Date(), TZ);
  const day = shiftDay(today, -2);
  await admin.put('/settings', { timeZone: TZ, ...SAMPLE_CLAIM_SETTINGS });
  const { data: before } = await admin.get<{ data: AggregatorSettingsOut }>('/aggregator/settings');
  expect(before.enabled).toBe(true);
  await admin.put('/aggregator/settings', {
    providerQualifier: 'MedicaidID',
    providerId: '123456789',
    payerId: 'PADHS',
    payerProgram: 'ODP',
    timeZoneName: 'US/Eastern',
    version: before.version,
  });

  const { data: service } = await admin.post<{ data: ServiceOut }>('/service', {
    name: 'Companion',
    code: 'W1726',
    description: 'Companion services',
    unitRate: 4.62,
    unitLength: 0.25,
    isDegreeRequired: false,
    isOverlappable: false,
    unitRounding: 'down',
    status: 4,
  });
  const { data: withService } = await admin.get<{ data: AggregatorSettingsOut }>('/aggregator/settings');
  const code = withService.services.find((s) => s.serviceId === service.serviceId);
  expect(code, 'the new service in the aggregator settings').toBeDefined();
  await admin.put(`/aggregator/services/${service.serviceId}`, {
    procedureCode: 'W1726',
    modifiers: [],
    payerId: null,
    payerProgram: null,
    // 0: no codes saved for it yet (the call takes no version then).
    ...(code!.version > 0 ? { version: code!.version } : {}),
  });

  const { data: client } = await admin.post<{ data: { clientId: number } }>('/client', {
    firstName: 'Agnes',
    middleName: '',
    lastName: 'Aggregate',
    dob: '1979-02-14',
    mci: BAD_MCI,
    mpi: '',
    diagnosticCode: 'F84.0',
    country: 'Lancaster',
    goalsOutcomes: 'Walk to the market twice a week.',
    memo: '',
    phone: '(717) 555-0177',
    familyContactEmail: '',
    waiwer: 'Consolidated',
    fundingSource: 'ODP',
    isAuthorized: true,
    billingStreet: '12 Elm St',
    billingCity: 'Lancaster',
    billingState: 'PA',
    billingZIP: '17602',
    billingCountry: 'USA',
    latitude: 40.0379,
    longitude: -76.3055,
    status: 4,
    files: [],
  });
  const { data: staff } = await admin.post<{ data: StaffOut }>('/user', {
    firstName: 'Stella',
    middleName: '',
    lastName: 'Sender',
    email: 'stella.sender@e2e.hearth.test',
    password: 'Visit#Pass7',
    userType: 2,
    reportTo: 0,
    salutation: 'Ms',
    suffix: '',
    dob: '1990-04-12',
    hireDate: '2022-09-01',
    title: 'Direct Support Professional',
    ssn_tin: '123-45-6789',
    phone: '',
    mobile: '2675550199',
    memo: '',
    hasRelevantDegree: false,
    credentials: [],
    percentagePaid: 62.5,
    billingStreet: '12 Market St',
    billingCity: 'Philadelphia',
    billingState: 'Pennsylvania',
    billingZIP: '19106',
    billingCountry: 'USA',
    orgAuthentication: false,
    isAuthorized: true,
    status: 4,
    roleGroupId: null,
    passwordResetRequired: false,
    files: [],
  });
  const { data: auth } = await admin.post<{ data: ClientServiceOut }>('/client_service', {
    clientId: client.clientId,
    serviceId: service.serviceId,
    serviceName: 'Companion',
    serviceCode: 'W1726',
    serviceAccount: null,
    serviceDescription: null,
    serviceUnitRate: 4.62,
    serviceUnitLength: 0.25,
    serviceStartDate: shiftDay(today, -60),
    serviceEndDate: shiftDay(today, 300),
    serviceUnitsAuthorized: 480,
    serviceIsNegetiveUnitsAllowed: false,
    serviceIsAuthorized: true,
    isDegreeRequired: false,
    isDatesConfirmed: true,
    isOverlappable: false,
    files: [],
  });
  await admin.post('/client_service/staff_allocation', {
    clientId: client.clientId,
    serviceRequestId: auth.serviceRequestId,
    staff: [staff.userId],
  });

  // The admin's timesheet, 10:00–11:00 two days ago at the client's home, signed and verified.
  const start = zonedInstant(day, '10:00', TZ)!;
  const { data: entry } = await admin.post<{ data: { workEntryId: number; entryName: string } }>('/work_entry', {
    userId: staff.userId,
    clientId: client.clientId,
    serviceRequestId: auth.serviceRequestId,
    serviceStartTime: toUtcWire(start),
    serviceEndTime: toUtcWire(new Date(start.getTime() + 60 * 60_000)),
    serviceStartLatitude: 40.0379,
    serviceStartLongitude: -76.3055,
    serviceEndLatitude: 40.0379,
    serviceEndLongitude: -76.3055,
    notes: 'Aggregator journey: walked to the market.',
    signature: SIGNATURE,
    progress: 2,
    adminVerification: true,
    timeZone: TZ,
  });
  // An admin's timesheet is an EVV exception ("Changed by an admin"): reviewed, so claims hold the
  // visit back for the aggregator only.
  const { data: open } = await admin.get<{ data: EvvExceptionOut[] }>('/evv/exceptions', {
    workEntryId: entry.workEntryId,
  });
  for (const x of open) {
    await admin.post(`/evv/exceptions/${x.id}/resolve`, { note: 'Entered from the signed paper timesheet.' });
  }
  return {
    day,
    clientId: client.clientId,
    clientName: 'Aggregate, Agnes',
    staffId: staff.userId,
    entryId: entry.workEntryId,
    entryName: entry.entryName,
  };
}

const recordOf = async (admin: SecondApi, kind: string, id: number) =>
  (await admin.get<{ data: AggregatorRecordOut }>(`/aggregator/records/${kind}/${id}`)).data;

/**
 * Presses SEND NOW and waits for its summary, until `done` holds (each press reads the outcomes due
 * and sends what waits; the stand-in answers "not ready" once per transaction). At most 8 presses.
 */
async function sendNowUntil(page: Page, done: () => Promise<boolean>, what: string) {
  const button = page.getByRole('button', { name: 'SEND NOW' });
  for (let i = 0; i < 8; i++) {
    await button.click();
    await expect(page.getByRole('alert').filter({ hasText: /^Sent \d+ client/ })).toBeVisible({ timeout: 30_000 });
    await expect(button).toBeEnabled();
    if (await done()) return;
    // The stand-in's "not ready" wait is EVV_AGGREGATOR_POLL_S (1 s) before the next status read.
    await page.waitForTimeout(1_100);
  }
  throw new Error(`SEND NOW 8 times and still not: ${what}`);
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** The claims preview of `day`: the visit in "Entries not billed" (with `reason`) or in "Claims to bill". */
async function previewClaims(page: Page, day: string) {
  await page.goto('/admin/claims');
  await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
  const dates = page.getByRole('group', { name: 'Dates of service' });
  await dates.getByLabel('From').fill(day);
  await dates.getByLabel('To').fill(day);
  await dates.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Preview: ${toUsDate(day)}` })).toBeVisible();
}

test('the EVV aggregator: a refused client is corrected, and its visit becomes billable', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a desktop journey (the phone-size look is taken inside it)');
  mkdirSync(SHOTS, { recursive: true });
  const srv = server!;
  const auth: Auth = await signInSecond(page.request, srv);
  const admin = secondApi(page.request, srv.baseURL, auth.token);
  await useAuth(page, auth);

  // ---- 1. The records, through the API.
  const v = await setUp(admin);
  expect((await recordOf(admin, 'client', v.clientId)).state).toBe('waiting');

  // ---- 2. SEND NOW until the client is refused; the visit waits for it, and claims hold it back.
  await page.goto('/admin/aggregator');
  await expect(page.getByRole('heading', { level: 1, name: 'EVV Aggregator' })).toBeVisible();
  await sendNowUntil(
    page,
    async () =>
      (await recordOf(admin, 'client', v.clientId)).state === 'rejected' &&
      (await recordOf(admin, 'employee', v.staffId)).state === 'accepted',
    'client rejected and staff member accepted',
  );
  const client = listItem(page, 'Aggregator records', v.clientName);
  await expect(client).toContainText('Rejected');
  await expect(client).toContainText("Client Medicaid ID not found in the state's eligibility roster.");
  const rejected = await recordOf(admin, 'client', v.clientId);
  expect(rejected.fix).toBeTruthy();
  await expect(client).toContainText(rejected.fix!);
  const visit = listItem(page, 'Aggregator records', v.entryName);
  await expect(visit).toContainText('Waiting');
  await expect(visit).toContainText('Waits for its client');
  await expect(listItem(page, 'Aggregator records', STAFF_ROW)).toContainText('Accepted');
  await shot(page, 'desktop-aggregator-rejected');

  await previewClaims(page, v.day);
  const held = listItem(page, 'Entries not billed', v.clientName);
  await expect(held).toHaveCount(1);
  await expect(held).toContainText(HOLD_REASONS.aggregator_not_accepted);
  await expect(listItem(page, 'Claims to bill', v.clientName)).toHaveCount(0);

  // ---- 3. The fix: the record's link to the client, the MCI corrected.
  await page.goto('/admin/aggregator?kind=client&state=rejected');
  await page.getByRole('link', { name: `Edit the client ${v.clientName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/edit-client\\?id=${v.clientId}$`));
  const form = page.getByRole('form', { name: 'Edit Client' });
  const mci = field(form, 'MCI');
  await expect(mci).toHaveValue(BAD_MCI);
  await mci.fill(GOOD_MCI);
  await form.getByRole('button', { name: 'UPDATE', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /Client update successful/ })).toBeVisible();
  await expect.poll(async () => (await recordOf(admin, 'client', v.clientId)).state).toBe('waiting');

  // ---- 4. SEND NOW until all three are accepted.
  await page.goto('/admin/aggregator');
  await sendNowUntil(
    page,
    async () => (await recordOf(admin, 'visit', v.entryId)).state === 'accepted',
    'the visit accepted',
  );
  for (const name of [v.clientName, STAFF_ROW, v.entryName]) {
    await expect(listItem(page, 'Aggregator records', name)).toContainText('Accepted');
  }
  await expect(page.getByText("Client Medicaid ID not found in the state's eligibility roster.")).toHaveCount(0);
  await shot(page, 'desktop-aggregator-accepted');
  await page.goto('/admin/aggregator?kind=visit');
  await expect(listItem(page, 'Aggregator records', v.entryName)).toContainText('Accepted');
  expect(standIn!.rejections.length).toBeGreaterThan(0);

  // ---- 5. The work entry's status line, and claims bill the visit.
  await page.goto(`/admin/view-timeSheet?id=${v.entryId}`);
  const status = page.getByRole('region', { name: 'EVV aggregator' });
  await expect(status).toContainText('Accepted');
  await shot(page, 'desktop-work-entry-status');

  await previewClaims(page, v.day);
  await expect(listItem(page, 'Claims to bill', v.clientName)).toHaveCount(1);
  await expect(listItem(page, 'Entries not billed', v.clientName)).toHaveCount(0);

  // ---- 6. The settings' section, and the aggregator page at phone size.
  await page.goto('/admin/settings');
  const section = page.getByRole('region', { name: 'EVV aggregator' });
  await expect(section).toBeVisible();
  await expect(section.getByText('W1726').first()).toBeVisible();
  await shot(page, 'desktop-settings-aggregator');
  await section.screenshot({ path: `${SHOTS}/desktop-settings-aggregator-section.png` });

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/admin/aggregator');
  await expect(page.getByRole('list', { name: 'Aggregator records' }).getByRole('listitem')).toHaveCount(3);
  await shot(page, 'phone-aggregator');
});
