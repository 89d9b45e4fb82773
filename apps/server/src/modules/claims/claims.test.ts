// Claims through HTTP: the preview and its reconciliation with the Promise Billing report, the
// 837P parsed by an independent X12 parser (node-x12), billing once, voiding and billing again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { X12Parser, type X12Interchange, type X12Segment } from 'node-x12';
import { sql } from 'drizzle-orm';
import { CLAIM_SETTINGS, ClaimsMsg, shiftDay, UserType, zonedInstant } from '@hearth/shared';
import { createAuthorization, createClientRow } from '../../seed/service-factory.js';
import { createCompletedEntry } from '../../seed/work-entry-factory.js';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { auditFor, signedInUser } from '../../test/sign-in.js';
import { api, SIGNATURE, staffMember, today, TZ } from '../work-entries/test-support.js';
import { parse837Strict } from './test-x12-parser.js';
import { SAMPLE_CLAIM_SETTINGS } from '../../test/claim-settings.js';

let t: TestApp;
let owner: { id: number; token: string };
let admin: { id: number; token: string };
let staff: { id: number; token: string };
let monthStart: string;
let monthEnd: string;
const ids: Record<string, number> = {};
const entryIds: Record<string, number[]> = {};

const SAMPLE_SETTINGS = {
  timeZone: TZ,
  ...SAMPLE_CLAIM_SETTINGS,
  // A new agency's files are test files until it says otherwise; this one is in production.
  testClaimFiles: false,
};

/** A day of the claim month at 09:00 in the agency zone. */
const at = (day: number, hh = 9) =>
  zonedInstant(shiftDay(monthStart, day - 1), `${String(hh).padStart(2, '0')}:00`, TZ)!;

async function client(name: string, values: Record<string, unknown> = {}) {
  const [lastName, firstName] = name.split(', ');
  return createClientRow(t.database.db, {
    firstName,
    lastName,
    mci: `3100${Object.keys(ids).length}0001`,
    diagnosticCode: 'F84.0',
    dob: '1990-04-12',
    billingStreet: '12 Elm St',
    billingCity: 'Harrisburg',
    billingState: 'PA',
    billingZip: '17104',
    latitude: 40.27,
    longitude: -76.88,
    ...values,
  });
}

async function authorization(clientId: number, values: Record<string, unknown> = {}) {
  return createAuthorization(t.database.db, {
    clientId,
    staffIds: [staff.id],
    values: {
      serviceCode: 'W1726',
      serviceName: 'Companion',
      unitRate: 4.62,
      unitLength: 0.25,
      unitsAuthorized: 480,
      startDate: shiftDay(monthStart, -30),
      endDate: shiftDay(monthEnd, 60),
      ...values,
    },
  });
}

/** A completed, verified hour (4 units, $18.48 at $4.62) unless told otherwise. */
async function entry(
  key: string,
  csId: number,
  day: number,
  p: { minutes?: number; hour?: number; values?: Record<string, unknown> } = {},
) {
  const row = await createCompletedEntry(t.database.db, {
    userId: staff.id,
    clientServiceId: csId,
    start: at(day, p.hour ?? 9),
    minutes: p.minutes ?? 60,
    timeZone: TZ,
    values: { adminVerification: true, ...p.values },
  });
  (entryIds[key] ??= []).push(row.id);
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t, { userType: UserType.SuperAdmin });
  admin = await signedInUser(t, { userType: UserType.Admin });
  staff = await staffMember(t);
  // Last calendar month in the agency zone.
  const firstOfThisMonth = `${today(t).slice(0, 8)}01`;
  monthEnd = shiftDay(firstOfThisMonth, -1);
  monthStart = `${monthEnd.slice(0, 8)}01`;

  const baker = await client('Baker, Ann');
  const diaz = await client('Diaz, Carl', { diagnosticCode: 'F70, F84.0', middleName: 'Lee' });
  const evans = await client('Evans, Lee', { diagnosticCode: null });
  ids.baker = baker.id;
  ids.diaz = diaz.id;
  const bakerCompanion = await authorization(baker.id);
  // 10 units: two hours fit (8 units), the third does not.
  const bakerInHome = await authorization(baker.id, {
    serviceCode: 'W7060',
    serviceName: 'In-Home and Community Support',
    unitRate: 8.36,
    unitsAuthorized: 10,
  });
  const diazCompanion = await authorization(diaz.id);
  const evansCompanion = await authorization(evans.id);
  const fox = await client('Fox, Kim', { mci: '', dob: null, billingZip: '' });
  const foxCompanion = await authorization(fox.id);
  // Ends on the 5th: a visit on the 12th is outside it.
  const diazShort = await authorization(diaz.id, { serviceCode: 'W9862', endDate: shiftDay(monthStart, 4) });
  ids.bakerCompanion = bakerCompanion.id;

  await entry('billable', bakerCompanion.id, 2);
  await entry('billable', bakerCompanion.id, 9, { minutes: 90 });
  await entry('billable', bakerInHome.id, 3);
  await entry('billable', bakerInHome.id, 4);
  await entry('overAuthorization', bakerInHome.id, 5);
  await entry('billable', diazCompanion.id, 2, { minutes: 45 });
  await entry('unverified', diazCompanion.id, 10, { values: { adminVerification: false } });
  await entry('noDiagnosis', evansCompanion.id, 3);
  await entry('noMciBirthDateZip', foxCompanion.id, 3);
  await entry('outsideAuthorization', diazShort.id, 12);
  // An entry with an open EVV exception.
  const flagged = await entry('openException', diazCompanion.id, 11);
  await t.database.db.execute(
    sql`INSERT INTO evv_exceptions (work_entry_id, type, details) VALUES (${flagged.id}, 'no_signature', '{}')`,
  );
  // Outside the month: never in the preview.
  await entry('outside', bakerCompanion.id, 40);
});
afterAll(() => t.close());

const range = () => ({ fromDate: monthStart, toDate: monthEnd });
const preview = async (token = admin.token) => {
  const res = await api(t, 'GET', `/claims/preview?fromDate=${monthStart}&toDate=${monthEnd}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const createBatch = (token = admin.token) => api(t, 'POST', '/claims/batches', token, range());
const download = (id: number, format: '837p' | 'xlsx', token = admin.token) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/claims/batches/${id}/${format}`,
    headers: { authorization: `Bearer ${token}` },
  });

/** The interchange as node-x12 parses it (strict: envelope counts and control numbers are checked). */
function parse(x12: string): X12Interchange {
  return new X12Parser(true).parse(x12) as X12Interchange;
}
const el = (s: X12Segment, i: number) => s.valueOf(i) ?? '';
const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('before the agency is set up', () => {
  it('the preview says which settings are missing and nothing can be generated', async () => {
    const body = await preview();
    expect(body.missingSettings).toEqual(Object.values(CLAIM_SETTINGS));
    expect(body.claims).toEqual([]);
    expect(
      body.heldEntries.every((h: { reasons: { code: string }[] }) =>
        h.reasons.some((r) => r.code === 'missing_settings'),
      ),
    ).toBe(true);
    const res = await createBatch();
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'SETTINGS_INCOMPLETE', message: ClaimsMsg.settingsIncomplete });
    expect(res.body.details.missing).toContain('NPI');
  });

  it('the settings refuse a bad NPI, EIN, provider ID, location, taxonomy and ZIP, saving nothing', async () => {
    const bad = {
      npi: ['1234567890', 'NPI must be 10 digits with a valid check digit'],
      ein: ['25-12345', 'Federal tax ID must be 9 digits (12-3456789)'],
      promiseProviderId: ['12345678', 'PROMISe provider ID must be 9 digits'],
      promiseServiceLocation: ['01', 'Service location must be 4 digits'],
      taxonomyCode: ['253Z0000', 'Taxonomy code must be 10 characters, such as 253Z00000X'],
      addressZip: ['17101', 'ZIP code must have all 9 digits (17101-1234) for claim files'],
      legalName: ['Keystone*Supports', 'Cannot contain * ~ : ^ | or a line break'],
      contactName: ['Pat\nBilling', 'Cannot contain * ~ : ^ | or a line break'],
      addressState: ['ZZ', 'Choose a US state'],
    };
    for (const [field, [value, message]] of Object.entries(bad)) {
      const res = await api(t, 'PUT', '/settings', owner.token, { ...SAMPLE_SETTINGS, [field]: value });
      expect(res.status, field).toBe(400);
      expect(res.body, field).toMatchObject({ field, message });
    }
    const fresh = (await api(t, 'GET', '/settings', owner.token)).body.data;
    expect(fresh).toMatchObject({ npi: null, testClaimFiles: true, evvDistanceLimitMiles: 0.25 });
    expect((await api(t, 'PUT', '/settings', admin.token, SAMPLE_SETTINGS)).status).toBe(403);
    const saved = await api(t, 'PUT', '/settings', owner.token, SAMPLE_SETTINGS);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      addressZip: '171011234',
      ein: '251234567',
      phone: '7175550100',
      npi: '1234567893',
    });
    const audit = (await auditFor(t.database.db, 'agency_settings', 1)).at(-1)!;
    expect(audit.details).toMatchObject({ npi: { from: null, to: '1234567893' } });
  });
});

describe('the preview', () => {
  it('bills verified, clean, unbilled entries in claims per client, code and month; holds the rest with why', async () => {
    const body = await preview();
    expect(body.missingSettings).toEqual([]);
    expect(
      body.claims.map((c: Record<string, unknown>) => [c.clientName, c.serviceCode, c.lineCount, c.units, c.charge]),
    ).toEqual([
      ['Baker, Ann', 'W1726', 2, 10, 46.2],
      ['Baker, Ann', 'W7060', 2, 8, 66.88],
      ['Diaz, Carl Lee', 'W1726', 1, 3, 13.86],
    ]);
    const held = Object.fromEntries(
      body.heldEntries.map((h: { workEntryId: number; reasons: { code: string }[] }) => [
        h.workEntryId,
        h.reasons.map((r) => r.code),
      ]),
    );
    expect(held).toEqual({
      [entryIds.overAuthorization![0]!]: ['over_authorization'],
      [entryIds.unverified![0]!]: ['unverified'],
      [entryIds.noDiagnosis![0]!]: ['missing_diagnosis'],
      [entryIds.noMciBirthDateZip![0]!]: ['missing_mci', 'missing_birth_date', 'missing_address'],
      [entryIds.outsideAuthorization![0]!]: ['outside_authorization'],
      [entryIds.openException![0]!]: ['open_exception'],
    });
    expect(body.billable).toEqual({ claimCount: 3, count: 5, units: 21, charge: 126.94 });
    // Held back: the 3rd In-Home hour ($33.44), Evans, Fox, the flagged Diaz hour and the one past its authorization ($18.48 each).
    expect(body.held).toEqual({ count: 5, units: 20, charge: 107.36 });
    expect(body.unverified).toEqual({ count: 1, units: 4, charge: 18.48 });

    // Balances to the cent with the Promise Billing report (reviewed entries, same dates).
    const report = await api(
      t,
      'GET',
      `/reports/promise_billing?fromDate=${monthStart}&toDate=${monthEnd}&adminVerification=reviewed&limit=500`,
      admin.token,
    );
    expect(report.status).toBe(200);
    expect(body.report).toEqual({
      count: report.body.stats.recordCount,
      units: report.body.stats.totalUnits,
      charge: report.body.stats.totalGross,
    });
    expect(cents(String(body.billable.charge)) + cents(String(body.held.charge))).toBe(
      cents(String(report.body.stats.totalGross)),
    );
  });

  it('refuses a reversed or too long range, and staff', async () => {
    const reversed = await api(t, 'GET', `/claims/preview?fromDate=${monthEnd}&toDate=${monthStart}`, admin.token);
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({ field: 'toDate', message: ClaimsMsg.rangeReversed });
    const long = await api(
      t,
      'GET',
      `/claims/preview?fromDate=${shiftDay(monthStart, -90)}&toDate=${monthEnd}`,
      admin.token,
    );
    expect(long.body).toMatchObject({ field: 'toDate', message: ClaimsMsg.rangeTooLong });
    expect((await api(t, 'GET', '/claims/preview', admin.token)).status).toBe(400);
    expect((await api(t, 'GET', `/claims/preview?fromDate=${monthStart}&toDate=${monthEnd}`, staff.token)).status).toBe(
      403,
    );
    expect((await createBatch(staff.token)).status).toBe(403);
    expect((await api(t, 'GET', '/claims/batches', staff.token)).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/v1/claims/batches')).status).toBe(401);
  });
});

let first: { id: number; claimCount: number; lineCount: number; totalCharge: number };

describe('a batch', () => {
  it('is generated once even when asked twice at the same moment', async () => {
    const [a, b] = await Promise.all([createBatch(), createBatch()]);
    const made = [a, b].filter((r) => r.status === 201);
    const refused = [a, b].filter((r) => r.status !== 201);
    expect(made).toHaveLength(1);
    expect(refused[0]!.status).toBe(400);
    expect(refused[0]!.body).toMatchObject({ error: 'NOTHING_TO_BILL', message: ClaimsMsg.nothingToBill });
    first = made[0]!.body.data;
    expect(first).toMatchObject({ claimCount: 3, lineCount: 5, totalCharge: 126.94 });
    const lines = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM claim_lines WHERE NOT voided`);
    expect((lines as { rows: { n: number }[] }).rows[0]!.n).toBe(5);
  });
});

describe("a batch's 837P", () => {
  it('has an 837P that parses, balances and traces every line to one entry', async () => {
    const res = await download(first.id, '837p');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`hearth-claims-${String(first.id).padStart(9, '0')}.x12`);
    const x12 = res.body;
    expect(x12).toMatch(/^[\x20-\x7e\n]+$/);
    const interchange = parse(x12);
    expect(() => parse837Strict(x12)).not.toThrow();
    const control = String(first.id).padStart(9, '0');
    // node-x12 reads control numbers as integers; the file carries ISA13 as nine digits.
    expect(Number(el(interchange.header, 13))).toBe(first.id);
    expect(x12.split('~\n')[0]).toMatch(new RegExp(`\\*00501\\*${control}\\*0\\*P\\*:$`));
    expect(x12).toContain(`IEA*1*${control}~`);
    expect(el(interchange.header, 6).trim()).toBe('KCS0001');
    expect(el(interchange.header, 8).trim()).toBe('PAPROMISE');
    expect(el(interchange.header, 15)).toBe('P');
    expect(el(interchange.trailer, 1)).toBe('1');
    expect(interchange.functionalGroups).toHaveLength(1);
    const group = interchange.functionalGroups[0]!;
    expect(el(group.header, 6)).toBe(String(first.id));
    expect(el(group.header, 8)).toBe('005010X222A1');
    expect(el(group.trailer, 1)).toBe('1');
    expect(el(group.trailer, 2)).toBe(String(first.id));
    const [tx] = group.transactions;
    // SE01 counts ST through SE.
    expect(Number(el(tx!.trailer, 1))).toBe(tx!.segments.length + 2);
    const segs = tx!.segments;
    const find = (tag: string, e1?: string) =>
      segs.filter((s) => s.tag === tag && (e1 === undefined || el(s, 1) === e1));
    expect(el(find('NM1', '85')[0]!, 9)).toBe('1234567893');
    expect(el(find('NM1', '85')[0]!, 3)).toBe('KEYSTONE COMMUNITY SUPPORTS LLC');
    expect(el(find('REF', 'EI')[0]!, 2)).toBe('251234567');
    expect(el(find('PRV', 'BI')[0]!, 3)).toBe('253Z00000X');
    expect(el(find('N4')[0]!, 3)).toBe('171011234');
    expect(find('REF', 'G2').map((s) => el(s, 2))).toEqual(['1234567890001', '1234567890001']);
    expect(find('NM1', 'IL').map((s) => [el(s, 3), el(s, 4), el(s, 9)])).toEqual([
      ['BAKER', 'ANN', expect.any(String)],
      ['DIAZ', 'CARL', expect.any(String)],
    ]);
    expect(find('DMG').map((s) => el(s, 2))).toEqual(['19900412', '19900412']);
    expect(find('HI').map((s) => s.elements.map((e) => e.value).join('|'))).toEqual([
      'ABK:F840',
      'ABK:F840',
      'ABK:F70|ABF:F840',
    ]);

    // Walk the claims: each CLM02 = the sum of its SV102s; the sum of CLM02 = the batch total.
    let claimTotal = 0;
    let fileTotal = 0;
    let current: X12Segment | null = null;
    const lineEntries: number[] = [];
    const closeClaim = () => {
      if (current) expect(cents(el(current, 2)), el(current, 1)).toBe(claimTotal);
    };
    for (const s of segs) {
      if (s.tag === 'CLM') {
        closeClaim();
        current = s;
        claimTotal = 0;
        fileTotal += cents(el(s, 2));
        expect(el(s, 1)).toMatch(new RegExp(`^${first.id}-\\d+$`));
        expect(el(s, 5)).toBe('12:B:1');
      }
      if (s.tag === 'SV1') {
        claimTotal += cents(el(s, 2));
        expect(el(s, 1)).toMatch(/^HC:W(1726|7060)$/);
        expect(el(s, 3)).toBe('UN');
      }
      if (s.tag === 'REF' && el(s, 1) === '6R') lineEntries.push(Number(el(s, 2)));
    }
    closeClaim();
    expect(fileTotal).toBe(Math.round(first.totalCharge * 100));
    expect(lineEntries.sort((a, b) => a - b)).toEqual([...entryIds.billable!].sort((a, b) => a - b));
    expect(find('LX')).toHaveLength(5);
    expect(find('DTP', '472').map((s) => el(s, 3))[0]).toBe(shiftDay(monthStart, 1).replace(/-/g, ''));
  });
});

describe("a batch's entries and summary", () => {
  it('marks its entries billed: they are held as such, cannot be edited, and are not billed again', async () => {
    const again = await preview();
    expect(again.claims).toEqual([]);
    const billedIds = again.heldEntries
      .filter((h: { reasons: { code: string }[] }) => h.reasons.some((r) => r.code === 'billed'))
      .map((h: { workEntryId: number }) => h.workEntryId);
    expect(billedIds.sort()).toEqual([...entryIds.billable!].sort());
    expect((await createBatch()).body.error).toBe('NOTHING_TO_BILL');

    const id = entryIds.billable![0]!;
    const current = (await api(t, 'GET', `/WorkEntryById?entry_id=${id}`, admin.token)).body.data;
    expect(current.claimBatchId).toBe(first.id);
    const put = await api(t, 'PUT', '/work_entry', admin.token, {
      workEntryId: id,
      clientId: current.clientId,
      serviceRequestId: current.serviceRequestId,
      serviceStartTime: current.serviceStartTime,
      serviceEndTime: current.serviceEndTime,
      notes: 'changed after billing',
      timeZone: TZ,
    });
    expect(put.status).toBe(409);
    expect(put.body).toMatchObject({ error: 'ENTRY_BILLED', message: ClaimsMsg.entryBilled(first.id) });
    const notes = await api(t, 'POST', '/visits/update', staff.token, {
      workEntryId: id,
      notes: 'late note',
      signature: SIGNATURE,
    });
    expect(notes.status).toBe(409);
    expect(notes.body.error).toBe('ENTRY_BILLED');
    const history = (await api(t, 'GET', `/work_entry/history?entry_id=${id}`, admin.token)).body.data;
    expect(JSON.stringify(history)).toContain('billed');
  });

  it('has an xlsx summary whose lines and total match', async () => {
    const res = await download(first.id, 'xlsx');
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Claim',
      'Client',
      'MCI',
      'Procedure Code',
      'Service',
      'Line',
      'Date of Service',
      'Work Entry',
      'Units',
      'Charge',
    ]);
    expect(sheet.rowCount).toBe(1 + 5 + 1);
    const total = sheet.getRow(7);
    expect(String(total.getCell(1).value)).toBe('Total: 3 claims, 5 lines');
    expect(total.getCell(10).value).toBe(126.94);
    expect(total.getCell(9).value).toBe(21);
  });
});

describe('voiding', () => {
  it('is the Super Admin’s, needs a reason, is audited, happens once, and frees the entries to bill again', async () => {
    expect((await api(t, 'POST', `/claims/batches/${first.id}/void`, admin.token, { reason: 'x' })).status).toBe(403);
    const noReason = await api(t, 'POST', `/claims/batches/${first.id}/void`, owner.token, { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ field: 'reason', message: ClaimsMsg.reasonRequired });
    const voided = await api(t, 'POST', `/claims/batches/${first.id}/void`, owner.token, {
      reason: 'Rejected by PROMISe: wrong location',
    });
    expect(voided.status).toBe(200);
    expect(voided.body.data).toMatchObject({
      status: 'voided',
      voidReason: 'Rejected by PROMISe: wrong location',
      voidedBy: { id: owner.id },
    });
    const twice = await api(t, 'POST', `/claims/batches/${first.id}/void`, owner.token, { reason: 'again' });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe('BATCH_VOIDED');
    expect((await api(t, 'POST', '/claims/batches/999999/void', owner.token, { reason: 'x' })).status).toBe(404);
    const audits = await auditFor(t.database.db, 'claim_batch', first.id);
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['claims.batch.create', 'claims.batch.void']));

    // Billable again: the same lines, under a higher control number.
    const rebill = await createBatch();
    expect(rebill.status).toBe(201);
    expect(rebill.body.data).toMatchObject({ claimCount: 3, lineCount: 5, totalCharge: 126.94 });
    expect(rebill.body.data.id).toBeGreaterThan(first.id);
    const x12 = (await download(rebill.body.data.id, '837p')).body;
    expect(Number(el(parse(x12).header, 13))).toBe(rebill.body.data.id);

    const list = await api(t, 'GET', '/claims/batches', admin.token);
    expect(list.status).toBe(200);
    expect(list.body.data.map((b: { id: number; status: string }) => [b.id, b.status]).slice(0, 2)).toEqual([
      [rebill.body.data.id, 'generated'],
      [first.id, 'voided'],
    ]);
    expect(list.body.data[0]).toMatchObject({
      controlNumber: String(rebill.body.data.id).padStart(9, '0'),
      fromDate: monthStart,
      toDate: monthEnd,
    });
  });

  it('a month of more than 50 lines is split into claims of at most 50', async () => {
    const busy = await client('Garcia, Rosa');
    const cs = await authorization(busy.id);
    for (let day = 1; day <= 26; day++) {
      await entry('busy', cs.id, day, { hour: 8, minutes: 30 });
      await entry('busy', cs.id, day, { hour: 14, minutes: 30 });
    }
    const body = await preview();
    expect(body.claims.map((c: { clientName: string; lineCount: number }) => [c.clientName, c.lineCount])).toEqual([
      ['Garcia, Rosa', 50],
      ['Garcia, Rosa', 2],
    ]);
    const made = await createBatch();
    expect(made.status).toBe(201);
    const segs = parse((await download(made.body.data.id, '837p')).body).functionalGroups[0]!.transactions[0]!.segments;
    expect(segs.filter((s) => s.tag === 'CLM')).toHaveLength(2);
    // One subscriber loop for both claims.
    expect(segs.filter((s) => s.tag === 'NM1' && el(s, 1) === 'IL')).toHaveLength(1);
  });
});
