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

/** Where the reader is in the part, and the cell it is reading. */
type ReadState = {
  stop: boolean;
  inData: boolean;
  rowNumber: number;
  cells: Plain[] | null;
  col: number;
  type: string;
  value: string;
  hasValue: boolean;
  inline: string;
  hasInline: boolean;
  // Text goes to `value` inside <v>, to `inline` inside an <is>'s <t> (not a phonetic run's).
  capture: 'v' | 't' | null;
  inInline: boolean;
  inPhonetic: boolean;
};

/** The value of the cell just read, by its type (`t`). */
function cellValue(s: ReadState, strings: readonly string[]): Plain {
  switch (s.type) {
    case 's':
      return s.hasValue ? (strings[Number(s.value)] ?? null) : null;
    case 'inlineStr':
      return s.hasInline ? s.inline : s.hasValue ? s.value : null;
    case 'str':
    case 'd':
      return s.hasValue ? s.value : null;
    case 'b':
      return s.hasValue && s.value.trim() !== '' ? String(Number(s.value) !== 0) : null;
    case 'e':
      return null;
    default:
      return s.hasValue ? numberOf(s.value) : null;
  }
}

/** A row opens: its number is its `r`, else the previous one's plus one. */
function openRow(s: ReadState, a: Record<string, string>): void {
  if (!s.inData) return;
  const r = a.r === undefined ? NaN : Number(a.r);
  s.rowNumber = Number.isInteger(r) && r > 0 ? r : s.rowNumber + 1;
  s.cells = [];
  s.col = 0;
}

/** A cell opens: its column is its `r`, else the previous one's plus one. */
function openCell(s: ReadState, a: Record<string, string>): void {
  if (!s.cells) return;
  s.col = (a.r === undefined ? 0 : columnOf(a.r)) || s.col + 1;
  if (s.col > MAX_COLUMNS) throw new WorkbookFormatError('a cell beyond column XFD');
  s.type = a.t ?? 'n';
  s.value = '';
  s.inline = '';
  s.hasValue = false;
  s.hasInline = false;
}

function openTag(s: ReadState, name: string, a: Record<string, string>): void {
  switch (name) {
    case 'sheetData':
      s.inData = true;
      break;
    case 'row':
      openRow(s, a);
      break;
    case 'c':
      openCell(s, a);
      break;
    case 'v':
      if (!s.cells) break;
      s.capture = 'v';
      s.hasValue = true;
      break;
    case 'is':
      s.inInline = true;
      s.hasInline = true;
      break;
    case 'rPh':
      s.inPhonetic = true;
      break;
    case 't':
      if (s.inInline && !s.inPhonetic) s.capture = 't';
      break;
  }
}

function closeTag(s: ReadState, name: string, strings: readonly string[], onRow: (row: SheetRowCells) => boolean) {
  switch (name) {
    case 'v':
    case 't':
      s.capture = null;
      break;
    case 'is':
      s.inInline = false;
      break;
    case 'rPh':
      s.inPhonetic = false;
      break;
    case 'c':
      if (s.cells) {
        const v = cellValue(s, strings);
        if (v !== null) s.cells[s.col - 1] = v;
      }
      break;
    case 'row':
      if (s.cells && !s.stop) {
        const row = { number: s.rowNumber, cells: s.cells };
        s.cells = null;
        if (onRow(row)) s.stop = true;
      }
      break;
    case 'sheetData':
      s.inData = false;
      s.stop = true;
      break;
  }
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
  const s: ReadState = {
    stop: false,
    inData: false,
    rowNumber: 0,
    cells: null,
    col: 0,
    type: 'n',
    value: '',
    hasValue: false,
    inline: '',
    hasInline: false,
    capture: null,
    inInline: false,
    inPhonetic: false,
  };
  await parsePart(zip, entry, {
    stopped: () => s.stop,
    open: (name, a) => openTag(s, name, a),
    text: (t) => {
      if (s.capture === 'v') s.value += t;
      else if (s.capture === 't') s.inline += t;
    },
    close: (name) => closeTag(s, name, strings, onRow),
  });
}
