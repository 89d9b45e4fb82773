/**
 * Expiry alerts (issue 22, docs/decisions/018 "Enforcement and alerts"): every hour, once across
 * instances (a job on the shared queue), each current credential crossing 60 days, 30 days or its
 * expiry date is told to its staff member (email, and SMS with a mobile number) once per threshold,
 * and the admins get one digest of the run's alerts. An alert is recorded once its staff member's
 * message went out, so a failed send is tried again next run and a sent one never again; the digest
 * lists only the alerts recorded in its run, so the admins never hear of one twice.
 */
import { dayIn, toUsDate } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import type { JobDefinition } from '../../platform/jobs.js';
import { messagesTo, sendAll, type Messenger } from '../../platform/messaging/index.js';
import { scheduleSettings } from '../settings/index.js';
import { adminRecipients } from '../staff/index.js';
import * as repo from './alerts.repo.js';

/** Hourly, at 7 past (UTC cron): thresholds are days; an hour is soon enough. */
export const CREDENTIAL_ALERTS_CRON = '7 * * * *';

export type AlertLog = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
};

export type CredentialAlertDeps = { db: Db; clock: Clock; messenger: Messenger; log: AlertLog };

/** What one run did: alerts sent (and recorded), and those left for the next run (every send failed). */
export type CredentialAlertRun = { sent: number; pending: number };

const when = (a: repo.PendingCredentialAlert) =>
  a.threshold === 'expired' ? `expired on ${toUsDate(a.expiresOn)}` : `expires on ${toUsDate(a.expiresOn)}`;

/** The staff member's own message about one credential. */
export function staffAlertText(a: repo.PendingCredentialAlert): { subject: string; text: string; sms: string } {
  const what = `Your ${a.typeName} ${when(a)}`;
  const ask =
    a.threshold === 'expired'
      ? 'Renew it and bring the new document to your office: you may not be able to start visits until it is on file.'
      : 'Please renew it in time and bring the new document to your office.';
  return { subject: `Hearth: ${what}`, text: `${what}.\n\n${ask}`, sms: `Hearth: ${what}. ${ask}` };
}

const LABEL: Record<repo.AlertThreshold, string> = {
  expired: 'Expired',
  '30': 'Expiring within 30 days',
  '60': 'Expiring within 60 days',
};

/** The admins' digest: one line per credential, the most urgent first. */
export function digestText(alerts: repo.PendingCredentialAlert[]): { subject: string; text: string; sms: string } {
  const order: repo.AlertThreshold[] = ['expired', '30', '60'];
  const counts = order
    .map((th) => [th, alerts.filter((a) => a.threshold === th).length] as const)
    .filter(([, n]) => n > 0)
    .map(([th, n]) => `${LABEL[th].toLowerCase()}: ${n}`);
  const lines = order.flatMap((th) =>
    alerts.filter((a) => a.threshold === th).map((a) => `${LABEL[th]}: ${a.staffName}, ${a.typeName}, ${when(a)}`),
  );
  const summary = `staff credentials ${counts.join(', ')}`;
  return {
    subject: `Hearth: ${summary}`,
    text: [`Staff credentials that need renewing:`, '', ...lines, '', 'See Credentials in Hearth.'].join('\n'),
    sms: `Hearth: ${summary}. See Credentials in Hearth.`,
  };
}

/** One run at the clock's now ("today" is the agency's). Safe to run twice: each alert goes once. */
export async function runCredentialAlerts(deps: CredentialAlertDeps): Promise<CredentialAlertRun> {
  const now = deps.clock.now();
  const today = dayIn(now, (await scheduleSettings(deps.db)).timeZone);
  const pending = await repo.pendingAlerts(deps.db, today);
  const sent: repo.PendingCredentialAlert[] = [];
  for (const a of pending) {
    if ((await sendAll(deps.messenger, messagesTo(a, staffAlertText(a)))).sent > 0) sent.push(a);
  }
  await repo.recordAlerts(deps.db, sent, now);
  if (sent.length > 0) {
    const digest = digestText(sent);
    const admins = await adminRecipients(deps.db);
    const { sent: out } = await sendAll(
      deps.messenger,
      admins.flatMap((admin) => messagesTo(admin, digest)),
    );
    if (out === 0 && admins.length > 0)
      deps.log.warn({ alerts: sent.length }, 'credential alerts: the admins’ digest was not sent');
  }
  const failed = pending.length - sent.length;
  if (failed > 0) deps.log.warn({ failed }, 'credential alerts: some staff messages were not sent; retried next run');
  if (pending.length > 0) deps.log.info({ sent: sent.length, pending: failed }, 'credential alerts');
  return { sent: sent.length, pending: failed };
}

/** The alerts as a background job: hourly, once across instances; the next run does a failed run's work. */
export function credentialAlertsJob(deps: CredentialAlertDeps): JobDefinition {
  return {
    name: 'credential-alerts',
    cron: CREDENTIAL_ALERTS_CRON,
    retryLimit: 0,
    expireInSeconds: 15 * 60,
    run: async () => {
      await runCredentialAlerts(deps);
    },
  };
}
