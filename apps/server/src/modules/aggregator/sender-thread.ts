/**
 * The aggregator's sender on a thread of its own (docs/decisions/015, "Sending beside clock-in"):
 * building, serialising and posting thousands of records never holds the API's event loop, and
 * the thread runs at the lowest CPU priority (Linux's nice is per thread), so on a busy machine a
 * clock-in is served first. It has its own pool of 2 connections, whose backends are lowered too
 * when PostgreSQL runs on this machine. The main thread sends
 * `{id, opts}` (one run at a time, as the lease and the job queue already ensure) and gets back
 * `{id, out}` or `{id, error}`. Started by sender-runner.ts; never imported.
 */
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { openPostgres } from '../../db/client.js';
import { systemClock } from '../../platform/clock.js';
import { FieldCipher } from '../../platform/field-crypto.js';
import { runAggregator, type AggregatorConnection, type RunOptions } from './sender.js';

export type SenderThreadData = { databaseUrl: string; fieldKey: string; aggregator: AggregatorConnection };
export type SenderRequest = { id: number; opts: RunOptions };

const port = parentPort;
if (!port) throw new Error('sender-thread.ts runs as a worker thread (sender-runner.ts starts it)');
const data = workerData as SenderThreadData;
try {
  os.setPriority(19);
} catch {
  // Not allowed here (some containers): the thread still keeps the event loop free.
}
// Its PostgreSQL backends at low priority too, when the database is on this machine (db/backend-priority.ts).
const database = openPostgres(data.databaseUrl, 2, { background: true });
const deps = {
  db: database.db,
  clock: systemClock,
  aggregator: data.aggregator,
  cipher: new FieldCipher(data.fieldKey),
};

port.on('message', (msg: SenderRequest | 'close') => {
  if (msg === 'close') {
    void database.close().then(() => port.close());
    return;
  }
  runAggregator(deps, msg.opts).then(
    (out) => port.postMessage({ id: msg.id, out }),
    (err: unknown) => port.postMessage({ id: msg.id, error: err instanceof Error ? err.message : String(err) }),
  );
});
