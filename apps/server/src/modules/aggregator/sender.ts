/**
 * The sender (docs/decisions/015): one at a time across instances (a lease in PostgreSQL, and the
 * job queue's singleton), it reads the outcome of what was sent, then sends what waits — clients,
 * then staff, then visits — in batches of at most 5,000. Every step is written before the next, so
 * a crash anywhere loses nothing and reuses no SequenceID: records caught mid-send go again with
 * new numbers (and, for a visit, a VisitChanges entry, since the first may have arrived).
 */
import { randomUUID } from 'node:crypto';
import { AGGREGATOR_KINDS, type AggregatorKind, type AggregatorSyncOut } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import type { FieldCipher } from '../../platform/field-crypto.js';
import { AggregatorUnavailable, postRecords, readOutcome, type AggregatorEndpoint } from './aggregator-http.js';
import { readAggregatorSettings } from './aggregator-settings.repo.js';
import { employeeIdentifiers, nextBatch, type BatchContext } from './batch.js';
import { backfillOnce, consumeOutbox, expireTransactions, requeueSending } from './outbox.repo.js';
import * as repo from './sender.repo.js';

export type AggregatorConnection = AggregatorEndpoint & { pollSeconds: number };

export type SenderDeps = {
  db: Db;
  clock: Clock;
  aggregator: AggregatorConnection;
  cipher: FieldCipher;
  /** Records per call (at most the vendor's 5,000); default SEND_BATCH. */
  batchSize?: number;
};

/**
 * Records per call. Smaller than the vendor's 5,000 so that a backlog (a standing start) goes in
 * short steps with pauses between them: the sender shares the API's process and 2 cores, and a
 * clock-in must not wait behind it (bench/aggregator.ts).
 */
export const SEND_BATCH = 1000;
/** How many batches one run sends at most per kind (a standing start of 40,000 visits is 40). */
const MAX_BATCHES_PER_KIND = 200;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const emptyResult = (): AggregatorSyncOut => ({
  sent: { client: 0, employee: 0, visit: 0 },
  transactions: 0,
  polled: 0,
  accepted: 0,
  rejected: 0,
  waiting: 0,
  error: null,
});

async function pollOutcomes(deps: SenderDeps, all: boolean, out: AggregatorSyncOut): Promise<void> {
  const { db, aggregator } = deps;
  for (const t of await repo.dueTransactions(db, deps.clock.now(), all)) {
    const outcome = await readOutcome(aggregator, t.kind, t.id);
    out.polled += 1;
    const now = deps.clock.now();
    if (!outcome.ready) {
      await repo.notReadyYet(db, t.id, now, aggregator.pollSeconds);
      continue;
    }
    const counts = await db.transaction((tx) => repo.applyOutcome(tx, t, { ...outcome, now }));
    out.accepted += counts.accepted;
    out.rejected += counts.rejected;
  }
}

/** Builds, marks and posts one batch; answers how many records it posted (0: nothing left to send). */
async function sendBatch(deps: SenderDeps, kind: AggregatorKind, c: BatchContext, out: AggregatorSyncOut) {
  const { db, aggregator } = deps;
  const batch = await db.transaction(async (tx) => {
    const b = await nextBatch(tx, kind, c, deps.batchSize ?? SEND_BATCH);
    await repo.markWaiting(tx, kind, b.waiting, c.now);
    await repo.forget(tx, kind, b.dropped);
    await repo.markSending(tx, kind, b.sending, c.now);
    await consumeOutbox(tx, kind, b.read);
    return b;
  });
  if (batch.read.length === 0) return 0;
  if (batch.records.length > 0) {
    let id: string;
    try {
      id = await postRecords(aggregator, kind, batch.records);
    } catch (err) {
      await db.transaction((tx) => requeueSending(tx, deps.clock.now()));
      throw err;
    }
    const now = deps.clock.now();
    await db.transaction((tx) =>
      repo.recordTransaction(tx, { id, kind, items: batch.sending, now, pollSeconds: aggregator.pollSeconds }),
    );
    out.sent[kind] += batch.records.length;
    out.transactions += 1;
  }
  return batch.read.length;
}

async function sendWaiting(deps: SenderDeps, owner: string, out: AggregatorSyncOut, until: number): Promise<void> {
  const { db } = deps;
  const settings = await readAggregatorSettings(db);
  if (!settings.providerId) {
    out.error = 'Set the provider ID in Settings, EVV aggregator: nothing is sent without it.';
    return;
  }
  const c: BatchContext = {
    settings,
    identifiers: await employeeIdentifiers(db, deps.cipher),
    now: deps.clock.now(),
    changedBy: (userId) => (userId === null ? 'Hearth' : `hearth-user-${userId}`),
  };
  for (const kind of AGGREGATOR_KINDS) {
    for (let i = 0; i < MAX_BATCHES_PER_KIND; i++) {
      c.now = deps.clock.now();
      // The lease is renewed batch by batch: a long run keeps it, a crashed one lets it lapse.
      // A call's answer is due (Send now): the rest waits for the next run, and the counts say so.
      if (Date.now() > until || !(await repo.takeLease(db, owner, c.now))) return;
      const started = Date.now();
      const read = await sendBatch(deps, kind, c, out);
      if (read < (deps.batchSize ?? SEND_BATCH)) break;
      // A backlog: a pause twice as long as the batch took (at most two seconds), so the sender
      // takes at most a third of the time and requests keep their share (bench/aggregator.ts).
      await sleep(Math.min(2000, 2 * (Date.now() - started)));
    }
  }
}

export type RunOptions = { pollAll?: boolean; force?: boolean; budgetMs?: number };

/**
 * One run: read outcomes (all outstanding when `pollAll`, else those due), then send what waits
 * (unless backing off after failures and not `force`d), starting no batch after `budgetMs`.
 * Answers what it did.
 */
export async function runAggregator(deps: SenderDeps, opts: RunOptions = {}): Promise<AggregatorSyncOut> {
  const until = Date.now() + (opts.budgetMs ?? Number.POSITIVE_INFINITY);
  const { db } = deps;
  const out = emptyResult();
  const owner = randomUUID();
  if (!(await repo.takeLease(db, owner, deps.clock.now()))) {
    out.error = 'Another Hearth instance is sending to the aggregator right now; try again in a minute.';
    return out;
  }
  try {
    await db.transaction(async (tx) => {
      await requeueSending(tx, deps.clock.now());
      await expireTransactions(tx, deps.clock.now());
      await backfillOnce(tx, deps.clock.now());
    });
    await pollOutcomes(deps, opts.pollAll ?? false, out);
    const retryAfter = await repo.retryAfter(db);
    if (opts.force || !retryAfter || retryAfter <= deps.clock.now()) await sendWaiting(deps, owner, out, until);
    await repo.recordRun(db, deps.clock.now(), null);
  } catch (err) {
    if (!(err instanceof AggregatorUnavailable)) throw err;
    out.error = err.message;
    await repo.recordRun(db, deps.clock.now(), err.message);
  } finally {
    await repo.releaseLease(db, owner);
  }
  out.waiting = await repo.countWaiting(db);
  return out;
}
