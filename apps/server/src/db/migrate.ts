import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type SqlRunner = {
  exec: (sql: string) => Promise<void>;
  query: (sql: string) => Promise<Record<string, unknown>[]>;
};

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

type Journal = { entries: { idx: number; tag: string }[] };

/** Applies drizzle-kit's committed SQL migrations in order, each in its own transaction. */
export async function runMigrations(runner: SqlRunner): Promise<void> {
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as Journal;
  await runner.exec(
    'CREATE TABLE IF NOT EXISTS hearth_migrations (tag text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied = new Set((await runner.query('SELECT tag FROM hearth_migrations')).map((r) => String(r.tag)));
  for (const entry of [...journal.entries].sort((a, b) => a.idx - b.idx)) {
    if (applied.has(entry.tag)) continue;
    const sql = readFileSync(path.join(migrationsDir, `${entry.tag}.sql`), 'utf8');
    const statements = sql
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter(Boolean);
    await runner.exec('BEGIN');
    try {
      for (const statement of statements) await runner.exec(statement);
      await runner.exec(`INSERT INTO hearth_migrations (tag) VALUES ('${entry.tag.replace(/'/g, "''")}')`);
      await runner.exec('COMMIT');
    } catch (err) {
      await runner.exec('ROLLBACK');
      throw new Error(`Migration ${entry.tag} failed: ${(err as Error).message}`);
    }
  }
}
