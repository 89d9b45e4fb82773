import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UserType } from '@hearth/shared';
import { call, createTestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';
import { multipart, pdf } from '../../test/test-files.js';
import { S3FileStorage } from './s3-storage.js';
import { presignUrl, signRequest } from './sigv4.js';

// The worked examples of the AWS S3 documentation (Signature Version 4).
const EXAMPLE = {
  region: 'us-east-1',
  service: 's3',
  origin: new URL('https://examplebucket.s3.amazonaws.com'),
  credentials: { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
  now: new Date('2013-05-24T00:00:00Z'),
};

describe('SigV4', () => {
  it('presigns the documented GET example', () => {
    const url = presignUrl({ ...EXAMPLE, method: 'GET', path: '/test.txt', expiresSeconds: 86400 });
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
        '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
        '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
        '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('signs the documented GET and PUT header examples', () => {
    const get = signRequest({
      ...EXAMPLE,
      method: 'GET',
      path: '/test.txt',
      headers: { range: 'bytes=0-9' },
      payloadHash: createHash('sha256').update('').digest('hex'),
    });
    expect(get.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    const put = signRequest({
      ...EXAMPLE,
      method: 'PUT',
      path: '/test$file.text',
      headers: { date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      payloadHash: createHash('sha256').update('Welcome to Amazon S3.').digest('hex'),
    });
    expect(put.url).toBe('https://examplebucket.s3.amazonaws.com/test%24file.text');
    expect(put.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, ' +
        'Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });
});

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: Buffer };
let server: http.Server;
let endpoint: string;
let seen: Seen[] = [];
let answer: { status: number; body?: string } = { status: 200 };
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answer.status, { 'content-type': 'application/xml' }).end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  answer = { status: 200 };
});

const KEY = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const storage = () =>
  new S3FileStorage({
    bucket: 'hearth-files',
    region: 'us-east-1',
    endpoint,
    accessKeyId: 'AKIDTEST',
    secretAccessKey: 'secret-test-key',
    forcePathStyle: true,
  });
const AUTH =
  /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/;

describe('S3FileStorage against an S3-like server', () => {
  it('PUTs a buffer path-style with a signed payload hash', async () => {
    const body = Buffer.from('hello bucket');
    await storage().put(KEY, body, 'text/plain; charset=utf-8');
    const [req] = seen;
    expect(req).toMatchObject({ method: 'PUT', url: `/hearth-files/${KEY}` });
    expect(req!.headers.authorization).toMatch(AUTH);
    expect(req!.headers.authorization).toContain(
      'SignedHeaders=content-length;content-type;host;x-amz-content-sha256;x-amz-date,',
    );
    expect(req!.headers['x-amz-content-sha256']).toBe(createHash('sha256').update(body).digest('hex'));
    expect(req!.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(req!.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(req!.body.equals(body)).toBe(true);
  });

  it('streams a sized stream as an unsigned payload', async () => {
    const body = Buffer.alloc(100_000, 7);
    await storage().put(
      KEY,
      { stream: Readable.from([body.subarray(0, 50_000), body.subarray(50_000)]), size: 100_000 },
      'application/pdf',
    );
    expect(seen[0]!.headers['x-amz-content-sha256']).toBe('UNSIGNED-PAYLOAD');
    expect(seen[0]!.headers['content-length']).toBe('100000');
    expect(seen[0]!.body.equals(body)).toBe(true);
  });

  it('reports a refused PUT by status and S3 code, without the key', async () => {
    answer = { status: 403, body: '<Error><Code>SignatureDoesNotMatch</Code></Error>' };
    const err = await storage()
      .put(KEY, Buffer.from('x'), 'text/plain')
      .catch((e: Error) => e);
    expect((err as Error).message).toBe('S3 PUT failed with status 403 (SignatureDoesNotMatch)');
  });

  it('DELETEs the object', async () => {
    answer = { status: 204 };
    await storage().delete(KEY);
    expect(seen[0]).toMatchObject({ method: 'DELETE', url: `/hearth-files/${KEY}` });
    expect(seen[0]!.headers.authorization).toMatch(AUTH);
  });
});

describe('S3FileStorage against an S3-like server: URLs and the file API', () => {
  it('presigns GET URLs that expire and name the download', async () => {
    const url = new URL(await storage().signedUrl(KEY, 'Care plan.pdf', 300));
    expect(`${url.origin}${url.pathname}`).toBe(`${endpoint}/hearth-files/${KEY}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^AKIDTEST\/\d{8}\/us-east-1\/s3\/aws4_request$/);
    expect(url.searchParams.get('response-content-disposition')).toBe(
      `attachment; filename="Care plan.pdf"; filename*=UTF-8''Care%20plan.pdf`,
    );
  });

  it('uses virtual-hosted URLs on AWS by default', async () => {
    const aws = new S3FileStorage({
      bucket: 'hearth-files',
      region: 'eu-west-1',
      accessKeyId: 'AKIDTEST',
      secretAccessKey: 'secret-test-key',
      forcePathStyle: false,
    });
    expect(await aws.signedUrl(KEY, 'a.pdf', 60)).toMatch(
      new RegExp(`^https://hearth-files\\.s3\\.eu-west-1\\.amazonaws\\.com/${KEY}\\?`),
    );
  });

  it('backs the file API: upload stores in the bucket, the URL points at it', async () => {
    const t = await createTestApp({ storage: storage() });
    try {
      const user = await signedInUser(t, { userType: UserType.Admin });
      const data = pdf();
      const form = multipart({ file: { name: 'plan.pdf', data } });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/file/upload',
        payload: form.payload,
        headers: { ...form.headers, authorization: `Bearer ${user.token}` },
      });
      expect(res.statusCode).toBe(200);
      const key = res.json().key as string;
      expect(seen[0]).toMatchObject({ method: 'PUT', url: `/hearth-files/${key}` });
      expect(seen[0]!.headers['content-type']).toBe('application/pdf');
      expect(seen[0]!.body.equals(data)).toBe(true);

      const issued = await call(t.app, 'GET', `/api/v1/file/presigned_url?key=${key}`, { token: user.token });
      expect(issued.body.url).toMatch(new RegExp(`^${endpoint}/hearth-files/${key}\\?.*X-Amz-Signature=[0-9a-f]{64}`));
      const local = await t.app.inject({ method: 'GET', url: `/api/v1/file/download?key=${key}&expires=1&sig=00` });
      expect(local.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
