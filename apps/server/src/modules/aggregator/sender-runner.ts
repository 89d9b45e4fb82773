/**
 * How a sender run is started. In tests and by default: in this process (`runAggregator`). In the
 * product (main.ts): on the sender's own low-priority thread (sender-thread.ts), so a standing start
 * of tens of thousands of visits leaves clock-in its speed (bench/aggregator.ts).
 */
import { Worker } from 'node:worker_threads';
import type { AggregatorSyncOut } from '@hearth/shared';
import type { RunOptions } from './sender.js';
import type { SenderRequest, SenderThreadData } from './sender-thread.js';

export type SenderRunner = (opts: RunOptions) => Promise<AggregatorSyncOut>;
export type SenderThread = { run: SenderRunner; close: () => Promise<void> };

type Reply = { id: number; out?: AggregatorSyncOut; error?: string };

/**
 * The compiled thread in production; in development and tests (TypeScript sources under tsx or
 * Vitest) a bootstrap that registers tsx in the thread first, since Node 20 does not carry the
 * parent's `--import tsx` into a worker.
 */
function spawnThread(data: SenderThreadData): Worker {
  const options = { workerData: data, resourceLimits: { maxOldGenerationSizeMb: 256 } };
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./sender-thread.js', import.meta.url), options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./sender-thread.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then((t) => { t.register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(boot, { ...options, eval: true, execArgv: ['--conditions=@hearth/source'] });
}

/**
 * Starts the sender's thread when first asked to run; a thread that dies (a crash, its memory limit)
 * fails the runs it had and is started again for the next one, which re-sends what was caught
 * mid-send as after any crash (sender.ts).
 */
export function startSenderThread(data: SenderThreadData): SenderThread {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (out: AggregatorSyncOut) => void; reject: (err: Error) => void }>();
  const failAll = (err: Error) => {
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  const thread = () => {
    if (worker) return worker;
    const w = spawnThread(data);
    w.on('message', (reply: Reply) => {
      const p = pending.get(reply.id);
      if (!p) return;
      pending.delete(reply.id);
      if (reply.out) p.resolve(reply.out);
      else p.reject(new Error(reply.error ?? 'The aggregator sender failed.'));
    });
    w.on('error', (err) => failAll(err));
    w.on('exit', (code) => {
      if (worker === w) worker = null;
      failAll(new Error(`The aggregator sender's thread stopped (exit code ${code}).`));
    });
    worker = w;
    return w;
  };
  return {
    run: (opts) =>
      new Promise<AggregatorSyncOut>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        thread().postMessage({ id, opts } satisfies SenderRequest);
      }),
    close: async () => {
      const w = worker;
      if (!w) return;
      worker = null;
      const exited = new Promise<void>((resolve) => w.once('exit', () => resolve()));
      w.postMessage('close');
      // A run in progress is cut short: what it marked as sending goes again on the next start.
      const timer = setTimeout(() => void w.terminate(), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
