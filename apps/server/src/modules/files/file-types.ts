import { open } from 'node:fs/promises';
import { ALLOWED_FILE_TYPES, type AllowedFileType } from '@hearth/shared';
import { cfbEntryNames, zipEntryNames } from './office-containers.js';

/** What the upload receiver learnt while streaming the bytes to a temporary file. */
export type UploadProbe = {
  path: string;
  size: number;
  /** The first bytes (up to 1 KiB). */
  head: Buffer;
  /** Valid UTF-8 with no NUL byte. */
  text: boolean;
};

export const CONTENT_TYPES: Record<AllowedFileType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

export const isAllowedFileType = (ext: string): ext is AllowedFileType =>
  (ALLOWED_FILE_TYPES as readonly string[]).includes(ext);

const PDF = Buffer.from('%PDF-');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The part every OOXML file of that kind has. */
const OOXML_FOLDER: Partial<Record<AllowedFileType, string>> = { docx: 'word/', xlsx: 'xl/', pptx: 'ppt/' };
/** The main stream of the legacy binary formats ('Book' is Excel 5/95). */
const OLE_STREAMS: Partial<Record<AllowedFileType, string[]>> = {
  doc: ['WordDocument'],
  xls: ['Workbook', 'Book'],
  ppt: ['PowerPoint Document'],
};

/** Markup a browser could render as a page if it ever ignored the download headers. */
const MARKUP = /^\s*<(!doctype|html|head|body|script|iframe|svg|\?xml)\b/i;

const startsWith = (head: Buffer, magic: Buffer) => head.subarray(0, magic.length).equals(magic);

/** True when the bytes are really a file of type `ext` (never trusting the name or the browser). */
export async function contentMatches(ext: AllowedFileType, probe: UploadProbe): Promise<boolean> {
  const { head } = probe;
  switch (ext) {
    case 'pdf':
      return startsWith(head, PDF);
    case 'png':
      return startsWith(head, PNG);
    case 'jpg':
    case 'jpeg':
      return startsWith(head, JPEG);
    case 'csv':
    case 'txt':
      return probe.text && !MARKUP.test(head.toString('utf8').replace(/^\uFEFF/, ''));
    case 'doc':
    case 'xls':
    case 'ppt': {
      if (!startsWith(head, OLE)) return false;
      const names = await withFile(probe, cfbEntryNames);
      return Boolean(names?.some((n) => OLE_STREAMS[ext]!.includes(n)));
    }
    case 'docx':
    case 'xlsx':
    case 'pptx': {
      if (!startsWith(head, ZIP)) return false;
      const names = await withFile(probe, zipEntryNames);
      if (!names?.includes('[Content_Types].xml')) return false;
      // A macro-enabled document (.docm, .xlsm, .pptm) renamed to the plain extension is refused.
      if (names.some((n) => n.toLowerCase().endsWith('vbaproject.bin'))) return false;
      return names.some((n) => n.startsWith(OOXML_FOLDER[ext]!));
    }
  }
}

async function withFile<T>(
  probe: UploadProbe,
  read: (fh: Awaited<ReturnType<typeof open>>, size: number) => Promise<T>,
) {
  const fh = await open(probe.path, 'r');
  try {
    return await read(fh, probe.size);
  } catch {
    return null;
  } finally {
    await fh.close();
  }
}
