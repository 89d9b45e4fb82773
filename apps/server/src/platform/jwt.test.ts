import { describe, expect, it } from 'vitest';
import { jwtVerify, SignJWT } from 'jose';
import { JwtKey } from './jwt.js';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const key = new JwtKey(SECRET, 'hearth');
const now = new Date('2026-05-04T12:00:00Z');
const seconds = now.getTime() / 1000;
const claims = { sub: '7', sid: '0f8fad5b-d9cb-469f-a165-70867728950e', iat: seconds, exp: seconds + 3600 };
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

describe('HS256 session tokens', () => {
  it('verifies its own tokens, and tokens another HS256 implementation signed with the same secret', async () => {
    const token = key.sign(claims);
    expect(key.verify(token, now)).toEqual(claims);
    // jose agrees with ours both ways.
    const secret = new TextEncoder().encode(SECRET);
    const { payload } = await jwtVerify(token, secret, { issuer: 'hearth', currentDate: now });
    expect(payload).toMatchObject({ sub: '7', sid: claims.sid });
    const joseToken = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuer('hearth')
      .setIssuedAt(seconds)
      .setExpirationTime(seconds + 60)
      .sign(secret);
    expect(key.verify(joseToken, now)).toMatchObject({ sub: '7', sid: claims.sid });
  });

  it('refuses a changed payload or signature, another secret, another issuer, alg none and HS512', async () => {
    const token = key.sign(claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const changed = b64({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '1' });
    expect(key.verify(`${header}.${changed}.${signature}`, now)).toBeNull();
    expect(key.verify(`${header}.${payload}.${signature.slice(0, -2)}AA`, now)).toBeNull();
    expect(new JwtKey('another-secret-another-secret-another-secret', 'hearth').verify(token, now)).toBeNull();
    expect(new JwtKey(SECRET, 'elsewhere').verify(token, now)).toBeNull();
    expect(key.verify(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`, now)).toBeNull();
    expect(key.verify(`${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`, now)).toBeNull();
  });

  it('refuses expired tokens, tokens from the future, malformed and oversized ones', () => {
    expect(key.verify(key.sign(claims), new Date((claims.exp + 1) * 1000))).toBeNull();
    expect(key.verify(key.sign({ ...claims, iat: seconds + 3600 }), now)).toBeNull();
    for (const bad of ['', 'a.b', 'a.b.c.d', 'abc.def.ghi', `${'x'.repeat(5000)}.a.b`]) {
      expect(key.verify(bad, now)).toBeNull();
    }
  });
});
