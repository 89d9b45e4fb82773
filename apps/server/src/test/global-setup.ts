import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openEmbedded, openPostgres } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: { adminUrl: string; template: string };
  }
}

/**
 * Tests run on real PostgreSQL: the server at TEST_DATABASE_URL (CI), else one embedded
 * PostgreSQL for the whole run in a temporary directory. One template database is migrated per
 * run; each test file then starts from a copy (CREATE DATABASE … TEMPLATE) in milliseconds.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stopEmbedded = async () => undefined as void;
  if (!adminUrl) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hearth-test-pg-'));
    const embedded = await openEmbedded(dir, { poolSize: 1, maxConnections: 80, log: () => undefined });
    adminUrl = embedded.cluster.url('postgres');
    stopEmbedded = async () => {
      await embedded.close();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const template = `hearth_tmpl_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const database = openPostgres(url.toString(), 2);
  await database.migrate();
  await database.close();
  project.provide('pgTemplate', { adminUrl, template });
  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'hearth_t_${process.pid}_%' OR datname = $1`,
      [template],
    );
    for (const { datname } of leftovers.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
    await stopEmbedded();
  };
}
