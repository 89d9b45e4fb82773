import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS } from '@hearth/shared';

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

type ZipEntry = { name: string; data: Buffer; deflate?: boolean; declaredSize?: number };

/** A ZIP written by hand; `declaredSize` lies about an entry's uncompressed size in its headers. */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const body = e.deflate === false ? e.data : deflateRawSync(e.data);
    const size = e.declaredSize ?? e.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.deflate === false ? 0 : 8, 8);
    local.writeUInt32LE(crc32(e.data), 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(e.deflate === false ? 0 : 8, 10);
    central.writeUInt32LE(crc32(e.data), 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

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
