import { readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import { describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { isLocalDatabase, lowerBackendPriority } from './backend-priority.js';
import { openPostgres } from './postgres.js';
import { rowsOf } from './rows.js';

describe('background connections at low priority', () => {
  it('knows a database on this machine from a remote one', () => {
    expect(isLocalDatabase('postgres://u@127.0.0.1:5432/db')).toBe(true);
    expect(isLocalDatabase('postgres://u@localhost/db')).toBe(true);
    expect(isLocalDatabase('postgres://u@[::1]:5432/db')).toBe(true);
    expect(isLocalDatabase('postgres://u@/db?host=/run/postgresql')).toBe(true);
    expect(isLocalDatabase('postgres://u@db.example.org:5432/db')).toBe(false);
    expect(isLocalDatabase('postgres://u@10.0.0.5/db')).toBe(false);
    expect(isLocalDatabase('not a url')).toBe(false);
  });

  it("lowers a background pool's own backend, and never a request pool's", async () => {
    const url = inject('pgTemplate').adminUrl;
    const background = openPostgres(url, 1, { background: true });
    const requests = new pg.Pool({ connectionString: url, max: 1 });
    try {
      const [bg] = await rowsOf<{ pid: number }>(background.db, sql`SELECT pg_backend_pid() AS pid`);
      const bgPid = Number(bg!.pid);
      const reqPid = Number((await requests.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid);
      // Renice'd only where the backend is a process of this machine that this user may lower (CI,
      // the embedded database): there the background one is at 19; elsewhere nothing is touched.
      const mayLower = (pid: number) => {
        try {
          const ours = process.getuid?.() === 0 || process.getuid?.() === statSync(`/proc/${pid}`).uid;
          return ours && readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
        } catch {
          return false;
        }
      };
      if (mayLower(bgPid)) expect(os.getPriority(bgPid)).toBe(19);
      if (mayLower(reqPid)) expect(os.getPriority(reqPid)).toBe(0);
      // Asked directly for a connection it may not lower (a remote one reads the same way): false, no throw.
      const client = await requests.connect();
      try {
        expect(typeof (await lowerBackendPriority(client, 0))).toBe('boolean');
      } finally {
        client.release();
      }
    } finally {
      await background.close();
      await requests.end();
    }
  });
});
