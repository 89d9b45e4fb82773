import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import type { Config } from '../../config.js';
import { systemClock, type Clock } from '../clock.js';
import { presignUrl, sha256Hex, signRequest, UNSIGNED_PAYLOAD, type AwsCredentials } from './sigv4.js';
import { assertFileKey, contentDisposition, type FileStorage, type StoredBody } from './storage.js';

export type S3Options = {
  bucket: string;
  region: string;
  /** e.g. http://127.0.0.1:9000 for MinIO; AWS (`https://s3.<region>.amazonaws.com`) when omitted. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint host>/<key>` (MinIO and most others). */
  forcePathStyle: boolean;
  clock?: Clock;
  timeoutMs?: number;
};

/** An S3-compatible bucket, spoken to with plain HTTP and SigV4 (no SDK). */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  private readonly credentials: AwsCredentials;
  private readonly base: URL;

  constructor(private readonly opts: S3Options) {
    this.credentials = {
      accessKeyId: opts.accessKeyId,
      secretAccessKey: opts.secretAccessKey,
      ...(opts.sessionToken ? { sessionToken: opts.sessionToken } : {}),
    };
    this.base = new URL(opts.endpoint ?? `https://s3.${opts.region}.amazonaws.com`);
  }

  private target(method: string, key: string) {
    assertFileKey(key);
    const basePath = this.base.pathname.replace(/\/+$/, '');
    const origin = new URL(this.base.origin);
    if (!this.opts.forcePathStyle) origin.hostname = `${this.opts.bucket}.${origin.hostname}`;
    return {
      method,
      origin,
      path: this.opts.forcePathStyle ? `${basePath}/${this.opts.bucket}/${key}` : `${basePath}/${key}`,
      region: this.opts.region,
      service: 's3',
      credentials: this.credentials,
      now: (this.opts.clock ?? systemClock).now(),
    };
  }

  async put(key: string, body: StoredBody, contentType: string): Promise<void> {
    const isBuffer = Buffer.isBuffer(body);
    const size = isBuffer ? body.length : body.size;
    const signed = signRequest({
      ...this.target('PUT', key),
      headers: { 'content-type': contentType, 'content-length': String(size) },
      // A buffer is hashed; a stream (already checked and sized) is sent as an unsigned payload.
      payloadHash: isBuffer ? sha256Hex(body) : UNSIGNED_PAYLOAD,
    });
    const res = await this.send('PUT', signed, isBuffer ? body : body.stream);
    if (res.status !== 200) throw s3Error('PUT', res);
  }

  async delete(key: string): Promise<void> {
    const signed = signRequest({ ...this.target('DELETE', key), payloadHash: sha256Hex('') });
    const res = await this.send('DELETE', signed);
    if (res.status !== 204 && res.status !== 200 && res.status !== 404) throw s3Error('DELETE', res);
  }

  async signedUrl(key: string, name: string, ttlSeconds: number): Promise<string> {
    return presignUrl({
      ...this.target('GET', key),
      query: [['response-content-disposition', contentDisposition(name)]],
      expiresSeconds: ttlSeconds,
    });
  }

  private send(
    method: string,
    signed: { url: string; headers: Record<string, string> },
    body?: Buffer | Readable,
  ): Promise<{ status: number; text: string }> {
    const { headers } = signed;
    const client = signed.url.startsWith('https:') ? https : http;
    return new Promise((resolve, reject) => {
      const req = client.request(signed.url, { method, headers, timeout: this.opts.timeoutMs ?? 30_000 }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (text.length < 4096) text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error(`S3 ${method} timed out`)));
      req.on('error', (err) => {
        if (body && !Buffer.isBuffer(body)) body.destroy();
        reject(err);
      });
      if (!body) req.end();
      else if (Buffer.isBuffer(body)) req.end(body);
      else {
        body.on('error', (err) => req.destroy(err));
        body.pipe(req);
      }
    });
  }
}

/** The status and S3 error code only: never the key, the URL or the signature. */
function s3Error(method: string, res: { status: number; text: string }): Error {
  const code = /<Code>([^<]{1,100})<\/Code>/.exec(res.text)?.[1];
  return new Error(`S3 ${method} failed with status ${res.status}${code ? ` (${code})` : ''}`);
}

/** The bucket from the S3_* settings; undefined (local storage under DATA_DIR) when S3_BUCKET is unset. */
export function s3StorageFromConfig(s3: Config['s3']): S3FileStorage | undefined {
  if (!s3) return undefined;
  if (!s3.accessKeyId || !s3.secretAccessKey)
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set');
  return new S3FileStorage({
    bucket: s3.bucket,
    region: s3.region,
    endpoint: s3.endpoint,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    forcePathStyle: s3.forcePathStyle,
  });
}
