/**
 * Streaming xlsx output (exceljs WorkbookWriter): rows go to the HTTP response as they are
 * written, so a 100,000-row report never sits whole in memory. One sheet, a bold frozen header
 * with an auto-filter, dates as real Excel dates in the agency's zone, money with 2 decimals.
 *
 * Text is always written as a string cell with the Text number format ('@'): Excel and LibreOffice
 * show '=HYPERLINK(...)' or '+1' as text and never evaluate it, and the Text format keeps it text
 * even when someone edits the cell (the spreadsheet form of the CSV-injection defence). Characters
 * XML 1.0 forbids are dropped from every header, sheet name and text cell: one would make the sheet
 * not well-formed, and LibreOffice then silently loses the rest of the sheet.
 *
 * On a day the zone's clocks change, each date-time cell also shows its zone ('11/01/2026 01:30 AM
 * EDT', then '01:15 AM EST'): otherwise a visit across the repeated hour reads as ending before it
 * started. Other days keep the plain format.
 */
import { PassThrough, type Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import ExcelJS from 'exceljs';
import { asText, withoutXmlForbiddenChars, zoneOffsetMs } from '@hearth/shared';

/** The media type of an .xlsx workbook. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Streams a workbook as a private download. `write` fills the stream after the headers are sent; if it
 * fails then, the failure is logged (platform/logging's serializer: the SQL's shape, never its values)
 * and the download is ended, so the browser reports it failed.
 */
export function sendWorkbook(
  request: FastifyRequest,
  reply: FastifyReply,
  disposition: string,
  write: (out: Writable) => Promise<unknown>,
  failure: string,
) {
  const stream = new PassThrough();
  write(stream).catch((err: unknown) => {
    request.log.error({ err }, failure);
    stream.destroy(err as Error);
  });
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', disposition)
    .header('cache-control', 'private, no-store')
    .send(stream);
}

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
  // '11/01/2026 01:30 AM EDT' on a day the clocks change.
  datetime: 24,
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

const DAY_MS = 86_400_000;

/**
 * For one zone: the number format of a local date-time (a Date whose UTC fields are the wall clock,
 * from `wallClock`) — the plain one, or on a day the zone's offset changes, the plain one with the
 * zone's abbreviation (EDT, EST) or, when it has none, its offset (UTC+10:30).
 */
function dateTimeFormat(timeZone: string, plain: string): (local: Date, instant: Date) => string {
  const changeDays = new Map<number, boolean>();
  const labels = new Map<number, string>();
  const abbreviation = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
  const labelOf = (instant: Date, offset: number) => {
    const name = abbreviation.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? '';
    if (/^[A-Z]{2,5}$/.test(name)) return name;
    const minutes = Math.abs(offset) / 60_000;
    const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    return `UTC${offset < 0 ? '-' : '+'}${hhmm}`;
  };
  return (local, instant) => {
    const offset = local.getTime() - instant.getTime();
    const day = Math.floor(local.getTime() / DAY_MS);
    let changes = changeDays.get(day);
    if (changes === undefined) {
      // The local day's first and last instants, near enough: zones change offset at night, not at midnight.
      const start = day * DAY_MS - offset;
      changes = zoneOffsetMs(start, timeZone) !== zoneOffsetMs(start + DAY_MS - 1, timeZone);
      changeDays.set(day, changes);
    }
    if (!changes) return plain;
    let label = labels.get(offset);
    if (label === undefined) {
      label = labelOf(instant, offset);
      labels.set(offset, label);
    }
    return `${plain} "${label}"`;
  };
}

/** 'YYYY-MM-DD' as an Excel date (midnight). */
const dayToExcel = (day: string) => new Date(`${day}T00:00:00Z`);

export type SheetWriter = {
  /** Writes one row of raw values (ISO instants, YYYY-MM-DD days, numbers, text) in column order. */
  addRow: (values: readonly unknown[]) => void;
  /**
   * A bold row (subtotals, totals) whose values are already final. The auto-filter covers data and
   * subtotal rows; a summary row that closes the sheet (the grand total) stays below it, so sorting
   * or filtering never moves it among the rows nor hides it.
   */
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
  const sheetName = withoutXmlForbiddenChars(p.sheetName).slice(0, 31);
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = p.columns.map((c) => {
    const header = withoutXmlForbiddenChars(c.header);
    return {
      header,
      width: Math.max(WIDTH[c.kind], Math.min(40, header.length + 2)),
      style: { numFmt: NUM_FMT[c.kind] },
    };
  });
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  const toLocal = wallClock(p.timeZone);
  const formatOf = dateTimeFormat(p.timeZone, NUM_FMT.datetime!);
  let rowCount = 1;
  let lastSummary = false;

  const write = (values: readonly unknown[], bold: boolean) => {
    const formats: [number, string][] = [];
    const cells = p.columns.map((c, i): ExcelJS.CellValue => {
      const value = values[i];
      if (value === null || value === undefined || value === '') return null;
      switch (c.kind) {
        case 'datetime': {
          const instant = value instanceof Date ? value : new Date(asText(value));
          const local = toLocal(instant);
          const format = formatOf(local, instant);
          if (format !== NUM_FMT.datetime) formats.push([i + 1, format]);
          return local;
        }
        case 'date':
          return dayToExcel(asText(value));
        case 'text':
          return withoutXmlForbiddenChars(asText(value));
        default:
          return typeof value === 'number' ? value : Number(value);
      }
    });
    const row = sheet.addRow(cells);
    for (const [column, format] of formats) row.getCell(column).numFmt = format;
    if (bold) row.font = { bold: true };
    row.commit();
    rowCount += 1;
    lastSummary = bold;
  };

  return {
    addRow: (values) => write(values, false),
    addSummaryRow: (values) => write(values, true),
    drained: () =>
      stream.writableNeedDrain ? new Promise((resolve) => stream.once('drain', () => resolve())) : Promise.resolve(),
    finish: async () => {
      const lastFiltered = lastSummary ? rowCount - 1 : rowCount;
      sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: lastFiltered, column: p.columns.length } };
      sheet.commit();
      await workbook.commit();
    },
  };
}
