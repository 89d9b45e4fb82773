import { open } from 'node:fs/promises';
import { ImportMsg } from '@hearth/shared';
import { badRequest } from '../../platform/errors.js';
import { openZip, ZipError } from '../../platform/zip.js';
import { readSheetRows } from './sheet-rows.js';
import {
  COLUMNS,
  headerPositions,
  parseRow,
  text,
  type ColumnKey,
  type Plain,
  type RejectedRow,
  type SheetRow,
} from './sheet-values.js';
import { readSharedStrings, workbookParts, WorkbookFormatError } from './workbook-xml.js';
import { WORKBOOK_LIMITS } from './zip-guard.js';

/** Data rows one sheet may hold; past this it is refused, not read further. */
export const MAX_DATA_ROWS = 100_000;
/** Rows searched for the header (title rows above it are skipped). */
const HEADER_SEARCH_ROWS = 20;

export type ReadSheet = { rows: SheetRow[]; rejected: RejectedRow[]; dataRows: number };

const blank = (cells: Plain[]) => cells.every((c) => text(c) === '');

/**
 * Reads the first worksheet of an .xlsx on disk: the ZIP by its central directory, every part inflated
 * in memory with its bytes counted (a part that inflates past what the directory declared or past the
 * limits is refused with 400 `unsafeWorkbook`, as is XML that is not well-formed), the shared strings
 * first, then the sheet row by row (never whole). Finds the header within the first 20 rows, parses
 * every data row and keeps the refused ones with their reasons. 400 on a missing header or columns,
 * or too many rows. Nothing is written to disk.
 */
export async function readServiceSheet(path: string, maxRows = MAX_DATA_ROWS): Promise<ReadSheet> {
  const rows: SheetRow[] = [];
  const rejected: RejectedRow[] = [];
  let header: Map<ColumnKey, number> | null = null;
  let best: Map<ColumnKey, number> = new Map();
  let seen = 0;
  let dataRows = 0;

  /** One row of the sheet; true once the header search gave up (the rest is not read). */
  const onRow = ({ number, cells }: { number: number; cells: Plain[] }): boolean => {
    if (blank(cells)) return false;
    if (!header) {
      seen += 1;
      const found = headerPositions(cells);
      if (found.size > best.size) best = found;
      if (COLUMNS.every((c) => !c.required || found.has(c.key))) header = found;
      return !header && seen >= HEADER_SEARCH_ROWS;
    }
    dataRows += 1;
    if (dataRows > maxRows) throw badRequest(ImportMsg.tooManyRows, 'file');
    const at = header;
    const parsed = parseRow(number, (key) => {
      const i = at.get(key);
      return i === undefined ? null : (cells[i] ?? null);
    });
    if (parsed.ok) rows.push(parsed.row);
    else rejected.push(parsed.rejected);
    return false;
  };

  const fh = await open(path, 'r');
  try {
    const zip = await openZip(fh, (await fh.stat()).size, WORKBOOK_LIMITS);
    const parts = await workbookParts(zip);
    // The first worksheet only: the state's export has one.
    if (parts.sheet) {
      const strings = parts.sharedStrings ? await readSharedStrings(zip, parts.sharedStrings) : [];
      await readSheetRows(zip, parts.sheet, strings, onRow);
    }
  } catch (err) {
    if (err instanceof ZipError || err instanceof WorkbookFormatError)
      throw badRequest(ImportMsg.unsafeWorkbook, 'file');
    throw err;
  } finally {
    await fh.close();
  }
  if (!header) {
    // The closest row names what is missing; a sheet with no recognisable header gets the generic text.
    if (best.size === 0) throw badRequest(ImportMsg.noHeader, 'file');
    const missing = COLUMNS.filter((c) => c.required && !best.has(c.key)).map((c) => c.label);
    throw badRequest(ImportMsg.missingColumns(missing), 'file');
  }
  return { rows, rejected, dataRows };
}
