// Claim batch speed and memory: `npm run bench:claims -w @hearth/bench` (or
// `npx tsx --conditions=@hearth/source bench/claims.ts`).
// A 500-staff agency's month (STAFF 500, ENTRIES 40,000 completed and verified visits over CLIENTS
// 2,000 clients with an authorization each; 2 % with an open EVV exception, 1 % unverified). The
// real server runs as a child process on a throw-away database on the PostgreSQL server of PG_URL
// (default postgres://postgres@127.0.0.1:5432/postgres). Prints the median of RUNS (5) previews
// (GET /claims/preview), of RUNS batches (POST /claims/batches; each voided through the API before
// the next, its time printed too), the 837P download, and the server's peak memory (VmHWM).
// Target: a month's batch in < 5 s on PostgreSQL. MODE=pg|embedded|all (default pg).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openEmbedded, openPostgres } from '../apps/server/src/db/client.js';
import { ENTRIES, FROM, seed, TO, type Seeded } from './claims-seed.js';
import {
  createThrowawayDatabase,
  peakRssMb,
  percentile,
  resetPeakRss,
  rssMb,
  startServer,
  type Server,
} from './report-harness.js';

const PG_URL = process.env.PG_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RUNS = Number(process.env.RUNS ?? 5);
const MODE = process.env.MODE ?? 'pg';

const median = (v: number[]) => percentile(v, 50);
const fmt = (v: number[]) => v.map((x) => x.toFixed(0)).join(', ');

async function call(server: Server, token: string, method: string, url: string, body?: unknown) {
  const s = performance.now();
  const res = await fetch(`${server.base}/api/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return { ms: performance.now() - s, text };
}

async function measure(label: string, server: Server, seeded: Seeded) {
  console.log(`\n${label}: server RSS at rest ${rssMb(server.pid).toFixed(0)} MB`);
  const canReset = resetPeakRss(server.pid);
  const previews: number[] = [];
  let summary = '';
  for (let i = 0; i < RUNS; i++) {
    const r = await call(server, seeded.admin, 'GET', `/claims/preview?fromDate=${FROM}&toDate=${TO}`);
    previews.push(r.ms);
    const data = JSON.parse(r.text).data;
    summary = `${data.billable.claimCount} claims, ${data.billable.count} lines, $${data.billable.charge}; held ${data.held.count}, unverified ${data.unverified.count}`;
  }
  console.log(
    `Preview: median ${median(previews).toFixed(0)} ms (runs ${fmt(previews)}), ${summary}, peak RSS ${peakRssMb(server.pid).toFixed(0)} MB${canReset ? '' : ' (since start)'}`,
  );

  resetPeakRss(server.pid);
  const batches: number[] = [];
  const voids: number[] = [];
  const downloads: number[] = [];
  let fileKb = 0;
  for (let i = 0; i < RUNS; i++) {
    const made = await call(server, seeded.admin, 'POST', '/claims/batches', { fromDate: FROM, toDate: TO });
    batches.push(made.ms);
    const { id } = JSON.parse(made.text).data;
    const file = await call(server, seeded.admin, 'GET', `/claims/batches/${id}/837p`);
    downloads.push(file.ms);
    fileKb = file.text.length / 1024;
    if (i < RUNS - 1)
      voids.push((await call(server, seeded.owner, 'POST', `/claims/batches/${id}/void`, { reason: 'bench' })).ms);
  }
  console.log(
    `Batch (generate): median ${median(batches).toFixed(0)} ms (runs ${fmt(batches)}; target < 5000), peak RSS ${peakRssMb(server.pid).toFixed(0)} MB`,
  );
  console.log(
    `837P download (${fileKb.toFixed(0)} KB): median ${median(downloads).toFixed(0)} ms; void: median ${median(voids).toFixed(0)} ms`,
  );
}

async function postgresPhase(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hearth-cbench-'));
  const { url, drop } = await createThrowawayDatabase(PG_URL);
  const jwtSecret = randomBytes(32).toString('hex');
  const server = await startServer({ dataDir, jwtSecret, databaseUrl: url });
  const database = openPostgres(url, 2);
  try {
    const t0 = performance.now();
    const seeded = await seed(database.db, jwtSecret);
    console.log(`Seeded ${ENTRIES} entries in ${(performance.now() - t0).toFixed(0)} ms`);
    await measure('PostgreSQL', server, seeded);
  } finally {
    await database.close();
    await server.stop();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function embeddedPhase(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hearth-cbench-embedded-'));
  const jwtSecret = randomBytes(32).toString('hex');
  try {
    const database = await openEmbedded(dataDir);
    let seeded: Seeded;
    try {
      await database.migrate();
      seeded = await seed(database.db, jwtSecret);
    } finally {
      await database.close();
    }
    const server = await startServer({ dataDir, jwtSecret });
    try {
      await measure('Embedded PostgreSQL', server, seeded);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (!['pg', 'embedded', 'all'].includes(MODE)) throw new Error(`MODE must be pg, embedded or all, not ${MODE}`);
  if (MODE !== 'embedded') await postgresPhase();
  if (MODE !== 'pg') await embeddedPhase();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
