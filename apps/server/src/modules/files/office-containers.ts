import type { FileHandle } from 'node:fs/promises';
import { readZipDirectory, ZipError } from '../../platform/zip.js';

/**
 * Just enough of the ZIP (through platform/zip.ts) and OLE (Compound File Binary) layouts to list what
 * an Office file contains, so an upload's extension can be checked against its content. Nothing is inflated.
 */

async function readAt(fh: FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await fh.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

const MAX_ENTRIES = 50_000;

/** Names in a ZIP's central directory (platform/zip.ts), or null when the file is not a readable ZIP. */
export async function zipEntryNames(fh: FileHandle, size: number): Promise<string[] | null> {
  try {
    return (await readZipDirectory(fh, size, MAX_ENTRIES)).entries.map((e) => e.name);
  } catch (err) {
    if (err instanceof ZipError) return null;
    throw err;
  }
}

const END_OF_CHAIN = 0xfffffffe;
const MAX_REGULAR_SECTOR = 0xfffffffa;

/** Names of the storages and streams of an OLE compound file, or null when it cannot be read. */
export async function cfbEntryNames(fh: FileHandle, size: number): Promise<string[] | null> {
  const header = await readAt(fh, 0, 512);
  if (header.length < 512) return null;
  const shift = header.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return null;
  const sectorSize = 1 << shift;
  const sectorCount = Math.floor((size - 1) / sectorSize);
  const validSector = (s: number) => s < MAX_REGULAR_SECTOR && s < sectorCount;
  const sector = (s: number) => readAt(fh, (s + 1) * sectorSize, sectorSize);

  // The FAT's own sectors: 109 listed in the header, the rest in the DIFAT chain.
  const fatCount = header.readUInt32LE(0x2c);
  if (fatCount > sectorCount) return null;
  const fatSectors: number[] = [];
  for (let i = 0; i < Math.min(109, fatCount); i++) fatSectors.push(header.readUInt32LE(0x4c + 4 * i));
  let difat = header.readUInt32LE(0x44);
  for (let hops = 0; fatSectors.length < fatCount && validSector(difat); hops++) {
    if (hops > sectorCount) return null;
    const buf = await sector(difat);
    for (let i = 0; i < sectorSize / 4 - 1 && fatSectors.length < fatCount; i++)
      fatSectors.push(buf.readUInt32LE(4 * i));
    difat = buf.readUInt32LE(sectorSize - 4);
  }
  if (fatSectors.length < fatCount || !fatSectors.every(validSector)) return null;
  const fat = Buffer.concat(await Promise.all(fatSectors.map(sector)));
  const next = (s: number) => (4 * s + 4 <= fat.length ? fat.readUInt32LE(4 * s) : END_OF_CHAIN);

  const names: string[] = [];
  const seen = new Set<number>();
  for (let s = header.readUInt32LE(0x30); s !== END_OF_CHAIN; s = next(s)) {
    if (!validSector(s) || seen.has(s)) return null;
    seen.add(s);
    const buf = await sector(s);
    for (let e = 0; e + 128 <= buf.length; e += 128) {
      const type = buf[e + 0x42];
      const nameLength = Math.min(buf.readUInt16LE(e + 0x40), 64);
      if ((type === 1 || type === 2) && nameLength >= 2) names.push(buf.toString('utf16le', e, e + nameLength - 2));
    }
  }
  return names;
}
