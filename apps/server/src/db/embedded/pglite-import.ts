import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { runMigrations } from '../migrate.js';

const PENDING = 'pglite-import.pending';

/**
 * Hearth's first embedded engine was PGlite, with its data in the same DATA_DIR/pg. A data
 * directory there that Hearth's PostgreSQL did not create (no include of hearth.conf) is PGlite's:
 * it is moved to DATA_DIR/pglite-data (kept until the administrator deletes it) and an import is
 * marked pending until it succeeds, so a failed or interrupted import is retried at the next start.
 * Returns the PGlite directory still to import, if any.
 */
export function pgliteToImport(dataDir: string): string | undefined {
  const marker = path.join(dataDir, PENDING);
  if (existsSync(marker)) return readFileSync(marker, 'utf8').trim();
  const pgDir = path.join(dataDir, 'pg');
  const conf = path.join(pgDir, 'postgresql.conf');
  if (!existsSync(path.join(pgDir, 'PG_VERSION')) || !existsSync(conf)) return undefined;
  if (readFileSync(conf, 'utf8').includes('hearth.conf')) return undefined;
  let target = path.join(dataDir, 'pglite-data');
  if (existsSync(target)) target = `${target}-${Date.now()}`;
  writeFileSync(marker, target);
  renameSync(pgDir, target);
  return target;
}

export function markImported(dataDir: string): void {
  rmSync(path.join(dataDir, PENDING), { force: true });
}

type Source = {
  exec: (sql: string) => Promise<unknown>;
  query: <T>(sql: string) => Promise<{ rows: T[] }>;
  close: () => Promise<void>;
};

const BATCH = 2000;

/**
 * Copies every table of a PGlite data directory into the (migrated, empty) embedded database:
 * the PGlite side is first migrated to the same schema, rows travel as JSON text
 * (row_to_json → json_populate_recordset, lossless between two PostgreSQLs), foreign keys and
 * triggers are off for the copy (session_replication_role), sequences follow, and each table's
 * row count is checked. One transaction: it all lands or nothing does.
 */
export async function importPglite(fromDir: string, targetUrl: string): Promise<{ tables: number; rows: number }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const source = (await PGlite.create(fromDir)) as unknown as Source;
  const target = new pg.Client({ connectionString: targetUrl });
  await target.connect();
  try {
    await runMigrations({
      exec: async (sql) => {
        await source.exec(sql);
      },
      query: async (sql) => (await source.query<Record<string, unknown>>(sql)).rows,
    });
    const tables = (
      await source.query<{ name: string }>(
        `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY 1`,
      )
    ).rows.map((r) => r.name);
    const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
    let rows = 0;
    await target.query('BEGIN');
    await target.query('SET LOCAL session_replication_role = replica');
    await target.query(`TRUNCATE ${tables.map((t) => `public.${ident(t)}`).join(', ')}`);
    for (const table of tables) {
      const columns = (
        await source.query<{ name: string }>(
          `SELECT attname AS name FROM pg_attribute WHERE attrelid = 'public.${ident(table)}'::regclass
           AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
        )
      ).rows
        .map((r) => ident(r.name))
        .join(', ');
      await source.exec('BEGIN');
      await source.exec(
        `DECLARE hearth_copy NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS j FROM (SELECT ${columns} FROM public.${ident(table)}) t`,
      );
      for (;;) {
        const batch = (await source.query<{ j: string }>(`FETCH ${BATCH} FROM hearth_copy`)).rows;
        if (batch.length === 0) break;
        await target.query(
          `INSERT INTO public.${ident(table)} (${columns}) OVERRIDING SYSTEM VALUE
           SELECT ${columns} FROM json_populate_recordset(NULL::public.${ident(table)}, $1::json)`,
          [`[${batch.map((r) => r.j).join(',')}]`],
        );
        rows += batch.length;
      }
      await source.exec('COMMIT');
      const [from, to] = await Promise.all([
        source.query<{ n: number }>(`SELECT count(*)::int AS n FROM public.${ident(table)}`),
        target.query<{ n: number }>(`SELECT count(*)::int AS n FROM public.${ident(table)}`),
      ]);
      if (from.rows[0]!.n !== to.rows[0]!.n) {
        throw new Error(`table ${table}: ${from.rows[0]!.n} rows in PGlite, ${to.rows[0]!.n} copied`);
      }
    }
    const sequences = (
      await source.query<{ name: string; value: string }>(
        `SELECT sequencename AS name, last_value::text AS value FROM pg_sequences
         WHERE schemaname = 'public' AND last_value IS NOT NULL`,
      )
    ).rows;
    for (const s of sequences) {
      await target.query('SELECT setval($1::regclass, $2::bigint, true)', [`public.${ident(s.name)}`, s.value]);
    }
    await target.query('COMMIT');
    await target.query('ANALYZE');
    return { tables: tables.length, rows };
  } catch (err) {
    await target.query('ROLLBACK').catch(() => undefined);
    throw new Error(`Importing the PGlite data of ${fromDir} failed: ${(err as Error).message}`);
  } finally {
    await target.end();
    await source.close();
  }
}
