// Hearth for bench/api-vs-bare.ts (a child process): the real app from buildApp on a PostgreSQL
// pool opened as the server opens it, logging at LOG_LEVEL (production's default, info) to a
// discarded stdout. Env: DATABASE_URL, JWT_SECRET, LOG_LEVEL.
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { openPostgres } from '../apps/server/src/db/client.js';
import { serveInChild } from './api-vs-bare-child.js';

serveInChild(async () => {
  const database = openPostgres(process.env.DATABASE_URL!);
  const app = await buildApp({
    database,
    messenger: { send: async () => undefined },
    jwtSecret: process.env.JWT_SECRET!,
    fieldKey: randomBytes(32).toString('base64url'),
    logLevel: process.env.LOG_LEVEL || 'info',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  // The bare server gets a pool of the same size.
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    info: { poolSize: pool.options.max },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
});
