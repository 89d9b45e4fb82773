import type { FileHandle } from 'node:fs/promises';
import { readZipDirectory, startsLikeZip, ZipError, type ZipLimits } from '../../platform/zip.js';

/**
 * Checks an uploaded workbook from its ZIP central directory alone, before anything reads it: an
 * .xlsx is a ZIP (PK\x03\x04) with an xl/workbook.xml entry, and its declared sizes must stay within
 * the limits below. Nothing is inflated here; the sheet reader enforces the same limits on the bytes
 * it really inflates (platform/zip.ts), since a directory can lie. docs/decisions/010 explains them.
 */
export const WORKBOOK_LIMITS: ZipLimits & { maxRatio: number } = {
  maxEntries: 2_000,
  /** Largest uncompressed entry (a 100,000-row sheet of the state's 10 columns is ~30 MB). */
  maxEntryBytes: 64 * 1024 * 1024,
  maxTotalBytes: 160 * 1024 * 1024,
  /** Deflate of spreadsheet XML gives 5–30×; past this ratio (on entries over 1 MB) it is a bomb. */
  maxRatio: 200,
};

export type ZipVerdict = 'ok' | 'not-xlsx' | 'unsafe';

/** 'ok', 'not-xlsx' (not a ZIP, or a ZIP without a workbook) or 'unsafe' (too big unpacked, malformed). */
export async function inspectWorkbookZip(
  fh: FileHandle,
  size: number,
  limits: typeof WORKBOOK_LIMITS = WORKBOOK_LIMITS,
): Promise<ZipVerdict> {
  if (size < 22 + 30 || !(await startsLikeZip(fh))) return 'not-xlsx';
  let entries;
  try {
    ({ entries } = await readZipDirectory(fh, size, limits.maxEntries));
  } catch (err) {
    if (err instanceof ZipError) return 'unsafe';
    throw err;
  }
  let total = 0;
  for (const e of entries) {
    if (e.size > limits.maxEntryBytes) return 'unsafe';
    if (e.size > 1024 * 1024 && e.size > limits.maxRatio * Math.max(e.compressedSize, 1)) return 'unsafe';
    total += e.size;
    if (total > limits.maxTotalBytes) return 'unsafe';
  }
  return entries.some((e) => e.name === 'xl/workbook.xml') ? 'ok' : 'not-xlsx';
}
