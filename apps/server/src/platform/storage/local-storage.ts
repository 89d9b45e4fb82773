import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Clock } from '../clock.js';
import { assertFileKey, isFileKey, type FileStorage, type StoredBody } from './storage.js';

/** The public route that serves local files to holders of a signed URL. */
export const LOCAL_DOWNLOAD_PATH = '/api/v1/file/download';

/**
 * Files on local disk (`DATA_DIR/files/<2 chars>/<key>`), downloaded through
 * {@link LOCAL_DOWNLOAD_PATH} with an expiring HMAC-SHA256 signature in the query string.
 */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;

  constructor(private readonly opts: { dir: string; secret: string; clock: Clock }) {}

  get dir(): string {
    return this.opts.dir;
  }

  private pathOf(key: string): string {
    assertFileKey(key);
    return path.join(this.opts.dir, key.slice(0, 2), key);
  }

  async put(key: string, body: StoredBody, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    // Write beside the target and rename, so a reader never sees half a file.
    const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      const out = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
      if (Buffer.isBuffer(body)) {
        out.end(body);
        await new Promise<void>((resolve, reject) => out.on('finish', resolve).on('error', reject));
      } else {
        await pipeline(body.stream, out);
      }
      await rename(partial, target);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async signedUrl(key: string, _name: string, ttlSeconds: number): Promise<string> {
    assertFileKey(key);
    const expires = Math.floor(this.opts.clock.now().getTime() / 1000) + ttlSeconds;
    const query = new URLSearchParams({ key, expires: String(expires), sig: this.sign(key, expires) });
    return `${LOCAL_DOWNLOAD_PATH}?${query.toString()}`;
  }

  /** True when `sig` was issued by {@link signedUrl} for this key and `expires` has not passed. */
  verify(key: string, expires: string, sig: string): boolean {
    if (!isFileKey(key) || !/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(sig)) return false;
    const expected = Buffer.from(this.sign(key, Number(expires)), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) return false;
    return Number(expires) * 1000 > this.opts.clock.now().getTime();
  }

  /** The stored bytes, or null when the file is not on disk. */
  async open(key: string): Promise<{ stream: Readable; size: number } | null> {
    const file = this.pathOf(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return { stream: createReadStream(file), size: info.size };
  }

  private sign(key: string, expires: number): string {
    return createHmac('sha256', this.opts.secret).update(`file-download\n${key}\n${expires}`).digest('hex');
  }
}

/**
 * Local storage under `dataDir/files`, signing URLs with a key derived from the JWT secret.
 * Without a data dir (tests that do not care) a private temporary folder is used.
 */
export function localFileStorage(dataDir: string | undefined, jwtSecret: string, clock: Clock): LocalFileStorage {
  const root = dataDir ?? path.join(tmpdir(), `hearth-files-${randomBytes(6).toString('hex')}`);
  const secret = createHmac('sha256', jwtSecret).update('hearth file download urls').digest('hex');
  return new LocalFileStorage({ dir: path.join(root, 'files'), secret, clock });
}
