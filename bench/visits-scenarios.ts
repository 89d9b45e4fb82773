// The two ways staff clock visits in the visits benchmark (bench/visits-load.ts).
import { performance } from 'node:perf_hooks';

export type Staff = { userId: number; token: string; clientId: number; serviceRequestId: number };
export type Scenario = 'burst' | 'realistic';

/** Latencies per call and failures of one scenario. */
export class Recorder {
  readonly latencies: Record<string, number[]> = { start: [], update: [], complete: [] };
  failures = 0;
  firstFailure: string | null = null;
}

// A 1×1 transparent PNG: the client's signature.
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const noteText = (s: Staff, n: number) =>
  `Visit note ${n} for client ${s.clientId}: assisted with meal preparation and a walk outside. `.repeat(3);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

async function post(
  rec: Recorder,
  base: string,
  token: string,
  op: string,
  body: unknown,
): Promise<{ data?: { workEntryId: number } }> {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/v1/visits/${op}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  rec.latencies[op]!.push(performance.now() - t0);
  const json = (await res.json()) as { data?: { workEntryId: number }; message?: string };
  if (!res.ok) {
    rec.failures++;
    rec.firstFailure ??= `${op}: HTTP ${res.status} ${json.message ?? ''}`;
    throw new Error(`${op}: HTTP ${res.status} ${json.message ?? ''}`);
  }
  return json;
}

const start = (rec: Recorder, base: string, s: Staff) =>
  post(rec, base, s.token, 'start', {
    clientId: s.clientId,
    serviceRequestId: s.serviceRequestId,
    notes: '',
    timeZone: 'America/New_York',
    serviceStartLatitude: 39.95,
    serviceStartLongitude: -75.16,
  });

const complete = (rec: Recorder, base: string, s: Staff, workEntryId: number, notes: number) =>
  post(rec, base, s.token, 'complete', {
    workEntryId,
    notes: noteText(s, notes),
    progress: 2,
    signature: SIGNATURE,
    serviceEndLatitude: 39.95,
    serviceEndLongitude: -75.16,
  });

/** Everyone at once: start, `notes` saves back to back, complete (the worst case). */
export async function burstVisit(rec: Recorder, base: string, s: Staff, notes: number) {
  const workEntryId = (await start(rec, base, s)).data!.workEntryId;
  for (let n = 1; n <= notes; n++) {
    await post(rec, base, s.token, 'update', { workEntryId, notes: noteText(s, n), progress: 2 });
  }
  await complete(rec, base, s, workEntryId, notes);
  return { workEntryId, lastNote: notes };
}

/**
 * A morning as it happens: the staff member clocks in at a random moment of the first minute,
 * the phone saves the notes every 10 seconds, and the visit completes at a random moment of the
 * next minute.
 */
export async function realisticVisit(rec: Recorder, base: string, s: Staff, windowMs: number) {
  const began = performance.now();
  await sleep(Math.random() * windowMs);
  const workEntryId = (await start(rec, base, s)).data!.workEntryId;
  const completeAt = windowMs + Math.random() * windowMs;
  let n = 0;
  for (;;) {
    const next = performance.now() - began + 10_000;
    if (next >= completeAt) break;
    await sleep(next - (performance.now() - began));
    n++;
    await post(rec, base, s.token, 'update', { workEntryId, notes: noteText(s, n), progress: 2 });
  }
  await sleep(completeAt - (performance.now() - began));
  await complete(rec, base, s, workEntryId, Math.max(n, 1));
  return { workEntryId, lastNote: Math.max(n, 1) };
}

export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
