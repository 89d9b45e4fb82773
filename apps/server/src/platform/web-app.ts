import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@hearth/shared';
import { errorBody } from './errors.js';

/** Vite puts every hashed (content-named) file under /assets/: a new build gives new names. */
const ASSETS_PREFIX = '/assets/';
/** A hashed file never changes: browsers and proxies keep it a year without asking again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the other unhashed files: kept, but checked with the server before each use. */
export const REVALIDATE = 'no-cache';

/**
 * Serves the built web app (docs/decisions/009): files as built, brotli or gzip copies written at
 * build time when the browser accepts them, hashed assets cached for good and everything else
 * revalidated; any other GET outside /api/ and /assets/ is a route of the single-page app
 * (index.html). A missing /assets/ file is a 404, not index.html: a page of an older build asking
 * for a chunk that is gone must see the failure (it then reloads) rather than parse HTML as a
 * script. Without a built app (API-only tests, `npm run dev`) only the API's 404 is set up.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const serveSpa = Boolean(webDist && existsSync(path.join(webDist, 'index.html')));
  if (serveSpa) {
    const assetsDir = path.join(webDist!, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: webDist!,
      // Routes for the files present at start-up; a build is replaced by restarting the server.
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header('cache-control', file.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const [pathname = '/'] = request.url.split('?');
    const isAppRoute =
      serveSpa &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith(ASSETS_PREFIX);
    if (isAppRoute) return reply.code(200).sendFile('index.html');
    const body = errorBody(ErrorCode.NOT_FOUND, `No route ${request.method} ${pathname}`);
    return reply.status(body.code).send(body);
  });
}
