// Hearth against a bare Fastify + pg server running the same SQL: `npm run bench:api-vs-bare -w
// @hearth/bench` (or `npx tsx bench/api-vs-bare.ts`) with DATABASE_URL=postgres://... (a
// throw-away database is made on that server and dropped after). Data: 10,000 clients, 500 staff,
// 200,000 work entries over a year (STAFF, CLIENTS, ENTRIES change it). Both servers run in child
// processes; autocannon runs here. For each call and number of connections: a warm-up of each,
// then ROUNDS rounds of ROUND_SECONDS, Hearth and bare alternately. Prints the medians, the ratios
// and PASS/FAIL against the targets of "Production shape and speed": throughput ≥ 0.6× the bare
// server's (0.8× stretch) and p99 ≤ 1.5× its p99. Knobs: ROUND_SECONDS (5), ROUNDS (4),
// WARM_UP_SECONDS (2), CONNECTIONS (10,32), LOG_LEVEL of Hearth (info), CPU_PROFILE=1 (one more
// round of each call per server under the profiler, then the top self-time functions),
// BARE_PREPARED=1 (the bare server names its statements as Hearth does, so PostgreSQL plans them
// once per connection; by default it sends them unnamed and they are planned on every call),
// CHECK_ONLY=1 (the statement and answer checks only: `npm run bench:api-vs-bare:check`, which CI
// runs on a small data set so the benchmark cannot rot unnoticed).
// Exits 1 when a target is missed.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { openPostgres } from '../apps/server/src/db/client.js';
import { savedTimeZone } from '../apps/server/src/modules/settings/index.js';
import { loadAgencyZone } from '../apps/server/src/platform/agency-zone.js';
import { startChild, type Child } from './api-vs-bare-child.js';
import { BENCH_REQUESTS } from './api-vs-bare-handlers.js';
import { runRound, summarize, table, TARGET, verdict, type Case, type Round } from './api-vs-bare-load.js';
import { selfTimeByPackage, topSelfTime } from './api-vs-bare-profile.js';
import { benchSql, captureHearthSql, checkBarePlans } from './api-vs-bare-sql.js';
import { generateAgency, sizesFromEnv } from './report-agency.js';
import { createThrowawayDatabase, mintAdminToken, peakRssMb, root, rssMb } from './report-harness.js';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error(
    'bench/api-vs-bare compares Hearth with a bare server on PostgreSQL: set DATABASE_URL=postgres://user@host:5432/db ' +
      '(it creates a throw-away database on that server and drops it after).',
  );
  process.exit(1);
}
const knob = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!(value > 0)) throw new Error(`${name} must be a positive number`);
  return value;
};
/** Only the statement and answer checks, on the data set's size as given (CI runs it small). */
const CHECK_ONLY = process.env.CHECK_ONLY === '1';
const ROUND_SECONDS = knob('ROUND_SECONDS', 5);
const ROUNDS = knob('ROUNDS', 4);
const WARM_UP_SECONDS = knob('WARM_UP_SECONDS', 2);
const CONNECTIONS = (process.env.CONNECTIONS ?? '10,32').split(',').map(Number);
if (!CONNECTIONS.every((n) => Number.isInteger(n) && n > 0)) throw new Error('CONNECTIONS: numbers like 10,32');
const SIZES = sizesFromEnv({ staff: 500, clients: 10_000, entries: 200_000, years: 1 });
const jwtSecret = randomBytes(32).toString('base64url');
const f1 = (x: number) => x.toFixed(1);
const load = () => `load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs`;

/** Fills the database; returns an admin token and the agency's time zone. */
async function prepare(url: string): Promise<{ token: string; timeZone: string }> {
  const database = openPostgres(url);
  try {
    await database.migrate();
    console.log(`Generating ${SIZES.staff} staff, ${SIZES.clients} clients, ${SIZES.entries} work entries:`);
    const figures = await generateAgency(database, SIZES, { log: console.log });
    console.log(
      `  ${Object.entries(figures.counts)
        .map(([k, v]) => `${v} ${k}`)
        .join(', ')} in ${(figures.ms / 1000).toFixed(1)} s`,
    );
    const token = await mintAdminToken(database.db, jwtSecret);
    return { token, timeZone: (await loadAgencyZone(database.db, () => savedTimeZone(database.db))).timeZone() };
  } finally {
    await database.close();
  }
}

/** Where two JSON values differ: up to 10 paths with each side's value (a missing key reads `undefined`). */
function firstDifferences(a: unknown, b: unknown, at = '', out: string[] = []): string[] {
  if (out.length >= 10 || isDeepStrictEqual(a, b)) return out;
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      firstDifferences((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${at}.${key}`, out);
    }
    return out;
  }
  out.push(`  ${at || '(root)'}: Hearth ${JSON.stringify(a)?.slice(0, 120)}, bare ${JSON.stringify(b)?.slice(0, 120)}`);
  return out;
}

/** Throws unless both servers answer each call with the same JSON (keys in any order). */
async function checkSameAnswers(hearth: Child, bare: Child, token: string): Promise<void> {
  for (const request of BENCH_REQUESTS) {
    const [a, b] = await Promise.all(
      [hearth, bare].map(async (server) => {
        const res = await fetch(server.base + request.path, { headers: { authorization: `Bearer ${token}` } });
        if (!res.ok) throw new Error(`${request.path} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
        return (await res.json()) as { data: unknown[]; recordCount: number };
      }),
    );
    if (!isDeepStrictEqual(a, b)) {
      throw new Error(`${request.label}: the servers' answers differ:\n${firstDifferences(a, b).join('\n')}`);
    }
    console.log(`  ${request.label}: same JSON from both (${a!.data.length} rows of ${a!.recordCount})`);
  }
}

async function measure(hearth: Child, bare: Child, token: string): Promise<Case[]> {
  const cases: Case[] = [];
  for (const request of BENCH_REQUESTS) {
    for (const connections of CONNECTIONS) {
      const round = (server: Child, seconds: number) =>
        runRound({ url: server.base + request.path, token, connections, seconds, serverPid: server.pid });
      await round(hearth, WARM_UP_SECONDS);
      await round(bare, WARM_UP_SECONDS);
      const rounds: { hearth: Round[]; bare: Round[] } = { hearth: [], bare: [] };
      for (let i = 1; i <= ROUNDS; i++) {
        const h = await round(hearth, ROUND_SECONDS);
        const b = await round(bare, ROUND_SECONDS);
        rounds.hearth.push(h);
        rounds.bare.push(b);
        console.log(
          `  ${request.label}, ${connections} connections, round ${i}: Hearth ${h.rps.toFixed(0)} req/s, p50 ${f1(h.p50)} ms, ` +
            `p99 ${f1(h.p99)} ms | bare ${b.rps.toFixed(0)} req/s, p50 ${f1(b.p50)} ms, p99 ${f1(b.p99)} ms`,
        );
      }
      cases.push({ label: request.label, connections, hearth: summarize(rounds.hearth), bare: summarize(rounds.bare) });
    }
  }
  return cases;
}

/** One more round of each call per server under the profiler; prints where each spent its CPU. */
async function profile(servers: [name: string, server: Child, top: number][], token: string): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hearth-api-vs-bare-'));
  const connections = Math.max(...CONNECTIONS);
  try {
    for (const request of BENCH_REQUESTS) {
      for (const [name, server, top] of servers) {
        const file = path.join(dir, `${name}-${request.key}.cpuprofile`);
        server.startProfile();
        await runRound({
          url: server.base + request.path,
          token,
          connections,
          seconds: ROUND_SECONDS,
          serverPid: server.pid,
        });
        await server.stopProfile(file);
        const [head, ...lines] = topSelfTime(file, root, top);
        console.log(
          `\nCPU profile of ${name}, ${request.label}, ${connections} connections, ${ROUND_SECONDS} s: ${head}`,
        );
        for (const line of lines) console.log(line);
        console.log(`  by package or folder:\n${selfTimeByPackage(file, root).join('\n')}`);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const perCase = 2 * WARM_UP_SECONDS + 2 * ROUNDS * ROUND_SECONDS;
  const throwaway = await createThrowawayDatabase(adminUrl!);
  // Ctrl-C also ends the children (same process group); the database goes with them.
  process.once('SIGINT', () => void throwaway.drop().finally(() => process.exit(130)));
  console.log(`Database: throw-away ${new URL(throwaway.url).pathname.slice(1)} on ${new URL(throwaway.url).host}`);
  try {
    const { token, timeZone } = await prepare(throwaway.url);
    const now = new Date();
    const calls = await captureHearthSql(timeZone, now);
    const problems = checkBarePlans(calls, timeZone, now);
    if (problems.length > 0) throw new Error(`The bare server's statements are not Hearth's:\n${problems.join('\n')}`);
    const bareMode = process.env.BARE_PREPARED === '1' ? 'as named prepared statements too' : 'unnamed';
    console.log(`Hearth's statements per call (the bare server sends the same page and count, ${bareMode}):`);
    for (const request of BENCH_REQUESTS) {
      const { others } = calls[request.key];
      const extra = others.map((s) => s.text.slice(0, s.text.indexOf(' (') + 1 || 40).trim());
      console.log(
        `  ${request.label}: page + count as named prepared statements${extra.length ? `, and ${extra.join('; ')}` : ''}`,
      );
    }

    const hearth = await startChild('api-vs-bare-hearth.ts', {
      DATABASE_URL: throwaway.url,
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: process.env.LOG_LEVEL || 'info',
    });
    const bare = await startChild('api-vs-bare-server.ts', {
      DATABASE_URL: throwaway.url,
      BENCH_SQL: JSON.stringify(benchSql(calls)),
      POOL_SIZE: String(hearth.info.poolSize),
      TIME_ZONE: timeZone,
    });
    try {
      console.log(`Servers up (pool of ${String(hearth.info.poolSize)} connections each); checking their answers:`);
      await checkSameAnswers(hearth, bare, token);
      if (CHECK_ONLY) {
        console.log('CHECK_ONLY: both servers run the same statements and answer the same JSON; no load rounds.');
        return;
      }
      const startRss = [rssMb(hearth.pid), rssMb(bare.pid)];
      console.log(
        `Measuring: ${BENCH_REQUESTS.length} calls × ${CONNECTIONS.join(' and ')} connections, ${WARM_UP_SECONDS} s warm-up ` +
          `each, then ${ROUNDS} rounds of ${ROUND_SECONDS} s each, alternately (about ${Math.ceil((perCase * BENCH_REQUESTS.length * CONNECTIONS.length) / 60)} min); ${load()}`,
      );
      const cases = await measure(hearth, bare, token);
      console.log(`\nMedians of ${ROUNDS} rounds of ${ROUND_SECONDS} s; ${load()} at the end`);
      console.log(table(cases));
      console.log(
        `Targets: throughput ≥ ${TARGET.throughput}× the bare server's (≥ ${TARGET.stretch}× stretch), p99 ≤ ${TARGET.p99}× its p99. ` +
          `CPU ms/req: the server process's own CPU time per answered request (PostgreSQL's not included).`,
      );
      console.log(
        `Server memory: Hearth ${startRss[0]!.toFixed(0)} MB after start, peak ${peakRssMb(hearth.pid).toFixed(0)} MB; ` +
          `bare ${startRss[1]!.toFixed(0)} MB after start, peak ${peakRssMb(bare.pid).toFixed(0)} MB`,
      );
      if (process.env.CPU_PROFILE === '1') {
        await profile(
          [
            ['Hearth', hearth, 12],
            ['bare', bare, 6],
          ],
          token,
        );
      }
      if (cases.some((c) => !verdict(c).pass)) process.exitCode = 1;
    } finally {
      await Promise.all([hearth.stop(), bare.stop()]);
    }
  } finally {
    await throwaway.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
