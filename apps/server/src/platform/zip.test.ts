import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { constants, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { zip } from './test-zip.js';
import { openZip, readZipDirectory, ZipError, type ZipLimits } from './zip.js';

const dir = mkdtempSync(path.join(tmpdir(), 'hearth-zip-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LIMITS: ZipLimits = { maxEntries: 100, maxEntryBytes: 64 * 1024 * 1024, maxTotalBytes: 160 * 1024 * 1024 };
let files = 0;

/** Opens `data` as an archive and runs `use` on it; the file is closed afterwards. */
async function withZip<T>(data: Buffer, use: (z: Awaited<ReturnType<typeof openZip>>) => Promise<T>, limits = LIMITS) {
  const file = path.join(dir, `${files++}.zip`);
  writeFileSync(file, data);
  const fh = await open(file, 'r');
  try {
    return await use(await openZip(fh, data.length, limits));
  } finally {
    await fh.close();
  }
}

/** The ZipError reason a promise rejects with. */
const reasonOf = (p: Promise<unknown>) =>
  p.then(
    () => 'read',
    (err: unknown) => (err instanceof ZipError ? err.reason : `not a ZipError: ${String(err)}`),
  );

const MIB = 1024 * 1024;
/** `mebibytes` MiB of spaces as raw deflate, made without ever holding them whole. */
const spaces = (mebibytes: number) => {
  const piece = deflateRawSync(Buffer.alloc(MIB, 0x20), { finishFlush: constants.Z_SYNC_FLUSH });
  return Buffer.concat([...Array.from({ length: mebibytes }, () => piece), deflateRawSync(Buffer.alloc(0))]);
};

describe('platform ZIP reader', () => {
  it('reads every entry of a workbook written by exceljs, stored and deflated alike', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('A').addRow(['Ann Lee', 42]);
    const data = Buffer.from(await wb.xlsx.writeBuffer());
    await withZip(data, async (z) => {
      expect(z.entries.map((e) => e.name)).toEqual(
        expect.arrayContaining(['xl/workbook.xml', 'xl/worksheets/sheet1.xml', 'xl/sharedStrings.xml']),
      );
      for (const e of z.entries) expect((await z.read(e)).length).toBe(e.size);
      expect(z.inflated()).toBe(z.entries.reduce((sum, e) => sum + e.size, 0));
      const strings = (await z.read(z.find('xl/sharedStrings.xml')!)).toString('utf8');
      expect(strings).toContain('<t>Ann Lee</t>');
    });
    const stored = zip([{ name: 'a.txt', data: Buffer.from('plain'), deflate: false }]);
    await withZip(stored, async (z) => expect((await z.read(z.find('a.txt')!)).toString()).toBe('plain'));
  });

  it('stops an entry as soon as it inflates past the size its directory declares', async () => {
    // 512 MiB in ~0.5 MB of deflate data, declared as 1,000 bytes.
    const data = zip([{ name: 'sheet.xml', data: Buffer.alloc(0), deflated: spaces(512), declaredSize: 1_000 }]);
    await withZip(data, async (z) => {
      const started = performance.now();
      expect(await reasonOf(z.read(z.entries[0]!))).toBe('malformed');
      expect(performance.now() - started).toBeLessThan(2_000);
      // One 64 KiB chunk at most past the declared size, never the 512 MiB.
      expect(z.inflated()).toBeLessThanOrEqual(1_000 + 64 * 1024);
    });
  });

  it('stops at the per-entry and whole-archive limits even when the directory declares the size', async () => {
    const honest = zip([
      { name: 'a.xml', data: Buffer.alloc(0), deflated: spaces(8), declaredSize: 8 * MIB },
      { name: 'b.xml', data: Buffer.alloc(0), deflated: spaces(8), declaredSize: 8 * MIB },
    ]);
    const small = { ...LIMITS, maxEntryBytes: 4 * MIB };
    await withZip(honest, async (z) => expect(await reasonOf(z.read(z.entries[0]!))).toBe('too-large'), small);
    const total = { ...LIMITS, maxTotalBytes: 12 * MIB };
    await withZip(
      honest,
      async (z) => {
        await z.read(z.entries[0]!).catch(() => undefined); // the CRC-32 of this data is not real
        expect(await reasonOf(z.read(z.entries[1]!))).toBe('too-large');
        expect(z.inflated()).toBeLessThanOrEqual(12 * MIB + 64 * 1024);
      },
      total,
    );
  });
});

describe('platform ZIP reader: refusals', () => {
  it('refuses an entry shorter than declared, a wrong CRC-32, and broken deflate data', async () => {
    const text = Buffer.from('<worksheet/>'.repeat(100));
    const cases = [
      zip([{ name: 'x', data: text, declaredSize: text.length + 1 }]),
      zip([{ name: 'x', data: text, crc: 12345 }]),
      zip([{ name: 'x', data: text, deflated: deflateRawSync(text).subarray(0, 20) }]),
      zip([{ name: 'x', data: text, deflated: Buffer.from('not deflate at all') }]),
    ];
    for (const data of cases)
      await withZip(data, async (z) => expect(await reasonOf(z.read(z.entries[0]!))).toBe('malformed'));
  });

  it('refuses encrypted entries, other compression methods and ZIP64', async () => {
    const text = Buffer.from('secret');
    for (const entry of [
      { name: 'x', data: text, flags: 1 },
      { name: 'x', data: text, method: 12 }, // bzip2
    ])
      await withZip(zip([entry]), async (z) => expect(await reasonOf(z.read(z.entries[0]!))).toBe('unsupported'));
    const zip64 = zip([{ name: 'x', data: text, declaredSize: 0xffffffff }]);
    const file = path.join(dir, 'zip64.zip');
    writeFileSync(file, zip64);
    const fh = await open(file, 'r');
    try {
      expect(await reasonOf(readZipDirectory(fh, zip64.length, 10))).toBe('unsupported');
    } finally {
      await fh.close();
    }
  });

  it('refuses a broken directory: no end record, too many entries, a header that points outside', async () => {
    const good = zip([
      { name: 'a', data: Buffer.from('a') },
      { name: 'b', data: Buffer.from('b') },
    ]);
    const cut = good.subarray(0, good.length - 30);
    const pointsOutside = Buffer.from(good);
    // The first central header's local header offset, moved past the data.
    const cd = pointsOutside.readUInt32LE(pointsOutside.length - 6);
    pointsOutside.writeUInt32LE(cd - 10, cd + 42);
    for (const [data, limits, reason] of [
      [cut, LIMITS, 'malformed'],
      [good, { ...LIMITS, maxEntries: 1 }, 'too-large'],
    ] as const) {
      const file = path.join(dir, `${files++}.zip`);
      writeFileSync(file, data);
      const fh = await open(file, 'r');
      try {
        expect(await reasonOf(openZip(fh, data.length, limits))).toBe(reason);
      } finally {
        await fh.close();
      }
    }
    await withZip(pointsOutside, async (z) => expect(await reasonOf(z.read(z.entries[0]!))).toBe('malformed'));
  });
});
