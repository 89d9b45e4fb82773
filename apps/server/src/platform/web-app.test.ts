import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, registerWebApp, REVALIDATE } from './web-app.js';

// A built web app as Vite and the precompress plugin leave it: hashed assets with .br/.gz copies.
const webDist = mkdtempSync(path.join(tmpdir(), 'hearth-web-app-'));
const indexHtml = '<!doctype html><title>Hearth</title><script type="module" src="/assets/index-AbC123.js"></script>';
const script = `export const screen = ${JSON.stringify('sign-in '.repeat(200))};`;
const write = (file: string, content: string | Buffer) => writeFileSync(path.join(webDist, file), content);
mkdirSync(path.join(webDist, 'assets'));
write('index.html', indexHtml);
write('index.html.br', brotliCompressSync(indexHtml));
write('index.html.gz', gzipSync(indexHtml));
write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
write('assets/index-AbC123.js', script);
write('assets/index-AbC123.js.br', brotliCompressSync(script));
write('assets/index-AbC123.js.gz', gzipSync(script));
write('assets/tiny-XyZ789.js', 'export {};');

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await registerWebApp(app, webDist);
  app.get('/api/v1/health', async () => ({ status: 'ok' }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('serving the built web app', () => {
  it('sends a hashed asset brotli-compressed to a browser that accepts it, cached for a year', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser without brotli, and the plain file to one that accepts neither', async () => {
    const gz = await get('/assets/index-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends an asset without compressed copies as it is', async () => {
    const res = await get('/assets/tiny-XyZ789.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export {};');
  });

  it('answers a missing asset with 404, not the app page (a page of an older build then reloads)', async () => {
    const res = await get('/assets/LoginPage-gone0000.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ code: 404, error: 'NOT_FOUND' });
  });

  it("answers the app's routes with index.html, compressed and revalidated on every load", async () => {
    for (const url of ['/', '/login', '/admin/clients?page=2', '/staff/visits']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe(REVALIDATE);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(indexHtml);
    }
    const plain = await get('/login');
    expect(plain.body).toBe(indexHtml);
    expect(plain.headers['cache-control']).toBe(REVALIDATE);
  });

  it('revalidates unhashed files such as the icon', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(REVALIDATE);
  });

  it('leaves /api/ to the API: its routes answer, unknown ones are a JSON 404', async () => {
    expect((await get('/api/v1/health')).json()).toEqual({ status: 'ok' });
    const res = await get('/api/v1/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, error: 'NOT_FOUND', message: 'No route GET /api/v1/nothing-here' });
  });

  it('does not answer other methods with the app page', async () => {
    const res = await app.inject({ method: 'POST', url: '/login' });
    expect(res.statusCode).toBe(404);
  });
});

describe('without a built web app', () => {
  it('answers only the API 404', async () => {
    const bare = Fastify();
    await registerWebApp(bare, path.join(webDist, 'no-such-build'));
    const res = await bare.inject({ method: 'GET', url: '/login' });
    expect(res.statusCode).toBe(404);
    await bare.close();
  });
});
