/**
 * Uploads never attached to a record are removed after a day (docs/decisions/006, section 9): an
 * upload is the first half of saving a client, staff or authorization form, and one whose form was
 * never saved would otherwise keep its bytes (possibly PHI) forever.
 */
import type { Db } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import type { FileStorage } from '../../platform/storage/index.js';
import * as repo from './files.repo.js';

/** How long an upload may wait for its form to be saved. */
export const UNATTACHED_FILE_TTL_MS = 24 * 60 * 60_000;
/** How often each server instance looks for expired uploads. */
export const FILE_PURGE_INTERVAL_MS = 60 * 60_000;
/** Most files one run removes; the rest wait for the next run. */
const MAX_PER_RUN = 1000;

type PurgeLog = { warn: (obj: object, msg: string) => void };

/**
 * Removes files never attached to a record that were uploaded more than a day before `now`: one
 * transaction per file deletes the row, writes a `file.purge` audit row and deletes the stored
 * object, so a failing storage call rolls the row back and the next run retries it. Several
 * instances may run at once: a row is claimed by one transaction only (SKIP LOCKED), and deleting
 * an object that is already gone is no error. Returns how many files were removed and failed.
 */
export async function purgeUnattachedFiles(p: {
  db: Db;
  storage: FileStorage;
  now: Date;
  log?: PurgeLog;
}): Promise<{ removed: number; failed: number }> {
  const before = new Date(p.now.getTime() - UNATTACHED_FILE_TTL_MS);
  const failed: number[] = [];
  let removed = 0;
  while (removed + failed.length < MAX_PER_RUN) {
    let claimed: number | undefined;
    try {
      const done = await p.db.transaction(async (tx) => {
        const file = await repo.deleteOneUnattachedFile(tx, { before, skip: failed });
        if (!file) return false;
        claimed = file.id;
        await audit(tx, { action: 'file.purge', targetType: 'file', targetId: file.id, details: { unattached: true } });
        await p.storage.delete(file.key);
        return true;
      });
      if (!done) break;
      removed++;
    } catch (err) {
      // A database failure ends the run; a storage failure skips that file until the next run.
      if (claimed === undefined) throw err;
      failed.push(claimed);
      p.log?.warn({ fileId: claimed, err }, 'file purge failed');
    }
  }
  return { removed, failed: failed.length };
}

/**
 * Runs {@link purgeUnattachedFiles} every `intervalMs` until the returned stop function is called.
 * The timer is unref'd (it never keeps the process alive) and a run never overlaps the previous one.
 */
export function scheduleFilePurge(p: {
  db: Db;
  storage: FileStorage;
  clock: Clock;
  log?: PurgeLog;
  intervalMs?: number;
}): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const run = () => {
    if (running) return;
    running = purgeUnattachedFiles({ db: p.db, storage: p.storage, now: p.clock.now(), log: p.log })
      .catch((err: unknown) => p.log?.warn({ err }, 'file purge run failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, p.intervalMs ?? FILE_PURGE_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
