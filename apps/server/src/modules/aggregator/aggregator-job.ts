import type { JobDefinition } from '../../platform/jobs.js';
import { aggregatorJob, type AggregatorDeps } from './aggregator.service.js';

/** Every minute (UTC cron): near real time, as the vendor asks; "Send now" runs the same work at once. */
export const AGGREGATOR_SEND_CRON = '* * * * *';

/**
 * The aggregator's sender as a background job (docs/decisions/014, 015): outcomes due, then what
 * waits. One run at a time across instances (the queue's stately policy, and the sender's own lease);
 * transport trouble is the sender's back-off, not a failed job, so pg-boss retries only a crash.
 */
export function aggregatorSendJob(
  deps: AggregatorDeps & {
    log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
  },
): JobDefinition {
  return {
    name: 'aggregator-send',
    cron: AGGREGATOR_SEND_CRON,
    runOnStart: true,
    retryLimit: 2,
    retryDelaySeconds: 30,
    // A standing start (tens of thousands of visits) takes a few minutes; the lease outlives no crash.
    expireInSeconds: 30 * 60,
    run: async () => {
      const out = await aggregatorJob(deps);
      if (!out) return;
      const sent = out.sent.client + out.sent.employee + out.sent.visit;
      if (out.error) deps.log.warn({ ...out }, 'EVV aggregator run stopped early');
      else if (sent > 0 || out.polled > 0) deps.log.info({ ...out }, 'EVV aggregator run');
    },
  };
}
