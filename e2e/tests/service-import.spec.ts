import { randomInt } from 'node:crypto';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { ImportMsg, type ClientServiceOut, type ServiceOut } from '@hearth/shared';
import { adminSignIn } from '../support/admin.js';
import { field, listItem, softAccessible, usDate } from '../support/records.js';
import { snap } from '../support/screens.js';
import { api, createVisitStaff } from '../support/visits-data.js';

/**
 * The import journey (issue "Service authorization import"): an admin uploads the state's sheet for
 * a client Hearth has, creates the one service code the catalogue lacks from the Missing Services
 * list, reloads, allocates a staff member to a new authorization and confirms; the client's Services
 * tab then shows both authorizations with the sheet's units, dates and rates.
 */

test.use({ actionTimeout: 15_000 });

const letters = (n: number) => Array.from({ length: n }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ'[randomInt(24)]).join('');

function journeyData() {
  const tag = letters(4);
  const codeDigits = String(randomInt(1000, 10000));
  const year = new Date().getFullYear();
  return {
    client: {
      first: 'Imogen',
      last: `Importer${tag[0]}${tag.slice(1).toLowerCase()}`,
      mci: String(randomInt(1e9, 1e10)),
    },
    // Procedure codes (a letter and 4 digits), which the catalogue and the import require.
    known: { code: `K${codeDigits}`, name: `Companion Import ${tag}`, rate: 5.12 },
    missing: { code: `M${codeDigits}`, name: `Shift Nursing ${tag}`, cost: '$1,012.50', rate: '1012.5' },
    start: `${year}-07-01`,
    end: `${year + 1}-06-30`,
    authorized: `${year}-06-15`,
  };
}
type Journey = ReturnType<typeof journeyData>;

/** 'YYYY-MM-DD' as a date cell Excel would hold (midnight UTC: exceljs writes dates as UTC). */
const excelDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * A sheet like the state's export: a title row above the header, the columns in the state's order
 * (with "MCI" for Recipient ID), Unit Cost as text with $ and a thousands separator, dates both as
 * Excel dates and as MM/DD/YYYY text, and an extra column the import ignores.
 */
async function stateSheet(d: Journey): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Authorizations');
  sheet.addRow(['Service Authorizations — Provider export']);
  sheet.addRow([
    'Individual Name',
    'MCI',
    'Service Code',
    'Service Name',
    'Unit Cost',
    'Service Start Date',
    'Service End Date',
    'Units Authorized',
    'Utilized Units',
    'Date Last Authorized',
    'County',
  ]);
  const name = `${d.client.last.toUpperCase()}, ${d.client.first.toUpperCase()}`;
  sheet.addRow([
    name,
    d.client.mci,
    d.known.code,
    d.known.name,
    '$5.12',
    excelDate(d.start),
    excelDate(d.end),
    480,
    0,
    excelDate(d.authorized),
    'Chester',
  ]);
  sheet.addRow([
    name,
    d.client.mci,
    d.missing.code,
    d.missing.name,
    d.missing.cost,
    usDate(d.start),
    usDate(d.end),
    96,
    0,
    usDate(d.authorized),
    'Chester',
  ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const section = (page: Page, heading: string) => page.getByRole('region', { name: heading });

test('an admin imports the state sheet: creates the missing service, reloads, allocates staff and confirms', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const d = journeyData();
  const { token } = await adminSignIn(page, null);
  const admin = api(page.request, token);

  // The agency's records before the import: the client (MCI = the sheet's Recipient ID), one of the
  // sheet's two service codes in the catalogue, and a staff member to allocate.
  const { data: client } = await admin.post<{ data: { clientId: number } }>('/client', {
    firstName: d.client.first,
    middleName: '',
    lastName: d.client.last,
    dob: '1988-03-14',
    mci: d.client.mci,
    mpi: '',
    diagnosticCode: 'F84.0',
    country: 'Chester',
    goalsOutcomes: 'Take the bus to the library with a staff member.',
    memo: '',
    phone: '(610) 555-0188',
    familyContactEmail: '',
    waiwer: 'Consolidated',
    fundingSource: 'ODP',
    isAuthorized: true,
    billingStreet: '12 Gay St',
    billingCity: 'West Chester',
    billingState: 'PA',
    billingZIP: '19380',
    billingCountry: 'USA',
    latitude: 39.9607,
    longitude: -75.6055,
    status: 4,
    files: [],
  });
  await admin.post<{ data: ServiceOut }>('/service', {
    name: d.known.name,
    code: d.known.code,
    description: '',
    unitRate: d.known.rate,
    unitLength: 0.25,
    unitRounding: 'down',
    isDegreeRequired: false,
    isOverlappable: false,
    status: 4,
  });
  const staff = await createVisitStaff(admin);
  const staffName = `${staff.lastName}, ${staff.firstName}`;

  // 1. Upload and process.
  await page.goto('/admin/import-services');
  await expect(page.getByRole('heading', { level: 1, name: 'Import Services' })).toBeVisible();
  await page.getByRole('button', { name: 'Process' }).click();
  await expect(page.getByRole('alert').filter({ hasText: ImportMsg.noFile })).toBeVisible();
  await page.getByLabel('Service authorization sheet (.xlsx)').setInputFiles({
    name: `authorizations-${d.known.code}.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await stateSheet(d),
  });
  await expect(page.getByText(`authorizations-${d.known.code}.xlsx`)).toBeVisible();
  await page.getByRole('button', { name: 'Process' }).click();

  // 2. One new authorization, one row whose service code the catalogue lacks.
  await expect(page.getByRole('heading', { name: 'Missing Services (1)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New Services (1)' })).toBeVisible();
  await expect(listItem(page, 'New Services', d.known.code)).toContainText(`${usDate(d.start)} – ${usDate(d.end)}`);
  await expect(page.getByRole('button', { name: 'Import' })).toBeDisabled();
  await softAccessible(page, 'import result');
  await snap(page, testInfo, 'import-01-processed');

  // 3. Create the missing service from the sheet's values.
  await section(page, 'Missing Services (1)')
    .getByRole('button', { name: `Create service ${d.missing.code}` })
    .click();
  const serviceDialog = page.getByRole('dialog', { name: 'Create New Service' });
  await expect(serviceDialog).toBeVisible();
  await expect(field(serviceDialog, 'Service Code')).toHaveValue(d.missing.code);
  await expect(field(serviceDialog, 'Service Name')).toHaveValue(d.missing.name);
  await expect(field(serviceDialog, 'Unit Rate')).toHaveValue(d.missing.rate);
  await expect(field(serviceDialog, 'Unit Length (hours)')).toHaveValue('0.25');
  await serviceDialog.getByRole('button', { name: 'SAVE', exact: true }).click();
  await expect(serviceDialog).toBeHidden();
  await expect(page.getByText(ImportMsg.missingServicesAdded)).toBeVisible();

  // 4. Reload: both rows are new authorizations now.
  await page.getByRole('button', { name: 'Reload Data' }).click();
  await expect(page.getByRole('heading', { name: 'New Services (2)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Missing Services/ })).toHaveCount(0);
  const importButton = page.getByRole('button', { name: 'Import' });
  await expect(importButton).toBeEnabled();
  await importButton.click();

  // 5. Allocate the staff member to the known service's authorization; leave the other empty.
  const allocation = page.getByRole('dialog', { name: 'Staff Allocation' });
  await expect(allocation).toBeVisible();
  const picker = allocation.getByRole('combobox', { name: new RegExp(`, ${d.known.code} \\(row \\d+\\)$`) });
  await picker.click();
  await picker.fill(staff.lastName);
  await page.getByRole('option', { name: staffName, exact: true }).click();
  await expect(allocation.getByRole('button', { name: staffName })).toBeVisible();
  await softAccessible(page, 'import staff allocation');
  await allocation.getByRole('button', { name: 'NEXT' }).click();

  // 6. Confirm, after checking Back keeps the choice.
  const confirm = page.getByRole('dialog', { name: 'Confirm Import Service' });
  await expect(confirm).toContainText('2 authorizations will be created and 0 authorizations updated');
  await confirm.getByRole('button', { name: 'BACK' }).click();
  await expect(allocation.getByRole('button', { name: staffName })).toBeVisible();
  await allocation.getByRole('button', { name: 'NEXT' }).click();
  await expect(confirm.getByText(staffName)).toBeVisible();
  await snap(page, testInfo, 'import-02-confirm');
  await confirm.getByRole('button', { name: 'CONFIRM' }).click();
  await expect(page.getByText(ImportMsg.imported(2, 0))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Process another file' })).toBeVisible();

  // 7. The client's Services tab shows the sheet's authorizations.
  await page.goto(`/admin/client-details?id=${client.clientId}`);
  await page.getByRole('tab', { name: 'Services' }).click();
  const known = listItem(page, 'Client services', d.known.code);
  await expect(known).toContainText(d.known.name);
  await expect(known).toContainText('$5.12');
  await expect(known).toContainText(usDate(d.start));
  await expect(known).toContainText(usDate(d.end));
  await expect(known).toContainText('480');
  const created = listItem(page, 'Client services', d.missing.code);
  await expect(created).toContainText('$1,012.50');
  await expect(created).toContainText(usDate(d.start));
  await expect(created).toContainText('96');
  await snap(page, testInfo, 'import-03-client-services');

  const { data: authorizations } = await admin.get<{ data: ClientServiceOut[] }>('/serviceRequestByClientId', {
    client_id: client.clientId,
  });
  const allocated = authorizations.find((a) => a.serviceCode === d.known.code);
  expect(allocated?.assignedStaff.map((s) => s.userId)).toEqual([staff.userId]);
  expect(authorizations.find((a) => a.serviceCode === d.missing.code)?.assignedStaff).toEqual([]);
});
