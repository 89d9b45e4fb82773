import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';
import { isLocalDatabase, lowerBackendPriority } from './backend-priority.js';
import { runMigrations } from './migrate.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  /** embedded: Hearth's own PostgreSQL in DATA_DIR/pg; postgres: DATABASE_URL. Same driver. */
  kind: 'embedded' | 'postgres';
  /** Its connection string (with the password): for a second, small pool such as the job queue's. Never log it. */
  url: string;
  /** Applies committed migrations (serialised across instances by an advisory lock). */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A pool on `url`. `background`: a pool for work that must give way to requests (the aggregator's
 * sender): on this machine, each of its connections lowers its own backend's priority.
 */
export function openPostgres(url: string, poolSize = 10, opts: { background?: boolean } = {}): Database {
  const lower = opts.background && isLocalDatabase(url);
  // pg-pool awaits onConnect before it hands the connection out, so the lowering runs first
  // (@types/pg types its result as void).
  const onConnect = lower ? (client: pg.ClientBase) => lowerBackendPriority(client) : undefined;
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- awaited by pg-pool, never throws
  const pool = new pg.Pool({ connectionString: url, max: poolSize, onConnect });
  pool.on('error', () => undefined); // an idle client dropped by the server: the pool replaces it
  return {
    db: drizzle(pool, { schema }),
    kind: 'postgres',
    url,
    migrate: async () => {
      const conn = await pool.connect();
      try {
        // One instance migrates at a time; the others wait, then find nothing to do.
        await conn.query('SELECT pg_advisory_lock(7265321)');
        await runMigrations({
          exec: async (sql) => {
            await conn.query(sql);
          },
          query: async (sql) => (await conn.query(sql)).rows as Record<string, unknown>[],
        });
      } finally {
        await conn.query('SELECT pg_advisory_unlock(7265321)').catch(() => undefined);
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}
