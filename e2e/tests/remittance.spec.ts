// From claim to cash (issue 20, docs/decisions/016): two clients' visits of the month two months
// back are billed on the Claims screen; the payer's 835, built in the test from Hearth's own 837P,
// pays one claim in full and answers the other with a paid line, a denied one (CO-16, N290) and a
// short-paid one (CO-45, PR-1). It is posted on Remittances, the batch reconciles to the cent, the
// denied entry is corrected from the batch, its manual-edit exception resolved, and the claim sent
// again as a replacement (CLM05-3 = 7, REF*F8 = the payer's claim control number, read back by the
// strict test parser); Receivables then lists the replacement in 0–30 days and no longer the
// original, and the same 835 posted again is refused, naming the earlier upload. A shorter pass
// checks that the batch details and Receivables fit a 375 px phone.
import { randomInt } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  EVV_EXCEPTION_LABELS,
  RemittanceMsg,
  carcText,
  dayIn,
  previousMonthOf,
  rarcText,
  shiftDay,
  toUsDate,
  toUtcWire,
  zonedInstant,
  type AgencySettingsOut,
  type BatchClaimOut,
  type ClaimBatchDetailOut,
  type ClaimPreviewOut,
  type ClientServiceOut,
  type CreateClaimBatchOut,
  type EvvExceptionOut,
  type ReceivablesOut,
  type RemittanceUploadOut,
} from '@hearth/shared';
import {
  remittanceFor837,
  type Claim837,
  type ClaimDecision,
} from '../../apps/server/src/modules/claims/test-835-writer.js';
import { elementOf, parse837Strict, segmentsOf } from '../../apps/server/src/modules/claims/test-x12-parser.js';
import { SAMPLE_CLAIM_SETTINGS } from '../../apps/server/src/test/claim-settings.js';
import { adminSignIn } from '../support/admin.js';
import { detail, field, listItem, softAccessible } from '../support/records.js';
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

/** The agency's zone (the demo agency's): days of service and the batch's age are counted in it. */
const TZ = 'America/New_York';
const MANUAL = EVV_EXCEPTION_LABELS.manual_change;
/** W1726 Companion: $4.62 a 15-minute unit. */
const UNIT_CENTS = 462;
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const letters = (n: number) => Array.from({ length: n }, () => 'abcdefghijklmnopqrstuvwxyz'[randomInt(26)]).join('');
/** Integer cents as the screens write them: 10164 → '$101.64'. */
const usd = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const centsOf = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
const today = () => dayIn(new Date(), TZ);

/** The calendar month `back` months before today's (the demo seed's visits cover only the last six weeks). */
function monthBack(back: number) {
  const firsts = [`${today().slice(0, 7)}-01`];
  for (let i = 1; i <= back; i += 1) firsts.push(previousMonthOf(firsts[i - 1]!).from);
  return { fromDate: firsts[back]!, toDate: shiftDay(firsts[back - 1]!, -1) };
}

/** The agency settings a claim file needs, through the API, when the server has none yet. */
async function ensureClaimSettings(page: Page, token: string) {
  const { data } = await api(page.request, token).get<{ data: AgencySettingsOut }>('/settings');
  if (data.npi && data.legalName && data.receiverName && data.promiseProviderId) return;
  const res = await page.request.put('/api/v1/settings', {
    headers: { authorization: `Bearer ${token}` },
    data: { ...SAMPLE_CLAIM_SETTINGS, timeZone: data.timeZone, version: data.version },
  });
  expect(res.status(), await res.text()).toBe(200);
}

type Visit = { day: string; start: string; minutes: number };
type Billed = { id: number; day: string; units: number; chargeCents: number };

/**
 * A client of its own (an MCI, a diagnosis, a birth date, a full address and a map position, so no
 * claim is held back for the client's data), a W1726 authorization around `month`, `staffId`
 * allocated to it, and an admin's verified timesheet per visit, clocked in and out at the client's
 * home; their "Changed by an admin" exceptions are resolved, so every entry is billable.
 */
async function billableClient(
  admin: Api,
  opts: { firstName: string; month: { fromDate: string; toDate: string }; staffId: number; visits: Visit[] },
) {
  const lastName = `Remit${letters(6)}`;
  const mci = String(randomInt(1e8, 1e9));
  const home = { latitude: 40.0379, longitude: -76.3055 };
  const { data: client } = await admin.post<{ data: { clientId: number } }>('/client', {
    firstName: opts.firstName,
    middleName: '',
    lastName,
    dob: '1981-05-17',
    mci,
    mpi: '',
    diagnosticCode: 'F84.0',
    country: 'Lancaster',
    goalsOutcomes: 'Go to the library with a staff member every week.',
    memo: '',
    phone: '(717) 555-0163',
    familyContactEmail: '',
    waiwer: 'Consolidated',
    fundingSource: 'ODP',
    isAuthorized: true,
    billingStreet: '40 Orange St',
    billingCity: 'Lancaster',
    billingState: 'PA',
    billingZIP: '17602',
    billingCountry: 'USA',
    ...home,
    status: 4,
    files: [],
  });
  const { data: auth } = await admin.post<{ data: ClientServiceOut }>('/client_service', {
    clientId: client.clientId,
    serviceName: 'Companion',
    serviceCode: 'W1726',
    serviceAccount: null,
    serviceDescription: null,
    serviceUnitRate: UNIT_CENTS / 100,
    serviceUnitLength: 0.25,
    serviceStartDate: shiftDay(opts.month.fromDate, -30),
    serviceEndDate: shiftDay(opts.month.toDate, 300),
    serviceUnitsAuthorized: 480,
    serviceIsNegetiveUnitsAllowed: false,
    serviceIsAuthorized: true,
    isDegreeRequired: false,
    isDatesConfirmed: true,
    isOverlappable: false,
    files: [],
  });
  await allocate(admin, auth, opts.staffId);

  const entries: Billed[] = [];
  for (const v of opts.visits) {
    const start = zonedInstant(v.day, v.start, TZ)!;
    const { data: entry } = await admin.post<{ data: { workEntryId: number } }>('/work_entry', {
      userId: opts.staffId,
      clientId: client.clientId,
      serviceRequestId: auth.serviceRequestId,
      serviceStartTime: toUtcWire(start),
      serviceEndTime: toUtcWire(new Date(start.getTime() + v.minutes * 60_000)),
      serviceStartLatitude: home.latitude,
      serviceStartLongitude: home.longitude,
      serviceEndLatitude: home.latitude,
      serviceEndLongitude: home.longitude,
      notes: 'Remittance journey: a library visit, entered from the signed paper timesheet.',
      signature: SIGNATURE,
      progress: 2,
      adminVerification: true,
      timeZone: TZ,
    });
    await resolveOpenExceptions(admin, entry.workEntryId, 'Entered from the signed paper timesheet.');
    const units = v.minutes / 15;
    entries.push({ id: entry.workEntryId, day: v.day, units, chargeCents: units * UNIT_CENTS });
  }
  return { clientId: client.clientId, clientName: `${lastName}, ${opts.firstName}`, mci, entries };
}
type Client = Awaited<ReturnType<typeof billableClient>>;

async function resolveOpenExceptions(admin: Api, workEntryId: number, note: string) {
  const { data: open } = await admin.get<{ data: EvvExceptionOut[] }>('/evv/exceptions', { workEntryId });
  for (const x of open) await admin.post(`/evv/exceptions/${x.id}/resolve`, { note });
}

/** The month's preview must bill exactly these clients' entries, or the batch would hold someone else's. */
async function expectOnlyOurs(admin: Api, month: { fromDate: string; toDate: string }, clients: Client[]) {
  const { data } = await admin.get<{ data: ClaimPreviewOut }>('/claims/preview', month);
  const ours = new Set(clients.map((c) => c.clientId));
  const others = data.claims.filter((c) => !ours.has(c.clientId));
  expect(
    others.map((c) => `${c.clientName} (${c.lineCount} lines)`),
    `${month.fromDate}..${month.toDate} must hold only this journey's billable entries (the demo seed's visits ` +
      'cover the last six weeks only); found others: the batch would bill them too',
  ).toEqual([]);
  expect(data.billable.count).toBe(clients.reduce((n, c) => n + c.entries.length, 0));
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function batchFile(page: Page, token: string, batchId: number): Promise<string> {
  const res = await page.request.get(`/api/v1/claims/batches/${batchId}/837p`, { headers: bearer(token) });
  expect(res.status(), `GET /claims/batches/${batchId}/837p`).toBe(200);
  return res.text();
}

const batchDetail = async (admin: Api, batchId: number) =>
  (await admin.get<{ data: ClaimBatchDetailOut }>(`/claims/batches/${batchId}`)).data;

const claimOf = (batch: ClaimBatchDetailOut, client: Client): BatchClaimOut => {
  const claim = batch.claims.find((c) => c.clientId === client.clientId);
  expect(claim, `a claim of ${client.clientName} in batch ${batch.id}`).toBeDefined();
  return claim!;
};

const receivables = async (admin: Api) =>
  (await admin.get<{ data: ReceivablesOut }>('/claims/receivables', { asOf: today() })).data;

/** The toast saying `text`. */
const toast = (page: Page, text: string) => expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();

/** The four figures a FigureSum group writes out, read back from the screen in cents. */
async function shownFigures(group: Locator) {
  const text = (await group.innerText()).replace(/\s+/g, ' ');
  const m = /Billed \$([\d,.]+).*Paid \$([\d,.]+).*Adjusted \$([\d,.]+).*Outstanding \$([\d,.]+)/.exec(text);
  expect(m, `the figures in "${text}"`).not.toBeNull();
  const [billed, paid, adjusted, outstanding] = m!.slice(1).map((v) => centsOf(v));
  return { billed: billed!, paid: paid!, adjusted: adjusted!, outstanding: outstanding! };
}

/** Picks `option` in the MUI select whose name starts with `label` (retried: MUI ignores a click right after opening). */
async function choose(page: Page, label: string, option: string): Promise<void> {
  const combo = page.getByRole('combobox', { name: new RegExp(`^${label}`) });
  const menu = page.locator('[role="listbox"]');
  await expect(async () => {
    if ((await menu.count()) === 0) await combo.click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 3_000 });
    await expect(menu).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * What sticks out of a phone's width: the page scrolling sideways, or elements whose right edge
 * passes the viewport without a scrolling box around them (those are meant to scroll).
 */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      out.push(`the page scrolls sideways: ${document.documentElement.scrollWidth}px wide in ${width}px`);
    }
    const scrolls = (el: Element | null): boolean => {
      for (let e = el; e && e !== document.body; e = e.parentElement) {
        const x = getComputedStyle(e).overflowX;
        if (x === 'auto' || x === 'scroll' || x === 'hidden') return true;
      }
      return false;
    };
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.right <= width + 1 || r.left >= width) continue;
      if (scrolls(el.parentElement)) continue;
      if (getComputedStyle(el).visibility === 'hidden') continue;
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}`;
      out.push(`${name} "${(el.textContent ?? '').trim().slice(0, 60)}" ends at ${Math.round(r.right)}px`);
      if (out.length >= 8) break;
    }
    return out;
  });
}

test('a billing admin posts the payer’s 835, reconciles the batch, corrects a denied entry, sends the replacement and sees receivables move', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the remittance journey runs on the desktop; the phone pass is below');
  // Two clients set up through the API, a batch, an upload, an edit, an exception, a replacement and
  // receivables, with axe checks: a few minutes on a loaded 2-core machine.
  test.setTimeout(300_000);
  const { token } = await adminSignIn(page, null);
  const admin = api(page.request, token);
  await ensureClaimSettings(page, token);

  // ---- 1. Two clients' visits of the month two months back, billable (through the API).
  const month = monthBack(2);
  const day = (n: number) => shiftDay(month.fromDate, n - 1);
  const staff = await createVisitStaff(admin);
  // Ada: three visits (1 h, 1.5 h, 2 h): the payer pays the first, denies the second, short-pays the third.
  const ada = await billableClient(admin, {
    firstName: 'Ada',
    month,
    staffId: staff.userId,
    visits: [
      { day: day(3), start: '10:00', minutes: 60 },
      { day: day(10), start: '10:00', minutes: 90 },
      { day: day(17), start: '09:00', minutes: 120 },
    ],
  });
  // Ben: one visit, paid in full.
  const ben = await billableClient(admin, {
    firstName: 'Ben',
    month,
    staffId: staff.userId,
    visits: [{ day: day(5), start: '13:00', minutes: 60 }],
  });
  await expectOnlyOurs(admin, month, [ada, ben]);
  const [paidLine, deniedLine, shortLine] = ada.entries as [Billed, Billed, Billed];
  const billedCents = [...ada.entries, ...ben.entries].reduce((s, e) => s + e.chargeCents, 0);

  // ---- 2. Claims: preview that month and generate the batch.
  await page.goto('/admin/claims');
  await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
  const dates = page.getByRole('group', { name: 'Dates of service' });
  await dates.getByLabel('From').fill(month.fromDate);
  await dates.getByLabel('To').fill(month.toDate);
  await dates.getByRole('button', { name: 'Preview' }).click();
  const range = `${toUsDate(month.fromDate)} – ${toUsDate(month.toDate)}`;
  await expect(page.getByRole('heading', { name: `Preview: ${range}` })).toBeVisible();
  await expect(listItem(page, 'Claims to bill', ada.clientName)).toContainText(
    usd(ada.entries.reduce((s, e) => s + e.chargeCents, 0)),
  );
  await expect(listItem(page, 'Claims to bill', ben.clientName)).toContainText(usd(ben.entries[0]!.chargeCents));
  await page.getByRole('button', { name: 'Generate batch' }).click();
  const confirm = page.getByRole('dialog', { name: 'Generate claim batch?' });
  await expect(confirm).toContainText(`Bill ${range}: 2 claims with 4 lines, ${usd(billedCents)} in all.`);
  await confirm.getByRole('button', { name: 'Generate' }).click();
  const title = page.getByText(/^Claim batch \d+ generated$/);
  await expect(title).toBeVisible();
  const batchId = Number((await title.innerText()).match(/\d+/)![0]);
  await expect(confirm).toBeHidden();

  // Its 837P, and the payer's answer built from it: Ben paid in full; Ada's first line paid, the
  // second denied (CO-16, N290), the third paid $6.00 short (CO-45 $5.00 written off, PR-1 $1.00).
  const x12 = await batchFile(page, token, batchId);
  const adaClaim = claimOf(await batchDetail(admin, batchId), ada);
  const benClaim = claimOf(await batchDetail(admin, batchId), ben);
  const trace = `E2E${randomInt(1e8, 1e9)}`;
  const icn = `ICN${trace.slice(3)}${adaClaim.claimNumber}`;
  const decide = (claim: Claim837): ClaimDecision => {
    const entries = new Set(claim.lines.map((l) => l.workEntryId));
    if (!entries.has(deniedLine.id))
      return { status: 'paid', payerControl: `ICN${trace.slice(3)}${benClaim.claimNumber}` };
    return {
      status: 'partial',
      payerControl: icn,
      lines: {
        [deniedLine.id]: {
          paidCents: 0,
          adjustments: [{ group: 'CO', reason: '16', cents: deniedLine.chargeCents, units: null }],
          remarks: ['N290'],
        },
        [shortLine.id]: {
          paidCents: shortLine.chargeCents - 600,
          adjustments: [
            { group: 'CO', reason: '45', cents: 500, units: null },
            { group: 'PR', reason: '1', cents: 100, units: null },
          ],
        },
      },
    };
  };
  const x835 = remittanceFor837(x12, decide, {
    transaction: { trace: { number: trace } },
    interchange: { date: today(), time: '09:30', controlNumber: randomInt(1, 1e9) },
  });
  const remittancePath = testInfo.outputPath(`remittance-${trace}.835`);
  await writeFile(remittancePath, x835);
  const paymentCents = billedCents - deniedLine.chargeCents - 600;
  const adjustedCents = deniedLine.chargeCents + 600;

  // ---- 3. Remittances: post the 835.
  await page.getByRole('navigation', { name: 'Claims area' }).getByRole('link', { name: 'Remittances' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Remittances' })).toBeVisible();
  await page.getByRole('button', { name: 'Post remittance' }).click();
  await expect(page.getByRole('alert').filter({ hasText: RemittanceMsg.noFile })).toBeVisible();
  await page.getByLabel('835 remittance file').setInputFiles(remittancePath);
  await expect(page.getByText(`remittance-${trace}.835`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Post remittance' }).click();
  const posted = page.getByRole('status').filter({ hasText: /^Remittance \d+ posted/ });
  await expect(posted).toBeVisible({ timeout: 30_000 });
  const remittanceId = Number((await posted.innerText()).match(/Remittance (\d+) posted/)![1]);
  await expect(posted).toContainText(
    `Payment ${usd(paymentCents)}: 1 claim paid, 0 claims denied, 1 claim paid in part or reversed.`,
  );
  await expect(posted).toContainText('Every claim and line matched a claim Hearth sent.');
  const listed = listItem(page, 'Posted remittances', `Remittance ${remittanceId}`);
  await expect(listed).toContainText(trace);
  await expect(listed).toContainText(usd(paymentCents));
  await softAccessible(page, 'remittances');
  await scrollTop(page);
  await snap(page, testInfo, 'remittance-01-posted');

  // The remittance: the payment, its claims and the denied line with the payer's reasons.
  await posted.getByRole('link', { name: `Open remittance ${remittanceId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/claims/remittances/${remittanceId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Remittance ${remittanceId}` })).toBeVisible();
  await expect(detail(page, 'Amount paid')).toHaveText(usd(paymentCents));
  await expect(detail(page, 'Claims')).toHaveText('2');
  await expect(detail(page, 'Service lines')).toHaveText('4');
  await expect(detail(page, 'Not matched')).toHaveText('0');
  await expect(detail(page, 'Trace number')).toHaveText(trace);
  const pcn = adaClaim.patientControlNumber;
  const answered = listItem(page, 'Claims in this remittance', pcn);
  await expect(answered).toContainText('Processed as primary');
  await expect(answered).toContainText(icn);
  await answered.getByRole('button', { name: `Show the lines of claim ${pcn}` }).click();
  const answeredLine = listItem(page, `Lines of claim ${pcn}`, `Entry ${deniedLine.id}`);
  await expect(answeredLine).toContainText(`CO-16 ${carcText('16')}`);
  await expect(answeredLine).toContainText(`N290 ${rarcText('N290')}`);
  await softAccessible(page, 'remittance details');
  await scrollTop(page);
  await snap(page, testInfo, 'remittance-02-remittance-details');

  // ---- 4. The batch: its figures add up, the denied line says why.
  await answered.getByRole('link', { name: `Batch ${batchId}, claim ${adaClaim.claimNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/claims/batches/${batchId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Claim batch ${batchId}` })).toBeVisible();
  const figures = page.getByRole('group', { name: `Figures of batch ${batchId}` });
  await expect(figures).toContainText(usd(billedCents));
  const shown = await shownFigures(figures);
  expect(shown).toEqual({ billed: billedCents, paid: paymentCents, adjusted: adjustedCents, outstanding: 0 });
  expect(shown.billed).toBe(shown.paid + shown.adjusted + shown.outstanding);
  await expect(page.getByText(`Denied: ${usd(deniedLine.chargeCents)} (counted in adjusted).`)).toBeVisible();
  const figuresRegion = page.getByRole('region', { name: 'Figures' });
  await expect(figuresRegion.getByText('Partly paid', { exact: true })).toBeVisible();

  const adaRow = listItem(page, `Claims of batch ${batchId}`, pcn);
  await expect(adaRow.getByText('Partly paid', { exact: true })).toBeVisible();
  await expect(adaRow).toContainText(ada.clientName);
  const benRow = listItem(page, `Claims of batch ${batchId}`, benClaim.patientControlNumber);
  await expect(benRow.getByText('Paid', { exact: true })).toBeVisible();
  await adaRow.getByRole('button', { name: `Show the lines of claim ${pcn}` }).click();
  await expect(page.getByText(`Payer's claim control number: ${icn}`)).toBeVisible();
  const lines = `Lines of claim ${pcn}`;
  const denied = listItem(page, lines, `Entry ${deniedLine.id}`);
  await expect(denied.getByText('Denied', { exact: true })).toBeVisible();
  await expect(denied).toContainText(`CO-16 ${carcText('16')} ${usd(deniedLine.chargeCents)}`);
  await expect(denied).toContainText(`N290 ${rarcText('N290')}`);
  const short = listItem(page, lines, `Entry ${shortLine.id}`);
  await expect(short.getByText('Partly paid', { exact: true })).toBeVisible();
  await expect(short).toContainText(`CO-45 ${carcText('45')} $5.00`);
  await expect(short).toContainText(`PR-1 ${carcText('1')} $1.00`);
  const paid = listItem(page, lines, `Entry ${paidLine.id}`);
  await expect(paid.getByText('Paid', { exact: true })).toBeVisible();
  await expect(paid.getByRole('link', { name: /^Correct entry/ })).toHaveCount(0);
  await expect(page.getByText(/^2 lines denied or short-paid: correct their entries first/)).toBeVisible();
  await softAccessible(page, 'batch details');
  await scrollTop(page);
  await snap(page, testInfo, 'remittance-03-batch-reconciled');

  // Before the replacement, Receivables still lists the original claim (denied and short-paid, correctable).
  const before = await receivables(admin);
  expect(before.claims.find((c) => c.batchId === batchId && c.claimNumber === adaClaim.claimNumber)).toMatchObject({
    state: 'partly_paid',
    outstandingCents: 0,
  });

  // ---- 5. Correct the denied entry: 15 minutes shorter, verified as edited.
  await denied.getByRole('link', { name: new RegExp(`^Correct entry ${deniedLine.id} `) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/edit-timeSheet\\?id=${deniedLine.id}$`));
  await expect(page.getByText(`Denied or short-paid by the payer on claim batch ${batchId}`)).toBeVisible();
  await expect(page.getByText(/You can correct it now/)).toBeVisible();
  const form = page.getByRole('form', { name: 'Edit Work Entry' });
  await expect(field(form, 'End Time')).toHaveValue('11:30');
  await field(form, 'End Time').fill('11:15');
  await expect(form.getByRole('status', { name: 'Estimated amounts' })).toContainText(
    `Gross ($)${((5 * UNIT_CENTS) / 100).toFixed(2)}`,
  );
  await choose(page, 'Reason for change', 'Time correction');
  await form.getByRole('checkbox', { name: 'Admin Verification' }).check();
  await scrollTop(page);
  await snap(page, testInfo, 'remittance-04-correct-entry');
  await form.getByRole('button', { name: 'UPDATE' }).click();
  await expect(page.getByText('Work Entry update successful')).toBeVisible();
  const corrected = await workEntry(admin, deniedLine.id);
  expect(corrected).toMatchObject({ unitsUsed: 5, adminVerification: true, claimBatchId: batchId });

  // Its manual-edit exception, resolved on the EVV Exceptions screen.
  await page.goto(`/admin/evv-exceptions?workEntryId=${deniedLine.id}&resolved=false`);
  await expect(page.getByRole('heading', { level: 1, name: 'EVV Exceptions' })).toBeVisible();
  const manual = listItem(page, 'EVV exceptions', MANUAL);
  await expect(manual).toHaveCount(1);
  await manual.getByRole('button', { name: new RegExp(`^Resolve: ${MANUAL}`) }).click();
  const resolve = page.getByRole('dialog', { name: 'Resolve EVV exception' });
  await field(resolve, 'Resolution note').fill('Corrected after the payer denied it: the visit ended at 11:15.');
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(resolve).toBeHidden();
  await toast(page, 'EVV exception resolved');

  // ---- 6. Send the replacement from the batch.
  await page.goto(`/admin/claims/batches/${batchId}`);
  await listItem(page, `Claims of batch ${batchId}`, pcn)
    .getByRole('button', { name: `Show the lines of claim ${pcn}` })
    .click();
  await page.getByRole('button', { name: `Send replacement of claim ${pcn}` }).click();
  const send = page.getByRole('dialog', { name: `Send replacement: claim ${pcn}` });
  await expect(send).toContainText(`referring to the payer's claim control number ${icn}`);
  await send.getByRole('button', { name: 'Send replacement' }).click();
  await expect(send.getByText(RemittanceMsg.reasonRequired)).toBeVisible();
  await field(send, 'Reason').fill('The payer denied the 10th (CO-16): the visit ended at 11:15, corrected.');
  await softAccessible(page, 'send replacement dialog');
  await send.getByRole('button', { name: 'Send replacement' }).click();
  const made = send.getByRole('status').filter({ hasText: /^Claim batch \d+ made/ });
  await expect(made).toBeVisible({ timeout: 30_000 });
  const replacementId = Number((await made.innerText()).match(/Claim batch (\d+) made/)![1]);
  expect(replacementId).toBeGreaterThan(batchId);
  const replacementCents = paidLine.chargeCents + 5 * UNIT_CENTS + shortLine.chargeCents;
  await expect(made).toContainText(`1 claim, 3 lines, ${usd(replacementCents)}`);
  await snapViewport(page, testInfo, 'remittance-05-replacement-sent');

  // Its 837P: CLM05-3 = 7 (replacement) with REF*F8 = the payer's claim control number.
  const replacement = parse837Strict(await batchFile(page, token, replacementId));
  const [clm] = segmentsOf(replacement, 'CLM');
  expect(segmentsOf(replacement, 'CLM')).toHaveLength(1);
  expect(elementOf(clm!, 1)).toBe(`${replacementId}-1`);
  expect(centsOf(elementOf(clm!, 2))).toBe(replacementCents);
  expect(clm!.elements[4]?.[2]).toBe('7');
  expect(segmentsOf(replacement, 'REF', 'F8').map((s) => elementOf(s, 2))).toEqual([icn]);
  expect(segmentsOf(replacement, 'SV1').map((s) => [centsOf(elementOf(s, 2)), Number(elementOf(s, 4))])).toEqual([
    [paidLine.chargeCents, paidLine.units],
    [5 * UNIT_CENTS, 5],
    [shortLine.chargeCents, shortLine.units],
  ]);

  await send.getByRole('link', { name: `Open batch ${replacementId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/claims/batches/${replacementId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Claim batch ${replacementId}` })).toBeVisible();
  expect(await shownFigures(page.getByRole('group', { name: `Figures of batch ${replacementId}` }))).toEqual({
    billed: replacementCents,
    paid: 0,
    adjusted: 0,
    outstanding: replacementCents,
  });
  await expect(detail(page, 'Purpose')).toHaveText('Replacements and voids of earlier claims');
  const replacementRow = listItem(page, `Claims of batch ${replacementId}`, `${replacementId}-1`);
  await expect(replacementRow).toContainText(`Replacement of batch ${batchId}, claim ${adaClaim.claimNumber}`);
  await expect(replacementRow.getByText('Billed', { exact: true })).toBeVisible();
  const original = claimOf(await batchDetail(admin, batchId), ada);
  expect(original.replacedBy).toEqual({ batchId: replacementId, claimNumber: 1, frequency: 'replacement' });
  await scrollTop(page);
  await snap(page, testInfo, 'remittance-06-replacement-batch');

  // ---- 7. Receivables today: the replacement outstanding in 0–30 days, the original gone.
  await page.getByRole('navigation', { name: 'Claims area' }).getByRole('link', { name: 'Receivables' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Receivables' })).toBeVisible();
  await expect(page.getByLabel('As of')).toHaveValue(today());
  const recent = page
    .getByRole('figure', { name: /^Outstanding by age since billing/ })
    .getByRole('button', { name: /^0–30 days/ });
  await recent.click();
  await expect(recent).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/bucket=0-30/);
  const aged = 'Open claims aged 0–30 days';
  const open = listItem(page, aged, ada.clientName);
  await expect(open.getByRole('link', { name: `Claim ${replacementId}-1`, exact: true })).toBeVisible();
  await expect(open).toHaveCount(1);
  await expect(open).toContainText(usd(replacementCents));
  await expect(open.getByText('Billed', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `Claim ${pcn}`, exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Claim ${benClaim.patientControlNumber}`, exact: true })).toHaveCount(0);
  const after = await receivables(admin);
  expect(after.claims.some((c) => c.batchId === batchId)).toBe(false);
  expect(after.claims.find((c) => c.batchId === replacementId)).toMatchObject({
    bucket: '0-30',
    state: 'billed',
    outstandingCents: replacementCents,
  });
  await softAccessible(page, 'receivables');
  await scrollTop(page);
  await snap(page, testInfo, 'remittance-07-receivables');

  // ---- 8. The same payment again: refused, naming the earlier upload.
  await page.getByRole('navigation', { name: 'Claims area' }).getByRole('link', { name: 'Remittances' }).click();
  await page.getByLabel('835 remittance file').setInputFiles(remittancePath);
  await page.getByRole('button', { name: 'Post remittance' }).click();
  const refused = page.getByRole('alert').filter({ hasText: RemittanceMsg.duplicate(remittanceId, trace) });
  await expect(refused).toBeVisible({ timeout: 30_000 });
  await scrollTop(page);
  await snap(page, testInfo, 'remittance-08-duplicate');
  await refused.getByRole('link', { name: `Open remittance ${remittanceId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/claims/remittances/${remittanceId}$`));
  const { data: uploads } = await admin.get<{ data: { id: number; payments: { traceNumber: string }[] }[] }>(
    '/claims/remittances',
    { offset: 0, limit: 100 },
  );
  expect(uploads.filter((r) => r.payments.some((p) => p.traceNumber === trace)).map((r) => r.id)).toEqual([
    remittanceId,
  ]);
});

test('on a phone, the reconciled batch and receivables fit the screen', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the phone pass of the remittance screens');
  test.setTimeout(180_000);
  const { token } = await adminSignIn(page, null);
  const admin = api(page.request, token);
  await ensureClaimSettings(page, token);

  // A month of its own (three back), one client with two visits, billed and answered through the API.
  const month = monthBack(3);
  const staff = await createVisitStaff(admin);
  const client = await billableClient(admin, {
    firstName: 'Cleo',
    month,
    staffId: staff.userId,
    visits: [
      { day: shiftDay(month.fromDate, 6), start: '10:00', minutes: 60 },
      { day: shiftDay(month.fromDate, 13), start: '10:00', minutes: 90 },
    ],
  });
  await expectOnlyOurs(admin, month, [client]);
  const made = await page.request.post('/api/v1/claims/batches', { headers: bearer(token), data: month });
  expect(made.status(), await made.text()).toBe(201);
  const { data: batch } = (await made.json()) as { data: CreateClaimBatchOut };
  const [, deniedLine] = client.entries as [Billed, Billed];
  const trace = `E2E${randomInt(1e8, 1e9)}`;
  const x835 = remittanceFor837(
    await batchFile(page, token, batch.id),
    () => ({
      status: 'partial',
      lines: {
        [deniedLine.id]: {
          paidCents: 0,
          adjustments: [{ group: 'CO', reason: '16', cents: deniedLine.chargeCents, units: null }],
          remarks: ['N290'],
        },
      },
    }),
    { transaction: { trace: { number: trace } }, interchange: { date: today(), controlNumber: randomInt(1, 1e9) } },
  );
  const upload = await page.request.post('/api/v1/claims/remittances', {
    headers: bearer(token),
    multipart: { file: { name: `remittance-${trace}.835`, mimeType: 'text/plain', buffer: Buffer.from(x835) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { data: answer } = (await upload.json()) as { data: RemittanceUploadOut };
  expect(answer.adjustedClaims).toBe(1);
  const pcn = claimOf(await batchDetail(admin, batch.id), client).patientControlNumber;

  // The batch details as cards, the claim opened to its lines.
  await page.goto(`/admin/claims/batches/${batch.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Claim batch ${batch.id}` })).toBeVisible();
  const card = listItem(page, `Claims of batch ${batch.id}`, pcn);
  await card.getByRole('button', { name: `Show the lines of claim ${pcn}` }).click();
  const denied = listItem(page, `Lines of claim ${pcn}`, `Entry ${deniedLine.id}`);
  await expect(denied).toContainText(`CO-16 ${carcText('16')}`);
  await expect(denied.getByRole('link', { name: new RegExp(`^Correct entry ${deniedLine.id} `) })).toBeVisible();
  await expect(page.getByRole('button', { name: `Send replacement of claim ${pcn}` })).toBeVisible();
  expect(await overflowing(page), 'batch details at 375 px').toEqual([]);
  await softAccessible(page, 'batch details (phone)');
  await denied.scrollIntoViewIfNeeded();
  await snapViewport(page, testInfo, 'remittance-phone-02-batch-lines');
  await scrollTop(page);
  await snap(page, testInfo, 'remittance-phone-01-batch');

  // Receivables as cards.
  await page.goto('/admin/claims/receivables');
  await expect(page.getByRole('heading', { level: 1, name: 'Receivables' })).toBeVisible();
  const open = listItem(page, 'Open claims, all ages', client.clientName);
  await expect(open.getByRole('link', { name: `Claim ${pcn}`, exact: true })).toBeVisible();
  expect(await overflowing(page), 'receivables at 375 px').toEqual([]);
  await softAccessible(page, 'receivables (phone)');
  await scrollTop(page);
  await snap(page, testInfo, 'remittance-phone-03-receivables');

  // The remittance, for the record.
  await page.goto(`/admin/claims/remittances/${answer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Remittance ${answer.id}` })).toBeVisible();
  expect(await overflowing(page), 'remittance details at 375 px').toEqual([]);
  await scrollTop(page);
  await snap(page, testInfo, 'remittance-phone-04-remittance');
});
