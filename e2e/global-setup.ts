import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_PORT } from './playwright.config.js';
import { STATE_FILE, DEMO_PASSWORD, type E2eState } from './support/state.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts the real product the way a new user does (`npm start`: node scripts/start.mjs, which runs
 * the compiled server) on a fresh data directory seeded with the demo agency, and keeps the first
 * admin's generated password (written to DATA_DIR/first-admin-password; the log only names the file).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hearth-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
  };
  delete env.DATABASE_URL;
  delete env.ADMIN_EMAIL;
  delete env.ADMIN_PASSWORD;
  // The compiled seed and server (`npm run test:e2e` builds first; scripts/start.mjs rebuilds what is stale).
  execFileSync(process.execPath, ['scripts/start.mjs', '--build-only'], { cwd: root, stdio: 'inherit' });
  execFileSync(process.execPath, ['apps/server/dist/seed/demo.js'], {
    cwd: root,
    env: { ...env, DEMO_PASSWORD },
    stdio: 'ignore',
  });

  const server = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const adminPassword = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${log}`)), 120_000);
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
    server.stdout.on('data', onData);
    server.stderr.on('data', onData);
    server.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${log}`)));
  });

  const state: E2eState = { dataDir, adminEmail: 'admin@localhost', adminPassword };
  writeFileSync(STATE_FILE, JSON.stringify(state));

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(STATE_FILE, { force: true });
  };
}
