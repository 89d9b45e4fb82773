/**
 * A worksheet part's rows as the import reads them: each row's number and its cells' values by
 * column (index 0 = column A), streamed through saxes. Values as the importer needs them (styles are
 * not read, so a date cell is its serial number): shared and inline strings (rich text runs joined),
 * numbers, booleans as 'true'/'false', error cells as empty, ISO date cells (t="d") as their text,
 * formula cells by their cached result. A row or cell without its `r` follows the previous one.
 */
import type { ZipArchive, ZipEntry } from '../../platform/zip.js';
import type { Plain } from './sheet-values.js';
import { parsePart, WorkbookFormatError } from './workbook-xml.js';

export type SheetRowCells = { number: number; cells: Plain[] };

/** Excel's last column (XFD). */
const MAX_COLUMNS = 16_384;

/** The column of a cell reference ('AB12' → 28), 0 when it has no letters. */
function columnOf(ref: string): number {
  let col = 0;
  for (let i = 0; i < ref.length && col <= MAX_COLUMNS; i++) {
    const c = ref.charCodeAt(i) | 0x20; // lower case
    if (c < 97 || c > 122) break;
    col = col * 26 + (c - 96);
  }
  return col;
}

function numberOf(v: string): Plain {
  if (v.trim() === '') return null;
  const n = Number(v);
  return Number.isNaN(n) ? v : n;
}

/**
 * Calls `onRow` for each row of the sheet, in order; reading stops when it returns true, at the end
 * of `<sheetData>`, or when it throws (the error passes through).
 */
export async function readSheetRows(
  zip: ZipArchive,
  entry: ZipEntry,
  strings: readonly string[],
  onRow: (row: SheetRowCells) => boolean,
): Promise<void> {
  let stop = false;
  let inData = false;
  let rowNumber = 0;
  let cells: Plain[] | null = null;
  let col = 0;
  let type = 'n';
  let value = '';
  let hasValue = false;
  let inline = '';
  let hasInline = false;
  // Text goes to `value` inside <v>, to `inline` inside an <is>'s <t> (not a phonetic run's).
  let capture: 'v' | 't' | null = null;
  let inInline = false;
  let inPhonetic = false;

  const cellValue = (): Plain => {
    switch (type) {
      case 's':
        return hasValue ? (strings[Number(value)] ?? null) : null;
      case 'inlineStr':
        return hasInline ? inline : hasValue ? value : null;
      case 'str':
      case 'd':
        return hasValue ? value : null;
      case 'b':
        return hasValue && value.trim() !== '' ? String(Number(value) !== 0) : null;
      case 'e':
        return null;
      default:
        return hasValue ? numberOf(value) : null;
    }
  };

  await parsePart(zip, entry, {
    stopped: () => stop,
    open: (name, a) => {
      switch (name) {
        case 'sheetData':
          inData = true;
          break;
        case 'row': {
          if (!inData) break;
          const r = a.r === undefined ? NaN : Number(a.r);
          rowNumber = Number.isInteger(r) && r > 0 ? r : rowNumber + 1;
          cells = [];
          col = 0;
          break;
        }
        case 'c':
          if (!cells) break;
          col = (a.r === undefined ? 0 : columnOf(a.r)) || col + 1;
          if (col > MAX_COLUMNS) throw new WorkbookFormatError('a cell beyond column XFD');
          type = a.t ?? 'n';
          value = '';
          inline = '';
          hasValue = false;
          hasInline = false;
          break;
        case 'v':
          if (!cells) break;
          capture = 'v';
          hasValue = true;
          break;
        case 'is':
          inInline = true;
          hasInline = true;
          break;
        case 'rPh':
          inPhonetic = true;
          break;
        case 't':
          if (inInline && !inPhonetic) capture = 't';
          break;
      }
    },
    text: (t) => {
      if (capture === 'v') value += t;
      else if (capture === 't') inline += t;
    },
    close: (name) => {
      switch (name) {
        case 'v':
        case 't':
          capture = null;
          break;
        case 'is':
          inInline = false;
          break;
        case 'rPh':
          inPhonetic = false;
          break;
        case 'c':
          if (cells) {
            const v = cellValue();
            if (v !== null) cells[col - 1] = v;
          }
          break;
        case 'row':
          if (cells && !stop) {
            const row = { number: rowNumber, cells };
            cells = null;
            if (onRow(row)) stop = true;
          }
          break;
        case 'sheetData':
          inData = false;
          stop = true;
          break;
      }
    },
  });
}
