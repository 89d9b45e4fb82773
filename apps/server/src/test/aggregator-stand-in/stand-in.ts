import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Json } from './fields.js';
import { Registry } from './registry.js';
import {
  Messages,
  intakeKinds,
  type AggregatorStandIn,
  type IntakeKind,
  type RecordKind,
  type StandInOptions,
} from './types.js';

export * from './types.js';

/**
 * A local stand-in for Sandata's Alternate EVV aggregator (docs in ./README.md): the intake and
 * status endpoints of the vendor reference (/work/shared/reference/sandata-alt-evv.md) on
 * node:http, enforcing the record rules and answering with the vendor's bodies. Test-only: it lives
 * under src/test, which the server build leaves out.
 */

const pathPattern = /^\/interfaces\/intake\/(clients|employees|visits)\/rest\/api\/v1\.1(\/status)?$/;
const maxRecords = 5000;
const maxBodyBytes = 64 * 1024 * 1024;

type Transaction = { kind: IntakeKind; polls: number; rejected: Json[] };

type State = {
  user: string;
  password: string;
  account: string;
  notReadyPolls: number;
  registry: Registry;
  transactions: Map<string, Transaction>;
  faults: { fail: number; failStatus: number; hang: number };
  posts: AggregatorStandIn['posts'];
};

const failed = (messageSummary: string) => ({ id: null, status: 'FAILED', messageSummary, data: null });

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBodyBytes) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function authorized(req: IncomingMessage, state: State): boolean {
  const match = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (!match?.[1]) return false;
  const credentials = Buffer.from(match[1], 'base64').toString('utf8');
  return credentials === `${state.user}:${state.password}` && req.headers.account === state.account;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The batch refusals (§1.3): the whole transaction is refused and nothing is processed. */
function batchProblem(value: unknown): string | undefined {
  if (!Array.isArray(value)) return 'The request body must be a JSON array of records.';
  if (value.length === 0) return 'The request body must hold at least 1 record.';
  if (value.length > maxRecords) return `A transaction holds at most ${maxRecords} records (got ${value.length}).`;
  return undefined;
}

async function handlePost(state: State, kind: IntakeKind, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readBody(req);
  const parsed = body === undefined ? ({ ok: false } as const) : parseJson(body);
  state.posts.push({ kind, count: parsed.ok && Array.isArray(parsed.value) ? parsed.value.length : 0, at: new Date() });
  if (state.faults.fail > 0) {
    state.faults.fail -= 1;
    return send(res, state.faults.failStatus, failed('Service unavailable. Please try again later.'));
  }
  if (state.faults.hang > 0) {
    state.faults.hang -= 1;
    return; // never answered: the caller's time-out is the test
  }
  if (!authorized(req, state)) return send(res, 401, failed('Unauthorized: check Authorization and Account.'));
  const mediaType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') return send(res, 415, failed('Content-Type must be application/json.'));
  if (body === undefined) return send(res, 413, failed('The request body is too large.'));
  if (!parsed.ok) return send(res, 400, failed('The request body is not valid JSON.'));
  const problem = batchProblem(parsed.value);
  if (problem) return send(res, 400, failed(problem));
  const uuid = randomUUID();
  const rejected = state.registry.processBatch(intakeKinds[kind], parsed.value as unknown[]);
  state.transactions.set(uuid, { kind, polls: 0, rejected });
  send(res, 200, {
    id: uuid,
    status: 'SUCCESS',
    messageSummary: Messages.received,
    data: { uuid, account: state.account, message: Messages.received, reason: Messages.received },
  });
}

function handleStatus(state: State, kind: IntakeKind, url: URL, req: IncomingMessage, res: ServerResponse): void {
  if (!authorized(req, state)) return send(res, 401, failed('Unauthorized: check Authorization and Account.'));
  const uuid = url.searchParams.get('uuid');
  if (!uuid) return send(res, 400, failed('The uuid query parameter is required.'));
  const transaction = state.transactions.get(uuid);
  if (!transaction || transaction.kind !== kind) return send(res, 404, failed('The input UUID was not found.'));
  if (transaction.polls < state.notReadyPolls) {
    transaction.polls += 1;
    const data = { uuid, account: state.account, message: Messages.notReady, reason: Messages.received };
    return send(res, 200, { id: uuid, status: 'SUCCESS', messageSummary: Messages.notReady, data });
  }
  const { rejected } = transaction;
  const messageSummary = rejected.length === 0 ? Messages.allAccepted : Messages.someRejected(rejected.length);
  send(res, 200, { id: uuid, status: 'SUCCESS', messageSummary, data: rejected });
}

async function handle(state: State, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://stand-in');
  const match = pathPattern.exec(url.pathname);
  if (!match) return send(res, 404, failed(`No such path: ${url.pathname}`));
  const kind = match[1] as IntakeKind;
  const isStatus = match[2] !== undefined;
  if (!isStatus && req.method === 'POST') return handlePost(state, kind, req, res);
  if (isStatus && req.method === 'GET') return handleStatus(state, kind, url, req, res);
  send(res, 405, failed(`${req.method ?? '?'} is not allowed on ${url.pathname}.`));
}

async function listen(server: Server, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

/** Starts the stand-in on 127.0.0.1 (port 0 = any free port). */
export async function startAggregatorStandIn(options: StandInOptions = {}): Promise<AggregatorStandIn> {
  const catalog = options.procedureCodes ? new Set(options.procedureCodes) : undefined;
  const registry = new Registry(catalog, options.rejectMedicaidIds ?? []);
  const state: State = {
    user: options.user ?? 'hearth',
    password: options.password ?? 'secret',
    account: options.account ?? 'HEARTH-ACCOUNT',
    notReadyPolls: options.notReadyPolls ?? 1,
    registry,
    transactions: new Map(),
    faults: { fail: 0, failStatus: 503, hang: 0 },
    posts: [],
  };
  const server = createServer((req, res) => {
    handle(state, req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, failed(`Stand-in error: ${String(error)}`));
    });
  });
  const port = await listen(server, options.port ?? 0);
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => closeServer(server),
    failNext(count, status = 503) {
      state.faults.fail = count;
      state.faults.failStatus = status;
    },
    hangNext(count) {
      state.faults.hang = count;
    },
    rejectMedicaidId: (mci) => void registry.unknownMedicaidIds.add(mci),
    allowMedicaidId: (mci) => void registry.unknownMedicaidIds.delete(mci),
    posts: state.posts,
    current: (kind: RecordKind, key: string) => registry.current(kind, key),
    history: (kind: RecordKind, key: string) => registry.history(kind, key),
    rejections: registry.rejections,
    stats: () => registry.stats(),
  };
}

/** Stops listening and drops every connection, the deliberately hung ones included. */
async function closeServer(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  server.closeAllConnections();
  await closed;
}
