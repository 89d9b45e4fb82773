import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPostgres, type Database } from '../postgres.js';
import { acquireDirLock } from '../dir-lock.js';
import { startCluster, SUPERUSER, type Cluster } from './cluster.js';
import { importPglite, markImported, pgliteToImport } from './pglite-import.js';

export type EmbeddedOptions = {
  /** Connections Hearth's pool may open (the server's default is PostgreSQL mode's 10). */
  poolSize?: number;
  /** The cluster's max_connections: the pool plus room for pg_dump, psql and the tests' clones. */
  maxConnections?: number;
  /** Start-up notices (an orphaned postgres stopped, PGlite data imported). */
  log?: (message: string) => void;
};

export type EmbeddedDatabase = Database & { cluster: Cluster };

export const EMBEDDED_DATABASE = 'hearth';

/**
 * The default database: a real PostgreSQL in DATA_DIR/pg, run as a child of this process and
 * used through the same `pg` pool as PostgreSQL mode. One Hearth per data directory (pg.lock);
 * a postgres a killed Hearth left behind is stopped first. A PGlite directory found in its place
 * is moved aside and its rows imported once, by `migrate()` (docs/decisions/007).
 */
export async function openEmbedded(dataDir: string, opts: EmbeddedOptions = {}): Promise<EmbeddedDatabase> {
  const log = opts.log ?? ((message: string) => console.warn(message));
  const poolSize = opts.poolSize ?? 10;
  mkdirSync(dataDir, { recursive: true });
  const release = acquireDirLock(path.join(dataDir, 'pg.lock'));
  try {
    let pgliteDir = pgliteToImport(dataDir);
    const started = Date.now();
    const fresh = !existsSync(path.join(dataDir, 'pg', 'PG_VERSION'));
    const cluster = await startCluster({
      pgDir: path.join(dataDir, 'pg'),
      passwordFile: path.join(dataDir, 'pg-password'),
      maxConnections: opts.maxConnections ?? Math.max(20, poolSize + 10),
      onNotice: log,
    });
    log(
      `Embedded PostgreSQL ${fresh ? 'created and ' : ''}started in ${((Date.now() - started) / 1000).toFixed(2)} s ` +
        `(127.0.0.1:${cluster.port}, user ${SUPERUSER}, password in ${path.join(dataDir, 'pg-password')})`,
    );
    try {
      await createDatabase(cluster.url('postgres'), EMBEDDED_DATABASE);
    } catch (err) {
      await cluster.stop();
      throw err;
    }
    const url = cluster.url(EMBEDDED_DATABASE);
    const database = openPostgres(url, poolSize);
    return {
      ...database,
      kind: 'embedded',
      cluster,
      migrate: async () => {
        await database.migrate();
        if (!pgliteDir) return;
        const from = pgliteDir;
        log(`Moving the PGlite data of ${from} into the embedded PostgreSQL (once)...`);
        const done = await importPglite(from, url);
        markImported(dataDir);
        pgliteDir = undefined;
        log(`Imported ${done.rows} rows of ${done.tables} tables; the old data stays in ${from} until you delete it`);
      },
      close: async () => {
        try {
          await database.close();
          await cluster.stop();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

async function createDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}
