/**
 * Uploads never attached to a record are removed after a day (docs/decisions/006, section 9): an
 * upload is the first half of saving a client, staff or authorization form, and one whose form was
 * never saved would otherwise keep its bytes (possibly PHI) forever.
 */
import type { Db } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import type { JobDefinition } from '../../platform/jobs.js';
import type { FileStorage } from '../../platform/storage/index.js';
import * as repo from './files.repo.js';
import { fileStorageOf } from './files.service.js';

/** How long an upload may wait for its form to be saved. */
export const UNATTACHED_FILE_TTL_MS = 24 * 60 * 60_000;
/** When expired uploads are looked for (UTC): hourly, once across all instances. */
export const FILE_PURGE_CRON = '35 * * * *';
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
 * The sweep as a background job (docs/decisions/014): hourly at :35 across all instances, and when
 * an instance starts. Its storage is the files feature's (the one given, else DATA_DIR/files).
 */
export function filePurgeJob(p: {
  db: Db;
  clock: Clock;
  jwtSecret: string;
  dataDir?: string;
  storage?: FileStorage;
  log: PurgeLog & { info: (obj: object, msg: string) => void };
}): JobDefinition {
  const storage = fileStorageOf(p);
  return {
    name: 'file-purge',
    cron: FILE_PURGE_CRON,
    runOnStart: true,
    run: async () => {
      const done = await purgeUnattachedFiles({ db: p.db, storage, now: p.clock.now(), log: p.log });
      p.log.info(done, 'file purge done');
    },
  };
}
