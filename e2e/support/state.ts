import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Hand-over from global setup to the tests (outside the output dir, which Playwright empties). */
export const STATE_FILE = path.join(os.tmpdir(), `hearth-e2e-state-${process.env.E2E_PORT ?? 3999}.json`);
/** Password of the demo accounts the e2e run seeds (`npm run seed:demo` with DEMO_PASSWORD). */
export const DEMO_PASSWORD = 'Demo#Pass1';

export type E2eState = { dataDir: string; adminEmail: string; adminPassword: string };

export function readState(): E2eState {
  return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as E2eState;
}
