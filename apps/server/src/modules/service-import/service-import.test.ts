import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, ImportMsg, MISSING_CLIENT_COLUMNS, UserType } from '@hearth/shared';
import { auditEvents, clientServices, clientServiceStaff } from '../../db/schema/index.js';
import { createUser } from '../../seed/factories.js';
import { createAuthorization, createClientRow, createService } from '../../seed/service-factory.js';
import { createCompletedEntry } from '../../seed/work-entry-factory.js';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';
import { multipart, pdf } from '../../test/test-files.js';
import { IMPORT_LOCK } from './service-import.repo.js';
import { readServiceSheet } from './sheet-reader.js';
import { declaredBomb, docxLike, ratioBomb, zip, stateSheet, xlsx } from './test-sheets.js';

let t: TestApp;
let admin: string;
let staffToken: string;
let ann: number;
let cal: number;
let bob: { id: number };
let lee: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
  staffToken = (await signedInUser(t, { userType: UserType.Staff })).token;
  const db = t.database.db;
  ann = (await createUser(db, { userType: UserType.Staff, firstName: 'Ann', lastName: 'Baker' })).id;
  cal = (await createUser(db, { userType: UserType.Staff, firstName: 'Cal', lastName: 'Diaz' })).id;
  await createService(db, { code: 'W1726', name: 'Companion', unitRate: 5.12, unitLength: 0.25 });
  await createService(db, { code: 'W7060', name: 'IHCS 2', unitRate: 7.5, unitLength: 0.25 });
  lee = await createClientRow(db, { firstName: 'Ann', lastName: 'Lee', mci: '100000001' });
  bob = await createClientRow(db, { firstName: 'Bob', lastName: 'Diaz', mci: '000200002' });
});
afterAll(() => t.close());

const processSheet = (data: Buffer, name = 'authorizations.xlsx', token = admin) => {
  const body = multipart({ file: { name, data } });
  return t.app
    .inject({
      method: 'POST',
      url: '/api/v1/services/process',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    })
    .then((res) => ({ status: res.statusCode, body: res.json() }));
};
const confirm = (body: unknown, token = admin) => call(t.app, 'POST', '/api/v1/services/import', { token, body });
const tally = async () => {
  const db = t.database.db;
  const [cs] = await db.select({ n: count() }).from(clientServices);
  const [alloc] = await db.select({ n: count() }).from(clientServiceStaff);
  const [audits] = await db.select({ n: count() }).from(auditEvents);
  return { cs: cs!.n, alloc: alloc!.n, audits: audits!.n };
};
/** A processed row as the screen confirms it (the spec's payload). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a processed row as JSON
const toPayload = (r: Record<string, any>, staff: number[] = []) => ({
  serviceName: r.service_name,
  serviceCode: r.service_code,
  serviceUnitRate: Number(String(r.unit_cost).replace(/[$,]/g, '')),
  serviceUnitLength: r.serviceUnitLength,
  serviceStartDate: r.service_start_date,
  serviceEndDate: r.service_end_date,
  serviceUnitsAuthorized: r.units_authorized,
  serviceIsNegetiveUnitsAllowed: false,
  serviceIsAuthorized: true,
  isDegreeRequired: false,
  isDatesConfirmed: true,
  isOverlappable: false,
  authorizedDate: r.date_last_authorized,
  clientName: r.clientName,
  recipientId: r.recipient_id,
  serviceId: r.serviceId,
  unitsUtilized: r.utilized_units,
  assignedStaff: staff,
  row: r.row,
});

describe('POST /services/process: reading the sheet', () => {
  it('finds the header under title rows, in any order, by alias, case and punctuation; values of every form', async () => {
    const before = await tally();
    const header = [
      'units-authorized',
      'COUNTY',
      'service_start_date',
      'MCI',
      'Procedure Code',
      'individual name',
      'Service End Date',
      'Unit Cost ',
      'service.name',
      'Utilized_Units',
      'Date Last Authorized',
    ];
    const data = await xlsx([
      ['Office of Developmental Programs'],
      ['Authorizations export', null, 'run 07/01/2025'],
      [],
      header,
      [
        { formula: '400+80', result: 480 },
        'Dauphin',
        new Date(Date.UTC(2025, 6, 1)),
        100000001,
        'w1726',
        'Ann Lee',
        '06/30/2026',
        '$1,234.50',
        'Companion',
        12,
        '2025-06-15',
      ],
      [],
      [96, 'Dauphin', '07/01/2025', '000200002', 'W7060', 'Bob Diaz', new Date(Date.UTC(2026, 5, 30)), 7.5, 'IHCS 2'],
    ]);
    const res = await processSheet(data);
    expect(res.status).toBe(200);
    expect(res.body.rejected_rows).toEqual([]);
    expect(res.body.file).toMatchObject({ name: 'authorizations.xlsx', rows: 2 });
    expect(res.body.file.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(res.body.new_services).toEqual([
      expect.objectContaining({
        row: 5,
        service_code: 'W1726',
        service_name: 'Companion',
        unit_cost: '$1234.50',
        individual_name: 'Ann Lee',
        recipient_id: '100000001',
        service_start_date: '2025-07-01',
        service_end_date: '2026-06-30',
        units_authorized: 480,
        utilized_units: 12,
        date_last_authorized: '2025-06-15',
        id: null,
        assignedStaff: [],
        clientId: lee.id,
        clientName: 'Ann Lee',
        serviceUnitLength: 0.25,
        changes: [],
        hearthUnitsUsed: null,
      }),
      expect.objectContaining({
        row: 7,
        recipient_id: '000200002',
        clientId: bob.id,
        unit_cost: '$7.50',
        service_end_date: '2026-06-30',
        utilized_units: 0,
        date_last_authorized: null,
      }),
    ]);
    expect(await tally()).toEqual(before);
  });
});

describe('POST /services/process: bad values and missing columns', () => {
  it('lists every bad value of a row with its row number, and keeps reading the others', async () => {
    const res = await processSheet(
      await stateSheet([
        { start: 'soon' },
        { units: -4, used: 'many' },
        { start: '07/01/2025', end: '06/30/2025' },
        { recipientId: '', code: '   ' },
        { cost: 'five dollars', serviceName: '', end: '02/30/2026', lastAuthorized: 'yesterday' },
        {},
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body.rejected_rows).toEqual([
      expect.objectContaining({ row: 2, reasons: ['Service Start Date "soon" is not a date (MM/DD/YYYY).'] }),
      expect.objectContaining({
        row: 3,
        reasons: ['Units Authorized is negative.', 'Utilized Units "many" is not a number.'],
      }),
      expect.objectContaining({ row: 4, reasons: ['Service End Date is before Service Start Date.'] }),
      expect.objectContaining({ row: 5, reasons: ['Recipient ID is empty.', 'Service Code is empty.'] }),
      expect.objectContaining({
        row: 6,
        recipient_id: '100000001',
        service_code: 'W1726',
        reasons: [
          'Service Name is empty.',
          'Unit Cost "five dollars" is not an amount.',
          'Service End Date "02/30/2026" is not a date (MM/DD/YYYY).',
          'Date Last Authorized "yesterday" is not a date (MM/DD/YYYY).',
        ],
      }),
    ]);
    expect(res.body.new_services.map((r: { row: number }) => r.row)).toEqual([7]);
  });

  it('matches a Recipient ID whose leading zeros Excel dropped (a number cell) to the MCI', async () => {
    const res = await processSheet(await stateSheet([{ recipientId: 200002, name: 'Bob Diaz' }]));
    expect(res.body.new_services).toEqual([expect.objectContaining({ recipient_id: '200002', clientId: bob.id })]);
    expect(res.body.missing_clients).toEqual([]);
  });

  it('400 naming every missing column; 400 when no header at all', async () => {
    const res = await processSheet(await xlsx([['Individual Name', 'MCI', 'Service Code', 'Utilized Units'], ['x']]));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      ImportMsg.missingColumns([
        'Service Name',
        'Unit Cost',
        'Service Start Date',
        'Service End Date',
        'Units Authorized',
      ]),
    );
    const none = await processSheet(
      await xlsx([
        ['hello', 'world'],
        [1, 2],
      ]),
    );
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(ImportMsg.noHeader);
  });
});

describe('POST /services/process: the four lists', () => {
  it('missing clients, missing services, new and updated (with changes, used units, warning), unchanged counted', async () => {
    const db = t.database.db;
    const client = await createClientRow(db, { firstName: 'Cy', lastName: 'Park', mci: '300000003' });
    const changed = await createAuthorization(db, {
      clientId: client.id,
      staffIds: [ann],
      values: { startDate: '2025-07-01', endDate: '2026-06-30', unitsAuthorized: 480, unitRate: 5.12 },
    });
    await createAuthorization(db, {
      clientId: client.id,
      values: {
        serviceCode: 'W7060',
        serviceName: 'IHCS 2',
        startDate: '2025-07-01',
        endDate: '2026-06-30',
        unitsAuthorized: 100,
        unitRate: 7.5,
      },
    });
    // 2 hours of completed work = 8 units used in Hearth.
    await createCompletedEntry(db, {
      clientServiceId: changed.id,
      userId: ann,
      start: new Date('2025-08-01T14:00:00Z'),
      minutes: 120,
    });
    const before = await tally();
    const res = await processSheet(
      await stateSheet([
        { recipientId: '999999999', name: 'Nobody Known' },
        { recipientId: '999999999', code: 'Z0000' },
        { recipientId: '300000003', code: 'Z0000', serviceName: 'Mystery' },
        { recipientId: '300000003', units: 6, cost: '5.25', end: '12/31/2025', used: 30 },
        {
          recipientId: '300000003',
          code: 'W7060',
          serviceName: 'IHCS 2',
          cost: 7.5,
          units: 100,
          lastAuthorized: '',
        },
        { recipientId: '300000003', start: '01/01/2026' },
      ]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rowsOf = (list: { row: number }[]) => list.map((r) => r.row);
    expect(rowsOf(res.body.missing_clients)).toEqual([2, 3]);
    expect(rowsOf(res.body.missing_services)).toEqual([4]);
    expect(res.body.missing_services[0]).toMatchObject({
      clientId: client.id,
      serviceId: null,
      serviceUnitLength: null,
    });
    expect(rowsOf(res.body.new_services)).toEqual([7]);
    expect(res.body.unchanged).toBe(1);
    expect(res.body.updated_services).toEqual([
      expect.objectContaining({
        row: 5,
        id: changed.id,
        assignedStaff: [{ userId: ann, name: 'Ann Baker' }],
        utilized_units: 30,
        hearthUnitsUsed: 8,
        warnings: [ImportMsg.unitsBelowUsed(8)],
        changes: [
          { field: 'serviceUnitRate', label: 'Unit Cost', from: 5.12, to: 5.25 },
          { field: 'serviceEndDate', label: 'Service End Date', from: '2026-06-30', to: '2025-12-31' },
          { field: 'serviceUnitsAuthorized', label: 'Units Authorized', from: 480, to: 6 },
          { field: 'authorizedDate', label: 'Date Last Authorized', from: null, to: '2025-06-15' },
        ],
      }),
    ]);
    expect(await tally()).toEqual(before);
  });
});

describe('POST /services/process: bad files', () => {
  it('400 for what is not an xlsx: a renamed PDF, HTML, CSV, an old .xls, a Word zip', async () => {
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024)]);
    for (const data of [
      pdf(),
      Buffer.from('<html><body><table><tr><td>MCI</td></tr></table></body></html>'),
      Buffer.from(`${IMPORT_COLUMNS.join(',')}\nAnn Lee,100000001,W1726\n`),
      xls,
      docxLike(),
    ]) {
      const res = await processSheet(data, 'authorizations.xlsx');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'VALIDATION_ERROR', message: ImportMsg.notXlsx, field: 'file' });
    }
  });

  it('400 for a zip bomb, from the central directory alone (lying sizes or an absurd ratio)', async () => {
    for (const data of [declaredBomb(), ratioBomb()]) {
      expect(data.length).toBeLessThan(100_000);
      const res = await processSheet(data);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(ImportMsg.unsafeWorkbook);
    }
  });

  it('400 for a workbook whose parts are not readable XML', async () => {
    const broken = zip([
      {
        name: 'xl/workbook.xml',
        data: Buffer.from('<workbook><sheets><sheet name="A" r:id="rId1"/></sheets></workbook>'),
      },
      { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from('<Relationships><<<') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>9') },
    ]);
    const res = await processSheet(broken);
    expect(res.status).toBe(400);
    expect([ImportMsg.unsafeWorkbook, ImportMsg.noHeader]).toContain(res.body.message);
  });

  it('413 over the upload limit', async () => {
    const small = await createTestApp({ fileMaxBytes: 4096 });
    try {
      const token = (await signedInUser(small, { userType: UserType.Admin })).token;
      const body = multipart({ file: { name: 'big.xlsx', data: Buffer.alloc(10_000, 1) } });
      const res = await small.app.inject({
        method: 'POST',
        url: '/api/v1/services/process',
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE', message: ImportMsg.tooLarge, field: 'file' });
      const none = multipart({});
      const empty = await small.app.inject({
        method: 'POST',
        url: '/api/v1/services/process',
        payload: none.payload,
        headers: { ...none.headers, authorization: `Bearer ${token}` },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(ImportMsg.noFile);
    } finally {
      await small.close();
    }
  });
});

describe('POST /services/import', () => {
  it('creates and updates in one go with allocations and one audit entry; the same sheet again changes nothing', async () => {
    const db = t.database.db;
    const client = await createClientRow(db, { firstName: 'Di', lastName: 'Ng', mci: '400000004' });
    const existing = await createAuthorization(db, {
      clientId: client.id,
      values: { startDate: '2025-07-01', endDate: '2026-06-30', unitsAuthorized: 480, unitRate: 5.12 },
    });
    const sheet = await stateSheet([
      { recipientId: '400000004', units: 500 },
      { recipientId: '400000004', code: 'W7060', serviceName: 'IHCS 2', cost: '$7.50' },
    ]);
    const processed = (await processSheet(sheet, 'july.xlsx')).body;
    const [updated] = processed.updated_services;
    const [created] = processed.new_services;
    expect(updated.id).toBe(existing.id);
    const before = await tally();
    const res = await confirm({
      rows: [toPayload(created, [ann, cal]), toPayload(updated)],
      fileName: 'july.xlsx',
      sha256: processed.file.sha256,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: ImportMsg.imported(1, 1),
      data: { created: 1, updated: 1, unchanged: 0, allocations: 2 },
    });
    const after = await tally();
    expect(after).toEqual({ cs: before.cs + 1, alloc: before.alloc + 2, audits: before.audits + 1 });

    const rows = await db.select().from(clientServices).where(eq(clientServices.clientId, client.id));
    const newRow = rows.find((r) => r.serviceCode === 'W7060')!;
    expect(newRow).toMatchObject({
      serviceName: 'IHCS 2',
      unitRate: 7.5,
      unitLength: 0.25,
      startDate: '2025-07-01',
      endDate: '2026-06-30',
      unitsAuthorized: 480,
      authorizedDate: '2025-06-15',
      isAuthorized: true,
    });
    expect(rows.find((r) => r.id === existing.id)).toMatchObject({ unitsAuthorized: 500, version: 2 });
    const staff = await db.select().from(clientServiceStaff).where(eq(clientServiceStaff.clientServiceId, newRow.id));
    expect(staff.map((s) => s.userId).sort()).toEqual([ann, cal].sort());
    const [entry] = await db.select().from(auditEvents).where(eq(auditEvents.action, 'client_service.import'));
    expect(entry!.details).toMatchObject({
      fileName: 'july.xlsx',
      sha256: processed.file.sha256,
      created: 1,
      updated: 1,
    });

    const againRes = await processSheet(sheet, 'july.xlsx');
    expect(againRes.status, JSON.stringify(againRes.body)).toBe(200);
    const again = againRes.body;
    expect(again.new_services).toEqual([]);
    expect(again.updated_services).toEqual([]);
    expect(again.unchanged).toBe(2);
    const replay = await confirm([toPayload(created, [ann, cal]), toPayload(updated)]);
    expect(replay.body).toEqual({
      message: ImportMsg.nothingChanged,
      data: { created: 0, updated: 0, unchanged: 2, allocations: 0 },
    });
    expect((await tally()).cs).toBe(after.cs);
  });
});

describe('POST /services/import: a refused row', () => {
  it('refuses everything when one row is refused: 400 with each row and its reasons, nothing written', async () => {
    const good = toPayload({
      service_name: 'Companion',
      service_code: 'W1726',
      unit_cost: '$5.12',
      service_start_date: '2027-01-01',
      service_end_date: '2027-12-31',
      units_authorized: 10,
      date_last_authorized: null,
      recipient_id: '100000001',
      utilized_units: 0,
      row: 2,
    });
    const before = await tally();
    const res = await confirm([
      good,
      { ...good, row: 3, recipientId: '123', serviceCode: 'Q1', serviceEndDate: '2026-01-01' },
      { ...good, row: 4, assignedStaff: [999_999] },
      { ...good, row: 5 },
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, error: 'VALIDATION_ERROR', message: ImportMsg.rowsRefused });
    expect(res.body.details.rows).toEqual([
      {
        row: 3,
        recipientId: '123',
        serviceCode: 'Q1',
        reasons: [
          'Recipient ID 123 is not a client in Hearth.',
          ImportMsg.notProcedureCode('Q1'),
          'Service End Date is before Service Start Date.',
        ],
      },
      {
        row: 4,
        recipientId: '100000001',
        serviceCode: 'W1726',
        reasons: [
          'Not active staff, cannot be allocated: user 999999.',
          'Same Recipient ID, Service Code and Service Start Date as row 2.',
        ],
      },
      {
        row: 5,
        recipientId: '100000001',
        serviceCode: 'W1726',
        reasons: ['Same Recipient ID, Service Code and Service Start Date as row 2.'],
      },
    ]);
    expect(await tally()).toEqual(before);
    expect((await confirm([])).status).toBe(400);
  });
});

describe('POST /services/import: entries left outside', () => {
  it('refuses a row whose new end date leaves completed entries after it (no reason to record), writing nothing', async () => {
    const db = t.database.db;
    const auth = await createAuthorization(db, {
      clientId: bob.id,
      staffIds: [ann],
      values: { serviceCode: 'W7060', serviceName: 'IHCS 2', startDate: '2029-01-01', endDate: '2029-12-31' },
    });
    // Completed on 1 June 2029 (16:00 UTC is noon in Pennsylvania).
    await createCompletedEntry(db, {
      clientServiceId: auth.id,
      userId: ann,
      start: new Date('2029-06-01T16:00:00Z'),
      minutes: 60,
    });
    const row = toPayload({
      service_name: 'IHCS 2',
      service_code: 'W7060',
      unit_cost: '$7.50',
      service_start_date: '2029-01-01',
      service_end_date: '2029-03-31',
      units_authorized: 100,
      date_last_authorized: null,
      recipient_id: '000200002',
      utilized_units: 0,
      row: 7,
    });
    const before = await tally();
    const res = await confirm([row]);
    expect(res.status).toBe(400);
    expect(res.body.details.rows).toEqual([
      { row: 7, recipientId: '000200002', serviceCode: 'W7060', reasons: [ImportMsg.entriesAfterEnd(1, '06/01/2029')] },
    ]);
    expect(await tally()).toEqual(before);
    const [kept] = await db.select().from(clientServices).where(eq(clientServices.id, auth.id));
    expect(kept?.endDate).toBe('2029-12-31');
    // An end date that keeps the entry inside goes through.
    expect((await confirm([{ ...row, serviceEndDate: '2029-06-30' }])).status).toBe(200);
  });
});

describe('POST /services/import: two at once', () => {
  it('imports at once create each authorization once (the import lock)', async () => {
    // 28 start dates for each of two clients.
    const rows = Array.from({ length: 56 }, (_, i) =>
      toPayload({
        service_name: 'IHCS 2',
        service_code: 'W7060',
        unit_cost: '$7.50',
        service_start_date: `2028-01-${String((i % 28) + 1).padStart(2, '0')}`,
        service_end_date: '2028-12-31',
        units_authorized: 40,
        date_last_authorized: null,
        recipient_id: i < 28 ? '000200002' : '100000001',
        utilized_units: 0,
      }),
    );
    // Another import holds the lock (the test pool has 5 connections: the holder, 2 imports, the count).
    let results: Awaited<ReturnType<typeof confirm>>[] = [];
    await t.database.db.transaction(async (holder) => {
      await holder.execute(sql`SELECT pg_advisory_xact_lock(${IMPORT_LOCK.toString()}::bigint)`);
      const pending = Promise.all([confirm(rows), confirm(rows)]).then((r) => (results = r));
      await new Promise((resolve) => setTimeout(resolve, 500));
      const waiting = await t.database.db
        .select({ n: count() })
        .from(clientServices)
        .where(eq(clientServices.endDate, '2028-12-31'));
      expect(waiting[0]!.n).toBe(0);
      expect(results).toEqual([]);
      void pending;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    while (results.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.map((r) => r.body.data.created).sort()).toEqual([0, 56]);
    const [{ n }] = (await t.database.db
      .select({ n: count() })
      .from(clientServices)
      .where(eq(clientServices.endDate, '2028-12-31'))) as [{ n: number }];
    expect(n).toBe(56);
  });
});

describe('values a claim file or a numeric column cannot hold (issue 24)', () => {
  const good = () =>
    toPayload({
      service_name: 'Companion',
      service_code: 'W1726',
      unit_cost: '$5.12',
      service_start_date: '2029-01-01',
      service_end_date: '2029-12-31',
      units_authorized: 10,
      date_last_authorized: null,
      recipient_id: '100000001',
      utilized_units: 0,
      row: 2,
    });

  it('the process step refuses a code that is not a procedure code and amounts over 1,000,000, row by row', async () => {
    const db = t.database.db;
    const client = await createClientRow(db, { firstName: 'Di', lastName: 'Big', mci: '400000004' });
    await createAuthorization(db, {
      clientId: client.id,
      values: { startDate: '2025-07-01', endDate: '2026-06-30', unitsAuthorized: 480, unitRate: 5.12 },
    });
    const before = await tally();
    const res = await processSheet(
      await stateSheet([
        { recipientId: '400000004', code: 'W1726*~X:Y' },
        { recipientId: '400000004', code: 'W1726\nISA*00' },
        { recipientId: '400000004', code: 'W172' },
        { recipientId: '400000004', units: 1e10 },
        { recipientId: '400000004', cost: '$10,000,000,000.00', used: 1e12 },
        { recipientId: '400000004', units: 1_000_000, cost: 1_000_000 },
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body.rejected_rows.map((r: { row: number; reasons: string[] }) => [r.row, r.reasons])).toEqual([
      [2, [ImportMsg.notProcedureCode('W1726*~X:Y')]],
      [3, [ImportMsg.notProcedureCode('W1726\nISA*00')]],
      [4, [ImportMsg.notProcedureCode('W172')]],
      [5, [ImportMsg.valueTooLarge('Units Authorized')]],
      [6, [ImportMsg.valueTooLarge('Unit Cost'), ImportMsg.valueTooLarge('Utilized Units')]],
    ]);
    // The bound itself is taken: an update of the existing authorization.
    expect(res.body.updated_services.map((r: { row: number }) => r.row)).toEqual([7]);
    expect(await tally()).toEqual(before);
  });

  it('the import refuses the same values with 400 and writes nothing (no 500 from a numeric column)', async () => {
    const before = await tally();
    const cases: [Record<string, unknown>, string][] = [
      [{ serviceUnitRate: 1e10 }, 'Service Unit Rate cannot be more than 1,000,000'],
      [{ serviceUnitsAuthorized: 1e10 }, 'Units Authorized cannot be more than 1,000,000'],
      [{ unitsUtilized: 1e12 }, 'Utilized Units cannot be more than 1,000,000'],
      [{ serviceUnitRate: -1 }, 'The values can not be negative.'],
    ];
    for (const [patch, message] of cases) {
      const res = await confirm([{ ...good(), ...patch }]);
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    for (const code of ['W1726*~X:Y', 'W1726~', 'W17\r\n26']) {
      const res = await confirm([good(), { ...good(), row: 3, serviceCode: code, serviceStartDate: '2029-02-01' }]);
      expect(res.status, code).toBe(400);
      expect(res.body.details.rows).toEqual([
        expect.objectContaining({ row: 3, reasons: [ImportMsg.notProcedureCode(code.trim().toUpperCase())] }),
      ]);
    }
    expect(await tally()).toEqual(before);
  });
});

describe('access and the missing client list', () => {
  it('403 for a Staff token on every import call', async () => {
    expect((await processSheet(await stateSheet([{}]), 'a.xlsx', staffToken)).status).toBe(403);
    expect((await confirm([], staffToken)).status).toBe(403);
    const list = await call(t.app, 'POST', '/api/v1/services/missing_clients', {
      token: staffToken,
      body: { rows: [] },
    });
    expect(list.status).toBe(403);
  });

  it("'Missing Client List.xlsx' holds the rows as text under the template's bold frozen header", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/services/missing_clients',
      payload: {
        rows: [
          { individual_name: 'Nobody Known', recipient_id: '000999999' },
          { individual_name: '=HYPERLINK("x")', recipient_id: '123' },
        ],
      },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="Missing Client List.xlsx"');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).values).toEqual([undefined, ...MISSING_CLIENT_COLUMNS]);
    expect(ws.getRow(1).font?.bold).toBe(true);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.getRow(2).values).toEqual([undefined, 'Nobody Known', '000999999']);
    expect(ws.getCell('A3').value).toBe('=HYPERLINK("x")');
    expect(ws.getCell('B2').numFmt).toBe('@');
    expect(ws.rowCount).toBe(3);
  });
});

describe('readServiceSheet', () => {
  it('refuses a sheet over the row limit (400) instead of reading on', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hearth-sheet-'));
    try {
      const file = path.join(dir, 'rows.xlsx');
      writeFileSync(file, await stateSheet([{}, {}, {}, {}]));
      await expect(readServiceSheet(file, 3)).rejects.toMatchObject({ status: 400, message: ImportMsg.tooManyRows });
      expect((await readServiceSheet(file, 4)).rows).toHaveLength(4);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
