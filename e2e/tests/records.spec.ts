import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { adminSignIn } from '../support/admin.js';
import { pdfFile } from '../support/files.js';
import { createClient, createSc, randomMci } from '../support/records-data.js';
import {
  choose,
  detail,
  field,
  isPhoneWidth,
  listBody,
  listItem,
  listItems,
  openSection,
  pagerText,
  softAccessible,
  usDate,
} from '../support/records.js';
import { snap } from '../support/screens.js';
import { api, createVisitStaff } from '../support/visits-data.js';

/**
 * The records journeys. An admin creates a supports coordinator, a client (with a file) and a staff
 * member on screen; creates a catalogue service, authorizes it for a client and allocates a staff
 * member; works the client list (search, status, sort, pages); and sees the phone cards. Each
 * journey makes the records it needs itself (on screen, or through the API beforehand), under a
 * tag of its own: it passes or fails on its own, in any order, on either project.
 */

test.use({ actionTimeout: 15_000 });

const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** Which journey a tag belongs to: its second letter, so no two journeys of one run share a tag. */
const JOURNEY = { records: 'j', authorization: 'k', list: 'v', cards: 'z' } as const;
type JourneyName = keyof typeof JOURNEY;

/**
 * Letters no seeded name contains: the project's (so both can share one server), the journey's,
 * then three random ones (a retried journey makes new records under a new tag).
 */
function makeTag(project: string, journey: JourneyName): string {
  const rare = 'jkqvxz';
  const random = Array.from({ length: 3 }, () => rare[randomInt(rare.length)]).join('');
  return (project === 'phone' ? 'x' : 'q') + JOURNEY[journey] + random;
}

type Journey = ReturnType<typeof journeyData>;

function journeyData(project: string, journey: JourneyName) {
  const tag = makeTag(project, journey);
  const Tag = capital(tag);
  const year = new Date().getFullYear();
  const ssnDigits = `${randomInt(100, 900)}${randomInt(10, 99)}${randomInt(1000, 9999)}`;
  return {
    tag,
    sc: {
      first: 'Odette',
      last: `Ferrand-${Tag}`,
      company: 'Lehigh Valley Coordination',
      email: `odette.${tag}@e2e.hearth.test`,
    },
    client: {
      first: 'Wren',
      // The list journey's "Aa" sorts before every seeded client (and before the other journeys').
      last: journey === 'list' ? `Aalto-${Tag}` : `Alder-${Tag}`,
      mci: randomMci(),
      waiver: `Pilot Waiver ${Tag}`,
    },
    file: `care-plan-${tag}.pdf`,
    staff: {
      first: 'Corin',
      last: `Vasquez-${Tag}`,
      email: `corin.vasquez.${tag}@e2e.hearth.test`,
      ssn: `${ssnDigits.slice(0, 3)}-${ssnDigits.slice(3, 5)}-${ssnDigits.slice(5)}`,
    },
    service: { name: `Music Therapy ${Tag}`, code: `${tag[0]!.toUpperCase()}${randomInt(1000, 10000)}` },
    auth: { start: `${year}-07-01`, end: `${year + 1}-06-30`, units: '480', rate: '5.12' },
  };
}

const clientListName = (d: Journey) => `${d.client.last}, ${d.client.first}`;
const clientDetailsUrl = (clientId: number) => `/admin/client-details?id=${clientId}`;

/** The staff member of `d`, made through the API (POST /user, as the staff form sends it). */
const createStaff = (token: string, page: Page, d: Journey) =>
  createVisitStaff(api(page.request, token), {
    firstName: d.staff.first,
    lastName: d.staff.last,
    email: d.staff.email,
  });

/**
 * snap() from the top of the page: a full-page screenshot of a scrolled page paints the fixed top
 * bar over the middle of the content.
 */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, testInfo, name);
}

/** Notes where a screen opened scrolled to (the app keeps the previous screen's scroll position). */
async function noteScroll(page: Page, screen: string) {
  const y = await page.evaluate(() => Math.round(window.scrollY));
  if (y > 0) test.info().annotations.push({ type: 'opened-scrolled', description: `${screen} opened at scrollY=${y}` });
}

// Print what the journey noticed along the way (select retries, screens that opened scrolled).
// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument destructured
test.afterEach(async ({}, testInfo) => {
  for (const a of testInfo.annotations) console.log(`[${testInfo.project.name}] ${a.type}: ${a.description}`);
});

async function toast(page: Page, text: string) {
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
}

test('an admin creates a coordinator, a client with a file and a staff member', async ({ page }, testInfo) => {
  // Seven screens, each with an accessibility scan: minutes on a loaded 2-core machine.
  test.setTimeout(300_000);
  const d = journeyData(testInfo.project.name, 'records');
  const pdf = pdfFile(`care plan ${d.tag}`);
  await adminSignIn(page, '/admin/clients');

  // 1. Supports coordinator.
  await openSection(page, 'Supports Coordinator');
  await expect(page).toHaveURL(/\/admin\/support-coordinator$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Supports Coordinator' })).toBeVisible();
  await expect(listItems(page, 'Supports Coordinators').first()).toBeVisible();
  await softAccessible(page, 'supports coordinator list');
  await shot(page, testInfo, '20-sc-list');

  await page.getByRole('link', { name: 'CREATE NEW' }).click();
  await expect(page).toHaveURL(/\/admin\/create-sc\?staffType=4$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Supports Coordinator' })).toBeVisible();
  const scForm = page.getByRole('form', { name: 'Supports coordinator' });
  await field(scForm, 'First Name').fill(d.sc.first);
  await field(scForm, 'Last Name').fill(d.sc.last);
  await field(scForm, 'Title').fill('Supports Coordinator');
  await field(scForm, 'Company Name').fill(d.sc.company);
  await field(scForm, 'Email').fill(d.sc.email);
  await field(scForm, 'Mobile').fill('6105550142');
  await field(scForm, 'Street').fill('12 Hamilton St');
  await field(scForm, 'City').fill('Allentown');
  await choose(scForm, 'State', 'Pennsylvania');
  await field(scForm, 'ZIP Code').fill('18101');
  await softAccessible(page, 'create supports coordinator form');
  await shot(page, testInfo, '21-sc-form-filled');
  await scForm.getByRole('button', { name: 'SAVE', exact: true }).click();

  await toast(page, 'Supports Coordinator create successful');
  await expect(page).toHaveURL(/\/admin\/view-sc\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Supports Coordinator Details' })).toBeVisible();
  await noteScroll(page, 'Supports Coordinator Details after SAVE');
  await expect(page.getByText(`${d.sc.first} ${d.sc.last} · ${d.sc.company}`)).toBeVisible();
  await expect(detail(page, 'Email')).toHaveText(d.sc.email);
  await expect(detail(page, 'Mobile')).toHaveText('(610) 555-0142');
  await expect(detail(page, 'State')).toHaveText('Pennsylvania');
  await expect(detail(page, 'Status')).toHaveText('Active');
  await expect(page.getByRole('link', { name: 'EDIT' })).toBeVisible();
  await shot(page, testInfo, '22-sc-details');

  // 2. Client, with the new coordinator, waiver "Other" and a PDF.
  await openSection(page, 'Clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(listItems(page, 'Clients').first()).toBeVisible();
  await softAccessible(page, 'client list');
  await shot(page, testInfo, '23-client-list');
  await page.getByRole('link', { name: 'CREATE NEW' }).click();
  await expect(page).toHaveURL(/\/admin\/create-client$/);
  const clientForm = page.getByRole('form', { name: 'Create New Client' });

  // An empty SAVE shows the required-field messages.
  await clientForm.getByRole('button', { name: 'SAVE', exact: true }).click();
  await expect(clientForm.getByText('Client First name is required')).toBeVisible();
  await expect(clientForm.getByText('Phone number is required')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/create-client$/);

  await field(clientForm, 'First Name').fill(d.client.first);
  await field(clientForm, 'Last Name').fill(d.client.last);
  await field(clientForm, 'Date of Birth').fill('1988-04-19');
  await field(clientForm, 'MCI').fill(d.client.mci);
  await field(clientForm, 'Diagnostic Code').fill('F84.0');
  await choose(clientForm, 'Supports Coordinator', `${d.sc.last}, ${d.sc.first}`);
  await choose(clientForm, 'County', 'Lancaster');
  await field(clientForm, 'Phone').fill('7175550188');
  await expect(field(clientForm, 'Phone')).toHaveValue('(717) 555-0188');
  await field(clientForm, 'Family Contact Email').fill(`family.${d.tag}@e2e.hearth.test`);
  await choose(clientForm, 'Waiver Type', 'Other');
  await field(clientForm, 'Other Waiver Type').fill(d.client.waiver);
  await choose(clientForm, 'Funding Source', 'ODP');
  await field(clientForm, 'Goals and Outcomes').fill('Take the bus to the library on her own.');
  await field(clientForm, 'Billing Street').fill('48 Orange St');
  await field(clientForm, 'Billing City').fill('Lancaster');
  await expect(clientForm.getByRole('combobox', { name: 'Billing State', exact: true })).toHaveText('Pennsylvania');
  await field(clientForm, 'Billing ZIP').fill('17602');
  await expect(field(clientForm, 'Billing Country')).toHaveValue('USA');

  await clientForm.locator('input[type="file"]').setInputFiles({
    name: d.file,
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await toast(page, 'File uploaded.');
  const uploaded = clientForm.getByRole('list', { name: 'Files' });
  await expect(uploaded.getByRole('button', { name: `Download ${d.file}` })).toBeVisible();
  await expect(uploaded.getByRole('button', { name: `Delete ${d.file}` })).toBeVisible();
  await softAccessible(page, 'create client form');
  await shot(page, testInfo, '24-client-form-filled');
  await clientForm.getByRole('button', { name: 'SAVE', exact: true }).click();

  await toast(page, 'Client create successful');
  await expect(page).toHaveURL(/\/admin\/client-details\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: clientListName(d) })).toBeVisible();
  await expect(page.getByText(`MCI ${d.client.mci}`)).toBeVisible();
  await noteScroll(page, 'Client Details after SAVE');
  await expect(detail(page, 'Supports Coordinator')).toHaveText(`${d.sc.first} ${d.sc.last}`);
  await expect(detail(page, 'Supports Coordinator').getByRole('link')).toHaveAttribute(
    'href',
    /\/admin\/view-sc\?id=\d+/,
  );
  await expect(detail(page, 'Waiver Type')).toHaveText(d.client.waiver);
  await expect(detail(page, 'Funding Source')).toHaveText('ODP');
  await expect(detail(page, 'County')).toHaveText('Lancaster');
  await expect(detail(page, 'Phone')).toHaveText('(717) 555-0188');
  await expect(detail(page, 'Date of Birth')).toHaveText('04/19/1988');
  const files = page.getByRole('list', { name: 'Files' });
  await expect(files.getByRole('button', { name: `Download ${d.file}` })).toBeVisible();
  await expect(files.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await shot(page, testInfo, '25-client-details');

  const downloading = page.waitForEvent('download');
  await files.getByRole('button', { name: `Download ${d.file}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(d.file);
  expect(readFileSync(await download.path()).equals(pdf)).toBe(true);

  // 3. Staff member (record type Staff), SSN masked on the details.
  await openSection(page, 'Staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(listItems(page, 'Staff').first()).toBeVisible();
  await softAccessible(page, 'staff list');
  await shot(page, testInfo, '26-staff-list');
  await page.getByRole('link', { name: 'CREATE NEW' }).click();
  await expect(page).toHaveURL(/\/admin\/staff-type$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Select Staff Record Type' })).toBeVisible();
  await choose(page, 'Staff Record Type', 'Staff');
  await softAccessible(page, 'select staff record type');
  await shot(page, testInfo, '27-staff-type');
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page).toHaveURL(/\/admin\/create-staff\?staffType=2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Staff Member' })).toBeVisible();
  await expect(page.getByText('Record type: Staff')).toBeVisible();

  const staffForm = page.getByRole('form', { name: 'Staff member' });
  await field(staffForm, 'First Name').fill(d.staff.first);
  await field(staffForm, 'Last Name').fill(d.staff.last);
  await field(staffForm, 'Email').fill(d.staff.email);
  await field(staffForm, 'Password').fill('Welcome#Home7');
  await field(staffForm, 'SSN').fill(d.staff.ssn.replace(/-/g, ''));
  await expect(field(staffForm, 'SSN')).toHaveValue(d.staff.ssn);
  await field(staffForm, 'Mobile').fill('4845550163');
  await field(staffForm, 'Hire Date').fill('2024-09-03');
  await field(staffForm, 'City').fill('Reading');
  await field(staffForm, 'ZIP Code').fill('19601');
  await softAccessible(page, 'create staff form');
  await shot(page, testInfo, '28-staff-form-filled');
  await staffForm.getByRole('button', { name: 'SAVE', exact: true }).click();

  await toast(page, 'Staff create successful');
  await expect(page).toHaveURL(/\/admin\/view-staff\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Details' })).toBeVisible();
  await noteScroll(page, 'Staff Details after SAVE');
  await expect(page.getByText(`${d.staff.first} ${d.staff.last} · Staff`)).toBeVisible();
  await expect(detail(page, 'SSN')).toHaveText(`***-**-${d.staff.ssn.slice(-4)}`);
  await expect(page.getByText(d.staff.ssn)).toHaveCount(0);
  await expect(detail(page, 'Email')).toHaveText(d.staff.email);
  await expect(detail(page, 'Mobile')).toHaveText('(484) 555-0163');
  await expect(detail(page, 'Status')).toHaveText('Active');
  await expect(page.getByText('No Credentials added')).toBeVisible();
  await shot(page, testInfo, '29-staff-details');
  // The edit form masks the SSN too; Show reveals it (each reveal audited by the server).
  await page.getByRole('link', { name: 'EDIT' }).click();
  await expect(page).toHaveURL(/\/admin\/edit-staff\?id=\d+$/);
  const editForm = page.getByRole('form', { name: 'Staff member' });
  await expect(field(editForm, 'SSN')).toHaveValue(`***-**-${d.staff.ssn.slice(-4)}`);
  await softAccessible(page, 'edit staff form');
  await editForm.getByRole('button', { name: 'Show SSN' }).click();
  await expect(field(editForm, 'SSN')).toHaveValue(d.staff.ssn);
  await editForm.getByRole('button', { name: 'CANCEL' }).click();
  await expect(page).toHaveURL(/\/admin\/view-staff\?id=\d+$/);
});

test('an admin creates a catalogue service, authorizes it for a client and allocates a staff member', async ({
  page,
}, testInfo) => {
  // Three screens with an accessibility scan each, two modals: minutes on a loaded 2-core machine.
  test.setTimeout(240_000);
  const d = journeyData(testInfo.project.name, 'authorization');
  const { token } = await adminSignIn(page, '/admin/clients');
  // Set up through the API: the client to authorize and the staff member to allocate.
  const { clientId } = await createClient(api(page.request, token), d.client);
  await createStaff(token, page, d);

  // 4. Catalogue service, in the modal of /admin/services.
  await openSection(page, 'Services');
  await expect(page).toHaveURL(/\/admin\/services$/);
  await expect(listItems(page, 'Services').first()).toBeVisible();
  await softAccessible(page, 'services list');
  await shot(page, testInfo, '30-services-list');
  await page.getByRole('button', { name: 'CREATE NEW' }).click();
  const serviceDialog = page.getByRole('dialog', { name: 'Create New Service' });
  await expect(serviceDialog).toBeVisible();
  await field(serviceDialog, 'Service Name').fill(d.service.name);
  await field(serviceDialog, 'Service Code').fill(d.service.code);
  await field(serviceDialog, 'Description').fill('Music therapy sessions in the home.');
  await field(serviceDialog, 'Unit Rate').fill('5.12');
  await field(serviceDialog, 'Unit Length (hours)').fill('0.25');
  await expect(serviceDialog.getByText('0.25 h (15 min)')).toBeVisible();
  await softAccessible(page, 'create service modal');
  await shot(page, testInfo, '31-service-modal-filled');
  await serviceDialog.getByRole('button', { name: 'SAVE', exact: true }).click();
  await toast(page, 'Service create successful');
  await expect(serviceDialog).toBeHidden();
  const serviceRow = listItem(page, 'Services', d.service.name);
  await expect(serviceRow).toContainText(d.service.code);
  await expect(serviceRow).toContainText('$5.12');
  await expect(serviceRow).toContainText('0.25 h (15 min)');
  await shot(page, testInfo, '32-services-list-created');

  // 5. Authorization on the client's Services tab.
  await page.goto(clientDetailsUrl(clientId));
  await expect(page.getByRole('heading', { level: 1, name: clientListName(d) })).toBeVisible();
  await page.getByRole('tab', { name: 'Services' }).click();
  await expect(page.getByRole('tab', { name: 'Services' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: '+ ADD NEW SERVICE' }).click();
  const csDialog = page.getByRole('dialog', { name: 'Create Service' });
  await expect(csDialog).toBeVisible();
  const catalogue = csDialog.getByRole('combobox', { name: 'Catalogue Service' });
  await catalogue.fill(d.service.code);
  await page.getByRole('option', { name: `${d.service.code} — ${d.service.name}` }).click();
  await expect(field(csDialog, 'Service Name')).toHaveValue(d.service.name);
  await expect(field(csDialog, 'Service Code')).toHaveValue(d.service.code);
  await expect(field(csDialog, 'Unit Length (hours)')).toHaveValue('0.25');
  await field(csDialog, 'Start Date').fill(d.auth.start);
  await field(csDialog, 'End Date').fill(d.auth.end);
  await field(csDialog, 'Units Authorized').fill(d.auth.units);
  await field(csDialog, 'Unit Rate').fill(d.auth.rate);
  await expect(field(csDialog, 'Total Worth')).toHaveValue('2,457.60');
  await expect(field(csDialog, 'Units Utilized')).toHaveValue('0');
  await expect(field(csDialog, 'Units Remaining')).toHaveValue('480');
  for (const label of ['Total Worth', 'Units Utilized', 'Units Remaining']) {
    await expect(field(csDialog, label)).toHaveAttribute('readonly', '');
  }
  await softAccessible(page, 'create client service modal');
  await shot(page, testInfo, '33-authorization-modal-filled');
  await csDialog.getByRole('button', { name: 'SAVE', exact: true }).click();
  await toast(page, 'Client Service create successful');
  await expect(csDialog).toBeHidden();
  const authRow = listItem(page, 'Client services', d.service.name);
  await expect(authRow).toContainText(d.service.code);
  await expect(authRow).toContainText('$5.12');
  await expect(authRow).toContainText('0.25 h (15 min)');
  await expect(authRow).toContainText(usDate(d.auth.start));
  await expect(authRow).toContainText(usDate(d.auth.end));
  await expect(authRow).toContainText('480');
  await shot(page, testInfo, '34-client-services-tab');

  // 6. Staff allocation: filter, mark, move, UPDATE.
  await authRow.getByRole('button', { name: `Assign staff to ${d.service.name}` }).click();
  const allocation = page.getByRole('dialog', { name: 'Staff Allocation' });
  await expect(allocation).toBeVisible();
  await expect(detail(allocation, 'Service Name')).toHaveText(d.service.name);
  await expect(detail(allocation, 'Service Code')).toHaveText(d.service.code);
  await expect(detail(allocation, 'Begin Date')).toHaveText(usDate(d.auth.start));
  await expect(detail(allocation, 'End Date')).toHaveText(usDate(d.auth.end));
  const available = allocation.getByRole('group', { name: 'Available Staff' });
  const chosen = allocation.getByRole('group', { name: 'Chosen Staff' });
  const staffOption = `${d.staff.last}, ${d.staff.first}`;
  await expect(chosen.getByText('No Matches found')).toBeVisible();
  await available.getByLabel('Filter Available Staff').fill('nobody at all');
  await expect(available.getByText('No Matches found')).toBeVisible();
  // Case-insensitive and blind to commas.
  await available
    .getByLabel('Filter Available Staff')
    .fill(`${d.staff.last.toLowerCase()}, ${d.staff.first.toLowerCase()}`);
  await expect(available.getByRole('checkbox', { name: staffOption })).toBeVisible();
  await expect(available.getByRole('listitem')).toHaveCount(1);
  await available.getByRole('checkbox', { name: staffOption }).check();
  await allocation.getByRole('button', { name: 'Move to chosen' }).click();
  await expect(chosen.getByRole('checkbox', { name: staffOption })).toBeVisible();
  // Moving clears both filters, and the moved person is no longer available.
  await expect(available.getByLabel('Filter Available Staff')).toHaveValue('');
  await expect(available.getByRole('checkbox', { name: staffOption })).toHaveCount(0);
  await softAccessible(page, 'staff allocation modal');
  await shot(page, testInfo, '35-allocation-modal');
  await allocation.getByRole('button', { name: 'UPDATE' }).click();
  await toast(page, 'Staff allocation updated');
  await expect(allocation).toBeHidden();

  // The saved allocation is what the modal shows next time.
  await authRow.getByRole('button', { name: `Assign staff to ${d.service.name}` }).click();
  await expect(chosen.getByRole('checkbox', { name: staffOption })).toBeVisible();
  await expect(available.getByRole('checkbox', { name: staffOption })).toHaveCount(0);
  await shot(page, testInfo, '36-allocation-saved');
  await allocation.getByRole('button', { name: 'CANCEL' }).click();
  await expect(allocation).toBeHidden();
});

test('the client list searches, filters by status, sorts and pages', async ({ page }, testInfo) => {
  const d = journeyData(testInfo.project.name, 'list');
  const mine = clientListName(d);
  const inactive = `${d.client.last}, Ash`;
  const searches: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/v1/client') searches.push(url.searchParams.get('name') ?? '');
  });
  const { token } = await adminSignIn(page, null);

  // Set up through the API: the journey's Active client, then an Inactive one with the same tag, so
  // the status filter has both kinds (and, newest first, Ash leads and Wren follows).
  const admin = api(page.request, token);
  const { clientId } = await createClient(admin, d.client);
  await createClient(admin, { first: 'Ash', last: d.client.last, status: 5 });

  await page.goto('/admin/clients');
  const rows = listItems(page, 'Clients');

  // Newest first by default: the two tagged clients lead page 1 of 26+ clients, 10 a page.
  await expect(rows.nth(0)).toContainText(inactive);
  await expect(rows.nth(1)).toContainText(mine);
  await expect(rows).toHaveCount(10);
  const total = Number((await pagerText(page).textContent())!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThanOrEqual(26);
  await expect(pagerText(page)).toHaveText(`1–10 of ${total}`);
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(pagerText(page)).toHaveText(`11–20 of ${total}`);
  await expect(rows).toHaveCount(10);
  await expect(listItem(page, 'Clients', mine)).toHaveCount(0);
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(pagerText(page)).toHaveText(`21–${Math.min(30, total)} of ${total}`);
  await expect(rows).toHaveCount(Math.min(10, total - 20));
  await shot(page, testInfo, '40-client-list-page-3');
  await page.getByRole('button', { name: 'Go to first page' }).click();
  await expect(pagerText(page)).toHaveText(`1–10 of ${total}`);

  // Sorts: A-Z puts the "Aalto-…" clients first (Ash before Wren); Z-A puts them on the last page.
  await choose(page, 'Filter', 'Name (A-Z)');
  await expect(rows.first()).toContainText(/^Aalto-/);
  await expect(listItem(page, 'Clients', mine)).toHaveCount(1);
  const names = await rows.allTextContents();
  expect(names.findIndex((n) => n.startsWith(inactive))).toBeLessThan(names.findIndex((n) => n.startsWith(mine)));
  await choose(page, 'Filter', 'Name (Z-A)');
  await expect(listItem(page, 'Clients', mine)).toHaveCount(0);
  await expect(rows.first()).not.toContainText(/^Aa/);
  await page.getByRole('button', { name: 'Go to last page' }).click();
  await expect(pagerText(page)).toHaveText(new RegExp(`–${total} of ${total}$`));
  await expect(rows.last()).toContainText(/^Aalto-/);
  await shot(page, testInfo, '41-client-list-name-desc-last-page');
  // The "Aalto-…" clients of both projects end the Z-A order, but the last page may hold fewer rows
  // than there are of them (other journeys add clients too): this one is there or on the page before.
  if ((await listItem(page, 'Clients', mine).count()) === 0) {
    await page.getByRole('button', { name: 'Go to previous page' }).click();
  }
  await expect(listItem(page, 'Clients', mine)).toHaveCount(1);
  await choose(page, 'Filter', 'Recently Added');
  await expect(pagerText(page)).toHaveText(`1–10 of ${total}`);

  // Search: two characters do nothing, the third searches.
  const search = page.getByRole('searchbox', { name: 'Search clients' });
  await search.fill(d.tag.slice(0, 2));
  await expect(rows).toHaveCount(10);
  await expect(pagerText(page)).toHaveText(`1–10 of ${total}`);
  const searched = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/v1/client' && new URL(r.url()).searchParams.get('name') === d.tag,
  );
  await search.fill(d.tag);
  await searched;
  await expect(pagerText(page)).toHaveText('1–2 of 2');
  await expect(rows).toHaveCount(2);
  await expect(listItem(page, 'Clients', mine)).toHaveCount(1);
  await expect(listItem(page, 'Clients', inactive)).toHaveCount(1);
  expect(searches.filter((s) => s.length > 0 && s.length < 3)).toEqual([]);
  await softAccessible(page, 'client list (searched)');
  await shot(page, testInfo, '42-client-list-searched');

  // Status: Inactive shows only Ash, Active only the journey's client.
  await choose(page, 'Status', 'Inactive');
  await expect(pagerText(page)).toHaveText('1–1 of 1');
  await expect(rows.first()).toContainText(inactive);
  await shot(page, testInfo, '43-client-list-inactive');
  await choose(page, 'Status', 'Active');
  await expect(pagerText(page)).toHaveText('1–1 of 1');
  await expect(rows.first()).toContainText(mine);
  // A search no client matches shows the empty state.
  await search.fill(`${d.tag}zzz`);
  await expect(page.getByRole('status').filter({ hasText: 'No Clients' })).toBeVisible();
  await shot(page, testInfo, '44-client-list-no-clients');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');
  await choose(page, 'Status', 'All');
  await expect(pagerText(page)).toHaveText(`1–10 of ${total}`);

  // The view icon opens the client.
  await listItem(page, 'Clients', mine)
    .getByRole('link', { name: `View ${mine}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`${clientDetailsUrl(clientId).replace(/[?]/g, '\\?')}$`));
});

test('at phone width the clients, staff and supports coordinator lists show cards', async ({ page }, testInfo) => {
  // Three lists, each checked with axe: over a minute on a loaded 2-core machine.
  test.setTimeout(180_000);
  const d = journeyData(testInfo.project.name, 'cards');
  await page.setViewportSize({ width: 375, height: 812 });
  const { token } = await adminSignIn(page, null);
  // Set up through the API: one record of each list, the newest of its list (first page).
  const admin = api(page.request, token);
  await createSc(admin, d.sc);
  await createClient(admin, d.client);
  await createStaff(token, page, d);
  await page.goto('/admin/clients');
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();

  expect(isPhoneWidth(page)).toBe(true);

  const lists = [
    { section: 'Clients', label: 'Clients', name: clientListName(d), shot: '50-phone-clients' },
    { section: 'Staff', label: 'Staff', name: `${d.staff.last}, ${d.staff.first}`, shot: '51-phone-staff' },
    {
      section: 'Supports Coordinator',
      label: 'Supports Coordinators',
      name: `${d.sc.first} ${d.sc.last}`,
      shot: '52-phone-supports-coordinators',
    },
  ];
  for (const [i, l] of lists.entries()) {
    if (i > 0) await openSection(page, l.section);
    const card = listItem(page, l.label, l.name);
    await expect(card).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    if (l.label === 'Clients') await expect(listBody(page, l.label).getByRole('listitem')).toHaveCount(10);
    await expect(card.getByRole('link', { name: `View ${l.name}` })).toBeVisible();
    await softAccessible(page, `phone ${l.label} list`);
    await shot(page, testInfo, l.shot);
  }
});
