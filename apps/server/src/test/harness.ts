import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../app.js';
import { openPostgres, type Database } from '../db/client.js';
import type { Clock } from '../platform/clock.js';
import type { Messenger, OutgoingMessage } from '../platform/messaging/index.js';

/** A clock tests can move forward. */
export class TestClock implements Clock {
  private offsetMs = 0;
  now = () => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

/** Records every message instead of sending it (the outside world is the only thing replaced). */
export class CapturingMessenger implements Messenger {
  readonly sent: OutgoingMessage[] = [];
  failNext = false;
  async send(message: OutgoingMessage): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('provider down');
    }
    this.sent.push(message);
  }
  /** The 6-digit code in the latest message of a channel to a user. */
  lastCode(channel: 'sms' | 'email', userEmail: string): string {
    const message = [...this.sent].reverse().find((m) => m.channel === channel && m.userEmail === userEmail);
    const code = message?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no ${channel} code for ${userEmail}`);
    return code;
  }
}

let dbCounter = 0;

/** A fresh copy of the migrated template database, private to the calling test file. */
export async function openTestDatabase(): Promise<Database> {
  const tmpl = inject('pgTemplate');
  const name = `hearth_t_${process.ppid}_${process.pid}_${dbCounter++}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: tmpl.adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${tmpl.template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(tmpl.adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 5);
  return {
    ...database,
    close: async () => {
      await database.close();
      const again = new pg.Client({ connectionString: tmpl.adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await again.end();
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  messenger: CapturingMessenger;
  /** Private DATA_DIR of this app (uploaded files go to `dataDir/files`). */
  dataDir: string;
  close: () => Promise<void>;
};

export async function createTestApp(overrides: Partial<AppDeps> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const clock = new TestClock();
  const messenger = new CapturingMessenger();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hearth-test-'));
  const app = await buildApp({
    database,
    messenger,
    clock,
    jwtSecret: randomBytes(32).toString('hex'),
    fieldKey: randomBytes(32).toString('base64url'),
    dataDir,
    sessionCacheMs: 0,
    ...overrides,
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    messenger,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** JSON request helper returning status, parsed body and headers. */
export async function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  opts: { body?: unknown; token?: string; ip?: string } = {},
) {
  const res = await app.inject({
    method,
    url,
    ...(opts.body !== undefined ? { payload: opts.body as InjectOptions['payload'] } : {}),
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    remoteAddress: opts.ip ?? '127.0.0.1',
  });
  let body: unknown = undefined;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, body: body as any, headers: res.headers };
}
