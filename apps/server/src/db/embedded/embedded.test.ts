import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMigrations } from '../migrate.js';
import { findPostgresBinaries } from './binaries.js';
import { openEmbedded, type EmbeddedDatabase } from './index.js';
import { isAlive, readPostmasterPid } from './postmaster.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const quiet = { log: () => undefined };

let dataDir: string;
let open: EmbeddedDatabase[] = [];
let children: ChildProcess[] = [];

beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'hearth-embedded-'));
});

afterEach(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const database of open) await database.close();
  const left = readPostmasterPid(path.join(dataDir, 'pg'));
  if (left && isAlive(left.pid)) process.kill(left.pid, 'SIGQUIT');
  open = [];
  children = [];
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<EmbeddedDatabase> {
  const database = await openEmbedded(dataDir, quiet);
  open.push(database);
  return database;
}

async function stop(database: EmbeddedDatabase): Promise<void> {
  open = open.filter((d) => d !== database);
  await database.close();
}

async function rows(database: EmbeddedDatabase, query: SQL): Promise<Record<string, unknown>[]> {
  return ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

const count = async (database: EmbeddedDatabase, table: string) =>
  Number((await rows(database, sql.raw(`SELECT count(*) AS n FROM ${table}`)))[0]!.n);

/** Runs the embedded database in another process (another Hearth) until it prints "ready <postgres pid>". */
function holdInChild(): Promise<{ child: ChildProcess; postgresPid: number }> {
  const child = spawn(
    process.execPath,
    ['--conditions=@hearth/source', '--import', 'tsx', path.join(here, 'hold-data-dir.fixture.ts'), dataDir],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /ready (\d+)/.exec(out);
      if (ready) resolve({ child, postgresPid: Number(ready[1]) });
    });
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`fixture exited with ${code}: ${out}`)));
  });
}

// initdb, a PGlite start and a child process each take seconds on a busy 2-core machine.
describe('embedded PostgreSQL', { timeout: 90_000 }, () => {
  it('creates its data directory on first start, keeps the data across a restart and stops with Hearth', async () => {
    const first = await start();
    await first.migrate();
    await first.db.execute(sql`INSERT INTO rate_limits (key, window_start, count) VALUES ('k', now(), 3)`);
    const pid = first.cluster.pid;
    await stop(first);
    expect(isAlive(pid)).toBe(false);
    expect(statSync(path.join(dataDir, 'pg-password')).mode & 0o777).toBe(0o600);
    expect(readFileSync(path.join(dataDir, 'pg', 'hearth.conf'), 'utf8')).toMatch(/listen_addresses = '127\.0\.0\.1'/);

    const again = await start();
    expect(again.cluster.port).toBe(first.cluster.port);
    await again.migrate();
    expect(await count(again, 'rate_limits')).toBe(1);
    const [version] = await rows(again, sql`SHOW server_version_num`);
    expect(Number(version!.server_version_num)).toBeGreaterThanOrEqual(180000);
  });

  it('refuses a second Hearth on the same data directory', async () => {
    const { postgresPid } = await holdInChild();
    await expect(openEmbedded(dataDir, quiet)).rejects.toThrow(/in use by another Hearth process/);
    expect(isAlive(postgresPid)).toBe(true); // the refusal left the other Hearth's database alone
  });

  it('stops the postgres a killed Hearth left running, then starts with the data intact', async () => {
    const first = await start();
    await first.migrate();
    await first.db.execute(sql`INSERT INTO rate_limits (key, window_start, count) VALUES ('kept', now(), 1)`);
    await stop(first);

    const { child, postgresPid } = await holdInChild();
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(isAlive(postgresPid)).toBe(true); // orphaned

    const notices: string[] = [];
    const database = await openEmbedded(dataDir, { log: (m) => notices.push(m) });
    open.push(database);
    expect(isAlive(postgresPid)).toBe(false);
    expect(database.cluster.pid).not.toBe(postgresPid);
    expect(notices.join('\n')).toMatch(new RegExp(`Stopped the PostgreSQL \\(pid ${postgresPid}\\)`));
    expect(await count(database, 'rate_limits')).toBe(1);
  });
});

describe('embedded PostgreSQL: PGlite data and unsupported platforms', { timeout: 90_000 }, () => {
  it('moves PGlite data found in DATA_DIR/pg into the new database once', async () => {
    const pglite = await PGlite.create(path.join(dataDir, 'pg'));
    await runMigrations({
      exec: async (q) => {
        await pglite.exec(q);
      },
      query: async (q) => (await pglite.query<Record<string, unknown>>(q)).rows,
    });
    await pglite.exec(`
      INSERT INTO audit_events (actor_user_id, action, target_type, ip, details) VALUES
        (1, 'sign-in', NULL, '10.0.0.1', '{"note": "it''s \\u00e9t\\u00e9", "n": [1, 2]}'),
        (NULL, 'export', 'report', NULL, NULL);
      INSERT INTO rate_limits (key, window_start, count) VALUES ('ip:1', '2026-01-02T03:04:05.678Z', 7);`);
    await pglite.close();

    const database = await start();
    await database.migrate();
    expect(existsSync(path.join(dataDir, 'pglite-data', 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'pglite-import.pending'))).toBe(false);
    const events = await rows(database, sql`SELECT id, action, details, ip FROM audit_events ORDER BY id`);
    expect(events).toEqual([
      { id: '1', action: 'sign-in', details: { note: "it's été", n: [1, 2] }, ip: '10.0.0.1' },
      { id: '2', action: 'export', details: null, ip: null },
    ]);
    const [limit] = await rows(database, sql`SELECT window_start, count FROM rate_limits`);
    expect(new Date(limit!.window_start as string).toISOString()).toBe('2026-01-02T03:04:05.678Z');
    expect(limit!.count).toBe(7);
    // The sequence came along: the next row does not collide.
    await database.db.execute(sql`INSERT INTO audit_events (action) VALUES ('after')`);
    expect(await count(database, 'audit_events')).toBe(3);

    await stop(database);
    const again = await start();
    await again.migrate();
    expect(await count(again, 'audit_events')).toBe(3); // not imported twice
  }, 240_000); // PGlite (WebAssembly) starts and migrates slowly on a loaded machine

  it('names the platform and DATABASE_URL when no binary ships for it', () => {
    expect(() => findPostgresBinaries('sunos', 'x64')).toThrow(/sunos-x64.*DATABASE_URL/);
  });
});
