// Every xlsx download Hearth makes, with text XML cannot hold stored in the database (written around
// the input checks, as older rows or another writer could have): each opens in exceljs, each XML part
// passes a strict parser, and every row and the totals are there. A visit across the 2026 fall-back
// hour reads forward in the Notes export.
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasXmlForbiddenChar,
  REPORT_NAMES,
  REPORT_TYPES,
  shiftDay,
  toUsDate,
  UserType,
  zonedInstant,
  type ReportType,
} from '@hearth/shared';
import { supportsCoordinators } from '../db/schema/index.js';
import { createAuthorization, createClientRow } from '../seed/service-factory.js';
import { createCompletedEntry } from '../seed/work-entry-factory.js';
import { call, createTestApp, type TestApp } from '../test/harness.js';
import { signedInUser } from '../test/sign-in.js';
import { dayAt, today, TZ } from '../modules/work-entries/test-support.js';
import { SAMPLE_CLAIM_SETTINGS } from '../test/claim-settings.js';

let t: TestApp;
let owner: string;
let admin: string;
let monthStart: string;
let monthEnd: string;

/**
 * Characters XML 1.0 forbids, in the middle of a word. (A lone surrogate cannot reach the database: the
 * driver sends it as U+FFFD; the writer's own test covers it.)
 */
const BAD = '\u0001\u000B\u001F\uFFFE\uFFFF';
const bad = (word: string) => `${word.slice(0, 2)}${BAD}${word.slice(2)}`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  owner = (await signedInUser(t, { userType: UserType.SuperAdmin })).token;
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
  const staff = await signedInUser(t, {
    userType: UserType.Staff,
    firstName: bad('Maria'),
    lastName: bad('Lopez'),
    percentagePaid: 62.5,
    hasRelevantDegree: true,
  });
  const settings = await call(t.app, 'PUT', '/api/v1/settings', {
    token: owner,
    body: {
      timeZone: TZ,
      ...SAMPLE_CLAIM_SETTINGS,
      testClaimFiles: false,
    },
  });
  expect(settings.status).toBe(200);

  const [sc] = await db
    .insert(supportsCoordinators)
    .values({ firstName: bad('Sam'), lastName: bad('Coordinator'), company: bad('Keystone') })
    .returning();
  const client = await createClientRow(db, {
    firstName: bad('Ann'),
    lastName: bad('Baker'),
    mci: '3100000001',
    county: bad('Dauphin'),
    diagnosticCode: 'F84.0',
    dob: '1990-04-12',
    billingStreet: '12 Elm St',
    billingCity: 'Harrisburg',
    billingState: 'PA',
    billingZip: '17104',
    supportsCoordinatorId: sc!.id,
  });
  const firstOfThisMonth = `${today(t).slice(0, 8)}01`;
  monthEnd = shiftDay(firstOfThisMonth, -1);
  monthStart = `${monthEnd.slice(0, 8)}01`;
  const cs = await createAuthorization(db, {
    clientId: client.id,
    staffIds: [staff.id],
    values: {
      serviceCode: 'W1726',
      serviceName: bad('Companion'),
      unitRate: 4.62,
      unitLength: 0.25,
      unitsAuthorized: 4800,
      startDate: shiftDay(monthStart, -400),
      endDate: shiftDay(today(t), 400),
    },
  });
  const entry = (start: Date, minutes: number) =>
    createCompletedEntry(db, {
      userId: staff.id,
      clientServiceId: cs.id,
      start,
      minutes,
      timeZone: TZ,
      values: {
        adminVerification: true,
        notes: bad('Arrived late'),
        typedSignature: bad('Ann Baker'),
        signature: null,
      },
    });
  await entry(dayAt(t, -1, 9), 60);
  await entry(dayAt(t, -2, 10), 90);
  await entry(zonedInstant(shiftDay(monthStart, 1), '09:00', TZ)!, 60); // for the claim batch
  await entry(new Date('2026-11-01T05:30:00Z'), 45); // 01:30 EDT to 01:15 EST
});
afterAll(() => t.close());

/** The workbook's first sheet, after every XML part has passed a strict parser. */
async function open(raw: Buffer) {
  const zip = await JSZip.loadAsync(raw);
  const parts = Object.keys(zip.files).filter((n) => /\.(xml|rels)$/.test(n));
  expect(parts).toContain('xl/worksheets/sheet1.xml');
  for (const name of parts) {
    const xml = await zip.file(name)!.async('string');
    expect(() => new SaxesParser().write(xml).close(), name).not.toThrow();
  }
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(raw as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

/** Every string in the sheet, header included. */
function texts(sheet: ExcelJS.Worksheet): string[] {
  const out: string[] = [];
  sheet.eachRow((row) => row.eachCell((cell) => typeof cell.value === 'string' && out.push(cell.value)));
  return out;
}

const download = async (url: string, body?: unknown) => {
  const res = await t.app.inject({
    method: body === undefined ? 'GET' : 'POST',
    url,
    headers: {
      authorization: `Bearer ${admin}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBe(200);
  return res.rawPayload;
};

const ENTRY_RANGE = () => ({ fromDate: toUsDate(shiftDay(today(t), -60)), toDate: toUsDate(today(t)) });
const RANGES: Partial<Record<ReportType, () => Record<string, string>>> = {
  notes: ENTRY_RANGE,
  staff_pay: ENTRY_RANGE,
  staff_billing: ENTRY_RANGE,
  promise_billing: ENTRY_RANGE,
  staff_allocation: ENTRY_RANGE,
};

describe('xlsx downloads with text XML cannot hold in the database', () => {
  it.each(REPORT_TYPES)('%s: opens, is well-formed, and holds every row and the totals', async (type) => {
    const sheet = await open(await download(`/api/v1/reports/export/${type}`, RANGES[type]?.() ?? {}));
    expect(sheet.name).toBe(REPORT_NAMES[type].slice(0, 31));
    const all = texts(sheet);
    expect(all.filter(hasXmlForbiddenChar)).toEqual([]);
    // The totals close the sheet; as many data rows as it counts, besides the header and subtotals.
    const last = sheet.getRow(sheet.rowCount);
    const total = /^Total \(([\d,]+) \w+\)$/.exec(String(last.getCell(1).value));
    expect(total, `last row of ${type}: ${JSON.stringify(last.values)}`).not.toBeNull();
    let data = 0;
    for (let r = 2; r < sheet.rowCount; r++)
      if (!String(sheet.getRow(r).getCell(1).value ?? '').startsWith('Subtotal: ')) data += 1;
    expect(data).toBe(Number(total![1]!.replace(/,/g, '')));
    expect(data).toBeGreaterThan(0);
    // The stored names, without the characters, are in it.
    const names = ['Baker', 'Lopez', 'Coordinator'].filter((n) => all.some((s) => s.includes(n)));
    expect(names.length, `${type}: ${all.slice(0, 30).join(' | ')}`).toBeGreaterThan(0);
  });

  it('the claim batch summary and the missing client list too (the list refuses such text as input)', async () => {
    const created = await call(t.app, 'POST', '/api/v1/claims/batches', {
      token: admin,
      body: { fromDate: monthStart, toDate: monthEnd },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const claims = await open(await download(`/api/v1/claims/batches/${created.body.data.id}/xlsx`));
    expect(texts(claims).filter(hasXmlForbiddenChar)).toEqual([]);
    expect(texts(claims)).toContain('Baker, Ann');
    expect(String(claims.getRow(claims.rowCount).getCell(1).value)).toMatch(/^Total: 1 claims, 1 lines/);

    const refused = await call(t.app, 'POST', '/api/v1/services/missing_clients', {
      token: admin,
      body: { rows: [{ individual_name: bad('Ann Baker'), recipient_id: '3100000001' }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('rows.0.individual_name');
    const list = await open(
      await download('/api/v1/services/missing_clients', {
        rows: [{ individual_name: 'Ann Baker', recipient_id: '3100000001' }],
      }),
    );
    expect(list.getRow(2).getCell(1).value).toBe('Ann Baker');
  });

  it('a visit across the fall-back hour reads 01:30 AM EDT to 01:15 AM EST in the Notes export', async () => {
    const sheet = await open(
      await download('/api/v1/reports/export/notes', { fromDate: '10/31/2026', toDate: '11/02/2026' }),
    );
    const header = sheet.getRow(1).values as unknown[];
    const start = sheet.getRow(2).getCell(header.indexOf('Start Time'));
    const end = sheet.getRow(2).getCell(header.indexOf('End Time'));
    expect([start.value, start.numFmt]).toEqual([
      new Date(Date.UTC(2026, 10, 1, 1, 30)),
      'mm/dd/yyyy hh:mm AM/PM "EDT"',
    ]);
    expect([end.value, end.numFmt]).toEqual([new Date(Date.UTC(2026, 10, 1, 1, 15)), 'mm/dd/yyyy hh:mm AM/PM "EST"']);
    // Excel shows the whole cell: '11/01/2026 01:30 AM EDT' fits the column.
    expect(sheet.getColumn(header.indexOf('Start Time')).width).toBeGreaterThanOrEqual(23);
  });
});
