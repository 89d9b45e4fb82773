import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { signatureField, SIGNATURE_MAX_BYTES } from '@hearth/shared';
import { crc32, signatureDataUrl, signaturePng } from './signature-png.js';

/** The chunks of a PNG, each checked against its CRC. */
function readPng(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const typeAndData = png.subarray(at + 4, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(typeAndData));
    chunks.push({ type: typeAndData.subarray(0, 4).toString('ascii'), data: typeAndData.subarray(4) });
    at += 12 + length;
  }
  return chunks;
}

describe('demo signatures', () => {
  it('computes the CRC-32 that PNG readers check', () => {
    expect(crc32(Buffer.from('IEND'))).toBe(0xae426082);
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it('is a 300×100 RGBA PNG of dark, anti-aliased strokes on a transparent background', () => {
    const chunks = readPng(signaturePng(7));
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const header = chunks[0]!.data;
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([300, 100, 8, 6]);

    const raw = inflateSync(chunks[1]!.data);
    expect(raw.length).toBe((300 * 4 + 1) * 100);
    const alphas: number[] = [];
    for (let y = 0; y < 100; y++) {
      for (let x = 0; x < 300; x++) alphas.push(raw[y * 1201 + 1 + x * 4 + 3]!);
    }
    const inked = alphas.filter((a) => a > 0).length;
    // A stroke, not a block: a few percent of the pixels carry ink, most stay transparent.
    expect(inked / alphas.length).toBeGreaterThan(0.02);
    expect(inked / alphas.length).toBeLessThan(0.25);
    expect(alphas.filter((a) => a === 255).length).toBeGreaterThan(500);
    expect(alphas.some((a) => a > 0 && a < 255)).toBe(true);
  });

  it('differs from visit to visit, and is the same for the same seed', () => {
    expect(signatureDataUrl(1)).toBe(signatureDataUrl(1));
    expect(new Set([1, 2, 3, 4].map(signatureDataUrl)).size).toBe(4);
  });

  it('is accepted by the signature rule of the visit and timesheet calls', () => {
    const url = signatureDataUrl(3);
    expect(signatureField.safeParse(url).success).toBe(true);
    expect(signaturePng(3).length).toBeLessThan(SIGNATURE_MAX_BYTES / 20);
  });
});
