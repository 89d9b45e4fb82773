// The reports journeys of spec 02: an admin generates every report type on the demo agency, pages
// through one, downloads it and reads the file back; a staff member sees only their own pay and
// their own clients' service summary.
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import {
  dayIn,
  formatMoney,
  shiftDay,
  toUtcWire,
  REPORT_NAMES,
  SELECTABLE_REPORTS,
  type EntryReportRow,
  type ReportResponse,
  type ReportType,
} from '@hearth/shared';
import { adminSignIn } from '../support/admin.js';
import { expectAccessible, snap } from '../support/screens.js';
import { signInWithCode } from '../support/sign-in.js';
import { allocate, api, createVisitStaff, pickAuthorization } from '../support/visits-data.js';

async function report(page: Page, token: string, type: ReportType | 'service_summary', query = '') {
  const res = await page.request.get(`/api/v1/reports/${type}${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as ReportResponse;
}

/** Chooses a report in the Report Type select. */
async function chooseType(page: Page, type: ReportType): Promise<void> {
  await page.getByRole('combobox', { name: 'Report Type' }).click();
  await page.getByRole('option', { name: REPORT_NAMES[type], exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Report Type' })).toHaveText(REPORT_NAMES[type]);
}

test('an admin generates every report, pages through one and downloads it', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the admin journey runs on the desktop');
  // Every report type generated and checked with axe: over a minute on a loaded 2-core machine.
  test.setTimeout(180_000);
  const { token } = await adminSignIn(page, '/admin/reports');
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Report Type' })).toHaveText('Notes Report');

  // The default Notes report over the last 7 days: the stats line equals the API's stats.
  const notes = await report(page, token, 'notes');
  expect(notes.recordCount).toBeGreaterThan(0);
  await expect(page.getByText(`Records: ${notes.recordCount}`, { exact: false })).toBeVisible();
  await expect(page.getByText(`Gross: $${formatMoney(notes.stats.totalGross)}`, { exact: false })).toBeVisible();
  await snap(page, testInfo, 'reports-notes');
  await expectAccessible(page);

  // Paging asks for the next slice.
  if (notes.recordCount > 10) {
    const next = page.waitForRequest((r) => r.url().includes('/api/v1/reports/notes') && r.url().includes('offset=10'));
    await page.getByRole('button', { name: /next page/i }).click();
    await next;
    const second = (await report(page, token, 'notes', '?offset=10&limit=10')).data[0] as EntryReportRow;
    await expect(page.getByRole('cell', { name: second.entryName }).first()).toBeVisible();
  }

  // Every type in the selector answers with rows or 'No rows found', never an error.
  for (const type of SELECTABLE_REPORTS.filter((t) => t !== 'notes')) {
    const response = page.waitForResponse((r) => r.url().includes(`/api/v1/reports/${type}?`));
    await chooseType(page, type);
    expect((await response).status()).toBe(200);
    await expect(page.getByText(/^Records: /)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    if (type === 'monthly_client_service_summary') {
      await expect(page.getByRole('img', { name: /even use/i })).toBeVisible();
      await snap(page, testInfo, 'reports-monthly');
      await expectAccessible(page);
    }
  }

  // Download the Staff Payroll Report and read it back: the rows and totals equal the API's.
  await chooseType(page, 'staff_pay');
  const pay = await report(page, token, 'staff_pay');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /download/i }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Staff Payroll Report on \d{2}-\d{2}-\d{4}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).value).toBe('Staff Name');
  const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
  const dataRows = [];
  for (let n = 2; n <= sheet.rowCount; n++) {
    const first = String(values(n)[0] ?? '');
    if (!first.startsWith('Subtotal') && !first.startsWith('Total')) dataRows.push(values(n));
  }
  expect(dataRows).toHaveLength(pay.recordCount);
  const total = values(sheet.rowCount);
  expect(String(total[0])).toMatch(/^Total/);
  expect(total[total.length - 1]).toBeCloseTo(pay.stats.totalNet, 2);
});

test('a staff member sees only their own pay and their own clients', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'staff read their reports on a phone (375 × 812)');
  // A new staff member (the demo staff's passwords are changed by the sign-in journeys), allocated
  // to a demo authorization, with one timesheet yesterday noon: 12:00–13:35, 95 minutes.
  const adminContext = await browser.newContext();
  const { token: adminToken } = await adminSignIn(await adminContext.newPage(), null);
  const admin = api(page.request, adminToken);
  const yesterday = shiftDay(dayIn(new Date(), 'America/New_York'), -1);
  const { auth } = await pickAuthorization(admin, yesterday);
  const staff = await createVisitStaff(admin);
  await allocate(admin, auth, staff.userId);
  const start = new Date(`${yesterday}T17:00:00Z`); // noon EST, 1 pm EDT: always yesterday there
  await admin.post('/work_entry', {
    userId: staff.userId,
    clientId: auth.clientId,
    serviceRequestId: auth.serviceRequestId,
    serviceStartTime: toUtcWire(start),
    serviceEndTime: toUtcWire(new Date(start.getTime() + 95 * 60_000)),
    notes: 'Reports journey: grocery list and budgeting.',
    progress: 2,
    timeZone: 'America/New_York',
  });
  await adminContext.close();

  await signInWithCode(page, staff.email, staff.password);
  await page.getByRole('button', { name: 'NO' }).click();
  await expect(page).toHaveURL(/\/staff\/visits$/);
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('hearth.auth') ?? '{}') as { token: string }).token,
  );

  await page.goto('/staff/reports');
  const pay = await report(page, token, 'staff_pay');
  expect(pay.recordCount).toBe(1);
  const [row] = pay.data as EntryReportRow[];
  expect(row!.unitsUsed).toBe(6);
  await expect(page.getByText(`Total to pay for this week: $${formatMoney(pay.stats.totalNet)}`)).toBeVisible();
  await expect(page.getByText(row!.clientName).first()).toBeVisible();
  await snap(page, testInfo, 'staff-pay-summary');
  await expectAccessible(page);

  // Another staff member's pay is out of reach whatever the call asks for.
  const others = await report(page, token, 'staff_pay', '?staffId=1');
  expect(others.stats).toEqual(pay.stats);
  const refused = await page.request.get('/api/v1/reports/notes', { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);

  // The Service Summary lists exactly the client of the allocation.
  await page.goto('/service/reports');
  const summary = await report(page, token, 'service_summary', '?offset=0&limit=1000');
  expect((summary.data as { clientId: number }[]).map((c) => c.clientId)).toEqual([auth.clientId]);
  await expect(page.getByText(row!.clientName).first()).toBeVisible();
  await snap(page, testInfo, 'service-summary');
  await expectAccessible(page);
});
