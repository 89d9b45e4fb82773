import { crc32, deflateRawSync } from 'node:zlib';

/** ZIPs written byte by byte for the tests of ZIP readers (not a test file itself). */

export type TestZipEntry = {
  name: string;
  data: Buffer;
  deflate?: boolean;
  declaredSize?: number;
  /** Deflate data given as is (then `data` only gives the CRC-32, and `declaredSize` the size). */
  deflated?: Buffer;
  /** General purpose flags (bit 0: encrypted) and compression method, when not the usual. */
  flags?: number;
  method?: number;
  /** A CRC-32 other than the data's. */
  crc?: number;
};

/** A ZIP written by hand; `declaredSize` lies about an entry's uncompressed size in its headers. */
export function zip(entries: TestZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const body = e.deflated ?? (e.deflate === false ? e.data : deflateRawSync(e.data));
    const size = e.declaredSize ?? e.data.length;
    const method = e.method ?? (e.deflate === false ? 0 : 8);
    const crc = e.crc ?? crc32(e.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.flags ?? 0, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(e.flags ?? 0, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
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
