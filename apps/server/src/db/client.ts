import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';
import { acquireDirLock } from './dir-lock.js';
import { runMigrations, type SqlRunner } from './migrate.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies committed migrations (serialised across instances on PostgreSQL). */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

/** Wraps an already-open PGlite (tests load a migrated template into one). */
export function fromPglite(client: PGlite, onClose?: () => void): Database {
  const runner: SqlRunner = {
    exec: async (sql) => {
      await client.exec(sql);
    },
    query: async (sql) => (await client.query<Record<string, unknown>>(sql)).rows,
  };
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    migrate: () => runMigrations(runner),
    close: async () => {
      await client.close();
      onClose?.();
    },
  };
}

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => undefined); // an idle client dropped by the server: the pool replaces it
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
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

/** Embedded PostgreSQL under DATA_DIR/pg; one process per directory (lock file). */
export async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const release = acquireDirLock(path.join(dataDir, 'pg.lock'));
  try {
    const client = await PGlite.create(path.join(dataDir, 'pg'));
    return fromPglite(client, release);
  } catch (err) {
    release();
    throw err;
  }
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
