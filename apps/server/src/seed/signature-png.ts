// Demo signatures: a handwriting-like stroke drawn into an RGBA buffer and encoded as a PNG with
// node:zlib, so the demo shows signatures that look signed (no image library needed).
import { deflateSync } from 'node:zlib';

type Point = { x: number; y: number };

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 as PNG chunks use it (ISO 3309). */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An 8-bit RGBA PNG of `rgba` (width × height × 4 bytes, rows top to bottom). */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  if (rgba.length !== width * height * 4) throw new RangeError('encodePng: buffer size does not match');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: RGBA
  // compression, filter and interlace methods: 0
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0; // filter: none
    raw.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small deterministic generator (mulberry32): the same seed draws the same signature. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The path of a hand-written name: a tall opening loop, then a run of cursive loops (a prolate
 * cycloid, whose loop heights vary like letters), slanted and drifting off the baseline, and an
 * underline flourish. Coordinates in pixels of a width × height image.
 */
function signaturePath(seed: number, width: number, height: number): Point[][] {
  const rnd = random(seed);
  const baseline = height * (0.62 + rnd() * 0.08);
  const slant = 0.25 + rnd() * 0.2;
  const drift = (rnd() - 0.5) * 0.12;
  const letters = 6 + Math.floor(rnd() * 4);
  const left = width * 0.06;
  const right = width * (0.86 + rnd() * 0.08);
  const step = (right - left - 30) / letters;
  const heights = Array.from({ length: letters }, () => 0.16 + rnd() * 0.16 + (rnd() < 0.25 ? 0.18 : 0));
  // How far each letter swings back: above about 0.3 it closes into a loop (e, l), below it is an arch (n, m).
  const swings = Array.from({ length: letters }, () => 0.12 + rnd() * 0.5);
  const place = ({ x, y }: Point): Point => ({
    x: x + (baseline - y) * slant,
    y: y + (x - left) * drift,
  });

  const name: Point[] = [];
  // The capital: up from the baseline into a tall loop and back down.
  const capHeight = height * (0.5 + rnd() * 0.1);
  for (let i = 0; i <= 40; i++) {
    const t = (i / 40) * Math.PI * 2;
    name.push(place({ x: left + 12 + 10 * Math.sin(t), y: baseline - (capHeight / 2) * (1 - Math.cos(t)) }));
  }
  // The small letters: each turn of the cycloid is one loop.
  const start = left + 22;
  const samples = letters * 24;
  for (let i = 0; i <= samples; i++) {
    const t = (i / 24) * Math.PI * 2;
    const letter = Math.min(letters - 1, Math.floor(i / 24));
    const loop = heights[letter]! * height;
    const x = start + (t / (Math.PI * 2)) * step - loop * swings[letter]! * Math.sin(t);
    const y = baseline - (loop / 2) * (1 - Math.cos(t));
    name.push(place({ x, y }));
  }

  // The underline: a shallow swoosh from under the capital past the last letter.
  const flourish: Point[] = [];
  const from = left + rnd() * 20;
  const to = right + 10;
  const depth = height * (0.12 + rnd() * 0.08);
  for (let i = 0; i <= 30; i++) {
    const u = i / 30;
    flourish.push({
      x: from + (to - from) * u,
      y: baseline + depth * Math.sin(Math.PI * u) * 0.6 + height * 0.1 - u * height * 0.08,
    });
  }
  return [name, flourish];
}

/** Draws anti-aliased lines of `thickness` px along each stroke into `rgba` (ink alpha only grows). */
function stroke(rgba: Uint8Array, width: number, height: number, strokes: Point[][], thickness: number): void {
  const half = thickness / 2;
  const ink = [24, 34, 86];
  for (const points of strokes) {
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1]!;
      const b = points[i]!;
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const length2 = dx * dx + dy * dy || 1;
      const x0 = Math.max(0, Math.floor(Math.min(a.x, b.x) - half - 1));
      const x1 = Math.min(width - 1, Math.ceil(Math.max(a.x, b.x) + half + 1));
      const y0 = Math.max(0, Math.floor(Math.min(a.y, b.y) - half - 1));
      const y1 = Math.min(height - 1, Math.ceil(Math.max(a.y, b.y) + half + 1));
      for (let y = y0; y <= y1; y++) {
        for (let x = x0; x <= x1; x++) {
          // Distance from the pixel's centre to the segment; coverage fades over one pixel.
          const px = x + 0.5 - a.x;
          const py = y + 0.5 - a.y;
          const t = Math.max(0, Math.min(1, (px * dx + py * dy) / length2));
          const distance = Math.hypot(px - t * dx, py - t * dy);
          const coverage = Math.max(0, Math.min(1, half + 0.5 - distance));
          if (coverage === 0) continue;
          const at = (y * width + x) * 4;
          const alpha = Math.round(coverage * 255);
          if (alpha > rgba[at + 3]!) {
            rgba[at] = ink[0]!;
            rgba[at + 1] = ink[1]!;
            rgba[at + 2] = ink[2]!;
            rgba[at + 3] = alpha;
          }
        }
      }
    }
  }
}

/**
 * A PNG of a hand-drawn-looking signature on a transparent background (300 × 100 by default),
 * different for each seed and the same for the same seed.
 */
export function signaturePng(seed: number, width = 300, height = 100): Buffer {
  const rgba = new Uint8Array(width * height * 4);
  stroke(rgba, width, height, signaturePath(seed, width, height), 2.2);
  return encodePng(width, height, rgba);
}

/** The signature as the visit calls carry it: a PNG data URL. */
export function signatureDataUrl(seed: number): string {
  return `data:image/png;base64,${signaturePng(seed).toString('base64')}`;
}
