import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@hearth/shared';
import { call, createTestApp, type TestApp } from '../test/harness.js';
import { signedInUser } from '../test/sign-in.js';
import { S3FileStorage } from './storage/index.js';

const webDist = mkdtempSync(path.join(tmpdir(), 'hearth-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Hearth</title>');

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({
    webDist,
    trustProxy: ['10.0.0.5'],
    mapTileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
  });
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The policy's directives by name. */
const directives = (csp: unknown) =>
  Object.fromEntries(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

describe('security headers', () => {
  it('give the web app a Content-Security-Policy allowing only what it loads', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/clients/12' });
    expect(page.statusCode).toBe(200);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://*.tile.example.org']);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(page.headers['permissions-policy']).toMatch(/^geolocation=\(self\), camera=\(\), microphone=\(\)/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('mark every API answer no-store: data, errors, 404s and the docs', async () => {
    const answers = [
      await call(t.app, 'GET', '/api/v1/client', { token: admin }),
      await call(t.app, 'GET', '/api/v1/client'),
      await call(t.app, 'POST', '/api/v1/user/login', { body: {} }),
      await call(t.app, 'GET', '/api/v1/nothing-here'),
      await call(t.app, 'GET', '/api/docs/json'),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 401, 400, 404, 200]);
    for (const answer of answers) {
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['content-security-policy']).toBeDefined();
    }
  });

  it('send HSTS only over HTTPS, as told by a trusted proxy', async () => {
    const viaProxy = (proto: string, remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/health', remoteAddress, headers: { 'x-forwarded-proto': proto } });
    expect((await viaProxy('https', '10.0.0.5')).headers['strict-transport-security']).toBe(
      'max-age=63072000; includeSubDomains',
    );
    expect((await viaProxy('http', '10.0.0.5')).headers['strict-transport-security']).toBeUndefined();
    // Anyone else's X-Forwarded-Proto is not believed.
    expect((await viaProxy('https', '203.0.113.9')).headers['strict-transport-security']).toBeUndefined();
  });

  it('let the web app fetch files from the S3 bucket its download links point at', async () => {
    const s3 = await createTestApp({
      storage: new S3FileStorage({
        bucket: 'agency-files',
        region: 'us-east-2',
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: 'secret',
        forcePathStyle: false,
      }),
    });
    try {
      const res = await s3.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(directives(res.headers['content-security-policy'])['connect-src']).toEqual([
        "'self'",
        'https://agency-files.s3.us-east-2.amazonaws.com',
      ]);
    } finally {
      await s3.close();
    }
  });
});
