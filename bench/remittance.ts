// 835 posting and receivables speed (issue 20): `npm run bench:remittance -w @hearth/bench` (or
// `npx tsx --conditions=@hearth/source bench/remittance.ts`).
// The 500-staff month of bench/claims-seed.ts (1,940 claims, 38,800 lines). The real server runs as
// a child process (MODE=embedded, the default: on its embedded PostgreSQL; MODE=pg: a throw-away
// database on the PostgreSQL server of PG_URL, default postgres://postgres@127.0.0.1:5432/postgres;
// MODE=all: both). Per run (RUNS, default 3) the month's batch is made through the API and its 837P
// downloaded, the payer's 835 answering it built (most claims paid in full, every 7th short on one
// line with CO-45 and PR-1, every 50th denied CO-16 / N290; a trace number of its own) and posted
// as multipart to POST /claims/remittances, timed; the batch is then voided (Super Admin) before the
// next run's, so each run posts against a fresh, unanswered batch. After the last run: RUNS × 5
// reads of GET /claims/receivables, RUNS reads of the reconciled batch (GET /claims/batches/{id})
// and one receivables xlsx. Targets: the posting < 5 s (embedded), the receivables read < 300 ms.
// PROFILE=1 (MODE=pg only): samples pg_stat_activity every 50 ms during each posting and prints
// where the time went (each statement; JS inside the transaction; outside it: upload, parse, answer).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { ClaimBatchDetailOut, ReceivablesOut, RemittanceUploadOut } from '@hearth/shared';
import { openEmbedded, openPostgres } from '../apps/server/src/db/client.js';
import {
  remittanceFor837,
  type Claim837,
  type ClaimDecision,
} from '../apps/server/src/modules/claims/test-835-writer.js';
import { parse835 } from '../apps/server/src/modules/claims/x12-835.js';
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
const RUNS = Number(process.env.RUNS ?? 3);
const MODE = process.env.MODE ?? 'embedded';
const POSTING_TARGET_MS = 5_000;
const RECEIVABLES_TARGET_MS = 300;
const PROFILE = process.env.PROFILE === '1';

const median = (v: number[]) => percentile(v, 50);
const fmt = (v: number[]) => v.map((x) => x.toFixed(0)).join(', ');
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** Each mode's verdicts, for the final line. */
const verdicts: { label: string; postingMs: number; receivablesMs: number }[] = [];
/** Reads without a target that failed (printed, and the bench exits 1). */
const failures: string[] = [];

/** An error's message and its cause's (fetch hides the socket's reason there). */
const describe = (err: unknown): string =>
  err instanceof Error ? err.message + (err.cause ? ` (${describe(err.cause)})` : '') : String(err);

/** Runs a measurement without a target; a failure is printed and counted, and the bench goes on. */
async function step(label: string, name: string, fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
  } catch (err) {
    console.log(`${name}: FAILED: ${describe(err)}`);
    failures.push(`${label}: ${name}`);
  }
}

/** Counts what the server's database sessions are doing, sampled every 50 ms while `start`ed. */
type Sampler = { start: () => void; stop: () => Promise<void>; report: () => string; close: () => Promise<void> };

async function activitySampler(url: string): Promise<Sampler> {
  const database = new URL(url).pathname.slice(1);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const counts = new Map<string, number>();
  let total = 0;
  let timer: NodeJS.Timeout | undefined;
  let pending: Promise<void> = Promise.resolve();
  let busy = false;
  const sample = async () => {
    const { rows } = await client.query<{ state: string; q: string }>(
      `SELECT state, left(regexp_replace(query, '\\s+', ' ', 'g'), 90) AS q FROM pg_stat_activity
       WHERE datname = $1 AND pid <> pg_backend_pid() AND state IN ('active', 'idle in transaction')`,
      [database],
    );
    total += 1;
    const keys =
      rows.length === 0
        ? ['(no transaction: upload, parse, answer)']
        : rows.map((r) => (r.state === 'active' ? r.q : '(idle in transaction: server JS)'));
    for (const k of new Set(keys)) counts.set(k, (counts.get(k) ?? 0) + 1);
  };
  return {
    start: () => {
      timer = setInterval(() => {
        if (busy) return;
        busy = true;
        pending = sample()
          .catch((err: unknown) => {
            const k = `(sampling failed: ${String(err).slice(0, 80)})`;
            counts.set(k, (counts.get(k) ?? 0) + 1);
          })
          .finally(() => (busy = false));
      }, 50);
    },
    stop: async () => {
      clearInterval(timer);
      await pending;
    },
    report: () =>
      [...counts.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([k, n]) => `  ${((100 * n) / Math.max(1, total)).toFixed(0).padStart(3)} %  ${k}`)
        .join('\n'),
    close: () => client.end(),
  };
}

async function call(server: Server, token: string, method: string, url: string, body?: unknown) {
  const s = performance.now();
  let res: Response;
  let bytes: Buffer;
  try {
    res = await fetch(`${server.base}/api/v1${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    bytes = Buffer.from(await res.arrayBuffer());
  } catch (err) {
    throw new Error(`${method} ${url} failed after ${(performance.now() - s).toFixed(0)} ms: ${describe(err)}`);
  }
  const ms = performance.now() - s;
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${bytes.toString('utf8', 0, 300)}`);
  return { ms, bytes, text: () => bytes.toString('utf8') };
}

/** The payer's answer to claim i: every 50th denied, every 7th short on its first line, the rest paid in full. */
function decide(claim: Claim837, i: number): ClaimDecision {
  if (i % 50 === 49) {
    const remarks = Object.fromEntries(claim.lines.map((l) => [l.workEntryId, { remarks: ['N290'] }]));
    return { status: 'denied', denial: { group: 'CO', reason: '16' }, lines: remarks };
  }
  if (i % 7 === 3) {
    const first = claim.lines[0]!;
    const adjustments = [
      { group: 'CO', reason: '45', cents: 400, units: null },
      { group: 'PR', reason: '1', cents: 100, units: null },
    ];
    return { status: 'partial', lines: { [first.workEntryId]: { paidCents: first.chargeCents - 500, adjustments } } };
  }
  return { status: 'paid' };
}

/** What the answer should count for `claims` claims answered by `decide`. */
function expectedCounts(claims: number) {
  let denied = 0;
  let adjusted = 0;
  for (let i = 0; i < claims; i++) {
    if (i % 50 === 49) denied++;
    else if (i % 7 === 3) adjusted++;
  }
  return { paid: claims - denied - adjusted, denied, adjusted };
}

/** POSTs the 835 as multipart (field `file`), timed to the end of the answer. */
async function postRemittance(server: Server, token: string, x12: string, name: string) {
  const form = new FormData();
  form.append('file', new Blob([x12], { type: 'text/plain' }), name);
  const s = performance.now();
  const res = await fetch(`${server.base}/api/v1/claims/remittances`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  const ms = performance.now() - s;
  if (res.status !== 201) throw new Error(`POST /claims/remittances answered ${res.status}: ${text.slice(0, 500)}`);
  return { ms, data: (JSON.parse(text) as { data: RemittanceUploadOut }).data };
}

/** One run: a fresh batch, its 837P, the 835 answering it posted. */
async function postingRun(server: Server, seeded: Seeded, run: number, tag: string, sampler?: Sampler) {
  const made = await call(server, seeded.admin, 'POST', '/claims/batches', { fromDate: FROM, toDate: TO });
  const batchId = (JSON.parse(made.text()) as { data: { id: number } }).data.id;
  const x837 = (await call(server, seeded.admin, 'GET', `/claims/batches/${batchId}/837p`)).text();

  const b0 = performance.now();
  const x835 = remittanceFor837(x837, decide, { transaction: { trace: { number: `BENCH${tag}R${run + 1}` } } });
  const buildMs = performance.now() - b0;
  const p0 = performance.now();
  const parsed = parse835(x835);
  const parseMs = performance.now() - p0;
  if (!parsed.ok) throw new Error(`the bench's 835 does not parse: ${parsed.problems.slice(0, 5).join('; ')}`);
  const claims = parsed.transactions.reduce((s, t) => s + t.claims.length, 0);
  const lines = parsed.transactions.reduce((s, t) => s + t.claims.reduce((n, c) => n + c.lines.length, 0), 0);

  resetPeakRss(server.pid);
  sampler?.start();
  const posted = await postRemittance(server, seeded.admin, x835, `bench-${batchId}.835`).finally(() =>
    sampler?.stop(),
  );
  const peak = peakRssMb(server.pid);
  const d = posted.data;
  const want = expectedCounts(claims);
  const problems: string[] = [];
  if (d.unmatched.length > 0)
    problems.push(`${d.unmatched.length} unmatched (first: ${JSON.stringify(d.unmatched[0])})`);
  if (d.paidClaims !== want.paid || d.deniedClaims !== want.denied || d.adjustedClaims !== want.adjusted)
    problems.push(
      `counts paid ${d.paidClaims} / denied ${d.deniedClaims} / adjusted ${d.adjustedClaims}, expected ${want.paid} / ${want.denied} / ${want.adjusted}`,
    );
  if (problems.length > 0) throw new Error(`the posting's answer is wrong: ${problems.join('; ')}`);
  return {
    batchId,
    batchMs: made.ms,
    x835,
    claims,
    lines,
    buildMs,
    parseMs,
    postMs: posted.ms,
    peak,
    answer: d,
  };
}

async function measure(label: string, server: Server, seeded: Seeded, sampler?: Sampler): Promise<void> {
  const tag = randomBytes(3).toString('hex').toUpperCase();
  console.log(`\n${label}: server RSS at rest ${rssMb(server.pid).toFixed(0)} MB`);
  const posts: number[] = [];
  const peaks: number[] = [];
  let last: Awaited<ReturnType<typeof postingRun>> | undefined;
  for (let run = 0; run < RUNS; run++) {
    if (last) await call(server, seeded.owner, 'POST', `/claims/batches/${last.batchId}/void`, { reason: 'bench' });
    const r = await postingRun(server, seeded, run, tag, sampler);
    if (run === 0) {
      console.log(
        `835 (built from batch ${r.batchId}'s 837P; batch made in ${r.batchMs.toFixed(0)} ms): ${mb(r.x835.length)} MB, ${r.claims} claims, ${r.lines} lines; built in ${r.buildMs.toFixed(0)} ms, parsed (parse835, in the bench) in ${r.parseMs.toFixed(0)} ms`,
      );
    }
    const a = r.answer;
    console.log(
      `  run ${run + 1}: posting ${r.postMs.toFixed(0)} ms; paid ${a.paidClaims}, denied ${a.deniedClaims}, adjusted ${a.adjustedClaims}, unmatched ${a.unmatched.length}, payment $${a.paymentAmount}; peak RSS ${r.peak.toFixed(0)} MB`,
    );
    posts.push(r.postMs);
    peaks.push(r.peak);
    last = r;
  }
  if (!last) throw new Error('RUNS must be at least 1');
  console.log(
    `Posting (POST /claims/remittances, ${last.claims} claims, ${last.lines} lines): median ${median(posts).toFixed(0)} ms (runs ${fmt(posts)}; target < ${POSTING_TARGET_MS}), peak RSS ${Math.max(...peaks).toFixed(0)} MB`,
  );

  if (sampler) console.log(`Posting profile (share of pg_stat_activity samples, every 50 ms):\n${sampler.report()}`);

  resetPeakRss(server.pid);
  const receivables: number[] = [];
  let summary = '';
  for (let i = 0; i < RUNS * 5; i++) {
    const r = await call(server, seeded.admin, 'GET', '/claims/receivables');
    receivables.push(r.ms);
    const data = (JSON.parse(r.text()) as { data: ReceivablesOut }).data;
    summary = `${data.claimCount} open claims, $${(data.outstandingCents / 100).toFixed(2)} outstanding, ${(r.bytes.length / 1024).toFixed(0)} KB`;
  }
  console.log(
    `Receivables (GET /claims/receivables, ${summary}): median ${median(receivables).toFixed(0)} ms, p99 ${percentile(receivables, 99).toFixed(0)} ms (runs ${fmt(receivables)}; target < ${RECEIVABLES_TARGET_MS}), peak RSS ${peakRssMb(server.pid).toFixed(0)} MB`,
  );

  verdicts.push({ label, postingMs: median(posts), receivablesMs: median(receivables) });

  const batchId = last.batchId;
  const paymentCents = last.answer.paymentCents;
  await step(label, 'Batch detail', async () => {
    resetPeakRss(server.pid);
    const details: number[] = [];
    let detailKb = 0;
    let detail: ClaimBatchDetailOut | undefined;
    for (let i = 0; i < RUNS; i++) {
      const r = await call(server, seeded.admin, 'GET', `/claims/batches/${batchId}`);
      details.push(r.ms);
      detailKb = r.bytes.length / 1024;
      detail = (JSON.parse(r.text()) as { data: ClaimBatchDetailOut }).data;
    }
    const lineCount = detail!.claims.reduce((n, c) => n + c.lines.length, 0);
    const { billedCents, paidCents, adjustedCents, outstandingCents } = detail!;
    if (billedCents !== paidCents + adjustedCents + outstandingCents)
      throw new Error(
        `batch ${batchId} does not add up: ${JSON.stringify({ billedCents, paidCents, adjustedCents, outstandingCents })}`,
      );
    if (paidCents !== paymentCents)
      throw new Error(`batch ${batchId} shows ${paidCents} cents paid, the 835 paid ${paymentCents}`);
    console.log(
      `Batch detail (GET /claims/batches/${batchId}, ${detail!.claims.length} claims, ${lineCount} lines, ${detailKb.toFixed(0)} KB): median ${median(details).toFixed(0)} ms (runs ${fmt(details)}), peak RSS ${peakRssMb(server.pid).toFixed(0)} MB`,
    );
  });

  await step(label, 'Receivables xlsx', async () => {
    resetPeakRss(server.pid);
    const xlsx = await call(server, seeded.admin, 'GET', '/claims/receivables/xlsx');
    console.log(
      `Receivables xlsx (GET /claims/receivables/xlsx, ${(xlsx.bytes.length / 1024).toFixed(0)} KB): ${xlsx.ms.toFixed(0)} ms, peak RSS ${peakRssMb(server.pid).toFixed(0)} MB`,
    );
  });
}

async function postgresPhase(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hearth-rmbench-'));
  const { url, drop } = await createThrowawayDatabase(PG_URL);
  const jwtSecret = randomBytes(32).toString('hex');
  const server = await startServer({ dataDir, jwtSecret, databaseUrl: url });
  const database = openPostgres(url, 2);
  try {
    const t0 = performance.now();
    const seeded = await seed(database.db, jwtSecret);
    console.log(`Seeded ${ENTRIES} entries in ${(performance.now() - t0).toFixed(0)} ms`);
    const sampler = PROFILE ? await activitySampler(url) : undefined;
    try {
      await measure('PostgreSQL', server, seeded, sampler);
    } finally {
      await sampler?.close();
    }
  } finally {
    await database.close();
    await server.stop();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function embeddedPhase(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hearth-rmbench-embedded-'));
  const jwtSecret = randomBytes(32).toString('hex');
  try {
    const database = await openEmbedded(dataDir);
    let seeded: Seeded;
    try {
      await database.migrate();
      const t0 = performance.now();
      seeded = await seed(database.db, jwtSecret);
      console.log(`Seeded ${ENTRIES} entries in ${(performance.now() - t0).toFixed(0)} ms`);
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
  if (!(RUNS >= 1)) throw new Error(`RUNS must be at least 1, not ${process.env.RUNS}`);
  if (MODE !== 'embedded') await postgresPhase();
  if (MODE !== 'pg') await embeddedPhase();
  console.log('');
  for (const v of verdicts) {
    const posting = v.postingMs < POSTING_TARGET_MS ? 'met' : 'MISSED';
    const receivables = v.receivablesMs < RECEIVABLES_TARGET_MS ? 'met' : 'MISSED';
    const where = verdicts.length > 1 ? ` (${v.label})` : '';
    console.log(`Targets${where}: posting < 5 s: ${posting}; receivables < 300 ms: ${receivables}`);
  }
  if (failures.length > 0) {
    console.log(`Failed: ${failures.join('; ')}`);
    process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
