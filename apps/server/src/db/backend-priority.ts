/**
 * Background work at low priority inside PostgreSQL too (docs/decisions/015, "Sending beside
 * clock-in"). A thread at nice 19 still has its SQL run by a PostgreSQL backend at normal priority,
 * which on a 2-core machine shared with the database competes with every clock-in. When the
 * database runs on this machine (the embedded default, or a local server) each connection of a
 * background pool lowers its own backend to nice 19 as well: `pg_backend_pid()` names it, and the
 * process is renice'd only when /proc shows it is a PostgreSQL process. Anywhere else (a remote
 * database, another PID namespace, no permission) nothing changes and the work runs as before.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import type pg from 'pg';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** Whether a connection string points at this machine (a loopback address or a Unix socket). */
export function isLocalDatabase(url: string): boolean {
  // A Unix socket (`?host=/run/postgresql`) is this machine, whatever the URL's own host says.
  if (/[?&]host=(\/|%2F)/i.test(url)) return true;
  try {
    const u = new URL(url);
    return u.hostname === '' || LOCAL_HOSTS.has(u.hostname);
  } catch {
    return false;
  }
}

/** Whether `pid` is a PostgreSQL process this process can see (Linux /proc). */
function isPostgresProcess(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
  } catch {
    return false;
  }
}

/**
 * Lowers the PostgreSQL backend behind `client` to `nice`; answers whether it did. Never throws:
 * a priority is a preference, and the work must run either way.
 */
export async function lowerBackendPriority(client: pg.ClientBase, nice = 19): Promise<boolean> {
  try {
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const pid = Number(rows[0]?.pid);
    if (!Number.isInteger(pid) || pid <= 0 || !isPostgresProcess(pid)) return false;
    os.setPriority(pid, nice);
    return true;
  } catch {
    return false;
  }
}
