import { createReadStream } from 'node:fs';
import ExcelJS from 'exceljs';
import { ImportMsg } from '@hearth/shared';
import { badRequest } from '../../platform/errors.js';
import {
  COLUMNS,
  headerPositions,
  parseRow,
  plain,
  text,
  type ColumnKey,
  type Plain,
  type RejectedRow,
  type SheetRow,
} from './sheet-values.js';

/** Data rows one sheet may hold; past this it is refused, not read further. */
export const MAX_DATA_ROWS = 100_000;
/** Rows searched for the header (title rows above it are skipped). */
const HEADER_SEARCH_ROWS = 20;

export type ReadSheet = { rows: SheetRow[]; rejected: RejectedRow[]; dataRows: number };

const cellsOf = (row: ExcelJS.Row): Plain[] => {
  const values = row.values as ExcelJS.CellValue[];
  const out: Plain[] = [];
  for (let i = 1; i < values.length; i++) out.push(plain(values[i]));
  return out;
};
const blank = (cells: Plain[]) => cells.every((c) => text(c) === '');

/**
 * Reads the first worksheet of an .xlsx with exceljs's streaming reader (rows as they are unzipped,
 * never the whole workbook in memory): finds the header within the first 20 rows, parses every data
 * row and keeps the refused ones with their reasons. 400 on a missing header or columns, or too many rows.
 */
export async function readServiceSheet(path: string, maxRows = MAX_DATA_ROWS): Promise<ReadSheet> {
  const input = createReadStream(path);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    // Without styles a date cell reads as its serial number, which parseDay takes as a date: the
    // styles part is never parsed and no cell looks its format up.
    styles: 'ignore',
    hyperlinks: 'ignore',
    worksheets: 'emit',
  });
  const rows: SheetRow[] = [];
  const rejected: RejectedRow[] = [];
  let header: Map<ColumnKey, number> | null = null;
  let best: Map<ColumnKey, number> = new Map();
  let seen = 0;
  let dataRows = 0;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet as unknown as AsyncIterable<ExcelJS.Row>) {
        const cells = cellsOf(row);
        if (blank(cells)) continue;
        if (!header) {
          seen += 1;
          const found = headerPositions(cells);
          if (found.size > best.size) best = found;
          if (COLUMNS.every((c) => !c.required || found.has(c.key))) header = found;
          else if (seen >= HEADER_SEARCH_ROWS) break;
          continue;
        }
        dataRows += 1;
        if (dataRows > maxRows) throw badRequest(ImportMsg.tooManyRows, 'file');
        const at = header;
        const parsed = parseRow(row.number, (key) => {
          const i = at.get(key);
          return i === undefined ? null : (cells[i] ?? null);
        });
        if (parsed.ok) rows.push(parsed.row);
        else rejected.push(parsed.rejected);
      }
      break; // The first worksheet only: the state's export has one.
    }
  } finally {
    input.destroy();
  }
  if (!header) {
    // The closest row names what is missing; a sheet with no recognisable header gets the generic text.
    if (best.size === 0) throw badRequest(ImportMsg.noHeader, 'file');
    const missing = COLUMNS.filter((c) => c.required && !best.has(c.key)).map((c) => c.label);
    throw badRequest(ImportMsg.missingColumns(missing), 'file');
  }
  return { rows, rejected, dataRows };
}
