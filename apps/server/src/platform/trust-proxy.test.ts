import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createUser } from '../seed/factories.js';
import { createTestApp } from '../test/harness.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'hearth-trust-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** TRUST_PROXY as the server reads it from the environment. */
const trustProxy = (value: string) =>
  loadConfig({
    TRUST_PROXY: value,
    DATA_DIR: dataDir,
    JWT_SECRET: 'x'.repeat(32),
    FIELD_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
  }).trustProxy;

/**
 * Eleven wrong passwords for one account, each claiming another client address in the left-most
 * X-Forwarded-For entry (what a client writes itself; a proxy appends the address it saw).
 */
async function rotatingAttempts(value: string, from: { socket: string; seenByProxy?: string }) {
  const t = await createTestApp({ trustProxy: trustProxy(value) });
  try {
    const user = await createUser(t.database.db);
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) {
      const forged = `198.51.100.${i}`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email: user.email, password: 'Wrong#1234' },
        remoteAddress: from.socket,
        headers: { 'x-forwarded-for': from.seenByProxy ? `${forged}, ${from.seenByProxy}` : forged },
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  } finally {
    await t.close();
  }
}

const limited = [...Array<number>(10).fill(401), 429];

describe('TRUST_PROXY and the sign-in limits', () => {
  it('true means one proxy: the address it saw counts, not the forged entries before it', async () => {
    expect(await rotatingAttempts('true', { socket: '10.0.0.5', seenByProxy: '203.0.113.7' })).toEqual(limited);
  });

  it('takes a number of hops', async () => {
    expect(await rotatingAttempts('1', { socket: '127.0.0.1', seenByProxy: '203.0.113.7' })).toEqual(limited);
  });

  it('takes the proxies’ addresses and ignores the header from anyone else', async () => {
    const proxies = '10.0.0.5, 10.0.1.0/24';
    expect(await rotatingAttempts(proxies, { socket: '10.0.1.9', seenByProxy: '203.0.113.7' })).toEqual(limited);
    expect(await rotatingAttempts(proxies, { socket: '203.0.113.50' })).toEqual(limited);
  });

  it('with hops, ignores the header of a client reaching the server directly', async () => {
    expect(await rotatingAttempts('1', { socket: '203.0.113.50' })).toEqual(limited);
  });

  it('refuses values it cannot read', () => {
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('10.0.0.1,fd00::/8')).toEqual(['10.0.0.1', 'fd00::/8']);
    for (const bad of ['yes', '10.0.0.300', '10.0.0.0/33', 'proxy.internal', '-1', '99']) {
      expect(() => trustProxy(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });
});
