// The one xlsx writer read back: the auto-filter's extent around subtotals and the grand total, the
// zone shown on date-times of a day the clocks change, and text XML cannot hold.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { createSheetWriter, type XlsxColumn } from './xlsx.js';

/** Writes rows (`['sum', ...]` for a summary row) and returns the bytes. */
async function workbook(
  columns: XlsxColumn[],
  rows: (readonly unknown[] | { summary: readonly unknown[] })[],
  p: { sheetName?: string; timeZone?: string } = {},
) {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  const sheet = createSheetWriter(stream, {
    sheetName: p.sheetName ?? 'Report',
    columns,
    timeZone: p.timeZone ?? 'America/New_York',
  });
  for (const r of rows) {
    if ('summary' in r) sheet.addSummaryRow(r.summary);
    else sheet.addRow(r);
  }
  await sheet.finish();
  return Buffer.concat(chunks);
}

async function firstSheet(raw: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(raw as unknown as ArrayBuffer);
  return wb.worksheets[0]!;
}

/** Every XML part of the workbook through a strict parser (throws on anything not well-formed). */
async function expectWellFormed(raw: Buffer) {
  const zip = await JSZip.loadAsync(raw);
  const parts = Object.keys(zip.files).filter((n) => n.endsWith('.xml') || n.endsWith('.rels'));
  expect(parts).toContain('xl/worksheets/sheet1.xml');
  for (const name of parts) {
    const parser = new SaxesParser();
    parser.write(await zip.file(name)!.async('string')).close();
  }
}

const wall = (y: number, mo: number, d: number, h: number, mi: number) => new Date(Date.UTC(y, mo - 1, d, h, mi));

describe('createSheetWriter', () => {
  const pay: XlsxColumn[] = [
    { header: 'Staff Name', kind: 'text' },
    { header: 'Units', kind: 'units' },
  ];

  it('filters data and subtotal rows; the grand total stays below the filter', async () => {
    const raw = await workbook(pay, [
      ['Ann', 1],
      ['Ann', 2],
      { summary: ['Subtotal: Ann', 3] },
      ['Bob', 4],
      { summary: ['Subtotal: Bob', 4] },
      { summary: ['Total (3 rows)', 7] },
    ]);
    const sheet = await firstSheet(raw);
    expect(sheet.autoFilter).toBe('A1:B6');
    expect(sheet.getRow(7).getCell(1).value).toBe('Total (3 rows)');
    // Without subtotals: the data rows only; with no row at all, the header.
    expect((await firstSheet(await workbook(pay, [['Ann', 1], { summary: ['Total', 1] }]))).autoFilter).toBe('A1:B2');
    expect((await firstSheet(await workbook(pay, [{ summary: ['Total (0 rows)', 0] }]))).autoFilter).toBe('A1:B1');
    expect((await firstSheet(await workbook(pay, [['Ann', 1]]))).autoFilter).toBe('A1:B2');
  });

  it('shows the zone on the date-times of a day the clocks change, so a visit across the repeated hour reads forward', async () => {
    const columns: XlsxColumn[] = [
      { header: 'Start Time', kind: 'datetime' },
      { header: 'End Time', kind: 'datetime' },
    ];
    const raw = await workbook(columns, [
      // 1 Nov 2026, New York: 01:30 EDT to 01:15 EST, 45 minutes across the fall-back.
      ['2026-11-01T05:30:00Z', '2026-11-01T06:15:00Z'],
      // The same day before the change, and the next day (plain).
      ['2026-11-01T04:10:00Z', '2026-11-02T14:00:00Z'],
      // 8 Mar 2026: 01:30 EST, then 03:15 EDT.
      ['2026-03-08T06:30:00Z', '2026-03-08T07:15:00Z'],
    ]);
    const sheet = await firstSheet(raw);
    const cell = (r: number, c: number) => {
      const x = sheet.getRow(r).getCell(c);
      return [x.value, x.numFmt];
    };
    const plain = 'mm/dd/yyyy hh:mm AM/PM';
    expect(cell(2, 1)).toEqual([wall(2026, 11, 1, 1, 30), `${plain} "EDT"`]);
    expect(cell(2, 2)).toEqual([wall(2026, 11, 1, 1, 15), `${plain} "EST"`]);
    expect(cell(3, 1)).toEqual([wall(2026, 11, 1, 0, 10), `${plain} "EDT"`]);
    expect(cell(3, 2)).toEqual([wall(2026, 11, 2, 9, 0), plain]);
    expect(cell(4, 1)).toEqual([wall(2026, 3, 8, 1, 30), `${plain} "EST"`]);
    expect(cell(4, 2)).toEqual([wall(2026, 3, 8, 3, 15), `${plain} "EDT"`]);
    await expectWellFormed(raw);
  });
});

describe('createSheetWriter: offsets and characters XML cannot hold', () => {
  it('names the offset where the zone has no abbreviation (Lord Howe moves by half an hour)', async () => {
    // 5 Apr 2026, 02:00 +11:00 becomes 01:30 +10:30 (15:00 UTC).
    const raw = await workbook(
      [{ header: 'At', kind: 'datetime' }],
      [['2026-04-04T14:50:00Z'], ['2026-04-04T15:10:00Z']],
      { timeZone: 'Australia/Lord_Howe' },
    );
    const sheet = await firstSheet(raw);
    expect(sheet.getRow(2).getCell(1).numFmt).toMatch(/"(UTC\+11:00|[A-Z]{2,5})"$/);
    expect(sheet.getRow(3).getCell(1).numFmt).toMatch(/"(UTC\+10:30|[A-Z]{2,5})"$/);
    expect(sheet.getRow(2).getCell(1).numFmt).not.toBe(sheet.getRow(3).getCell(1).numFmt);
  });

  it('drops characters XML cannot hold from headers, the sheet name and text, keeping tab and line breaks', async () => {
    const raw = await workbook(
      [
        { header: 'Client\uFFFE Name', kind: 'text' },
        { header: 'Notes', kind: 'text' },
        { header: 'Units', kind: 'units' },
      ],
      [
        ['Ann\u0001 Lee\uFFFF', 'Arrived\u000B late\uD800\tthen\r\nleft', 4],
        { summary: ['Total (1 row)\u0008', null, 4] },
      ],
      { sheetName: 'Notes\u0002' },
    );
    await expectWellFormed(raw);
    const sheet = await firstSheet(raw);
    expect(sheet.name).toBe('Notes');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Client Name', 'Notes', 'Units']);
    const [, name, notes, units] = sheet.getRow(2).values as unknown[];
    // (A carriage return reads back as a line feed: XML normalises line ends.)
    expect([name, notes, units]).toEqual(['Ann Lee', expect.stringMatching(/^Arrived late\tthen\r?\nleft$/), 4]);
    expect(sheet.getRow(3).getCell(1).value).toBe('Total (1 row)');
  });
});
