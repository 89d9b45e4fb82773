/** The aggregator's use cases: its screens' reads, "Send now", and its settings. */
import type { z } from 'zod';
import {
  AGGREGATOR_STATES,
  AggregatorMsg,
  ErrorCode,
  type AggregatorKind,
  type AggregatorRecordOut,
  type AggregatorRecordsQuery,
  type AggregatorServiceCodeOut,
  type AggregatorSettingsOut,
  type aggregatorServiceCodeBody,
  type aggregatorSettingsBody,
  type AggregatorSummaryOut,
  type AggregatorSyncOut,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { isoOrNull } from '../../db/rows.js';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { FieldCipher } from '../../platform/field-crypto.js';
import { staleRecord } from '../../platform/records.js';
import * as settingsRepo from './aggregator-settings.repo.js';
import { presentRecord } from './aggregator.presenter.js';
import * as repo from './aggregator.repo.js';
import { queueAgain, queueForAggregator } from './outbox.repo.js';
import { runAggregator, type AggregatorConnection, type RunOptions } from './sender.js';
import type { SenderRunner } from './sender-runner.js';

export type AggregatorDeps = {
  db: Db;
  clock: Clock;
  aggregator: AggregatorConnection | undefined;
  cipher: FieldCipher;
  /** Where a run happens; omitted → in this process. The product runs it on the sender's thread (main.ts). */
  runSender?: SenderRunner | undefined;
};

const TARGET = 'aggregator';
/** How long "Send now" keeps starting batches; the request times out at 30 s. */
const SYNC_BUDGET_MS = 15_000;
const off = () => new AppError(ErrorCode.AGGREGATOR_OFF, AggregatorMsg.off);

function connection(deps: AggregatorDeps): AggregatorConnection {
  if (!deps.aggregator) throw off();
  return deps.aggregator;
}

/** One sender run, where the deps say (the sender's thread in the product). */
const run = (deps: AggregatorDeps, aggregator: AggregatorConnection, opts: RunOptions) =>
  deps.runSender ? deps.runSender(opts) : runAggregator({ ...deps, aggregator }, opts);

export async function aggregatorSummary(deps: AggregatorDeps): Promise<AggregatorSummaryOut> {
  const zero = () =>
    Object.fromEntries(AGGREGATOR_STATES.map((s) => [s, 0])) as Record<(typeof AGGREGATOR_STATES)[number], number>;
  const counts = { client: zero(), employee: zero(), visit: zero() };
  for (const c of await repo.stateCounts(deps.db)) counts[c.kind][c.state] += c.n;
  const s = await repo.senderState(deps.db);
  return {
    enabled: deps.aggregator !== undefined,
    counts,
    lastRunAt: isoOrNull(s.lastRunAt),
    lastErrorAt: isoOrNull(s.lastErrorAt),
    lastError: s.lastError,
  };
}

export async function listAggregatorRecords(
  deps: AggregatorDeps,
  actor: CurrentUser,
  q: AggregatorRecordsQuery,
  ip: string,
): Promise<{ data: AggregatorRecordOut[]; recordCount: number }> {
  connection(deps);
  const { rows, total } = await repo.listRecords(deps.db, q);
  const data = rows.map(presentRecord);
  await audit(deps.db, {
    actorUserId: actor.id,
    action: 'aggregator.list',
    targetType: TARGET,
    ip,
    details: { kind: q.kind ?? null, state: q.state ?? null, count: data.length, total },
  });
  return { data, recordCount: total };
}

/** One record's standing (audited like the list: it names the client, staff member or visit). */
export async function aggregatorRecord(
  deps: AggregatorDeps,
  actor: CurrentUser,
  p: { kind: AggregatorKind; id: number; ip: string },
): Promise<AggregatorRecordOut> {
  connection(deps);
  const row = await repo.findRecord(deps.db, p.kind, p.id);
  if (!row) throw notFound('This record has not been queued for the aggregator.');
  await audit(deps.db, {
    actorUserId: actor.id,
    action: 'aggregator.read',
    targetType: p.kind === 'employee' ? 'staff' : p.kind === 'visit' ? 'work_entry' : 'client',
    targetId: p.id,
    ip: p.ip,
  });
  return presentRecord(row);
}

/** "Send now": read every outstanding outcome, then send what waits (no back-off wait). */
export async function syncAggregator(deps: AggregatorDeps, actor: CurrentUser, ip: string): Promise<AggregatorSyncOut> {
  const aggregator = connection(deps);
  // Within the request's time (30 s): a backlog beyond it goes on with the minute's job.
  const out = await run(deps, aggregator, { pollAll: true, force: true, budgetMs: SYNC_BUDGET_MS });
  await audit(deps.db, {
    actorUserId: actor.id,
    action: 'aggregator.sync',
    targetType: TARGET,
    ip,
    details: { ...out },
  });
  return out;
}

/** The periodic run (a job every minute): outcomes that are due, then what waits, backing off after failures. */
export async function aggregatorJob(deps: AggregatorDeps): Promise<AggregatorSyncOut | null> {
  if (!deps.aggregator) return null;
  return run(deps, deps.aggregator, {});
}

export async function aggregatorSettings(deps: AggregatorDeps): Promise<AggregatorSettingsOut> {
  const [s, services] = await Promise.all([
    settingsRepo.readAggregatorSettings(deps.db),
    settingsRepo.serviceCodes(deps.db),
  ]);
  return {
    enabled: deps.aggregator !== undefined,
    providerQualifier: s.providerQualifier,
    providerId: s.providerId,
    payerId: s.payerId,
    payerProgram: s.payerProgram,
    timeZoneName: s.timeZoneName,
    reasonCodes: s.reasonCodes,
    services,
    version: s.version,
    updatedAt: s.updatedAt.toISOString(),
  };
}

/** Everything not accepted as it is now goes again (the values it is built from changed). */
async function requeueNotAccepted(tx: Db, actorId: number, now: Date): Promise<void> {
  await queueAgain(tx, await repo.notAcceptedRecords(tx), { changedAt: now, changedById: actorId });
}

export async function saveAggregatorSettings(
  deps: AggregatorDeps,
  actor: CurrentUser,
  body: z.output<typeof aggregatorSettingsBody>,
  ip: string,
): Promise<AggregatorSettingsOut> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const values = {
      providerQualifier: body.providerQualifier,
      providerId: body.providerId ?? null,
      payerId: body.payerId ?? null,
      payerProgram: body.payerProgram ?? null,
      timeZoneName: body.timeZoneName,
      reasonCodes: body.reasonCodes as Record<string, string>,
    };
    if (!(await settingsRepo.saveAggregatorSettings(tx, values, { version: body.version, actorId: actor.id, now })))
      throw staleRecord();
    await requeueNotAccepted(tx, actor.id, now);
    await audit(tx, {
      actorUserId: actor.id,
      action: 'aggregator.settings.update',
      targetType: TARGET,
      ip,
      details: values,
    });
  });
  return aggregatorSettings(deps);
}

export async function saveServiceCode(
  deps: AggregatorDeps,
  actor: CurrentUser,
  serviceId: number,
  body: z.output<typeof aggregatorServiceCodeBody>,
  ip: string,
): Promise<AggregatorServiceCodeOut> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (!(await settingsRepo.serviceCode(tx, serviceId))) throw notFound('Service not found');
    const values = {
      serviceId,
      procedureCode: body.procedureCode ?? null,
      modifiers: body.modifiers,
      payerId: body.payerId ?? null,
      payerProgram: body.payerProgram ?? null,
    };
    if (!(await settingsRepo.saveServiceCode(tx, values, { version: body.version, actorId: actor.id, now })))
      throw staleRecord();
    const recordIds = await settingsRepo.unacceptedVisitsOfService(tx, serviceId);
    await queueForAggregator(tx, { kind: 'visit', recordIds, changedAt: now, changedById: actor.id, reason: 'resend' });
    await audit(tx, {
      actorUserId: actor.id,
      action: 'aggregator.service_codes.update',
      targetType: 'service',
      targetId: serviceId,
      ip,
      details: values,
    });
    return (await settingsRepo.serviceCode(tx, serviceId))!;
  });
}
