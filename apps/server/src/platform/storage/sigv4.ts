import { createHash, createHmac } from 'node:crypto';

/** AWS Signature Version 4 for S3-compatible storage, with node:crypto only. */

export type AwsCredentials = { accessKeyId: string; secretAccessKey: string; sessionToken?: string };

export type SigV4Target = {
  method: string;
  /** Scheme, host and optional port; any path here is ignored. */
  origin: URL;
  /** Decoded path, e.g. `/bucket/key`; each segment is encoded exactly once. */
  path: string;
  query?: [string, string][];
  region: string;
  service: string;
  credentials: AwsCredentials;
  now: Date;
};

const ALGORITHM = 'AWS4-HMAC-SHA256';
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 defines it (everything but A-Z a-z 0-9 - _ . ~). */
export function awsEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

const encodePath = (p: string) => p.split('/').map(awsEncode).join('/');

function canonicalQuery(query: [string, string][]): string {
  return query
    .map(([k, v]) => [awsEncode(k), awsEncode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak === bk ? (av < bv ? -1 : 1) : ak < bk ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** 20130524T000000Z */
export function amzDate(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function scopeOf(t: SigV4Target) {
  const date = amzDate(t.now);
  const day = date.slice(0, 8);
  return { date, scope: `${day}/${t.region}/${t.service}/aws4_request`, day };
}

function signature(t: SigV4Target, canonicalRequest: string): string {
  const { date, scope, day } = scopeOf(t);
  const stringToSign = [ALGORITHM, date, scope, sha256Hex(canonicalRequest)].join('\n');
  const kDate = hmac(`AWS4${t.credentials.secretAccessKey}`, day);
  const kSigning = hmac(hmac(hmac(kDate, t.region), t.service), 'aws4_request');
  return createHmac('sha256', kSigning).update(stringToSign).digest('hex');
}

function urlOf(t: SigV4Target, query: [string, string][]): string {
  const qs = canonicalQuery(query);
  return `${t.origin.protocol}//${t.origin.host}${encodePath(t.path)}${qs ? `?${qs}` : ''}`;
}

/**
 * Signs a request in the Authorization header. Returns the URL to call and every header to send
 * (the given ones plus host, x-amz-date, x-amz-content-sha256 and authorization).
 */
export function signRequest(t: SigV4Target & { headers?: Record<string, string>; payloadHash: string }): {
  url: string;
  headers: Record<string, string>;
} {
  const { date, scope } = scopeOf(t);
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(t.headers ?? {})) headers[k.toLowerCase()] = String(v).trim();
  headers['host'] = t.origin.host;
  headers['x-amz-date'] = date;
  headers['x-amz-content-sha256'] = t.payloadHash;
  if (t.credentials.sessionToken) headers['x-amz-security-token'] = t.credentials.sessionToken;
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    t.method,
    encodePath(t.path),
    canonicalQuery(t.query ?? []),
    names.map((n) => `${n}:${headers[n]}\n`).join(''),
    signedHeaders,
    t.payloadHash,
  ].join('\n');
  headers['authorization'] =
    `${ALGORITHM} Credential=${t.credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, ` +
    `Signature=${signature(t, canonicalRequest)}`;
  return { url: urlOf(t, t.query ?? []), headers };
}

/** A presigned URL (query-string authentication), valid for `expiresSeconds` (at most 7 days). */
export function presignUrl(t: SigV4Target & { expiresSeconds: number }): string {
  const { date, scope } = scopeOf(t);
  const query: [string, string][] = [
    ...(t.query ?? []),
    ['X-Amz-Algorithm', ALGORITHM],
    ['X-Amz-Credential', `${t.credentials.accessKeyId}/${scope}`],
    ['X-Amz-Date', date],
    ['X-Amz-Expires', String(t.expiresSeconds)],
    ['X-Amz-SignedHeaders', 'host'],
  ];
  if (t.credentials.sessionToken) query.push(['X-Amz-Security-Token', t.credentials.sessionToken]);
  const canonicalRequest = [
    t.method,
    encodePath(t.path),
    canonicalQuery(query),
    `host:${t.origin.host}\n`,
    'host',
    UNSIGNED_PAYLOAD,
  ].join('\n');
  return `${urlOf(t, query)}&X-Amz-Signature=${signature(t, canonicalRequest)}`;
}
