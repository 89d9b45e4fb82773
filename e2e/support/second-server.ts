// A second Hearth server of its own for a journey that needs the product configured differently from
// the shared e2e server (global-setup.ts): `node scripts/start.mjs` on a fresh DATA_DIR and port,
// no demo seed, its own first admin; signed in through its API the way support/admin.ts does.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The web app's key for the signed-in user's auth data (apps/web/src/lib/auth-storage.ts AUTH_KEY). */
const AUTH_KEY = 'hearth.auth';

export type SecondServer = {
  baseURL: string;
  dataDir: string;
  adminEmail: string;
  adminPassword: string;
  /** SIGTERM, wait for the exit, remove the data directory. */
  stop: () => Promise<void>;
};

/** Starts the compiled product on `port` with `env` added; resolves once it says "Hearth is ready". */
export async function startSecondServer(port: number, env: Record<string, string>): Promise<SecondServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hearth-e2e-second-'));
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
  };
  delete childEnv.DATABASE_URL;
  delete childEnv.ADMIN_EMAIL;
  delete childEnv.ADMIN_PASSWORD;
  const server: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    server.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (!exited) {
      server.kill('SIGTERM');
      await exit;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const adminPassword = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`second server did not start:\n${log}`)), 150_000);
      const onData = (chunk: Buffer) => {
        log += chunk.toString();
        if (log.includes('Hearth is ready')) {
          clearTimeout(timer);
          try {
            resolve(readFileSync(path.join(dataDir, 'first-admin-password'), 'utf8').trim());
          } catch {
            reject(new Error(`no first-admin-password file in ${dataDir}:\n${log}`));
          }
        }
      };
      server.stdout!.on('data', onData);
      server.stderr!.on('data', onData);
      void exit.then(() => {
        clearTimeout(timer);
        reject(new Error(`second server exited:\n${log}`));
      });
    });
    return { baseURL: `http://127.0.0.1:${port}`, dataDir, adminEmail: 'admin@localhost', adminPassword, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

type OutboxLine = { channel: 'sms' | 'email'; userEmail: string; text: string };

function outbox(dataDir: string): OutboxLine[] {
  const file = path.join(dataDir, 'outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as OutboxLine);
}

export type Auth = { token: string; passwordResetRequired: boolean };

/** Signs the server's first admin in through its API: login, the SMS code from ITS outbox, verify. */
export async function signInSecond(request: APIRequestContext, server: SecondServer): Promise<Auth> {
  const { baseURL, adminEmail: email, adminPassword: password, dataDir } = server;
  const before = outbox(dataDir).length;
  const login = await request.post(`${baseURL}/api/v1/user/login`, { data: { email, password } });
  expect(login.status(), await login.text()).toBe(201);
  let otp: string | undefined;
  await expect
    .poll(() => {
      const line = outbox(dataDir)
        .slice(before)
        .reverse()
        .find((l) => l.channel === 'sms' && l.userEmail === email && /\b\d{6}\b/.test(l.text));
      otp = line?.text.match(/\b(\d{6})\b/)?.[1];
      return otp;
    })
    .toBeTruthy();
  const verified = await request.post(`${baseURL}/api/v1/verifyotp`, { data: { email, otp } });
  expect(verified.status(), await verified.text()).toBe(200);
  const auth = ((await verified.json()) as { data: Auth }).data;
  expect(auth.passwordResetRequired).toBe(false);
  return auth;
}

/** Puts the auth data into the tab's localStorage before the app's scripts run, as support/admin.ts does. */
export async function useAuth(page: Page, auth: Auth): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (location.protocol !== 'http:' || sessionStorage.getItem('e2e.signed-in')) return;
      localStorage.setItem(key, value);
      sessionStorage.setItem('e2e.signed-in', '1');
    },
    [AUTH_KEY, JSON.stringify(auth)] as const,
  );
}

/** JSON calls to the server's /api/v1 with a bearer token; any status other than 200 fails with the answer. */
export function secondApi(request: APIRequestContext, baseURL: string, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const call = async <T>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    data?: unknown,
    params?: Record<string, string | number>,
  ) => {
    const res = await request.fetch(`${baseURL}/api/v1${url}`, { method, headers, data, params });
    expect(res.status(), `${method} ${url}: ${await res.text()}`).toBe(200);
    return (await res.json()) as T;
  };
  return {
    get: <T>(url: string, params?: Record<string, string | number>) => call<T>('GET', url, undefined, params),
    post: <T>(url: string, data: unknown) => call<T>('POST', url, data),
    put: <T>(url: string, data: unknown) => call<T>('PUT', url, data),
  };
}
export type SecondApi = ReturnType<typeof secondApi>;
