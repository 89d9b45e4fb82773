/**
 * Receivables as an xlsx: a Summary sheet (the age buckets, then the payers) and a Claims sheet
 * (every open claim with its figures and deadline flags), money in dollars as currency.
 *
 * platform/xlsx's writer makes one-sheet workbooks, so the two sheets are written here on exceljs's
 * streaming writer with the same defences: text always a string cell in the Text format ('@') with
 * the characters XML forbids dropped, days as real Excel dates. Once platform/xlsx.ts writes
 * several sheets, this file should use it.
 */
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  AGING_BUCKETS,
  asText,
  PAYMENT_STATE_LABELS,
  withoutXmlForbiddenChars,
  type ReceivablesOut,
} from '@hearth/shared';

type Kind = 'text' | 'date' | 'money' | 'number';
type Column = { header: string; kind: Kind; width?: number };

const NUM_FMT: Record<Kind, string> = {
  text: '@',
  date: 'mm/dd/yyyy',
  money: '"$"#,##0.00;-"$"#,##0.00',
  number: '0',
};
const WIDTH: Record<Kind, number> = { text: 22, date: 12, money: 14, number: 10 };

/** A cell of `kind` from a raw value: text stays text, 'YYYY-MM-DD' becomes an Excel date, cents become dollars. */
function cell(kind: Kind, value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  switch (kind) {
    case 'text':
      return withoutXmlForbiddenChars(asText(value));
    case 'date':
      return new Date(`${asText(value)}T00:00:00Z`);
    case 'money':
      return Number(value) / 100;
    default:
      return Number(value);
  }
}

type Sheet = ExcelJS.Worksheet;

/** A sheet whose columns take their widths and number formats from their kinds; `frozen`: below its header row. */
function addSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  columns: readonly Column[],
  frozen: boolean,
): Sheet {
  const sheet = workbook.addWorksheet(name, frozen ? { views: [{ state: 'frozen', ySplit: 1 }] } : {});
  sheet.columns = columns.map((c) => ({
    width: c.width ?? Math.max(WIDTH[c.kind], Math.min(40, c.header.length + 2)),
    style: { numFmt: NUM_FMT[c.kind] },
  }));
  return sheet;
}

/**
 * A row of raw values (cents for money), each cell in the format of its kind in `columns` (the
 * Summary's sections put other kinds in a column than its own); `bold` for totals.
 */
function addRow(sheet: Sheet, columns: readonly Column[], values: readonly unknown[], bold = false) {
  const row = sheet.addRow(columns.map((c, i) => cell(c.kind, values[i])));
  columns.forEach((c, i) => {
    row.getCell(i + 1).numFmt = NUM_FMT[c.kind];
  });
  if (bold) row.font = { bold: true };
  row.commit();
}

/** A header row: every cell text, whatever its column holds below. */
function addHeader(sheet: Sheet, headers: readonly string[]) {
  const row = sheet.addRow(headers.map((h) => withoutXmlForbiddenChars(h)));
  row.eachCell((c) => {
    c.numFmt = NUM_FMT.text;
  });
  row.font = { bold: true };
  row.commit();
}

const BUCKET_COLUMNS = AGING_BUCKETS.map((b): Column => ({ header: b.label, kind: 'money' }));
const SUMMARY: readonly Column[] = [
  { header: 'Payer', kind: 'text', width: 26 },
  { header: 'Payer ID', kind: 'text', width: 16 },
  ...BUCKET_COLUMNS,
  { header: 'Outstanding', kind: 'money' },
];

/**
 * The Summary sheet: the day and the filing limit, the buckets (claims, outstanding), then the payers
 * with their outstanding in each bucket.
 */
function writeSummary(workbook: ExcelJS.stream.xlsx.WorkbookWriter, r: ReceivablesOut) {
  const sheet = addSheet(workbook, 'Summary', SUMMARY, false);
  const kinds = (...k: Kind[]) => k.map((kind): Column => ({ header: '', kind }));
  addRow(sheet, kinds('text', 'date'), ['Receivables as of', r.asOf], true);
  addRow(sheet, kinds('text', 'number'), ['Filing limit (days)', r.filingLimitDays]);
  sheet.addRow([]).commit();
  const bucketColumns = kinds('text', 'number', 'money');
  addHeader(sheet, ['Age since billing', 'Claims', 'Outstanding']);
  for (const b of r.buckets) addRow(sheet, bucketColumns, [b.label, b.claimCount, b.outstandingCents]);
  addRow(sheet, bucketColumns, ['Total', r.claimCount, r.outstandingCents], true);
  sheet.addRow([]).commit();
  addHeader(
    sheet,
    SUMMARY.map((c) => c.header),
  );
  for (const p of r.payers) {
    addRow(sheet, SUMMARY, [p.payerName, p.payerId, ...AGING_BUCKETS.map((b) => p.buckets[b.key]), p.outstandingCents]);
  }
  const bucketTotals = r.buckets.map((b) => b.outstandingCents);
  addRow(sheet, SUMMARY, ['Total', null, ...bucketTotals, r.outstandingCents], true);
  sheet.commit();
}

const CLAIMS: readonly Column[] = [
  { header: 'Claim', kind: 'text', width: 12 },
  { header: 'Client', kind: 'text' },
  { header: 'Payer', kind: 'text' },
  { header: 'Payer ID', kind: 'text', width: 14 },
  { header: 'Procedure Code', kind: 'text', width: 16 },
  { header: 'Billed On', kind: 'date' },
  { header: 'First Date of Service', kind: 'date' },
  { header: 'Age (Days)', kind: 'number' },
  { header: 'Age', kind: 'text', width: 14 },
  { header: 'State', kind: 'text', width: 12 },
  { header: 'Billed', kind: 'money' },
  { header: 'Paid', kind: 'money' },
  { header: 'Adjusted', kind: 'money' },
  { header: 'Outstanding', kind: 'money' },
  { header: 'Filing Deadline', kind: 'date', width: 16 },
  { header: 'Deadline Near', kind: 'text', width: 14 },
  { header: 'Deadline Passed', kind: 'text', width: 16 },
];
const BUCKET_LABELS = new Map(AGING_BUCKETS.map((b) => [b.key, b.label]));
const yes = (flag: boolean) => (flag ? 'Yes' : '');

/** The Claims sheet: every open claim, oldest first, with an auto-filter, and the totals below it. */
async function writeClaims(workbook: ExcelJS.stream.xlsx.WorkbookWriter, stream: Writable, r: ReceivablesOut) {
  const sheet = addSheet(workbook, 'Claims', CLAIMS, true);
  addHeader(
    sheet,
    CLAIMS.map((c) => c.header),
  );
  const sums = { billed: 0, paid: 0, adjusted: 0, outstanding: 0 };
  for (const c of r.claims) {
    addRow(sheet, CLAIMS, [
      c.patientControlNumber,
      c.clientName,
      c.payerName,
      c.payerId,
      c.serviceCode,
      c.billedOn,
      c.firstServiceDate,
      c.ageDays,
      BUCKET_LABELS.get(c.bucket),
      PAYMENT_STATE_LABELS[c.state],
      c.billedCents,
      c.paidCents,
      c.adjustedCents,
      c.outstandingCents,
      c.filingDeadline,
      yes(c.deadlineNear),
      yes(c.deadlinePassed),
    ]);
    sums.billed += c.billedCents;
    sums.paid += c.paidCents;
    sums.adjusted += c.adjustedCents;
    sums.outstanding += c.outstandingCents;
    if (stream.writableNeedDrain) await new Promise((resolve) => stream.once('drain', resolve));
  }
  // The filter covers the claims; the total row below them stays put when they are sorted or filtered.
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: r.claims.length + 1, column: CLAIMS.length } };
  const label = `Total: ${r.claims.length} claims`;
  const totals = [label, null, null, null, null, null, null, null, null, null, sums.billed, sums.paid, sums.adjusted];
  addRow(sheet, CLAIMS, [...totals, sums.outstanding], true);
  sheet.commit();
}

/** Streams the receivables workbook to `stream`. */
export async function writeReceivables(stream: Writable, r: ReceivablesOut): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  writeSummary(workbook, r);
  await writeClaims(workbook, stream, r);
  await workbook.commit();
}
