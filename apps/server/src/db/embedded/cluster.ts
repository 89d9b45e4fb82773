import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { findPostgresBinaries, type PostgresBinaries } from './binaries.js';
import { chownTo, postgresRunAs, type RunAs } from './os-user.js';
import { isAlive, readPostmasterPid, stopOrphan, waitForExit } from './postmaster.js';
import { hearthConf } from './settings.js';

export const SUPERUSER = 'hearth';

export type Cluster = {
  port: number;
  password: string;
  pid: number;
  /** Connection URL of a database on this cluster. */
  url: (database: string) => string;
  /** Fast shutdown (open sessions are ended), waiting until postgres has exited. */
  stop: () => Promise<void>;
};

export type ClusterOptions = {
  pgDir: string;
  /** Generated on first start, kept 0600 next to the data (never inside it: backups of pg/ alone). */
  passwordFile: string;
  maxConnections: number;
  /** Told when an orphaned postgres was stopped. */
  onNotice?: (message: string) => void;
};

/**
 * Starts PostgreSQL on `pgDir` as a child process of Hearth (initialising the directory the first
 * time). The caller must hold the data directory's Hearth lock.
 */
export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const bin = findPostgresBinaries();
  const runAs = postgresRunAs();
  const { pgDir } = opts;
  const password = readOrCreatePassword(opts.passwordFile, existsSync(path.join(pgDir, 'PG_VERSION')));
  if (runAs) ensureReachable(path.dirname(pgDir), runAs);
  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) initCluster(bin, pgDir, password, runAs);
  else ensureOwner(pgDir, runAs);

  const orphan = await stopOrphan(pgDir, (pid) => signalStop(bin, pgDir, pid));
  if (orphan) opts.onNotice?.(`Stopped the PostgreSQL (pid ${orphan}) a previous Hearth left running on ${pgDir}`);

  const port = await choosePort(pgDir);
  const conf = path.join(pgDir, 'hearth.conf');
  writeFileSync(conf, hearthConf({ port, maxConnections: opts.maxConnections }));
  chownTo(conf, runAs);

  const logFile = openLog(pgDir, runAs);
  const child = spawn(bin.postgres, ['-D', pgDir], {
    ...(runAs ?? {}),
    // Its own process group: a Ctrl-C in the terminal reaches Hearth, which closes its pool first.
    detached: process.platform !== 'win32',
    stdio: ['ignore', logFile.fd, logFile.fd],
    env: { PATH: process.env.PATH ?? '', LC_ALL: 'C', ...(process.platform === 'win32' ? process.env : {}) },
    windowsHide: true,
  });
  closeSync(logFile.fd);
  child.unref();
  await waitUntilReady(child, pgDir, logFile.path);
  const pid = child.pid!;

  // A crash of Hearth still asks postgres to stop (kill -9 cannot be caught: the next start does it).
  const onExit = () => {
    if (isAlive(pid)) signalStop(bin, pgDir, pid);
  };
  process.on('exit', onExit);
  let stopping: Promise<void> | undefined;
  return {
    port,
    password,
    pid,
    url: (database) =>
      `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`,
    stop: () =>
      (stopping ??= (async () => {
        process.off('exit', onExit);
        if (!isAlive(pid)) return;
        signalStop(bin, pgDir, pid);
        if (await waitForExit(pid, 30_000)) return;
        process.kill(pid, 'SIGQUIT'); // immediate shutdown; the next start replays the WAL
        await waitForExit(pid, 10_000);
      })()),
  };
}

function readOrCreatePassword(file: string, initialised: boolean): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  if (initialised) {
    throw new Error(`The embedded database's password file ${file} is missing; restore it from your backup`);
  }
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, password + '\n', { mode: 0o600 });
  return password;
}

function initCluster(bin: PostgresBinaries, pgDir: string, password: string, runAs: RunAs): void {
  mkdirSync(pgDir, { recursive: true, mode: 0o700 });
  chownTo(pgDir, runAs);
  const pwFile = path.join(os.tmpdir(), `hearth-pw-${randomBytes(6).toString('hex')}`);
  writeFileSync(pwFile, password + '\n', { mode: 0o600 });
  chownTo(pwFile, runAs);
  try {
    const result = spawnSync(
      bin.initdb,
      [
        `--pgdata=${pgDir}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${pwFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        // Code-point order and Unicode case rules built into PostgreSQL: the same on every OS.
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--no-instructions',
      ],
      { ...(runAs ?? {}), encoding: 'utf8', env: { PATH: process.env.PATH ?? '', LC_ALL: 'C' }, windowsHide: true },
    );
    if (result.status !== 0) {
      throw new Error(`initdb failed on ${pgDir}: ${(result.stderr || result.error?.message || '').trim()}`);
    }
  } finally {
    unlinkSync(pwFile);
  }
  appendFileSync(
    path.join(pgDir, 'postgresql.conf'),
    "\n# Hearth's settings (rewritten at each start)\ninclude_if_exists = 'hearth.conf'\n",
  );
}

/**
 * The postgres user must be able to walk to DATA_DIR/pg. DATA_DIR itself (ours, often a 0700
 * temporary directory) gets search permission for others, which lists nothing and opens none of
 * its 0600 files; a parent it cannot cross is a clear error.
 */
function ensureReachable(dataDir: string, runAs: NonNullable<RunAs>): void {
  const stat = statSync(dataDir);
  if ((stat.mode & 0o001) === 0 && stat.uid === process.getuid?.()) chmodSync(dataDir, stat.mode | 0o001);
  for (let dir = path.dirname(path.resolve(dataDir)); ; dir = path.dirname(dir)) {
    const s = statSync(dir);
    const crossable =
      s.mode & 0o001 || (s.uid === runAs.uid && s.mode & 0o100) || (s.gid === runAs.gid && s.mode & 0o010);
    if (!crossable) {
      throw new Error(
        `The embedded PostgreSQL runs as the "postgres" user, which cannot reach ${dataDir}: ${dir} is closed to it ` +
          `(chmod o+x ${dir}, or choose another DATA_DIR)`,
      );
    }
    if (dir === path.dirname(dir)) return;
  }
}

/** A data directory restored by root (cp -a of a backup) must belong to the database's user again. */
function ensureOwner(pgDir: string, runAs: RunAs): void {
  if (!runAs || statSync(pgDir).uid === runAs.uid) return;
  const walk = (p: string) => {
    chownTo(p, runAs);
    if (statSync(p).isDirectory()) for (const entry of readdirSync(p)) walk(path.join(p, entry));
  };
  walk(pgDir);
}

function signalStop(bin: PostgresBinaries, pgDir: string, pid: number): void {
  if (process.platform === 'win32') {
    spawnSync(bin.pgCtl, ['stop', '-D', pgDir, '-m', 'fast', '-W'], { windowsHide: true });
    return;
  }
  try {
    process.kill(pid, 'SIGINT'); // "fast" shutdown: end sessions, checkpoint, exit
  } catch {
    /* already gone */
  }
}

/** The port of the last start when it is still free (stable for pg_dump), else any free one. */
async function choosePort(pgDir: string): Promise<number> {
  let previous: number | undefined;
  try {
    previous = Number(/^port = (\d+)/m.exec(readFileSync(path.join(pgDir, 'hearth.conf'), 'utf8'))?.[1]);
  } catch {
    previous = undefined;
  }
  if (previous && (await tryListen(previous)) === previous) return previous;
  const any = await tryListen(0);
  if (!any) throw new Error('No free TCP port on 127.0.0.1 for the embedded PostgreSQL');
  return any;
}

function tryListen(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : undefined));
    });
  });
}

function openLog(pgDir: string, runAs: RunAs): { fd: number; path: string } {
  const dir = path.join(pgDir, 'log');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chownTo(dir, runAs);
  const file = path.join(dir, 'postgres.log');
  if (existsSync(file) && statSync(file).size > 10 * 1024 * 1024) renameSync(file, `${file}.1`);
  const fd = openSync(file, 'a', 0o600);
  chownTo(file, runAs);
  return { fd, path: file };
}

async function waitUntilReady(child: ChildProcess, pgDir: string, logPath: string): Promise<void> {
  let exited = false;
  child.once('exit', () => (exited = true));
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (exited || child.exitCode !== null) {
      const tail = readFileSync(logPath, 'utf8').trim().split('\n').slice(-8).join('\n');
      throw new Error(`The embedded PostgreSQL on ${pgDir} did not start:\n${tail}`);
    }
    const found = readPostmasterPid(pgDir);
    if (found && found.pid === child.pid && found.status === 'ready') return;
    await new Promise((r) => setTimeout(r, 25));
  }
  child.kill('SIGQUIT');
  throw new Error(`The embedded PostgreSQL on ${pgDir} did not become ready within 2 minutes (log: ${logPath})`);
}
