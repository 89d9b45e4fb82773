import { openEmbedded } from './embedded/index.js';
import { openPostgres, type Database } from './postgres.js';

export { openPostgres, type Database, type Db } from './postgres.js';
export { openEmbedded } from './embedded/index.js';

/** PostgreSQL at DATABASE_URL, else the embedded PostgreSQL in DATA_DIR/pg. One driver for both. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** Start-up notices of the embedded database. */
  log?: (message: string) => void;
}): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openEmbedded(opts.dataDir, { log: opts.log });
}
