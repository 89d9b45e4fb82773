/**
 * The one ZIP reader (Office files are ZIPs): the central directory read by random access, and any
 * entry inflated as a stream while its bytes are counted. An entry is stopped the moment it inflates
 * past what the directory declared, past the per-entry limit or past the limit of the whole read,
 * whatever its headers say; an entry that ends short of its declared size or fails its CRC-32 is
 * refused too. Nothing is ever written to disk.
 */
import type { FileHandle } from 'node:fs/promises';
import { pipeline, Readable } from 'node:stream';
import { crc32, createInflateRaw } from 'node:zlib';

export type ZipEntry = {
  name: string;
  /** 0 stored, 8 deflated (nothing else is read). */
  method: number;
  flags: number;
  crc32: number;
  compressedSize: number;
  /** The uncompressed size the central directory declares. */
  size: number;
  localHeaderOffset: number;
};

export type ZipLimits = {
  maxEntries: number;
  /** Most bytes one entry may inflate to. */
  maxEntryBytes: number;
  /** Most bytes all the entries read from one archive may inflate to together. */
  maxTotalBytes: number;
};

/**
 * Why an archive was not read: `malformed` (not a ZIP, broken structure or deflate data, a size or
 * CRC-32 that does not match the directory), `unsupported` (ZIP64, encrypted, another compression
 * method) or `too-large` (over a limit).
 */
export class ZipError extends Error {
  constructor(
    readonly reason: 'malformed' | 'unsupported' | 'too-large',
    message: string,
  ) {
    super(message);
    this.name = 'ZipError';
  }
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL = 0x06054b50;
const READ_CHUNK = 64 * 1024;

async function readAt(fh: FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await fh.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

/** True when the file starts with a local file header (PK\x03\x04), as every ZIP written in order does. */
export async function startsLikeZip(fh: FileHandle): Promise<boolean> {
  const head = await readAt(fh, 0, 4);
  return head.length === 4 && head.readUInt32LE(0) === LOCAL_HEADER;
}

/** The entries of the central directory, in its order. Throws ZipError; ZIP64 is refused. */
export async function readZipDirectory(
  fh: FileHandle,
  size: number,
  maxEntries: number,
): Promise<{ entries: ZipEntry[]; directoryOffset: number }> {
  if (size < 22) throw new ZipError('malformed', 'too short for a ZIP');
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
  if (eocd < 0) throw new ZipError('malformed', 'no end of central directory');
  const count = tail.readUInt16LE(eocd + 10);
  const cdSize = tail.readUInt32LE(eocd + 12);
  const cdOffset = tail.readUInt32LE(eocd + 16);
  // ZIP64 markers: no spreadsheet or document within the upload limit needs them.
  if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) throw new ZipError('unsupported', 'ZIP64');
  if (count > maxEntries) throw new ZipError('too-large', 'too many entries');
  if (cdOffset + cdSize > tailStart + eocd) throw new ZipError('malformed', 'directory out of bounds');

  const cd = await readAt(fh, cdOffset, cdSize);
  const entries: ZipEntry[] = [];
  let p = 0;
  for (let n = 0; n < count; n++) {
    if (p + 46 > cd.length || cd.readUInt32LE(p) !== CENTRAL_HEADER) throw new ZipError('malformed', 'bad header');
    const nameLength = cd.readUInt16LE(p + 28);
    const next = p + 46 + nameLength + cd.readUInt16LE(p + 30) + cd.readUInt16LE(p + 32);
    if (next > cd.length) throw new ZipError('malformed', 'header out of bounds');
    const entry: ZipEntry = {
      name: cd.toString('utf8', p + 46, p + 46 + nameLength),
      flags: cd.readUInt16LE(p + 8),
      method: cd.readUInt16LE(p + 10),
      crc32: cd.readUInt32LE(p + 16),
      compressedSize: cd.readUInt32LE(p + 20),
      size: cd.readUInt32LE(p + 24),
      localHeaderOffset: cd.readUInt32LE(p + 42),
    };
    if (entry.compressedSize === 0xffffffff || entry.size === 0xffffffff || entry.localHeaderOffset === 0xffffffff)
      throw new ZipError('unsupported', 'ZIP64');
    entries.push(entry);
    p = next;
  }
  return { entries, directoryOffset: cdOffset };
}

export type ZipArchive = {
  entries: ZipEntry[];
  /** The entry of that exact name, if any. */
  find: (name: string) => ZipEntry | undefined;
  /** The entry's inflated bytes as they come (64 KiB at most each); stopping early is fine. */
  chunks: (entry: ZipEntry) => AsyncGenerator<Buffer>;
  /** The entry's inflated bytes whole: for small parts only (the limits still apply). */
  read: (entry: ZipEntry) => Promise<Buffer>;
  /** Bytes inflated so far from this archive. */
  inflated: () => number;
};

/** Opens an archive already on disk for reading within `limits`; the caller keeps `fh` open meanwhile. */
export async function openZip(fh: FileHandle, size: number, limits: ZipLimits): Promise<ZipArchive> {
  const { entries, directoryOffset } = await readZipDirectory(fh, size, limits.maxEntries);
  const byName = new Map<string, ZipEntry>();
  for (const e of entries) if (!byName.has(e.name)) byName.set(e.name, e);
  let total = 0;

  /** Where the entry's compressed bytes start, from its local header (whose sizes are not trusted). */
  async function dataStart(entry: ZipEntry): Promise<number> {
    if (entry.flags & 0x1) throw new ZipError('unsupported', 'encrypted');
    if (entry.method !== 0 && entry.method !== 8) throw new ZipError('unsupported', `method ${entry.method}`);
    if (entry.method === 0 && entry.compressedSize !== entry.size) throw new ZipError('malformed', 'stored size');
    const local = await readAt(fh, entry.localHeaderOffset, 30);
    if (local.length < 30 || local.readUInt32LE(0) !== LOCAL_HEADER) throw new ZipError('malformed', 'local header');
    const start = entry.localHeaderOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
    if (start + entry.compressedSize > directoryOffset) throw new ZipError('malformed', 'data out of bounds');
    return start;
  }

  /** The compressed bytes from the file itself (a stream of the FileHandle would close it when destroyed). */
  async function* compressedBytes(start: number, length: number): AsyncGenerator<Buffer> {
    for (let done = 0; done < length;) {
      const want = Math.min(READ_CHUNK, length - done);
      const buf = await readAt(fh, start + done, want);
      if (buf.length < want) throw new ZipError('malformed', 'data cut short');
      done += want;
      yield buf;
    }
  }

  async function* chunks(entry: ZipEntry): AsyncGenerator<Buffer> {
    const start = await dataStart(entry);
    const allowed = Math.min(entry.size, limits.maxEntryBytes);
    let inflated = 0;
    let crc = 0;
    if (entry.compressedSize === 0) {
      // An empty stored entry; a deflated one always has at least its final block.
      if (entry.method === 8 || entry.size !== 0) throw new ZipError('malformed', 'no data');
      return;
    }
    const source = Readable.from(compressedBytes(start, entry.compressedSize), { objectMode: false });
    const output: Readable =
      entry.method === 8 ? pipeline(source, createInflateRaw({ chunkSize: READ_CHUNK }), () => undefined) : source;
    try {
      for await (const chunk of output as AsyncIterable<Buffer>) {
        inflated += chunk.length;
        total += chunk.length;
        // The directory's size first: a lying entry stops after the bytes it declared.
        if (inflated > allowed || total > limits.maxTotalBytes)
          throw new ZipError(inflated > entry.size ? 'malformed' : 'too-large', `${entry.name} inflates too far`);
        crc = crc32(chunk, crc);
        yield chunk;
      }
    } catch (err) {
      if (err instanceof ZipError) throw err;
      throw new ZipError('malformed', `${entry.name}: ${(err as Error).message}`);
    } finally {
      output.destroy();
      source.destroy();
    }
    if (inflated !== entry.size) throw new ZipError('malformed', `${entry.name} is shorter than declared`);
    if (crc >>> 0 !== entry.crc32) throw new ZipError('malformed', `${entry.name} fails its CRC-32`);
  }

  return {
    entries,
    find: (name) => byName.get(name),
    chunks,
    read: async (entry) => {
      const parts: Buffer[] = [];
      for await (const chunk of chunks(entry)) parts.push(chunk);
      return Buffer.concat(parts);
    },
    inflated: () => total,
  };
}
