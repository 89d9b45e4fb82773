import type { FileHandle } from 'node:fs/promises';

/**
 * Checks an uploaded workbook from its ZIP central directory alone, before anything reads it: an
 * .xlsx is a ZIP (PK\x03\x04) with an xl/workbook.xml entry, and its declared sizes must stay within
 * the limits below. Nothing is inflated here; docs/decisions/010 explains the limits.
 */
const ZIP_LIMITS = {
  maxEntries: 2_000,
  /** Largest uncompressed entry (a 100,000-row sheet of the state's 10 columns is ~30 MB). */
  maxEntryBytes: 64 * 1024 * 1024,
  maxTotalBytes: 160 * 1024 * 1024,
  /** Deflate of spreadsheet XML gives 5–30×; past this ratio (on entries over 1 MB) it is a bomb. */
  maxRatio: 200,
} as const;

export type ZipVerdict = 'ok' | 'not-xlsx' | 'unsafe';

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL = 0x06054b50;

async function readAt(fh: FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await fh.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

/** 'ok', 'not-xlsx' (not a ZIP, or a ZIP without a workbook) or 'unsafe' (too big unpacked, malformed). */
export async function inspectWorkbookZip(
  fh: FileHandle,
  size: number,
  limits: typeof ZIP_LIMITS = ZIP_LIMITS,
): Promise<ZipVerdict> {
  if (size < 22 + 30) return 'not-xlsx';
  const head = await readAt(fh, 0, 4);
  if (head.length < 4 || head.readUInt32LE(0) !== LOCAL_HEADER) return 'not-xlsx';

  const tailLength = Math.min(size, 22 + 0xffff);
  const tailStart = size - tailLength;
  const tail = await readAt(fh, tailStart, tailLength);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === END_OF_CENTRAL) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return 'unsafe';
  const count = tail.readUInt16LE(eocd + 10);
  const cdSize = tail.readUInt32LE(eocd + 12);
  const cdOffset = tail.readUInt32LE(eocd + 16);
  // ZIP64 markers: a spreadsheet of the state's size never needs them.
  if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) return 'unsafe';
  if (count > limits.maxEntries) return 'unsafe';
  if (cdOffset + cdSize > tailStart + eocd) return 'unsafe';

  const cd = await readAt(fh, cdOffset, cdSize);
  let p = 0;
  let total = 0;
  let hasWorkbook = false;
  for (let n = 0; n < count; n++) {
    if (p + 46 > cd.length || cd.readUInt32LE(p) !== CENTRAL_HEADER) return 'unsafe';
    const compressed = cd.readUInt32LE(p + 20);
    const uncompressed = cd.readUInt32LE(p + 24);
    const nameLength = cd.readUInt16LE(p + 28);
    const next = p + 46 + nameLength + cd.readUInt16LE(p + 30) + cd.readUInt16LE(p + 32);
    if (next > cd.length) return 'unsafe';
    if (compressed === 0xffffffff || uncompressed === 0xffffffff) return 'unsafe';
    const name = cd.toString('utf8', p + 46, p + 46 + nameLength);
    if (name === 'xl/workbook.xml') hasWorkbook = true;
    if (uncompressed > limits.maxEntryBytes) return 'unsafe';
    if (uncompressed > 1024 * 1024 && uncompressed > limits.maxRatio * Math.max(compressed, 1)) return 'unsafe';
    total += uncompressed;
    if (total > limits.maxTotalBytes) return 'unsafe';
    p = next;
  }
  return hasWorkbook ? 'ok' : 'not-xlsx';
}
