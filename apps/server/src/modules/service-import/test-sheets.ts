import { constants, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS } from '@hearth/shared';
import { zip, type TestZipEntry as ZipEntry } from '../../platform/test-zip.js';

export { zip };

/** Sheets and ZIPs built in memory for the service import tests and benchmark. */

export type Cell = ExcelJS.CellValue;

/** An .xlsx with `rows` (arrays of cells) on its first sheet; Date cells get a date format. */
export async function xlsx(rows: Cell[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Authorizations');
  for (const values of rows) {
    const row = ws.addRow(values);
    values.forEach((v, i) => {
      if (v instanceof Date) row.getCell(i + 1).numFmt = 'mm/dd/yyyy';
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export type SheetLine = {
  name?: Cell;
  recipientId?: Cell;
  code?: Cell;
  serviceName?: Cell;
  cost?: Cell;
  start?: Cell;
  end?: Cell;
  units?: Cell;
  used?: Cell;
  lastAuthorized?: Cell;
};

/** One data row in IMPORT_COLUMNS order, with sensible defaults. */
export const line = (l: SheetLine): Cell[] => [
  l.name ?? 'Ann Lee',
  l.recipientId ?? '100000001',
  l.code ?? 'W1726',
  l.serviceName ?? 'Companion',
  l.cost ?? '$5.12',
  l.start ?? '07/01/2025',
  l.end ?? '06/30/2026',
  l.units ?? 480,
  l.used ?? 0,
  l.lastAuthorized ?? '06/15/2025',
];

/** A state-style sheet: the header row of IMPORT_COLUMNS then the lines. */
export const stateSheet = (lines: SheetLine[]) => xlsx([[...IMPORT_COLUMNS], ...lines.map(line)]);

const workbookXml = Buffer.from('<?xml version="1.0"?><workbook/>');

/** A workbook whose sheet entry claims 3 GB unpacked (the headers lie; the data is tiny). */
export const declaredBomb = () =>
  zip([
    { name: 'xl/workbook.xml', data: workbookXml },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<worksheet/>'), declaredSize: 3_000_000_000 },
  ]);

/** A workbook whose sheet really inflates 1000× (8 MB of the same byte in ~8 KB). */
export const ratioBomb = () =>
  zip([
    { name: 'xl/workbook.xml', data: workbookXml },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(8 * 1024 * 1024, 0x20) },
  ]);

/** A Word-like ZIP: a ZIP, but no workbook in it. */
export const docxLike = () => zip([{ name: 'word/document.xml', data: Buffer.from('<w:document/>') }]);

const SHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a one-sheet workbook around a given sheet1.xml (no shared strings, no styles). */
export const workbookAround = (sheet: Omit<ZipEntry, 'name'>, extra: ZipEntry[] = []) =>
  zip([
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(
        `<workbook xmlns="${SHEET_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="A" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', ...sheet },
    ...extra,
  ]);

/**
 * A workbook whose sheet entry declares 1,000 bytes in both its headers but inflates to `inflated`
 * bytes (default 1 GiB of spaces inside <sheetData>, ~1 MB compressed): the directory check passes
 * it, only counting the inflated bytes stops it. Built from independently compressed, sync-flushed
 * pieces (valid deflate when concatenated), so it costs no gigabyte to make. Its CRC-32 is not real.
 */
export function lyingBomb(inflated = 1024 ** 3): Buffer {
  const MIB = 1024 * 1024;
  const flush = { finishFlush: constants.Z_SYNC_FLUSH };
  const piece = deflateRawSync(Buffer.alloc(MIB, 0x20), flush);
  const deflated = Buffer.concat([
    deflateRawSync(Buffer.from(`<worksheet xmlns="${SHEET_NS}"><sheetData>`), flush),
    ...Array.from({ length: Math.ceil(inflated / MIB) }, () => piece),
    deflateRawSync(Buffer.from('</sheetData></worksheet>')),
  ]);
  return workbookAround({ data: Buffer.alloc(0), declaredSize: 1_000, deflated });
}
