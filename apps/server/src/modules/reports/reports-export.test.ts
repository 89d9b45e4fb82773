// xlsx downloads read back with exceljs: file name, header, frozen pane, auto-filter, every cell
// equal to the preview, subtotals and totals equal to the stats, and text never read as a formula.
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_COLUMNS, Status, UserType, WorkEntryStatus, type ReportColumn, type ReportType } from '@hearth/shared';
import { createAuthorization, createClientRow } from '../../seed/service-factory.js';
import { createWorkEntry } from '../../seed/work-entry-factory.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { auditFor, signedInUser } from '../../test/sign-in.js';
import {
  shiftDay,
  dayAt,
  exportReport,
  getReport,
  minutesAfter,
  newYorkWall,
  readSheet,
  rowValues,
  staffMember,
  today,
} from './test-fixtures.js';

let t: TestApp;
let admin: string;
const D = (days: number) => shiftDay(today(t), days);
const INJECTIONS = ['=HYPERLINK("http://x","y")', '+1', '-2', '@SUM(A1)', '\tfoo', '\rbar'];
const LONG_DAY = () => dayAt(t, -60, 9).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
  const maria = await staffMember(t); // 62.5 %
  const james = await staffMember(t, { firstName: 'James', lastName: 'Okafor', percentagePaid: 55 });
  const baker = await createClientRow(db, { firstName: 'Ann', lastName: 'Baker', familyContactEmail: 'b@x.org' });
  const diaz = await createClientRow(db, {
    firstName: 'Carl',
    lastName: 'Diaz',
    mci: '400500600',
    status: Status.Inactive,
  });
  const range = { startDate: D(-30), endDate: D(30) };
  const csA = await createAuthorization(db, {
    clientId: baker.id,
    staffIds: [maria.id],
    values: { unitRate: 4.62, ...range },
  });
  const csB = await createAuthorization(db, {
    clientId: diaz.id,
    staffIds: [james.id],
    values: { serviceName: 'Respite', serviceCode: 'W7060', unitRate: 5.12, ...range },
  });
  const entry = (
    userId: number,
    cs: number,
    start: Date,
    minutes: number,
    values = {},
    status: WorkEntryStatus = WorkEntryStatus.Completed,
  ) =>
    createWorkEntry(db, {
      clientServiceId: cs,
      userId,
      start,
      end: minutesAfter(start, minutes),
      status,
      values,
    });
  await entry(maria.id, csA.id, dayAt(t, -3, 9), 95, { adminVerification: true, notes: 'Budgeting' }); // 6 u, 27.72, 17.33
  await entry(maria.id, csA.id, dayAt(t, -1, 14), 60, { signature: null, typedSignature: 'Ann Baker' }); // 4 u, 18.48, 11.55
  await entry(maria.id, csA.id, dayAt(t, -2, 16), 20, { notes: '- called in sick' }, WorkEntryStatus.Abandoned);
  await entry(james.id, csB.id, dayAt(t, -4, 8, 30), 130); // 8 u × 5.12 = 40.96, 55 % = 22.528 → 22.53
  await entry(james.id, csA.id, dayAt(t, -2, 10), 50, { adminVerification: true }); // 3 u, 13.86, 7.623 → 7.62
  for (const [i, notes] of INJECTIONS.entries()) await entry(james.id, csB.id, dayAt(t, -20, 9, i), 15, { notes });
  // 2,001 quarter-hour visits a second apart on one morning: more than a page and than one cursor fetch.
  // Each is 1 u × $4.62, net 62.5 % = 2.8875 → $2.89, 0.25 h.
  await db.execute(sql`
    INSERT INTO work_entries (entry_name, user_id, client_id, client_service_id, start_time, end_time, status,
      elapsed_hours, units_used, gross_cents, net_cents)
    SELECT 'bulk ' || g, ${maria.id}, ${baker.id}, ${csA.id}, ${LONG_DAY()}::timestamptz + g * interval '1 second',
      ${LONG_DAY()}::timestamptz + g * interval '1 second' + interval '15 minutes', 8, 0.25, 1, 462, 289
    FROM generate_series(1, 2001) AS g`);
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
const exportColumns = (type: ReportType) => REPORT_COLUMNS[type].filter((c) => c.export !== false);
const MONEY_FMT = '#,##0.00';

/** Downloads a report and checks the file's headers, header row, frozen pane and auto-filter. */
async function download(type: ReportType, name: string, columns: ReportColumn[], body: unknown = {}, q = {}) {
  const res = await exportReport(t, admin, type, body, q);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const [y, m, d] = today(t).split('-');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${name} on ${m}-${d}-${y}.xlsx"`);
  const sheet = await readSheet(res.raw);
  expect(sheet.name).toBe(name);
  expect(rowValues(sheet, 1)).toEqual(columns.map((c) => c.header));
  expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(sheet.autoFilter).toBeTruthy();
  return { sheet, raw: res.raw };
}

/** Checks sheet row `n` against a preview row, cell by cell, by the column's kind. */
function expectRow(sheet: ExcelJS.Worksheet, n: number, columns: ReportColumn[], row: Row) {
  columns.forEach((c, i) => {
    const cell = sheet.getRow(n).getCell(i + 1);
    const want = c.key.startsWith('MonthlyUsage.')
      ? (row.MonthlyUsage as Row)[c.key.slice('MonthlyUsage.'.length)]
      : row[c.key];
    const where = `row ${n} ${c.header}`;
    if (want === null || want === undefined || want === '') return expect(cell.value, where).toBeNull();
    if (c.kind === 'text') {
      expect([where, cell.type, cell.value, cell.numFmt]).toEqual([where, ExcelJS.ValueType.String, want, '@']);
    } else if (c.kind === 'datetime') {
      expect(cell.value, where).toEqual(newYorkWall(String(want)));
    } else if (c.kind === 'date') {
      expect(cell.value, where).toEqual(new Date(`${String(want)}T00:00:00Z`));
    } else {
      expect([where, cell.value]).toEqual([where, want]);
      if (c.kind === 'money') expect(cell.numFmt, where).toBe(MONEY_FMT);
    }
  });
}

const preview = async (type: ReportType, q: Record<string, string | number | undefined> = {}) => {
  const res = await getReport(t, admin, type, { ...q, limit: 1000 });
  expect(res.status).toBe(200);
  return res.body as { data: Row[]; recordCount: number; stats: Record<string, number>; months?: string[] };
};

/** A bold summary row (row `n`, the last by default): its label and the sums of the columns named. */
function summaryRow(sheet: ExcelJS.Worksheet, columns: ReportColumn[], keys: string[], n = sheet.rowCount) {
  const row = sheet.getRow(n);
  expect(row.getCell(1).font?.bold).toBe(true);
  return [row.getCell(1).value, ...keys.map((k) => row.getCell(columns.findIndex((c) => c.key === k) + 1).value)];
}

describe('report downloads', () => {
  it('notes: every cell as the preview shows it, then a total row', async () => {
    const columns = exportColumns('notes');
    const { sheet } = await download('notes', 'Notes Report', columns);
    const { data } = await preview('notes');
    expect(data).toHaveLength(5);
    data.forEach((row, i) => expectRow(sheet, i + 2, columns, row));
    expect(sheet.rowCount).toBe(7);
    expect(sheet.getRow(7).getCell(1).value).toBe('Total (5 records)');
    // A note that begins with '-' stays as typed: no apostrophe, no formula.
    expect(sheet.getRow(5).getCell(columns.findIndex((c) => c.key === 'notes') + 1).value).toBe('- called in sick');
    // How the client signed, in words: never the image.
    const signed = columns.findIndex((c) => c.key === 'clientSignature') + 1;
    expect(sheet.getRow(1).getCell(signed).value).toBe('Signature');
    expect([2, 3, 4, 5, 6].map((n) => sheet.getRow(n).getCell(signed).value)).toEqual([
      'Drawn signature',
      'Drawn signature',
      'Drawn signature',
      'No signature',
      'Typed signature: Ann Baker',
    ]);
  });

  it('staff payroll: a subtotal per staff member and totals equal to the stats', async () => {
    const columns = exportColumns('staff_pay');
    const { sheet } = await download('staff_pay', 'Staff Payroll Report', columns);
    const { data, stats } = await preview('staff_pay');
    const sum = (n: number) => summaryRow(sheet, columns, ['elapsedTime', 'unitsUsed', 'netAmount'], n);
    [2, 3, 5, 6].forEach((n, i) => expectRow(sheet, n, columns, data[i]!));
    // Maria 1.58 + 1.00 h, 6 + 4 u, 17.33 + 11.55 = 28.88; James 2.17 + 0.83 h, 8 + 3 u, 22.53 + 7.62 = 30.15
    expect(sum(4)).toEqual(['Subtotal: Lopez, Maria', 2.58, 10, 28.88]);
    expect(sum(7)).toEqual(['Subtotal: Okafor, James', 3, 11, 30.15]);
    expect(sum(8)).toEqual(['Total (4 records)', 5.58, 21, 59.03]);
    expect(sheet.rowCount).toBe(8);
    expect(stats).toEqual({ recordCount: 4, totalUnits: 21, totalGross: 101.02, totalNet: 59.03 });
  });

  it('PROMISe billing: one line per entry and an amount total equal to the gross', async () => {
    const columns = exportColumns('promise_billing');
    const { sheet } = await download('promise_billing', 'Promise Billing Report', columns, {
      adminVerification: 'all',
    });
    const { data, stats } = await preview('promise_billing');
    data.forEach((row, i) => expectRow(sheet, i + 2, columns, row));
    // 6 + 4 + 3 + 8 = 21 u; 27.72 + 18.48 + 13.86 + 40.96 = 101.02
    expect(summaryRow(sheet, columns, ['unitsUsed', 'grossAmount'])).toEqual(['Total (4 records)', 21, 101.02]);
    expect([stats.totalUnits, stats.totalGross]).toEqual([21, 101.02]);
  });

  it('monthly client service summary: a column per month and used units totalled as the stats', async () => {
    const { data, stats, months } = await preview('monthly_client_service_summary');
    const columns = [
      ...exportColumns('monthly_client_service_summary'),
      ...months!.map((m): ReportColumn => ({ key: `MonthlyUsage.${m}`, header: m, kind: 'units' })),
    ];
    const { sheet } = await download('monthly_client_service_summary', 'Monthly Client Service Summary', columns);
    expect(data).toHaveLength(2);
    data.forEach((row, i) => expectRow(sheet, i + 2, columns, row));
    // Used by 30 June: 6 + 4 + 3 + 8, 6 × 1 (the formula-like notes) and 2,001 × 1 (the long day) = 2,028 u
    expect(summaryRow(sheet, columns, ['UnitsUtilized'])).toEqual(['Total (2 records)', 2028]);
    expect(stats.totalUnits).toBe(2028);
  });
});

describe('report downloads: summaries and audit', () => {
  it('client service summary: one line per authorization under its client', async () => {
    const columns = exportColumns('client_service_summary');
    const { sheet } = await download('client_service_summary', 'Client Service Summary', columns);
    const { data, stats } = await preview('client_service_summary');
    const lines = data.flatMap((c) => (c.services as Row[]).map((s) => ({ clientName: c.clientName, ...s })));
    expect(lines.map((l) => l.clientName)).toEqual(['Baker, Ann', 'Diaz, Carl']);
    lines.forEach((row, i) => expectRow(sheet, i + 2, columns, row));
    expect(summaryRow(sheet, columns, ['usedUnits'])).toEqual(['Total (2 records)', stats.totalUnits]);
  });

  it('client summary: `?status=` with an empty JSON body, every person field', async () => {
    const columns = exportColumns('client_summary');
    expect(columns.map((c) => c.key)).toContain('billingStreet');
    const { sheet } = await download('client_summary', 'Client Summary', columns, '', { status: 'active' });
    const { data } = await preview('client_summary', { status: 'active' });
    expect(data.map((r) => r.lastName)).toEqual(['Baker']);
    expectRow(sheet, 2, columns, data[0]!);
    expect(sheet.getRow(3).getCell(1).value).toBe('Total (1 record)');
  });

  it('writes an audit row for each download', async () => {
    await exportReport(t, admin, 'staff_billing', { staffId: 1 });
    const rows = await auditFor(t.database.db, 'report', 'staff_billing');
    expect(rows.at(-1)).toMatchObject({ action: 'report.export', targetType: 'report', targetId: 'staff_billing' });
  });

  it('records how many rows each download held (decision 005: "type, rows shown, count")', async () => {
    await exportReport(t, admin, 'promise_billing');
    const rows = await auditFor(t.database.db, 'report', 'promise_billing');
    expect(rows.at(-1)!.details).toMatchObject({ recordCount: 4 });
  });
});

describe('a long result', () => {
  const day = () => ({ fromDate: D(-60), toDate: D(-60) });

  it('is previewed 1,000 rows at a time, counted and totalled whole', async () => {
    const res = await getReport(t, admin, 'staff_pay', day());
    expect(res.body.data).toHaveLength(1000);
    // 2,001 × 1 u; 2,001 × 4.62 = 9,244.62; 2,001 × 2.89 = 5,782.89
    expect(res.body.stats).toEqual({ recordCount: 2001, totalUnits: 2001, totalGross: 9244.62, totalNet: 5782.89 });
  });

  it('is downloaded whole across cursor fetches, with one subtotal and totals equal to the stats', async () => {
    const columns = exportColumns('staff_pay');
    // Paging filters do not page a download.
    const { sheet } = await download('staff_pay', 'Staff Payroll Report', columns, { ...day(), offset: 5, limit: 1 });
    expect(sheet.rowCount).toBe(1 + 2001 + 2);
    const starts = Array.from({ length: 2001 }, (_, i) => (sheet.getRow(i + 2).getCell(6).value as Date).getTime());
    expect(starts.every((s, i) => i === 0 || s - starts[i - 1]! === 1000)).toBe(true);
    const keys = ['elapsedTime', 'unitsUsed', 'netAmount'];
    // 2,001 × 0.25 h = 500.25 h
    expect(summaryRow(sheet, columns, keys, 2003)).toEqual(['Subtotal: Lopez, Maria', 500.25, 2001, 5782.89]);
    expect(summaryRow(sheet, columns, keys)).toEqual(['Total (2,001 records)', 500.25, 2001, 5782.89]);
  });
});

describe('text that looks like a formula', () => {
  it('is written as a Text-formatted string cell, never a formula', async () => {
    const columns = exportColumns('notes');
    const range = { fromDate: D(-20), toDate: D(-20) };
    const { sheet, raw } = await download('notes', 'Notes Report', columns, range);
    const notes = columns.findIndex((c) => c.key === 'notes') + 1;
    const cells = INJECTIONS.map((_, i) => sheet.getRow(i + 2).getCell(notes));
    expect(cells.map((c) => [c.type, c.formula, c.numFmt])).toEqual(
      INJECTIONS.map(() => [ExcelJS.ValueType.String, undefined, '@']),
    );
    // XML reads a bare carriage return as a line feed (XML 1.0 section 2.11); the text is otherwise as typed.
    expect(cells.map((c) => c.value)).toEqual(INJECTIONS.map((v) => v.replace('\r', '\n')));
    const xml = await (await JSZip.loadAsync(raw)).file('xl/worksheets/sheet1.xml')!.async('string');
    expect(xml).not.toMatch(/<f[\s>]/);
  });
});
