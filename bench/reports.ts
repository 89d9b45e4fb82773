// Reports speed and memory: `npm run bench:reports -w @hearth/bench` (or `npx tsx bench/reports.ts`).
// MODE=pg|embedded|all (default all).
//  pg:       a 1,000,000-visit agency in a throw-away database on the PostgreSQL server of PG_URL
//            (or DATABASE_URL; default postgres://postgres@127.0.0.1:5432/postgres). Every report
//            type's first page with stats through HTTP against the same work written by hand in
//            SQL (target ≤ 1.5×), and a ~100,000-row notes export against a plain cursor + exceljs
//            write (≤ 1.3×), with the server's peak memory (< 250 MB).
//  embedded: a 50-staff, 50,000-visit agency on the embedded PostgreSQL; every type's first page over its default
//            range (< 1 s).
// Sizes: STAFF, CLIENTS, ENTRIES, YEARS (EMBEDDED_STAFF, ... for the small agency); RUNS (15),
// EXPORT_ROWS (100000), EXPORT_RUNS (5), PG_JIT=off (sets jit = off on the database), EXPLAIN=1
// (EXPLAIN ANALYZE of the baseline statements of any type that misses its target).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { dayIn } from '@hearth/shared';
import { openEmbedded, openPostgres, type Database } from '../apps/server/src/db/client.js';
import {
  AGENCY_TIME_ZONE,
  generateAgency,
  LARGE_AGENCY,
  SMALL_AGENCY,
  sizesFromEnv,
  type AgencySizes,
} from './report-agency.js';
import { measureExport, measurePages, type Figure } from './report-measure.js';
import { createThrowawayDatabase, getJson, mintAdminToken, percentile, startServer } from './report-harness.js';
import { defaultCases, type ApiPage } from './report-cases.js';

const MODE = process.env.MODE ?? 'all';
const PG_URL = process.env.PG_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DEADLINE_MIN = Number(process.env.DEADLINE_MIN ?? 45);
const TZ = AGENCY_TIME_ZONE;

const figures: Figure[] = [];
/** Undo steps, run last-in first-out on the way out (also after a failure, a signal or the deadline). */
const cleanups: (() => Promise<void> | void)[] = [];
const later = (fn: () => Promise<void> | void) => cleanups.push(fn);
const ms = (v: number) => `${v.toFixed(1)} ms`;

async function cleanUp(): Promise<void> {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()!();
    } catch (err) {
      console.error('clean-up step failed:', err);
    }
  }
}

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  later(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function generate(database: Database, sizes: AgencySizes, label: string, section: string): Promise<void> {
  console.log(
    `Generating the ${label} agency: ${sizes.staff} staff, ${sizes.clients} clients, ${sizes.entries} visits over ${sizes.years} year(s)`,
  );
  const f = await generateAgency(database, sizes, { log: console.log });
  console.log(`  generated in ${(f.ms / 1000).toFixed(1)} s: ${JSON.stringify(f.counts)}`);
  figures.push({
    section,
    name: `generate agency (${sizes.entries.toLocaleString('en-US')} visits)`,
    value: `${(f.ms / 1000).toFixed(1)} s`,
    target: '',
    pass: null,
  });
}

async function postgresPhase(): Promise<void> {
  const { url, drop } = await createThrowawayDatabase(PG_URL);
  later(drop);
  if (process.env.PG_JIT === 'off') {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`ALTER DATABASE ${new URL(url).pathname.slice(1)} SET jit = off`);
    await admin.end();
  }
  const jwtSecret = randomBytes(32).toString('base64url');
  const database = openPostgres(url);
  let token: string;
  try {
    await database.migrate();
    await generate(database, sizesFromEnv(LARGE_AGENCY), 'PostgreSQL', 'PostgreSQL');
    token = await mintAdminToken(database.db, jwtSecret);
  } finally {
    await database.close();
  }
  const server = await startServer({ dataDir: tempDir('hearth-reports-bench-'), jwtSecret, databaseUrl: url });
  later(server.stop);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  later(() => pool.end());
  const today = dayIn(new Date(), TZ);
  figures.push(...(await measurePages({ server, token, pool, today, timeZone: TZ })));
  figures.push(...(await measureExport({ server, token, pool, url, today, timeZone: TZ })));
}

async function embeddedPhase(): Promise<void> {
  const dataDir = tempDir('hearth-reports-embedded-');
  const jwtSecret = randomBytes(32).toString('base64url');
  const sizes = sizesFromEnv(SMALL_AGENCY, process.env, MODE === 'embedded' ? '' : 'EMBEDDED_');
  // One Hearth per data directory: fill it through the server's own db, close, then start.
  const database = await openEmbedded(dataDir);
  let token: string;
  try {
    await database.migrate();
    await generate(database, sizes, 'embedded PostgreSQL', 'Embedded PostgreSQL');
    token = await mintAdminToken(database.db, jwtSecret);
  } finally {
    await database.close();
  }
  const server = await startServer({ dataDir, jwtSecret });
  later(server.stop);
  const today = dayIn(new Date(), TZ);
  // The server's own first requests (code paths not yet optimised by V8) are not a report's cost.
  for (let i = 0; i < 3; i++) await getJson(`${server.base}/api/v1/user/me`, token);
  console.log(
    `\nEmbedded PostgreSQL: first page (limit 10) with stats over each type's default range, 5 runs after the cold one`,
  );
  console.log(
    `  ${'report'.padEnd(31)} ${'range'.padEnd(22)} ${'rows'.padStart(6)} ${'cold'.padStart(10)} ${'p50'.padStart(10)} ${'max'.padStart(10)}`,
  );
  for (const c of defaultCases(today)) {
    const url = `${server.base}/api/v1/reports/${c.type}?${c.query}`;
    const cold = await getJson<ApiPage>(url, token);
    const times: number[] = [];
    for (let i = 0; i < 5; i++) times.push((await getJson<ApiPage>(url, token)).ms);
    const worst = Math.max(...times);
    console.log(
      `  ${c.type.padEnd(31)} ${`${c.range.from}..${c.range.to}`.padEnd(22)} ${String(cold.body.recordCount).padStart(6)} ${ms(cold.ms).padStart(10)} ${ms(percentile(times, 50)).padStart(10)} ${ms(worst).padStart(10)}`,
    );
    figures.push({
      section: 'Embedded PostgreSQL',
      name: `${c.type} default range: p50 / max (cold)`,
      value: `${percentile(times, 50).toFixed(0)} / ${worst.toFixed(0)} ms (${cold.ms.toFixed(0)})`,
      target: '< 1000 ms',
      pass: worst < 1000,
    });
  }
}

function printTable(): void {
  console.log('\nSummary');
  const width = Math.max(...figures.map((f) => f.name.length), 10);
  let section = '';
  for (const f of figures) {
    if (f.section !== section) console.log(`  ${(section = f.section)}`);
    const verdict = f.pass === null ? '' : f.pass ? 'PASS' : 'FAIL';
    console.log(`    ${f.name.padEnd(width)}  ${f.value.padStart(22)}  ${f.target.padEnd(12)} ${verdict}`);
  }
  const failed = figures.filter((f) => f.pass === false).length;
  console.log(`  ${failed === 0 ? 'All targets met.' : `${failed} target(s) missed.`}`);
}

async function main(): Promise<void> {
  if (!['pg', 'embedded', 'all'].includes(MODE)) throw new Error(`MODE must be pg, embedded or all, not ${MODE}`);
  const began = performance.now();
  try {
    if (MODE !== 'embedded') await postgresPhase();
    await cleanUp();
    if (MODE !== 'pg') await embeddedPhase();
  } finally {
    await cleanUp();
  }
  printTable();
  console.log(`Finished in ${((performance.now() - began) / 60_000).toFixed(1)} min`);
  if (figures.some((f) => f.pass === false)) process.exitCode = 1;
}

const abort = (why: string) => {
  console.error(`\n${why}: cleaning up`);
  void cleanUp().finally(() => process.exit(1));
};
process.once('SIGINT', () => abort('Interrupted'));
process.once('SIGTERM', () => abort('Terminated'));
setTimeout(() => abort(`Still running after ${DEADLINE_MIN} min`), DEADLINE_MIN * 60_000).unref();

main().catch(async (err: unknown) => {
  console.error(err);
  await cleanUp();
  process.exit(1);
});
