/**
 * The aggregator's HTTP interface (§1): POST a JSON array of records, read the transaction's
 * outcome with GET .../status?uuid=. Basic authorization and the Account header on every call.
 */
import { asText, type AggregatorKind } from '@hearth/shared';
import type { Json } from './payloads.js';

export type AggregatorEndpoint = { url: string; user: string; password: string; account: string };

const PATH: Record<AggregatorKind, string> = { client: 'clients', employee: 'employees', visit: 'visits' };
const NOT_READY = 'not ready yet';
/** A call that takes longer is abandoned and retried (its records go again with new SequenceIDs). */
export const AGGREGATOR_TIMEOUT_MS = 60_000;

/** Transport trouble (unreachable, time-out, refused, unreadable): the run stops and is retried later. */
export class AggregatorUnavailable extends Error {}

const pathOf = (e: AggregatorEndpoint, kind: AggregatorKind) =>
  `${e.url}/interfaces/intake/${PATH[kind]}/rest/api/v1.1`;

function headers(e: AggregatorEndpoint): Record<string, string> {
  return {
    authorization: `Basic ${Buffer.from(`${e.user}:${e.password}`).toString('base64')}`,
    account: e.account,
    'content-type': 'application/json',
    accept: 'application/json',
  };
}

async function call(url: string, init: RequestInit, timeoutMs: number): Promise<Json> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    throw new AggregatorUnavailable(`The aggregator did not answer (${(err as Error).name}).`);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new AggregatorUnavailable(`The aggregator answered HTTP ${response.status}.`);
  try {
    return JSON.parse(text) as Json;
  } catch {
    throw new AggregatorUnavailable('The aggregator answered something that is not JSON.');
  }
}

/** Posts records; answers the transaction id of the acknowledgement. */
export async function postRecords(
  e: AggregatorEndpoint,
  kind: AggregatorKind,
  records: Json[],
  timeoutMs = AGGREGATOR_TIMEOUT_MS,
): Promise<string> {
  const body = await call(
    pathOf(e, kind),
    { method: 'POST', headers: headers(e), body: JSON.stringify(records) },
    timeoutMs,
  );
  const data = body.data as Json | null | undefined;
  const id = body.id ?? data?.uuid;
  if (body.status !== 'SUCCESS' || typeof id !== 'string' || id === '')
    throw new AggregatorUnavailable(
      `The aggregator refused the transmission: ${asText(body.messageSummary ?? 'no reason given')}`,
    );
  return id;
}

/** One rejected record of a transaction: its Hearth id, the SequenceID sent, the aggregator's code and message. */
export type Rejection = { recordId: number; sequenceId: number | null; code: string; message: string };
export type TransactionOutcome = { ready: false } | { ready: true; summary: string; rejected: Rejection[] };

const OTHER_ID: Record<AggregatorKind, string> = {
  client: 'ClientOtherID',
  employee: 'EmployeeOtherID',
  visit: 'VisitOtherID',
};

/** The first ErrorCode/ErrorMessage in a rejected record, at its own level or in a segment. */
function firstError(value: unknown): { code: string; message: string } | null {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstError(item);
      if (found) return found;
    }
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const o = value as Json;
  if (o.ErrorCode != null || o.ErrorMessage != null)
    return { code: asText(o.ErrorCode ?? ''), message: asText(o.ErrorMessage ?? '') };
  for (const v of Object.values(o)) {
    const found = firstError(v);
    if (found) return found;
  }
  return null;
}

export async function readOutcome(
  e: AggregatorEndpoint,
  kind: AggregatorKind,
  transactionId: string,
  timeoutMs = AGGREGATOR_TIMEOUT_MS,
): Promise<TransactionOutcome> {
  const url = `${pathOf(e, kind)}/status?uuid=${encodeURIComponent(transactionId)}`;
  const body = await call(url, { method: 'GET', headers: headers(e) }, timeoutMs);
  const summary = asText(body.messageSummary ?? '');
  const data = body.data;
  const message = !Array.isArray(data) && data && typeof data === 'object' ? asText((data as Json).message ?? '') : '';
  if (summary.includes(NOT_READY) || message.includes(NOT_READY)) return { ready: false };
  const rejected: Rejection[] = [];
  for (const item of Array.isArray(data) ? (data as Json[]) : []) {
    const recordId = Number(item[OTHER_ID[kind]]);
    if (!Number.isInteger(recordId)) continue;
    const error = firstError(item) ?? { code: '', message: 'Rejected without a message.' };
    const seq = Number(item.SequenceID);
    rejected.push({ recordId, sequenceId: Number.isFinite(seq) ? seq : null, ...error });
  }
  return { ready: true, summary, rejected };
}
