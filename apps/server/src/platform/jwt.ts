/**
 * HS256 session tokens with node:crypto and a key imported once. Every authenticated request
 * verifies one, so this is on the hot path: jose's WebCrypto verify re-imported the key per call
 * (150–190 µs, a fifth of the CPU of a list request); an HMAC with a cached KeyObject is a few µs.
 * Only `alg: HS256` is accepted (no `none`, no algorithm confusion); the signature is compared in
 * constant time; `iss`, `exp` and `iat` are checked.
 */
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
/** Tokens are a few hundred bytes; anything far larger is not ours. */
const MAX_TOKEN_LENGTH = 4096;
/** A token issued this far in the future (clock skew between instances) is still accepted. */
const IAT_SKEW_SECONDS = 300;

export type TokenClaims = { sub: string; sid: string; iat: number; exp: number };

export class JwtKey {
  private readonly key: KeyObject;

  constructor(
    secret: string,
    private readonly issuer: string,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  private signature(signingInput: string): Buffer {
    return createHmac('sha256', this.key).update(signingInput).digest();
  }

  sign(claims: TokenClaims): string {
    const payload = Buffer.from(
      JSON.stringify({ sid: claims.sid, sub: claims.sub, iss: this.issuer, iat: claims.iat, exp: claims.exp }),
    ).toString('base64url');
    const input = `${HEADER}.${payload}`;
    return `${input}.${this.signature(input).toString('base64url')}`;
  }

  /** The claims of a valid, unexpired token of ours at `now`; null for anything else. */
  verify(token: string, now: Date): TokenClaims | null {
    if (token.length > MAX_TOKEN_LENGTH) return null;
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header, payload, signature] = parts as [string, string, string];
    if (!isHs256(header)) return null;
    const expected = this.signature(`${header}.${payload}`);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims = parseJson(payload);
    if (!claims || claims.iss !== this.issuer) return null;
    const { sub, sid, iat, exp } = claims;
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') return null;
    const seconds = Math.floor(now.getTime() / 1000);
    if (exp <= seconds) return null;
    if (typeof iat === 'number' && iat > seconds + IAT_SKEW_SECONDS) return null;
    return { sub, sid, exp, iat: typeof iat === 'number' ? iat : 0 };
  }
}

function parseJson(part: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function isHs256(header: string): boolean {
  if (header === HEADER) return true;
  // Another encoder may order or space the header differently: read it, accept HS256 only.
  const parsed = parseJson(header);
  return parsed?.alg === 'HS256' && (parsed.typ === undefined || parsed.typ === 'JWT') && !('crit' in parsed);
}
