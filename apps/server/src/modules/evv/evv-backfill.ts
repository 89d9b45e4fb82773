import type { Db } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import type { JobDefinition } from '../../platform/jobs.js';
import { checkUnchecked } from './evv-checks.js';

/** When completed entries the checks never saw are looked for (UTC): daily at 04:15, a safety net. */
export const EVV_BACKFILL_CRON = '15 4 * * *';

/**
 * The EVV checks on completed entries never checked (entries from before the checks existed), as a
 * background job (docs/decisions/014): queued when an instance starts, so a large database never
 * holds the server back from serving, and daily. Batched and resumable: a run cut short leaves the
 * rest for the retry. Entries completed since are checked in their own transaction.
 */
export function evvBackfillJob(p: {
  db: Db;
  clock: Clock;
  log: { info: (obj: object, msg: string) => void };
}): JobDefinition {
  return {
    name: 'evv-backfill',
    cron: EVV_BACKFILL_CRON,
    runOnStart: true,
    // The first run after an upgrade may check years of entries.
    expireInSeconds: 60 * 60,
    run: async () => {
      const checked = await checkUnchecked(p.db, p.clock.now());
      if (checked > 0) p.log.info({ checked }, 'EVV checks ran on entries completed before them');
    },
  };
}
