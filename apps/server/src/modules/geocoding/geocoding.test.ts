import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UserType } from '@hearth/shared';
import { createGeocoder, HttpGeocoder, NoGeocoder } from '../../platform/geocoding/geocoder.js';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';

const ADDRESS = '12 Market St #4, Philadelphia & Co, PA 19106';
const DEFAULT = { lat: 43, lng: -89.5, source: 'default' };

describe('GET /geocode without a geocoder', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInUser(t, { userType: UserType.Admin })).token;
    staff = (await signedInUser(t, { userType: UserType.Staff })).token;
  });
  afterAll(() => t.close());

  it('returns the default map centre to admins only', async () => {
    const q = `/api/v1/geocode?address=${encodeURIComponent(ADDRESS)}`;
    expect(await call(t.app, 'GET', q, { token: admin })).toMatchObject({ status: 200, body: { data: DEFAULT } });
    expect((await call(t.app, 'GET', q, { token: staff })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/v1/geocode?address=%20', { token: admin })).status).toBe(400);
  });
});

describe('GET /geocode with an HTTP geocoder', () => {
  let server: http.Server;
  let t: TestApp;
  let admin: string;
  let reply: { status: number; body: string; delayMs?: number };
  let received: URL[] = [];
  const logged: { obj: object; msg: string }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      received.push(new URL(req.url!, 'http://geocoder'));
      setTimeout(() => {
        if (!res.destroyed) res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
      }, reply.delayMs ?? 0);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const geocoder = new HttpGeocoder({
      urlTemplate: `${base}/search?format=json&limit=1&q={address}`,
      log: { warn: (obj, msg) => logged.push({ obj, msg }) },
      timeoutMs: 300,
    });
    t = await createTestApp({ geocoder });
    admin = (await signedInUser(t, { userType: UserType.Admin })).token;
  });
  afterAll(async () => {
    await t.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    received = [];
    logged.length = 0;
  });

  const geocode = () => call(t.app, 'GET', `/api/v1/geocode?address=${encodeURIComponent(ADDRESS)}`, { token: admin });

  it('sends the URL-encoded address and reads a Nominatim answer', async () => {
    reply = { status: 200, body: JSON.stringify([{ lat: '39.9496', lon: '-75.1503', display_name: 'x' }]) };
    expect((await geocode()).body.data).toEqual({ lat: 39.9496, lng: -75.1503, source: 'geocoder' });
    expect(received).toHaveLength(1);
    expect(received[0]!.searchParams.get('q')).toBe(ADDRESS);
    expect(received[0]!.searchParams.get('format')).toBe('json');
  });

  it('reads a {lat, lng} object too', async () => {
    reply = { status: 200, body: JSON.stringify({ lat: 40.2732, lng: -76.8867 }) };
    expect((await geocode()).body.data).toEqual({ lat: 40.2732, lng: -76.8867, source: 'geocoder' });
  });

  it('falls back to the default centre when nothing matches', async () => {
    reply = { status: 200, body: '[]' };
    expect((await geocode()).body.data).toEqual(DEFAULT);
    reply = { status: 200, body: JSON.stringify([{ lat: '91', lon: '0' }]) };
    expect((await geocode()).body.data).toEqual(DEFAULT);
    expect(logged).toEqual([]);
  });

  it('logs failures without the address and falls back to the default centre', async () => {
    reply = { status: 503, body: '{}' };
    expect((await geocode()).body.data).toEqual(DEFAULT);
    reply = { status: 200, body: 'not json' };
    expect((await geocode()).body.data).toEqual(DEFAULT);
    reply = { status: 200, body: '[]', delayMs: 2000 };
    expect((await geocode()).body.data).toEqual(DEFAULT);
    expect(logged.map((l) => l.msg)).toEqual([
      'geocoder answered with an error status',
      'geocoder call failed',
      'geocoder call failed',
    ]);
    expect(logged[0]!.obj).toEqual({ status: 503 });
    expect(logged[2]!.obj).toMatchObject({ error: 'TimeoutError' });
    expect(JSON.stringify(logged)).not.toMatch(/Market|Philadelphia/);
  });
});

describe('createGeocoder', () => {
  it('is none without GEOCODER_URL and refuses a template without {address}', async () => {
    const none = createGeocoder(undefined);
    expect(none).toBeInstanceOf(NoGeocoder);
    expect(await none.geocode(ADDRESS)).toBeNull();
    expect(() => createGeocoder('https://geo.example.org/search?q=')).toThrow(/\{address\}/);
    expect(createGeocoder('https://geo.example.org/search?q={address}')).toBeInstanceOf(HttpGeocoder);
  });
});
