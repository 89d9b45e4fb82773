// The reports benchmark's measurements on PostgreSQL: first pages through HTTP against the
// hand-written SQL, and the 100,000-row export against a plain cursor + exceljs write.
import os from 'node:os';
import { Writable } from 'node:stream';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { shiftDay, toUsDate } from '@hearth/shared';
import { rawFirstPage, rawNotesExport, rawStatements, type DayRange, type PageResult } from './report-baseline.js';
import { apiResult, disagreement, realisticCases, type ApiPage } from './report-cases.js';
import {
  getJson,
  peakRssMb,
  percentile,
  postAndDrain,
  resetPeakRss,
  rssMb,
  timeOnce,
  timeRuns,
  type Server,
} from './report-harness.js';

export type Figure = { section: string; name: string; value: string; target: string; pass: boolean | null };

const RUNS = Number(process.env.RUNS ?? 15);
const WARM_UPS = 2;
const PAGE_RATIO = 1.5;
const EXPORT_RATIO = 1.3;
const EXPORT_PEAK_MB = 250;
const EXPORT_ROWS = Number(process.env.EXPORT_ROWS ?? 100_000);
const EXPORT_RUNS = Number(process.env.EXPORT_RUNS ?? 5);

const ms = (v: number) => `${v.toFixed(1)} ms`;
const med = (xs: number[]) => percentile(xs, 50);

type Context = { server: Server; token: string; pool: pg.Pool; today: string; timeZone: string };

async function explain(pool: pg.Pool, label: string, statement: string): Promise<void> {
  const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement}`);
  console.log(`    EXPLAIN (ANALYZE, BUFFERS) of the baseline ${label}:`);
  for (const row of plan.rows as { 'QUERY PLAN': string }[]) console.log(`      ${row['QUERY PLAN']}`);
}

/** (a) Every type's first page with stats: HTTP median/p95 against the hand-written SQL. */
export async function measurePages(c: Context): Promise<Figure[]> {
  const figures: Figure[] = [];
  const meUrl = `${c.server.base}/api/v1/user/me`;
  await timeRuns(() => getJson(meUrl, c.token), 0, WARM_UPS);
  const floors: number[] = [];
  console.log(`\nLoad average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs`);
  console.log(`First page (limit 10) with stats: HTTP vs hand-written SQL, ${RUNS} runs after ${WARM_UPS} warm-ups`);
  console.log(`  (floor: GET /user/me in the same rounds, i.e. a session check and one query through HTTP)`);
  console.log(
    `  ${'report'.padEnd(31)} ${'range'.padEnd(11)} ${'rows'.padStart(7)}  ${'http p50'.padStart(9)} ${'p95'.padStart(9)}  ${'sql p50'.padStart(9)} ${'p95'.padStart(9)}  ${'floor'.padStart(8)}  ratio (http − sql)`,
  );
  for (const k of realisticCases(c.today, c.timeZone)) {
    const url = `${c.server.base}/api/v1/reports/${k.type}?${k.query}`;
    let api: ApiPage | undefined;
    let raw: PageResult | undefined;
    // Alternating, so a busy neighbour on the machine slows both sides alike.
    const http: number[] = [];
    const sql: number[] = [];
    const floor: number[] = [];
    for (let i = 0; i < WARM_UPS + RUNS; i++) {
      const h = await timeOnce(async () => (api = (await getJson<ApiPage>(url, c.token)).body));
      const r = await timeOnce(async () => (raw = await rawFirstPage(c.pool, k.type, k.range, c.timeZone)));
      const f = await timeOnce(() => getJson(meUrl, c.token));
      if (i < WARM_UPS) continue;
      http.push(h);
      sql.push(r);
      floor.push(f);
    }
    floors.push(...floor);
    const ratio = med(http) / med(sql);
    const differs = disagreement(k.type, apiResult(k.type, api!), raw!);
    console.log(
      `  ${k.type.padEnd(31)} ${k.label.padEnd(11)} ${String(api!.recordCount).padStart(7)}  ${ms(med(http)).padStart(9)} ${ms(percentile(http, 95)).padStart(9)}  ${ms(med(sql)).padStart(9)} ${ms(percentile(sql, 95)).padStart(9)}  ${ms(med(floor)).padStart(8)}  ${ratio.toFixed(2)}× (${(med(http) - med(sql)).toFixed(1)} ms)${differs ? `  MISMATCH ${differs}` : ''}`,
    );
    const pass = ratio <= PAGE_RATIO && !differs;
    figures.push({
      section: 'PostgreSQL',
      name: `${k.type} ${k.label}: http / sql (p50)`,
      value: `${med(http).toFixed(0)} / ${med(sql).toFixed(0)} ms = ${ratio.toFixed(2)}×`,
      target: `≤ ${PAGE_RATIO}×`,
      pass,
    });
    if (!pass && process.env.EXPLAIN === '1') {
      const statements = rawStatements(k.type, k.range, c.timeZone);
      await explain(c.pool, 'page', statements.page);
      await explain(c.pool, 'stats', statements.stats);
    }
  }
  figures.unshift({
    section: 'PostgreSQL',
    name: 'HTTP floor: GET /user/me (p50)',
    value: ms(med(floors)),
    target: '',
    pass: null,
  });
  return figures;
}

/** The most recent days (to today) holding at least `rows` visits, by local start day. */
async function rangeHolding(pool: pg.Pool, rows: number, today: string, timeZone: string): Promise<DayRange> {
  const { rows: days } = await pool.query<{ day: string; n: string }>(
    `SELECT (start_time AT TIME ZONE $1)::date::text AS day, count(*) AS n FROM work_entries
     GROUP BY 1 ORDER BY 1 DESC`,
    [timeZone],
  );
  let total = 0;
  for (const d of days) {
    total += Number(d.n);
    if (total >= rows) return { from: d.day, to: today };
  }
  return { from: days.at(-1)?.day ?? shiftDay(today, -365), to: today };
}

/** A writable that counts and discards bytes. */
function byteCounter(): Writable & { bytes: number } {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      sink.bytes += chunk.length;
      done();
    },
  }) as Writable & { bytes: number };
  sink.bytes = 0;
  return sink;
}

/** (b) A ~100,000-row notes export through HTTP against a plain cursor + exceljs write; server peak memory. */
export async function measureExport(c: Context & { url: string }): Promise<Figure[]> {
  const range = await rangeHolding(c.pool, EXPORT_ROWS, c.today, c.timeZone);
  const rowCount = Number(
    (
      await c.pool.query<{ n: string }>(
        `SELECT count(*) AS n FROM work_entries
         WHERE start_time >= ($1::date::timestamp AT TIME ZONE $3) AND start_time < (($2::date + 1)::timestamp AT TIME ZONE $3)`,
        [range.from, range.to, c.timeZone],
      )
    ).rows[0]!.n,
  );
  console.log(
    `\nNotes export ${range.from}..${range.to}: ${rowCount} rows, ${EXPORT_RUNS} runs of each after one warm-up`,
  );
  const body = { fromDate: toUsDate(range.from), toDate: toUsDate(range.to), timeZone: c.timeZone };
  const peakBefore = peakRssMb(c.server.pid);
  const rssBefore = rssMb(c.server.pid);
  const reset = resetPeakRss(c.server.pid);
  await rawNotesExport(c.url, range, c.timeZone, byteCounter());
  const benchRssBefore = rssMb(process.pid);

  const http: number[] = [];
  const raw: number[] = [];
  let httpBytes = 0;
  let rawBytes = 0;
  let rawPeak = 0;
  for (let i = 0; i < EXPORT_RUNS; i++) {
    const h = await postAndDrain(`${c.server.base}/api/v1/reports/export/notes`, c.token, body);
    if (!h.contentType.includes('spreadsheetml')) throw new Error(`export answered ${h.contentType}`);
    http.push(h.ms);
    httpBytes = h.bytes;
    console.log(
      `  http run ${i + 1}: ${(h.ms / 1000).toFixed(2)} s (first byte ${ms(h.firstByteMs)}), ${(h.bytes / 1e6).toFixed(1)} MB`,
    );
    const sink = byteCounter();
    resetPeakRss(process.pid);
    const t0 = performance.now();
    await rawNotesExport(c.url, range, c.timeZone, sink);
    raw.push(performance.now() - t0);
    rawBytes = sink.bytes;
    rawPeak = Math.max(rawPeak, peakRssMb(process.pid));
    console.log(`  raw  run ${i + 1}: ${(raw.at(-1)! / 1000).toFixed(2)} s, ${(sink.bytes / 1e6).toFixed(1)} MB`);
  }
  const peak = peakRssMb(c.server.pid);
  const ratio = med(http) / med(raw);
  console.log(
    `  http median ${(med(http) / 1000).toFixed(2)} s, raw median ${(med(raw) / 1000).toFixed(2)} s: ${ratio.toFixed(2)}×; ` +
      `file ${(httpBytes / 1e6).toFixed(1)} MB vs ${(rawBytes / 1e6).toFixed(1)} MB`,
  );
  console.log(
    `  server RSS before ${rssBefore.toFixed(0)} MB (peak so far ${peakBefore.toFixed(0)} MB); ` +
      `peak during exports ${peak.toFixed(0)} MB${reset ? '' : ' (peak could not be reset: whole-life peak)'}; ` +
      `the benchmark process (RSS ${benchRssBefore.toFixed(0)} MB before) peaked at ${rawPeak.toFixed(0)} MB during its raw exports`,
  );
  const label = `notes export ${rowCount.toLocaleString('en-US')} rows`;
  return [
    {
      section: 'PostgreSQL',
      name: `${label}: http / raw (p50)`,
      value: `${(med(http) / 1000).toFixed(2)} / ${(med(raw) / 1000).toFixed(2)} s = ${ratio.toFixed(2)}×`,
      target: `≤ ${EXPORT_RATIO}×`,
      pass: ratio <= EXPORT_RATIO,
    },
    {
      section: 'PostgreSQL',
      name: `${label}: server peak RSS`,
      value: `${peak.toFixed(0)} MB`,
      target: `< ${EXPORT_PEAK_MB} MB`,
      pass: peak < EXPORT_PEAK_MB,
    },
    {
      section: 'PostgreSQL',
      name: 'server peak RSS over the whole run',
      value: `${Math.max(peak, peakBefore).toFixed(0)} MB`,
      target: '',
      pass: null,
    },
  ];
}
