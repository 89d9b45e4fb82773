// The reports benchmark's plumbing: a throw-away PostgreSQL database, the real server as a child
// process (so its memory is its own), an admin session minted straight into the database, timed
// HTTP calls and the server's peak memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { UserType } from '@hearth/shared';
import type { Db } from '../apps/server/src/db/client.js';
import { sessionStore } from '../apps/server/src/modules/auth/index.js';
import { SessionTokens } from '../apps/server/src/platform/auth.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import { createUser } from '../apps/server/src/seed/factories.js';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Creates `hearth_rbench_<pid>_<rand>` on the server of `adminUrl`; `drop` removes it (idempotent). */
export async function createThrowawayDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `hearth_rbench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  return { url: target.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** An admin user and a bearer token for it, valid on a server started with the same secret. */
export async function mintAdminToken(db: Db, jwtSecret: string, userType: UserType = UserType.Admin): Promise<string> {
  const admin = await createUser(db, {
    userType,
    email: `bench.reports.${randomBytes(3).toString('hex')}@example.org`,
    firstName: 'Bench',
    lastName: 'Admin',
  });
  return new SessionTokens(jwtSecret, sessionStore(db), systemClock).issue(admin.id, { userAgent: 'reports bench' });
}

export type Server = { base: string; pid: number; stop: () => Promise<void> };

/** Starts apps/server on a free-ish port (the embedded PostgreSQL in `dataDir` unless `databaseUrl`) and waits until healthy. */
export async function startServer(p: { dataDir: string; jwtSecret: string; databaseUrl?: string }): Promise<Server> {
  const port = 4100 + Math.floor(Math.random() * 800);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: p.dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: p.jwtSecret,
    // Required with DATABASE_URL; the reports never read an SSN, so a fresh key per run will do.
    FIELD_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'warn',
  };
  if (p.databaseUrl) env.DATABASE_URL = p.databaseUrl;
  else delete env.DATABASE_URL;
  // node itself (not the tsx wrapper) so /proc/<pid> is the server's own memory.
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=@hearth/source', '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let alive = true;
  void exited.then(() => (alive = false));
  const server: Server = {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      if (!alive) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
  try {
    for (let i = 0; ; i++) {
      if (!alive) throw new Error('the server exited during start-up');
      if (i > 1200) throw new Error('the server did not become healthy in 2 minutes');
      try {
        if ((await fetch(`${server.base}/api/v1/health`)).ok) return server;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  } catch (err) {
    await server.stop();
    throw err;
  }
}

/** Peak resident memory (VmHWM) of a process in MB. */
export function peakRssMb(pid: number): number {
  const kb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return kb / 1024;
}

/** Current resident memory (VmRSS) of a process in MB. */
export function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return kb / 1024;
}

/** Resets the peak (VmHWM) to the current RSS, so a later reading covers one phase only. */
export function resetPeakRss(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** A JSON GET with a bearer token; throws on a non-2xx answer. */
export async function getJson<T>(url: string, token: string): Promise<{ ms: number; body: T }> {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  const ms = performance.now() - t0;
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return { ms, body: JSON.parse(text) as T };
}

/** POSTs a JSON body and reads the (streamed) answer to its end without keeping it. */
export async function postAndDrain(
  url: string,
  token: string,
  body: unknown,
): Promise<{ ms: number; bytes: number; firstByteMs: number; contentType: string }> {
  const t0 = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const firstByteMs = performance.now() - t0;
  if (!res.ok || !res.body) throw new Error(`POST ${url} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
  return { ms: performance.now() - t0, bytes, firstByteMs, contentType: res.headers.get('content-type') ?? '' };
}

/** Milliseconds `fn` takes. */
export async function timeOnce(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

/** Times `fn` `runs` times after `warmUps` untimed calls. */
export async function timeRuns(fn: () => Promise<unknown>, runs: number, warmUps: number): Promise<number[]> {
  for (let i = 0; i < warmUps; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

/** Nearest-rank percentile. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}
