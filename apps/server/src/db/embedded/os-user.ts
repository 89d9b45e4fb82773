import { execFileSync } from 'node:child_process';
import { chownSync } from 'node:fs';

export type RunAs = { uid: number; gid: number } | undefined;

const USER = 'postgres';

function lookup(): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', USER], { encoding: 'utf8', stdio: 'pipe' }).trim());
    const gid = Number(execFileSync('id', ['-g', USER], { encoding: 'utf8', stdio: 'pipe' }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PostgreSQL refuses to run as root. Started by root (containers often are), the embedded
 * database runs as the `postgres` system user, created on first need; otherwise as our own user.
 */
export function postgresRunAs(): RunAs {
  if (process.platform === 'win32' || process.getuid?.() !== 0) return undefined;
  const found = lookup();
  if (found) return found;
  const attempts: [string, string[]][] = [
    ['useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', USER]],
    ['adduser', ['-S', '-D', '-H', USER]], // busybox (Alpine)
  ];
  for (const [command, args] of attempts) {
    try {
      execFileSync(command, args, { stdio: 'pipe' });
      break;
    } catch {
      /* try the next tool */
    }
  }
  const created = lookup();
  if (!created) {
    throw new Error(
      `Hearth runs as root, so the embedded PostgreSQL needs a "${USER}" system user, and creating it failed. ` +
        `Create it (useradd --system ${USER}), run Hearth as another user, or set DATABASE_URL.`,
    );
  }
  return created;
}

/** Gives a path to the database's user (no-op when we are that user). */
export function chownTo(file: string, runAs: RunAs): void {
  if (runAs) chownSync(file, runAs.uid, runAs.gid);
}
