import type { FastifyInstance } from 'fastify';
import type { FileStorage } from './storage/index.js';

export type SecurityHeaderOptions = {
  /** Leaflet tile URL template (MAP_TILE_URL / VITE_MAP_TILE_URL): its host may serve images. */
  mapTileUrl?: string | undefined;
  /** Other origins the web app fetches from (an S3 bucket's signed download URLs). */
  connectOrigins?: string[];
};

/** Only what the web app uses: geolocation for clocking visits, nothing else. */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'midi=()',
  'display-capture=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
].join(', ');

/** Two years; sent only over HTTPS (browsers ignore it over HTTP anyway). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The CSP source for a tile URL template: scheme and host, with Leaflet's `{s}` subdomain
 * placeholder as a wildcard (`https://{s}.tile.example.org/{z}/{x}/{y}.png` → `https://*.tile.example.org`).
 * Undefined when the template has no such host.
 */
export function tileSource(template: string): string | undefined {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return undefined;
  const host = match[2]!.replace(/^\{s\}\./, '*.').toLowerCase();
  if (!/^(\*\.)?[a-z0-9.-]+(:\d+)?$/.test(host) && !/^\[[0-9a-f:.]+\](:\d+)?$/.test(host)) return undefined;
  return `${match[1]!.toLowerCase()}://${host}`;
}

/**
 * The web app's Content-Security-Policy: scripts only from this origin (the built app has no inline
 * script); styles from this origin plus inline (MUI's emotion inserts <style> elements at run time);
 * images from this origin, data: (Leaflet's CSS, signatures) and blob:, plus the map tile host;
 * fetches to this origin and the file storage; no plugins, no framing, no foreign base or forms.
 */
export function contentSecurityPolicy(opts: SecurityHeaderOptions = {}): string {
  const tiles = opts.mapTileUrl ? tileSource(opts.mapTileUrl) : undefined;
  const img = ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])];
  const connect = ["'self'", ...(opts.connectOrigins ?? [])];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img.join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The origin signed download URLs point at when it is not this server (S3): the web app fetches
 * the file's bytes from there. Read from a URL the storage signs, so it always matches.
 */
export async function storageOrigin(storage: FileStorage | undefined): Promise<string | undefined> {
  if (!storage || storage.kind === 'local') return undefined;
  const url = new URL(await storage.signedUrl('content-security-policy', 'origin', 60));
  return url.origin;
}

/**
 * Headers on every response: the CSP, Permissions-Policy and the classic hardening headers; HSTS
 * when the request came over HTTPS (directly or, with TRUST_PROXY, through the proxy); and
 * `Cache-Control: no-store` on the API, whose answers carry PHI and must not stay in caches.
 */
export function registerSecurityHeaders(app: FastifyInstance, opts: SecurityHeaderOptions = {}): void {
  const csp = contentSecurityPolicy(opts);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    reply.header('content-security-policy', csp);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (request.url.startsWith('/api/') && !String(reply.getHeader('cache-control') ?? '').includes('no-store')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
