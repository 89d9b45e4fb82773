// Load rounds and figures of bench/api-vs-bare.ts: one autocannon round against one server (exact
// latencies from autocannon's per-response event, its own histogram keeps whole milliseconds), the
// server's CPU time over the round from /proc, medians over rounds and the comparison table.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { percentile } from './report-harness.js';

export type Round = { rps: number; p50: number; p99: number; cpuMsPerRequest: number; failed: number };

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** User + system CPU seconds a process has used so far. */
export function cpuSeconds(pid: number): number {
  // Fields after the ")" that ends the command name: state is the 3rd field, utime the 14th, stime the 15th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** Keeps `connections` keep-alive connections busy with GET `url` for `seconds`. */
export async function runRound(p: {
  url: string;
  token: string;
  connections: number;
  seconds: number;
  serverPid: number;
}): Promise<Round> {
  const latencies: number[] = [];
  let failed = 0;
  const cpu0 = cpuSeconds(p.serverPid);
  const t0 = performance.now();
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        url: p.url,
        connections: p.connections,
        duration: p.seconds,
        headers: { authorization: `Bearer ${p.token}` },
        timeout: 30,
      },
      (err: unknown) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve()),
    );
    instance.on('response', (_client, status: number, _bytes: number, ms: number) => {
      if (status >= 200 && status < 300) latencies.push(ms);
      else failed++;
    });
    instance.on('reqError', () => failed++);
  });
  const seconds = (performance.now() - t0) / 1000;
  const cpuMs = (cpuSeconds(p.serverPid) - cpu0) * 1000;
  return {
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    cpuMsPerRequest: latencies.length ? cpuMs / latencies.length : 0,
    failed,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export type Side = { rps: number; p50: number; p99: number; cpuMsPerRequest: number; failed: number };

/** Medians of each figure over the rounds (failures added up). */
export function summarize(rounds: Round[]): Side {
  return {
    rps: median(rounds.map((r) => r.rps)),
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    cpuMsPerRequest: median(rounds.map((r) => r.cpuMsPerRequest)),
    failed: rounds.reduce((n, r) => n + r.failed, 0),
  };
}

export const TARGET = { throughput: 0.6, stretch: 0.8, p99: 1.5 };

export type Case = { label: string; connections: number; hearth: Side; bare: Side };

export function verdict(c: Case): { throughput: number; p99: number; pass: boolean; text: string } {
  const throughput = c.hearth.rps / c.bare.rps;
  const p99 = c.hearth.p99 / c.bare.p99;
  const pass = throughput >= TARGET.throughput && p99 <= TARGET.p99 && c.hearth.failed === 0 && c.bare.failed === 0;
  const text = !pass ? 'FAIL' : throughput >= TARGET.stretch ? 'PASS (stretch too)' : 'PASS';
  return { throughput, p99, pass, text };
}

const f1 = (x: number) => x.toFixed(1);
const pad = (s: string, n: number) => s.padStart(n);

/** The comparison as a Markdown table (medians of the rounds). */
export function table(cases: Case[]): string {
  const lines = [
    '| Request | Conns | Hearth req/s | Hearth p50 / p99 ms | Bare req/s | Bare p50 / p99 ms | Throughput H/B | p99 H/B | CPU ms/req H / B | Verdict |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|---|',
  ];
  for (const c of cases) {
    const v = verdict(c);
    const failures = c.hearth.failed + c.bare.failed ? ` (${c.hearth.failed} / ${c.bare.failed} failed)` : '';
    lines.push(
      `| ${c.label} | ${c.connections} | ${pad(c.hearth.rps.toFixed(0), 5)} | ${f1(c.hearth.p50)} / ${f1(c.hearth.p99)} | ` +
        `${pad(c.bare.rps.toFixed(0), 5)} | ${f1(c.bare.p50)} / ${f1(c.bare.p99)} | ${v.throughput.toFixed(2)}× | ` +
        `${v.p99.toFixed(2)}× | ${c.hearth.cpuMsPerRequest.toFixed(2)} / ${c.bare.cpuMsPerRequest.toFixed(2)} | ${v.text}${failures} |`,
    );
  }
  return lines.join('\n');
}
