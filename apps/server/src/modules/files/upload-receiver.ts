import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { ErrorCode, FileMsg } from '@hearth/shared';
import { AppError, badRequest } from '../../platform/errors.js';
import type { UploadProbe } from './file-types.js';

export type ReceivedUpload = UploadProbe & {
  /** The name the browser sent (untrusted; stored as the display name only). */
  name: string;
  category: string | undefined;
  /** Removes the temporary copy; always call it. */
  cleanup: () => Promise<void>;
};

export const tooLarge = (maxBytes: number) =>
  new AppError(ErrorCode.PAYLOAD_TOO_LARGE, FileMsg.tooLarge(maxBytes), 'file');

const HEAD_BYTES = 1024;

/** Counts bytes, keeps the first KiB and checks for UTF-8 text while the bytes pass through. */
class Probe extends Transform {
  size = 0;
  head = Buffer.alloc(0);
  text = true;
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.head.length < HEAD_BYTES)
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    if (this.text) this.text = !chunk.includes(0) && this.decodes(chunk);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    // An unfinished multi-byte sequence at the very end is not valid UTF-8 either.
    if (this.text) this.text = this.decodes(undefined);
    done();
  }

  private decodes(chunk: Buffer | undefined): boolean {
    try {
      this.decoder.decode(chunk, { stream: chunk !== undefined });
      return true;
    } catch {
      return false;
    }
  }
}

/** An upload folder left this long is a crash's leftover: no request takes an hour. */
const LEFTOVER_MS = 60 * 60_000;

/**
 * The folder uploads are received in: `DATA_DIR/uploads` (owner-only), never the system temp
 * folder, where an upload (client names, PHI) would outlive a crash for good. Leftovers of a crash
 * (folders older than an hour, so another instance's uploads in flight are spared) are removed
 * here, at start. Without a data directory (tests), the system temp folder.
 */
export async function prepareUploadDir(dataDir: string | undefined): Promise<string> {
  if (!dataDir) return tmpdir();
  const dir = path.join(dataDir, 'uploads');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const now = Date.now();
  for (const name of await readdir(dir)) {
    const leftover = path.join(dir, name);
    const info = await stat(leftover).catch(() => null);
    if (info && now - info.mtimeMs > LEFTOVER_MS) await rm(leftover, { recursive: true, force: true });
  }
  return dir;
}

/**
 * Streams the multipart `file` part to a private file in `opts.dir` (never buffering it whole),
 * reading the `category` field around it. Over `maxBytes` → 413 with the partial copy removed.
 */
export async function receiveUpload(
  request: FastifyRequest,
  opts: { maxBytes: number; dir: string },
): Promise<ReceivedUpload> {
  const { maxBytes } = opts;
  if (!request.isMultipart()) throw badRequest(FileMsg.fileRequired, 'file');
  const dir = await mkdtemp(path.join(opts.dir, 'hearth-upload-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const target = path.join(dir, 'upload');
  let received: Omit<ReceivedUpload, 'category' | 'cleanup'> | undefined;
  let category: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'category') category = String(part.value);
      } else if (part.fieldname !== 'file' || received) {
        part.file.resume();
      } else {
        const probe = new Probe();
        await pipeline(part.file, probe, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
        if (part.file.truncated) throw tooLarge(maxBytes);
        received = { path: target, size: probe.size, head: probe.head, text: probe.text, name: part.filename ?? '' };
      }
    }
  } catch (err) {
    await cleanup();
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw badRequest('Upload one file at a time.', 'file');
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    // Busboy's parse errors ("Boundary not found", "Unexpected end of multipart data") carry no code.
    if (!(err instanceof AppError) && err instanceof Error && code === undefined)
      throw badRequest('The upload is incomplete or malformed.', 'file');
    throw err;
  }
  if (!received || !received.name) {
    await cleanup();
    throw badRequest(FileMsg.fileRequired, 'file');
  }
  return { ...received, category, cleanup };
}
