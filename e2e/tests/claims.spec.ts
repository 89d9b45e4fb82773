// The billing journey of issue 11: the Super Admin fills in the agency's claim settings; a visit
// recorded by an admin with its clock-out a kilometre from the client's home shows up as EVV
// exceptions, which are reviewed on the map and resolved before the entry is verified; the previous
// month is previewed and billed as a PROMISe 837P batch (the file read back with an X12 parser),
// the billed entry is locked, the batch voided and billed again, and the Overview's cards lead to
// their lists. A shorter pass does the exceptions and claims screens at phone size.
import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { X12Parser, type X12Interchange, type X12Segment } from 'node-x12';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  CLAIM_SETTINGS,
  ClaimsMsg,
  EVV_EXCEPTION_LABELS,
  EvvMsg,
  METRES_PER_MILE,
  SettingsMsg,
  dayIn,
  shiftDay,
  toUsDate,
  toUtcWire,
  zonedInstant,
  type AgencySettingsOut,
  type ClaimBatchOut,
  type ClientServiceOut,
  type EvvExceptionOut,
} from '@hearth/shared';
import { adminSignIn } from '../support/admin.js';
import { choose, field, listItem, listItems, softAccessible } from '../support/records.js';
import { snap } from '../support/screens.js';
import {
  allocate,
  api,
  createVisitStaff,
  scrollTop,
  snapViewport,
  workEntry,
  type Api,
} from '../support/visits-data.js';

test.use({ actionTimeout: 15_000 });

/** The agency's zone (the demo agency's, never changed by the journeys): days of service are counted in it. */
const TZ = 'America/New_York';
const TOO_FAR = EVV_EXCEPTION_LABELS.too_far;
const MANUAL = EVV_EXCEPTION_LABELS.manual_change;

/** The claim settings as the Super Admin types them (decision 011; the sample agency of the 837P example). */
const SETTINGS = {
  legalName: 'Keystone Community Supports LLC',
  addressStreet: '100 Market St',
  addressCity: 'Harrisburg',
  addressState: 'Pennsylvania',
  addressZip: '17101-1234',
  phone: '7175550100',
  contactName: 'Dana Whitfield',
  npi: '1234567893',
  ein: '25-1234567',
  promiseProviderId: '123456789',
  promiseServiceLocation: '0001',
  taxonomyCode: '253Z00000X',
  submitterId: 'KCS0001',
  receiverId: 'PAPROMISE',
  receiverName: 'PA DHS PROMISE',
} as const;

const letters = (n: number) => Array.from({ length: n }, () => 'abcdefghijklmnopqrstuvwxyz'[randomInt(26)]).join('');

/** Great-circle distance in metres, as the server's checks and the map's legend measure it. */
function distanceMetres(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** 'YYYY-MM-DD' of the first and last day of the calendar month before today's (the claims screen's default). */
function previousMonth() {
  const today = dayIn(new Date(), TZ);
  const toDate = shiftDay(`${today.slice(0, 7)}-01`, -1);
  return { fromDate: `${toDate.slice(0, 7)}-01`, toDate };
}

/**
 * What the journey bills: a client of its own (an MCI, a diagnosis, a birth date, a full address
 * and a map position, so the claim is never held back for the client's data; the name sorts early
 * (after the records journey's Aalto- clients, which must head the A-Z list) so the claim heads the preview's list), a W1726 authorization covering last month, a new staff
 * member allocated to it, and an admin's timesheet on the 10th of last month, 10:00–11:00 (4 units
 * at $4.62), signed, clocked in at the client's home and out about 1 km east of it: "Too far from
 * the client" (the limit is 0.25 mi) and "Changed by an admin" (an admin entered it).
 */
async function visitWithExceptions(admin: Api) {
  const month = previousMonth();
  const lastName = `Abill${letters(6)}`;
  const mci = String(randomInt(1e9, 1e10));
  const { data: created } = await admin.post<{ data: { clientId: number } }>('/client', {
    firstName: 'Bea',
    middleName: '',
    lastName,
    dob: '1984-09-03',
    mci,
    mpi: '',
    diagnosticCode: 'F84.0',
    country: 'Lancaster',
    goalsOutcomes: 'Shop for groceries with a staff member once a week.',
    memo: '',
    phone: '(717) 555-0142',
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
  // The client's map position as the server keeps it: what the distance is measured from.
  const { data: client } = await admin.get<{
    data: { clientId: number; mci: string; diagnosticCode: string | null; dob: string | null } & {
      latitude: number;
      longitude: number;
    };
  }>('/clientbyId', { client_id: created.clientId });
  expect(client).toMatchObject({ mci, diagnosticCode: 'F84.0' });
  expect(client.dob).toMatch(/^1984-09-03/);
  const home = { latitude: client.latitude, longitude: client.longitude };
  const away = { latitude: home.latitude, longitude: home.longitude + 0.0118 };

  const { data: auth } = await admin.post<{ data: ClientServiceOut }>('/client_service', {
    clientId: client.clientId,
    serviceName: 'Companion',
    serviceCode: 'W1726',
    serviceAccount: null,
    serviceDescription: null,
    serviceUnitRate: 4.62,
    serviceUnitLength: 0.25,
    serviceStartDate: shiftDay(month.fromDate, -30),
    serviceEndDate: shiftDay(month.toDate, 330),
    serviceUnitsAuthorized: 480,
    serviceIsNegetiveUnitsAllowed: false,
    serviceIsAuthorized: true,
    isDegreeRequired: false,
    isDatesConfirmed: true,
    isOverlappable: false,
    files: [],
  });
  const staff = await createVisitStaff(admin);
  await allocate(admin, auth, staff.userId);

  const day = shiftDay(month.fromDate, 9);
  const start = zonedInstant(day, '10:00', TZ)!;
  const { data: entry } = await admin.post<{ data: { workEntryId: number; entryName: string } }>('/work_entry', {
    userId: staff.userId,
    clientId: client.clientId,
    serviceRequestId: auth.serviceRequestId,
    serviceStartTime: toUtcWire(start),
    serviceEndTime: toUtcWire(new Date(start.getTime() + 60 * 60_000)),
    serviceStartLatitude: home.latitude,
    serviceStartLongitude: home.longitude,
    serviceEndLatitude: away.latitude,
    serviceEndLongitude: away.longitude,
    notes: 'Claims journey: grocery shopping, the clock-out was recorded at the store.',
    signature:
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    progress: 2,
    timeZone: TZ,
  });
  const { data: exceptions } = await admin.get<{ data: EvvExceptionOut[] }>('/evv/exceptions', {
    workEntryId: entry.workEntryId,
    resolved: 'all',
  });
  expect(exceptions.map((x) => x.label).sort()).toEqual([MANUAL, TOO_FAR].sort());
  return {
    month,
    day,
    mci,
    home,
    away,
    clientId: client.clientId,
    clientName: `${lastName}, Bea`,
    entryId: entry.workEntryId,
    entryName: entry.entryName,
  };
}
type Visit = Awaited<ReturnType<typeof visitWithExceptions>>;

/** The toast saying `text`. */
const toast = (page: Page, text: string) => expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();

/** The batches list's row (desktop) or card (phone) of batch `id` ('batch 7' never matches batch 17). */
const batchItem = (page: Page, id: number): Locator =>
  listItems(page, 'Claim batches').filter({ has: page.getByText(new RegExp(`^batch ${id}$`, 'i')) });

/** The batch the success panel just announced ('Claim batch N generated'). */
async function generatedBatch(page: Page): Promise<number> {
  const title = page.getByText(/^Claim batch \d+ generated$/);
  await expect(title).toBeVisible();
  return Number((await title.innerText()).match(/\d+/)![0]);
}

/** Void `id` on the Batches tab through its dialog, with a reason; returns the dialog (for axe before voiding). */
async function voidBatch(page: Page, id: number, reason: string, beforeVoid?: () => Promise<void>) {
  await batchItem(page, id)
    .getByRole('button', { name: `Void batch ${id}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Void claim batch ${id}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Void batch' }).click();
  await expect(dialog.getByText(ClaimsMsg.reasonRequired)).toBeVisible();
  await field(dialog, 'Reason').fill(reason);
  if (beforeVoid) await beforeVoid();
  await dialog.getByRole('button', { name: 'Void batch' }).click();
  await expect(dialog).toBeHidden();
  await toast(page, `Claim batch ${id} voided`);
  const item = batchItem(page, id);
  await expect(item.getByText('Voided', { exact: true })).toBeVisible();
  await expect(item).toContainText(`Reason: ${reason}`);
}

/**
 * Voids, through the API, every batch this run made that still stands: a journey stopped halfway
 * leaves nothing billed for the other journeys (the e2e server is shared) to trip on.
 */
async function voidLeftovers(page: Page, token: string, made: readonly number[]) {
  if (made.length === 0) return;
  const { data } = await api(page.request, token).get<{ data: ClaimBatchOut[] }>('/claims/batches', {
    offset: 0,
    limit: 200,
  });
  for (const batch of data.filter((b) => made.includes(b.id) && b.status === 'generated')) {
    await api(page.request, token).post(`/claims/batches/${batch.id}/void`, { reason: 'e2e clean-up' });
  }
}

/** The 837P of a batch as node-x12 parses it (strict: envelope counts and control numbers are checked). */
const parseX12 = (x12: string) => new X12Parser(true).parse(x12) as X12Interchange;
const el = (s: X12Segment, i: number) => s.valueOf(i) ?? '';
const cents = (amount: string) => Math.round(Number(amount) * 100);

/**
 * The claim of the file that bills work entry `entryId` (its lines carry `REF*6R*id`): the CLM,
 * the subscriber (NM1*IL) it is for, and its SV1 lines.
 */
function claimOf(segments: readonly X12Segment[], entryId: number) {
  type Claim = { clm: X12Segment; subscriber: X12Segment | null; lines: X12Segment[]; entries: string[] };
  const claims: Claim[] = [];
  let subscriber: X12Segment | null = null;
  for (const s of segments) {
    if (s.tag === 'NM1' && el(s, 1) === 'IL') subscriber = s;
    if (s.tag === 'CLM') claims.push({ clm: s, subscriber, lines: [], entries: [] });
    const current = claims.at(-1);
    if (!current) continue;
    if (s.tag === 'SV1') current.lines.push(s);
    if (s.tag === 'REF' && el(s, 1) === '6R') current.entries.push(el(s, 2));
  }
  return claims.find((c) => c.entries.includes(String(entryId)));
}

test('a billing admin sets up claims, clears the EVV exceptions, bills, voids and bills again', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the billing journey runs on the desktop; the phone pass is below');
  // Settings, two exception dialogs, two batches with their files and nine axe checks: a couple of
  // minutes on a loaded 2-core machine.
  test.setTimeout(180_000);
  const { token } = await adminSignIn(page, '/admin/settings');
  const admin = api(page.request, token);
  const made: number[] = [];
  try {
    // ---- 1. Agency Settings: the claim identifiers, a wrong NPI check digit first.
    const form = page.getByRole('form', { name: 'Agency Settings' });
    await expect(page.getByRole('heading', { level: 1, name: 'Agency Settings' })).toBeVisible();
    await expect(form.getByRole('heading', { name: 'Claims (PROMISe 837P)' })).toBeVisible();
    const zoneBefore = await form.getByRole('combobox', { name: /Agency time zone/ }).inputValue();
    const distanceBefore = await form.getByRole('spinbutton', { name: /Distance limit/ }).inputValue();
    for (const key of [
      'legalName',
      'addressStreet',
      'addressCity',
      'addressZip',
      'phone',
      'contactName',
      'promiseProviderId',
      'promiseServiceLocation',
      'taxonomyCode',
      'submitterId',
      'receiverId',
      'receiverName',
      'ein',
    ] as const) {
      await field(form, CLAIM_SETTINGS[key]).fill(SETTINGS[key]);
    }
    await choose(form, CLAIM_SETTINGS.addressState, SETTINGS.addressState);
    const npi = field(form, CLAIM_SETTINGS.npi);
    await npi.fill('1234567890');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText(SettingsMsg.npiInvalid)).toBeVisible();
    await expect(npi).toHaveAccessibleDescription(SettingsMsg.npiInvalid);
    await expect(npi).toBeFocused();
    await scrollTop(page);
    await snap(page, testInfo, 'claims-01-settings-npi');
    await npi.fill(SETTINGS.npi);
    await expect(form.getByText(SettingsMsg.npiInvalid)).toBeHidden();
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Agency settings saved');
    await softAccessible(page, 'agency settings');
    // Saved as digits, shown as people write them; the zone and the distance limit untouched.
    const saved = (await admin.get<{ data: AgencySettingsOut }>('/settings')).data;
    expect(saved).toMatchObject({
      legalName: SETTINGS.legalName,
      addressState: 'PA',
      addressZip: '171011234',
      phone: SETTINGS.phone,
      npi: SETTINGS.npi,
      ein: '251234567',
      receiverName: SETTINGS.receiverName,
    });
    await page.reload();
    await expect(field(form, CLAIM_SETTINGS.ein)).toHaveValue(SETTINGS.ein);
    await expect(field(form, CLAIM_SETTINGS.addressZip)).toHaveValue(SETTINGS.addressZip);
    await expect(form.getByRole('combobox', { name: /Agency time zone/ })).toHaveValue(zoneBefore);
    await expect(form.getByRole('spinbutton', { name: /Distance limit/ })).toHaveValue(distanceBefore);

    // ---- 2. The visit to bill (set up through the API).
    const v = await visitWithExceptions(admin);
    const entryPage = `/admin/view-timeSheet?id=${v.entryId}`;

    // ---- 3. Its EVV exceptions: the distance on the map, resolved with a note.
    await page.goto(`/admin/evv-exceptions?workEntryId=${v.entryId}&resolved=all`);
    await expect(page.getByRole('heading', { level: 1, name: 'EVV Exceptions' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(`Work entry #${v.entryId}`)).toBeVisible();
    await expect(listItems(page, 'EVV exceptions')).toHaveCount(2);
    const tooFar = listItem(page, 'EVV exceptions', TOO_FAR);
    const manual = listItem(page, 'EVV exceptions', MANUAL);
    for (const row of [tooFar, manual]) {
      await expect(row).toContainText(v.clientName);
      await expect(row).toContainText(toUsDate(v.day));
      await expect(row.getByText('Open', { exact: true })).toBeVisible();
    }
    await softAccessible(page, 'EVV exceptions list');
    await snap(page, testInfo, 'claims-02-exceptions');

    await tooFar.getByRole('button', { name: new RegExp(`^Details and map: ${TOO_FAR}`) }).click();
    const details = page.getByRole('dialog', { name: TOO_FAR });
    await expect(details).toBeVisible();
    const map = details.getByRole('region', { name: "Map of the visit's locations" });
    await expect(map).toBeVisible();
    await expect(map.getByRole('img', { name: /^Client's address: / })).toBeVisible();
    await expect(map.getByRole('img', { name: /^Clock-in: / })).toBeVisible();
    await expect(map.getByRole('img', { name: /^Clock-out: / })).toBeVisible();
    const metres = distanceMetres(v.home, v.away);
    const legend = details.getByRole('list', { name: 'Map legend' });
    await expect(legend.getByRole('listitem').filter({ hasText: 'Clock-out' })).toContainText(
      `${(metres / METRES_PER_MILE).toFixed(2)} mi (${Math.round(metres)} m) from the client's address`,
    );
    await expect(legend.getByRole('listitem').filter({ hasText: 'Clock-in' })).toContainText(
      "0.00 mi (0 m) from the client's address",
    );
    await softAccessible(page, 'EVV exception details');
    await snap(page, testInfo, 'claims-03-exception-map');

    await details.getByRole('button', { name: 'Resolve' }).click();
    const resolve = page.getByRole('dialog', { name: 'Resolve EVV exception' });
    await expect(resolve).toBeVisible();
    await expect(details).toBeHidden();
    await resolve.getByRole('button', { name: 'Resolve' }).click();
    await expect(resolve.getByText(EvvMsg.noteRequired)).toBeVisible();
    await softAccessible(page, 'resolve dialog');
    const farNote = 'Clocked out at the grocery store on the shopping trip in the plan.';
    await field(resolve, 'Resolution note').fill(farNote);
    await resolve.getByRole('button', { name: 'Resolve' }).click();
    await expect(resolve).toBeHidden();
    await toast(page, 'EVV exception resolved');
    await expect(tooFar.getByText('Resolved', { exact: true })).toBeVisible();
    await expect(tooFar).toContainText(farNote);

    // Verifying asks first while one is still open, and lists it.
    await page.goto(entryPage);
    await page.getByRole('button', { name: 'MARK AS VERIFIED' }).click();
    const ask = page.getByRole('dialog', { name: 'Verify with open EVV exceptions?' });
    await expect(ask).toBeVisible();
    const open = ask.getByRole('list', { name: 'Open EVV exceptions' }).getByRole('listitem');
    await expect(open).toHaveCount(1);
    await expect(open).toContainText(MANUAL);
    await expect(ask).not.toContainText(TOO_FAR);
    await snap(page, testInfo, 'claims-04-verify-confirmation');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByText('ADMIN VERIFIED', { exact: true })).toHaveCount(0);
    expect((await workEntry(admin, v.entryId)).adminVerification).toBe(false);

    await page.goto(`/admin/evv-exceptions?workEntryId=${v.entryId}&resolved=all`);
    await manual.getByRole('button', { name: new RegExp(`^Resolve: ${MANUAL}`) }).click();
    await field(resolve, 'Resolution note').fill('Entered from the paper timesheet the staff member signed.');
    await resolve.getByRole('button', { name: 'Resolve' }).click();
    await expect(resolve).toBeHidden();
    await expect(manual.getByText('Resolved', { exact: true })).toBeVisible();

    await page.goto(entryPage);
    await page.getByRole('button', { name: 'MARK AS VERIFIED' }).click();
    await toast(page, 'Work entry marked as verified');
    await expect(page.getByText('ADMIN VERIFIED', { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // ---- 4. Claims: preview last month, generate, and read the 837P back.
    await page.goto('/admin/claims');
    await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
    const dates = page.getByRole('group', { name: 'Dates of service' });
    await expect(dates.getByLabel('From')).toHaveValue(v.month.fromDate);
    await expect(dates.getByLabel('To')).toHaveValue(v.month.toDate);
    await dates.getByRole('button', { name: 'Preview' }).click();
    const range = `${toUsDate(v.month.fromDate)} – ${toUsDate(v.month.toDate)}`;
    await expect(page.getByRole('heading', { name: `Preview: ${range}` })).toBeVisible();
    const claim = listItem(page, 'Claims to bill', v.clientName);
    await expect(claim).toHaveCount(1);
    await expect(claim).toContainText(v.mci);
    await expect(claim).toContainText('W1726 – Companion');
    await expect(claim).toContainText('$18.48');
    await expect(page.getByRole('status', { name: 'Reconciliation' })).toContainText(
      /Promise Billing report for these dates, reviewed entries: \$[\d,.]+ = billable \$[\d,.]+ \+ held back \$[\d,.]+/,
    );
    await expect(page.getByRole('status', { name: 'Reconciliation' })).not.toContainText('do not add up');
    await expect(listItem(page, 'Entries not billed', v.clientName)).toHaveCount(0);
    await softAccessible(page, 'claims preview');
    await snap(page, testInfo, 'claims-05-preview');

    await page.getByRole('button', { name: 'Generate batch' }).click();
    const confirm = page.getByRole('dialog', { name: 'Generate claim batch?' });
    await expect(confirm).toContainText(`Bill ${range}:`);
    await softAccessible(page, 'generate confirmation');
    await confirm.getByRole('button', { name: 'Generate' }).click();
    const first = await generatedBatch(page);
    made.push(first);
    await expect(confirm).toBeHidden();
    await snap(page, testInfo, 'claims-06-generated');

    const success = page.getByRole('status').filter({ hasText: `Claim batch ${first} generated` });
    const downloading = page.waitForEvent('download');
    await success.getByRole('button', { name: 'Download 837P' }).click();
    const download = await downloading;
    const control = String(first).padStart(9, '0');
    expect(download.suggestedFilename()).toBe(`hearth-claims-${control}.x12`);
    const x12 = await readFile(await download.path(), 'utf8');
    const interchange = parseX12(x12);
    // ISA13 and IEA02 (nine digits), GS06 and GE02: the batch number.
    expect(x12.split('~\n')[0]).toMatch(new RegExp(`\\*${control}\\*[01]\\*[TP]\\*:$`));
    expect(Number(el(interchange.header, 13))).toBe(first);
    expect(x12).toContain(`IEA*1*${control}~`);
    const group = interchange.functionalGroups[0]!;
    expect(el(group.header, 6)).toBe(String(first));
    expect(el(group.trailer, 2)).toBe(String(first));
    expect(el(interchange.header, 6).trim()).toBe(SETTINGS.submitterId);
    expect(el(interchange.header, 8).trim()).toBe(SETTINGS.receiverId);
    expect(x12).toContain(`REF*6R*${v.entryId}~`);
    expect(x12).toContain(v.mci);
    const billed = claimOf(group.transactions[0]!.segments, v.entryId);
    expect(billed, `a claim with REF*6R*${v.entryId}`).toBeDefined();
    expect(el(billed!.subscriber!, 9)).toBe(v.mci);
    expect(el(billed!.subscriber!, 3)).toBe(v.clientName.split(',')[0]!.toUpperCase());
    expect(billed!.lines.map((s) => [el(s, 1), el(s, 2), el(s, 4)])).toEqual([['HC:W1726', '18.48', '4']]);
    expect(cents(el(billed!.clm, 2))).toBe(billed!.lines.reduce((sum, s) => sum + cents(el(s, 2)), 0));

    // The summary: a row per line, this entry's with the client's MCI.
    const downloadingSummary = page.waitForEvent('download');
    await success.getByRole('button', { name: 'Download summary (xlsx)' }).click();
    const summary = await downloadingSummary;
    expect(summary.suggestedFilename()).toBe(`hearth-claims-${control}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await summary.path());
    const rows = (book.worksheets[0]!.getSheetValues() as unknown[][]).filter(Boolean).map((r) => r.map(String));
    const line = rows.find((r) => r.includes(String(v.entryId)));
    expect(line, `a summary row for entry ${v.entryId}`).toContain(v.mci);

    // ---- 5. Billed: locked on its details page, held back as already billed.
    await page.goto(entryPage);
    await expect(page.getByText(`Billed on claim batch ${first}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'EDIT' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /VERIFICATION|VERIFIED/ })).toHaveCount(0);
    await page.goto('/admin/claims');
    await page.getByRole('group', { name: 'Dates of service' }).getByRole('button', { name: 'Preview' }).click();
    const held = listItem(page, 'Entries not billed', v.clientName);
    await expect(held).toHaveCount(1);
    await expect(held).toContainText(/Already billed/);
    await expect(listItem(page, 'Claims to bill', v.clientName)).toHaveCount(0);

    // ---- 6. Void it (Super Admin), then bill the entry again under a higher number.
    await page.getByRole('tab', { name: 'Batches' }).click();
    await expect(page).toHaveURL(/\/admin\/claims\?tab=batches$/);
    await expect(batchItem(page, first)).toContainText(control);
    await expect(batchItem(page, first).getByText('Billed', { exact: true })).toBeVisible();
    await softAccessible(page, 'claim batches');
    await voidBatch(page, first, 'Sent with the wrong month: made again.', async () => {
      await softAccessible(page, 'void dialog');
      await snap(page, testInfo, 'claims-07-void');
    });
    await snap(page, testInfo, 'claims-08-voided');

    await page.goto(entryPage);
    await expect(page.getByRole('link', { name: 'EDIT' })).toBeVisible();
    await expect(page.getByText(/^Billed on claim batch/)).toHaveCount(0);

    await page.goto('/admin/claims');
    await page.getByRole('group', { name: 'Dates of service' }).getByRole('button', { name: 'Preview' }).click();
    await expect(listItem(page, 'Claims to bill', v.clientName)).toContainText('$18.48');
    await page.getByRole('button', { name: 'Generate batch' }).click();
    await confirm.getByRole('button', { name: 'Generate' }).click();
    const second = await generatedBatch(page);
    made.push(second);
    expect(second).toBeGreaterThan(first);
    await page.goto(entryPage);
    await expect(page.getByText(`Billed on claim batch ${second}`)).toBeVisible();

    // Leave nothing billed: void the new batch too.
    await page.goto('/admin/claims?tab=batches');
    await voidBatch(page, second, 'End of the e2e journey.');
    await expect(batchItem(page, first).getByText('Voided', { exact: true })).toBeVisible();

    // ---- 7. Overview: the cards, and one card's link to its filtered list.
    await page.goto('/admin/overview');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    for (const card of [
      'Visits in progress',
      'Completed visits this week',
      'Hours this week',
      'Awaiting verification',
      'This week against last week',
      'Open EVV exceptions',
      /^Manually edited visits, /,
      'Authorizations at risk',
    ]) {
      await expect(page.getByRole('region', { name: card })).toBeVisible();
    }
    await softAccessible(page, 'overview');
    await snap(page, testInfo, 'claims-09-overview');
    await page.getByRole('link', { name: 'Open manual-change exceptions' }).click();
    await expect(page).toHaveURL(/\/admin\/evv-exceptions\?type=manual_change&resolved=false$/);
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveText(MANUAL);
    await expect(page.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');
  } finally {
    await voidLeftovers(page, token, made);
  }
});

/** The agency settings claims need, through the API, when no journey has filled them in yet. */
async function ensureClaimSettings(page: Page, token: string) {
  const admin = api(page.request, token);
  const { data } = await admin.get<{ data: AgencySettingsOut }>('/settings');
  if (data.npi && data.legalName && data.receiverName) return;
  const res = await page.request.put('/api/v1/settings', {
    headers: { authorization: `Bearer ${token}` },
    // Another contact name than the desktop journey types, so its form is always changed.
    data: {
      ...SETTINGS,
      addressState: 'PA',
      contactName: 'Pat Billing',
      timeZone: data.timeZone,
      version: data.version,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('on a phone, an admin resolves the exceptions, bills the visit and voids the batch', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the phone pass of the billing screens');
  test.setTimeout(180_000);
  const { token } = await adminSignIn(page, null);
  const admin = api(page.request, token);
  const made: number[] = [];
  try {
    await ensureClaimSettings(page, token);
    const v: Visit = await visitWithExceptions(admin);

    // Exceptions as cards; the details dialog fills the screen.
    await page.goto(`/admin/evv-exceptions?workEntryId=${v.entryId}&resolved=all`);
    await expect(listItems(page, 'EVV exceptions')).toHaveCount(2);
    const tooFar = listItem(page, 'EVV exceptions', TOO_FAR);
    await tooFar.getByRole('button', { name: new RegExp(`^Details and map: ${TOO_FAR}`) }).click();
    const details = page.getByRole('dialog', { name: TOO_FAR });
    await expect(details.getByRole('region', { name: "Map of the visit's locations" })).toBeVisible();
    await expect(details.getByRole('img', { name: /^Clock-out: / })).toBeVisible();
    await softAccessible(page, 'EVV exception details (phone)');
    await snapViewport(page, testInfo, 'claims-phone-01-exception-map');
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();
    await softAccessible(page, 'EVV exceptions list (phone)');
    await snap(page, testInfo, 'claims-phone-02-exceptions');

    const resolve = page.getByRole('dialog', { name: 'Resolve EVV exception' });
    for (const label of [TOO_FAR, MANUAL]) {
      await listItem(page, 'EVV exceptions', label)
        .getByRole('button', { name: new RegExp(`^Resolve: ${label}`) })
        .click();
      await field(resolve, 'Resolution note').fill(`Reviewed on the phone: ${label.toLowerCase()}.`);
      await resolve.getByRole('button', { name: 'Resolve' }).click();
      await expect(resolve).toBeHidden();
      await expect(listItem(page, 'EVV exceptions', label).getByText('Resolved', { exact: true })).toBeVisible();
    }

    await page.goto(`/admin/view-timeSheet?id=${v.entryId}`);
    await page.getByRole('button', { name: 'MARK AS VERIFIED' }).click();
    await expect(page.getByText('ADMIN VERIFIED', { exact: true })).toBeVisible();

    // Claims as cards: preview, generate, void.
    await page.goto('/admin/claims');
    await page.getByRole('group', { name: 'Dates of service' }).getByRole('button', { name: 'Preview' }).click();
    const claim = listItem(page, 'Claims to bill', v.clientName);
    await expect(claim).toContainText(v.mci);
    await expect(claim).toContainText('$18.48');
    await softAccessible(page, 'claims preview (phone)');
    await snap(page, testInfo, 'claims-phone-03-preview');
    await page.getByRole('button', { name: 'Generate batch' }).click();
    await page.getByRole('dialog', { name: 'Generate claim batch?' }).getByRole('button', { name: 'Generate' }).click();
    const id = await generatedBatch(page);
    made.push(id);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await snapViewport(page, testInfo, 'claims-phone-04-generated');

    await page.getByRole('tab', { name: 'Batches' }).click();
    await expect(batchItem(page, id).getByText('Billed', { exact: true })).toBeVisible();
    await softAccessible(page, 'claim batches (phone)');
    await snap(page, testInfo, 'claims-phone-05-batches');
    await voidBatch(page, id, 'Phone pass of the e2e journey.', () => softAccessible(page, 'void dialog (phone)'));
    expect((await workEntry(admin, v.entryId)).claimBatchId ?? null).toBeNull();
  } finally {
    await voidLeftovers(page, token, made);
  }
});
