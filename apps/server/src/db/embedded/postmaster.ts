import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { isAlive } from '../dir-lock.js';

export { isAlive };

/** PostgreSQL's own lock file in the data directory: pid, data dir, start time, port, ..., status. */
export function readPostmasterPid(pgDir: string): { pid: number; port: number; status: string } | undefined {
  const file = path.join(pgDir, 'postmaster.pid');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return { pid, port: Number(lines[3]), status: (lines[7] ?? '').trim() };
}

/** Whether a live pid is a PostgreSQL server (after a reboot the old pid may be anything). */
function isPostgres(pid: number): boolean {
  try {
    if (process.platform === 'linux') return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
    if (process.platform === 'win32') return true;
    return /postgres/.test(execFileSync('ps', ['-p', String(pid), '-o', 'comm='], { encoding: 'utf8' }));
  } catch {
    return false;
  }
}

export async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return !isAlive(pid);
}

/**
 * Stops a postgres left running on `pgDir` by a Hearth that died without closing it (kill -9,
 * power to the process only). Called only while we hold the data directory's Hearth lock, so no
 * live Hearth is using it. A stale pid file naming some other process is removed.
 */
export async function stopOrphan(pgDir: string, stop: (pid: number) => void): Promise<number | undefined> {
  const found = readPostmasterPid(pgDir);
  if (!found) return undefined;
  if (!isAlive(found.pid) || !isPostgres(found.pid)) {
    const file = path.join(pgDir, 'postmaster.pid');
    if (existsSync(file)) unlinkSync(file);
    return undefined;
  }
  stop(found.pid);
  if (await waitForExit(found.pid, 30_000)) return found.pid;
  process.kill(found.pid, 'SIGQUIT'); // immediate shutdown; crash recovery replays the WAL at start
  if (await waitForExit(found.pid, 10_000)) return found.pid;
  throw new Error(`A PostgreSQL left running on ${pgDir} (pid ${found.pid}) would not stop; stop it and start again`);
}
