/**
 * Streaming xlsx output (exceljs WorkbookWriter): rows go to the HTTP response as they are
 * written, so a 100,000-row report never sits whole in memory. One sheet, a bold frozen header
 * with an auto-filter, dates as real Excel dates in the agency's zone, money with 2 decimals.
 *
 * Text is always written as a string cell with the Text number format ('@'): Excel and LibreOffice
 * show '=HYPERLINK(...)' or '+1' as text and never evaluate it, and the Text format keeps it text
 * even when someone edits the cell (the spreadsheet form of the CSV-injection defence).
 */
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { zoneOffsetMs } from '@hearth/shared';

/** The media type of an .xlsx workbook. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type XlsxCellKind = 'text' | 'date' | 'datetime' | 'money' | 'units' | 'hours' | 'percent' | 'number';
export type XlsxColumn = { header: string; kind: XlsxCellKind };

const NUM_FMT: Record<XlsxCellKind, string | undefined> = {
  text: '@',
  date: 'mm/dd/yyyy',
  datetime: 'mm/dd/yyyy hh:mm AM/PM',
  money: '#,##0.00',
  units: '#,##0.##;-#,##0.##;0',
  hours: '0.00',
  percent: '0.00',
  number: '0',
};
const WIDTH: Record<XlsxCellKind, number> = {
  text: 22,
  date: 12,
  datetime: 20,
  money: 12,
  units: 10,
  hours: 8,
  percent: 10,
  number: 10,
};

const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * Wall-clock time of instants in one time zone, as Dates whose UTC fields are the local fields
 * (what Excel stores). Offsets are cached per quarter hour: zones change offset only on those.
 */
export function wallClock(timeZone: string): (instant: Date) => Date {
  const offsets = new Map<number, number>();
  return (instant) => {
    const bucket = Math.floor(instant.getTime() / QUARTER_HOUR_MS);
    let offset = offsets.get(bucket);
    if (offset === undefined) {
      offset = zoneOffsetMs(bucket * QUARTER_HOUR_MS, timeZone);
      offsets.set(bucket, offset);
    }
    return new Date(instant.getTime() + offset);
  };
}

/** 'YYYY-MM-DD' as an Excel date (midnight). */
const dayToExcel = (day: string) => new Date(`${day}T00:00:00Z`);

export type SheetWriter = {
  /** Writes one row of raw values (ISO instants, YYYY-MM-DD days, numbers, text) in column order. */
  addRow: (values: readonly unknown[]) => void;
  /** A bold row (subtotals, totals) whose values are already final. */
  addSummaryRow: (values: readonly unknown[]) => void;
  /** Resolves when the stream may take more (backpressure). */
  drained: () => Promise<void>;
  /** Ends the sheet and the workbook. */
  finish: () => Promise<void>;
};

export function createSheetWriter(
  stream: Writable,
  p: { sheetName: string; columns: readonly XlsxColumn[]; timeZone: string },
): SheetWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(p.sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = p.columns.map((c) => ({
    header: c.header,
    width: Math.max(WIDTH[c.kind], Math.min(40, c.header.length + 2)),
    style: { numFmt: NUM_FMT[c.kind] },
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  const toLocal = wallClock(p.timeZone);
  let rowCount = 1;
  let lastDataRow = 1;

  const cellValue = (kind: XlsxCellKind, value: unknown): ExcelJS.CellValue => {
    if (value === null || value === undefined || value === '') return null;
    switch (kind) {
      case 'datetime':
        return toLocal(value instanceof Date ? value : new Date(String(value)));
      case 'date':
        return dayToExcel(String(value));
      case 'text':
        return String(value);
      default:
        return typeof value === 'number' ? value : Number(value);
    }
  };

  const write = (values: readonly unknown[], bold: boolean) => {
    const row = sheet.addRow(p.columns.map((c, i) => cellValue(c.kind, values[i])));
    if (bold) row.font = { bold: true };
    row.commit();
    rowCount += 1;
  };

  return {
    addRow: (values) => {
      write(values, false);
      lastDataRow = rowCount;
    },
    addSummaryRow: (values) => write(values, true),
    drained: () =>
      stream.writableNeedDrain ? new Promise((resolve) => stream.once('drain', () => resolve())) : Promise.resolve(),
    finish: async () => {
      sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: lastDataRow, column: p.columns.length } };
      sheet.commit();
      await workbook.commit();
    },
  };
}
