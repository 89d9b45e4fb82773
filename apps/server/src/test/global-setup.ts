import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, openPostgres } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: { kind: 'postgres'; adminUrl: string; template: string } | { kind: 'pglite'; dumpFile: string };
  }
}

/**
 * Migrates one template database per run: a PostgreSQL template database when TEST_DATABASE_URL
 * is set (CI), else a PGlite data-dir dump. Each test file then starts from a copy in milliseconds.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = `hearth_tmpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const database = openPostgres(url.toString(), 2);
    await database.migrate();
    await database.close();
    project.provide('pgTemplate', { kind: 'postgres', adminUrl, template });
    return async () => {
      const leftovers = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE 'hearth_t_${process.pid}_%' OR datname = $1`,
        [template],
      );
      for (const { datname } of leftovers.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hearth-test-'));
  const client = await PGlite.create();
  const database = fromPglite(client);
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  const dumpFile = path.join(dir, 'template.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgTemplate', { kind: 'pglite', dumpFile });
  return () => rmSync(dir, { recursive: true, force: true });
}
