// The server under `npm start` ends with the npm that started it (scripts/start.mjs uses it).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/** The parent process id of `pid`, or null where it cannot be read (Windows, a process gone). */
function parentOf(pid) {
  try {
    if (existsSync('/proc')) {
      // /proc/PID/stat: "pid (comm) state ppid ..."; comm may hold spaces and parentheses.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) || null;
    }
    if (process.platform === 'win32') return null;
    return Number(execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8' }).trim()) || null;
  } catch {
    return null;
  }
}

/** The command line of `pid` ('' where it cannot be read). */
function commandOf(pid) {
  try {
    if (existsSync('/proc')) return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
    return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
  } catch {
    return '';
  }
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
};

/**
 * Under `npm start` the server runs as npm → sh → node: a SIGTERM to npm ends npm (and maybe the
 * shell) but never reaches node, which would keep serving with its embedded PostgreSQL. So the
 * server watches the processes that started it and shuts down cleanly (the same SIGTERM path)
 * once one of them is gone or it has been handed to another parent.
 */
export function exitWithLauncher() {
  if (!process.env.npm_lifecycle_event || process.platform === 'win32') return;
  const parent = process.ppid;
  const watched = [parent];
  const grandparent = parentOf(parent);
  // npm runs scripts through a shell: watch npm too, not only the shell.
  if (grandparent && grandparent > 1 && /\bnpm/.test(commandOf(grandparent))) watched.push(grandparent);
  const timer = setInterval(() => {
    if (process.ppid === parent && watched.every(alive)) return;
    clearInterval(timer);
    console.warn('The process that started Hearth (npm start) has ended: shutting down.');
    process.kill(process.pid, 'SIGTERM');
  }, 1000);
  timer.unref();
}
