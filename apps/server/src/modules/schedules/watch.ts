/**
 * The watch (docs/decisions/017, "Visits meet the plan"): every minute, once across all instances
 * (a job on the shared queue, decision 014), planned visits nobody clocked in for are found late
 * (start + the agency's grace) and missed (planned end), each once; each becomes an EVV exception of
 * its own type, and the admins hear of it at once. Alerts go once per visit and kind: a digest of
 * the run's new ones (and any a failed send left behind) to every active admin, by email and, with
 * a mobile number, SMS; the visits are marked alerted when at least one message went out, so a
 * failed send is tried again next minute and a sent one never again.
 */
import type { Db } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import type { JobDefinition } from '../../platform/jobs.js';
import { messagesTo, sendAll, type Messenger } from '../../platform/messaging/index.js';
import { closeCancelledScheduleExceptions, raiseScheduleExceptions } from '../evv/index.js';
import { scheduleSettings } from '../settings/index.js';
import { adminRecipients } from '../staff/index.js';
import * as repo from './watch.repo.js';

/** Every minute (UTC cron): late means minutes, not hours. */
export const SCHEDULE_WATCH_CRON = '* * * * *';

export type WatchLog = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
};

export type WatchDeps = { db: Db; clock: Clock; messenger: Messenger; log: WatchLog };

/** What one run did. */
export type WatchRun = { late: number; missed: number; alerted: number; pending: number };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function summary(alerts: repo.PendingAlert[]): string {
  const late = alerts.filter((a) => a.kind === 'late').length;
  const missed = alerts.length - late;
  return [late > 0 && plural(late, 'late visit'), missed > 0 && plural(missed, 'missed visit')]
    .filter(Boolean)
    .join(', ');
}

/** The digest: one line per visit (times in the agency's zone, the client by initials only). */
export function alertText(alerts: repo.PendingAlert[]): { subject: string; text: string; sms: string } {
  const lines = alerts.map(
    (a) =>
      `${a.kind === 'late' ? 'Late' : 'Missed'}: ${a.when}, ${a.serviceCode}, ` +
      `${a.staff ? `staff ${a.staff}` : 'open shift (no staff)'}, client ${a.client} (visit ${a.id})`,
  );
  const what = summary(alerts);
  return {
    subject: `Hearth: ${what}`,
    text: [
      `Nobody clocked in for these planned visits:`,
      '',
      ...lines,
      '',
      'Review them under EVV exceptions in Hearth.',
    ].join('\n'),
    sms: `Hearth: ${what} with no clock-in. See EVV exceptions in Hearth.`,
  };
}

/** Sends the digest to every admin; true when at least one message went out. */
async function tellAdmins(deps: WatchDeps, alerts: repo.PendingAlert[]): Promise<boolean> {
  const notice = alertText(alerts);
  const messages = (await adminRecipients(deps.db)).flatMap((admin) => messagesTo(admin, notice));
  const { sent, failed } = await sendAll(deps.messenger, messages);
  if (failed > 0) deps.log.warn({ failed, messages: messages.length }, 'schedule alerts: some messages were not sent');
  return sent > 0;
}

/** One run of the watch at the clock's now. Safe to run twice: each mark, exception and alert happens once. */
export async function runScheduleWatch(deps: WatchDeps): Promise<WatchRun> {
  const now = deps.clock.now();
  const settings = await scheduleSettings(deps.db);
  const { late, missed } = await deps.db.transaction(async (tx) => {
    const lateIds = await repo.markLate(tx, now, settings.lateGraceMinutes);
    const missedIds = await repo.markMissed(tx, now);
    const grace = settings.lateGraceMinutes;
    await raiseScheduleExceptions(tx, { type: 'late', visitIds: lateIds, graceMinutes: grace, now });
    await raiseScheduleExceptions(tx, { type: 'missed', visitIds: missedIds, graceMinutes: grace, now });
    await closeCancelledScheduleExceptions(tx, now);
    return { late: lateIds.length, missed: missedIds.length };
  });
  const pending = await repo.pendingAlerts(deps.db, now, settings.timeZone);
  let alerted = 0;
  if (pending.length > 0 && (await tellAdmins(deps, pending))) {
    await repo.markAlerted(
      deps.db,
      pending.map((a) => a.id),
      now,
    );
    alerted = pending.length;
  }
  if (late + missed + pending.length > 0) {
    deps.log.info({ late, missed, alerted, pending: pending.length - alerted }, 'schedule watch');
  }
  return { late, missed, alerted, pending: pending.length - alerted };
}

/** The watch as a background job: every minute, once across instances; a run cut short is retried. */
export function scheduleWatchJob(deps: WatchDeps): JobDefinition {
  return {
    name: 'schedule-watch',
    cron: SCHEDULE_WATCH_CRON,
    // The next minute's run does the same work: no retry piling up behind it.
    retryLimit: 0,
    expireInSeconds: 5 * 60,
    run: async () => {
      await runScheduleWatch(deps);
    },
  };
}
