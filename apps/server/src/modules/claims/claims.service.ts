import type { Writable } from 'node:stream';
import {
  CLAIM_RANGE_MAX_DAYS,
  ClaimsMsg,
  daysBetween,
  ErrorCode,
  type ClaimBatchDetailOut,
  type ClaimBatchOut,
  type ClaimPreviewOut,
  type ClaimRange,
  type CreateClaimBatchOut,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import type { AgencyZone } from '../../platform/agency-zone.js';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { presentBatchClaims } from './batch-detail.presenter.js';
import { writeBatchSummary } from './batch-summary.js';
import { planClaims, type ClaimPlan } from './claims.plan.js';
import * as repo from './claims.repo.js';
import { batchFileClock, presentBatch, presentPreview } from './claims.presenter.js';
import { build837p } from './x12-837p.js';

/**
 * `aggregatorOn`: the EVV aggregator is configured, so only visits it accepted are billed.
 * `uploadDir`/`fileMaxBytes`: where an uploaded remittance is received, and its size limit.
 */
export type ClaimsDeps = {
  db: Db;
  clock: Clock;
  agency: AgencyZone;
  aggregatorOn?: boolean;
  uploadDir?: string;
  fileMaxBytes?: number;
};

const TARGET = 'claim_batch';
function checkRange(r: ClaimRange) {
  if (r.toDate < r.fromDate) throw badRequest(ClaimsMsg.rangeReversed, 'toDate');
  if (daysBetween(r.fromDate, r.toDate) + 1 > CLAIM_RANGE_MAX_DAYS) throw badRequest(ClaimsMsg.rangeTooLong, 'toDate');
}

/** GET /claims/preview: what the range would bill and what it holds back (audited: it lists entries). */
export async function previewClaims(
  { db, agency, aggregatorOn }: ClaimsDeps,
  actor: CurrentUser,
  range: ClaimRange,
  ip: string,
): Promise<ClaimPreviewOut> {
  checkRange(range);
  const plan = await planClaims(db, { ...range, timeZone: agency.timeZone(), aggregatorOn });
  await audit(db, {
    actorUserId: actor.id,
    action: 'claims.preview',
    targetType: TARGET,
    ip,
    details: { ...range, lines: plan.billable.count, held: plan.heldCount },
  });
  return presentPreview(range, plan);
}

/** A plan a batch can be made of: the settings complete and something to bill. */
function checkBillable(plan: ClaimPlan): asserts plan is ClaimPlan & { party: NonNullable<ClaimPlan['party']> } {
  if (!plan.party) {
    throw new AppError(ErrorCode.SETTINGS_INCOMPLETE, ClaimsMsg.settingsIncomplete, undefined, undefined, {
      missing: plan.missingSettings,
    });
  }
  if (plan.claims.length === 0) throw new AppError(ErrorCode.NOTHING_TO_BILL, ClaimsMsg.nothingToBill);
}

/** Writes the batch row, its 837P and its lines (marking the entries billed); the batch's id and line count. */
async function writeBatch(
  tx: Db,
  p: { range: ClaimRange; plan: ClaimPlan; actorId: number; now: Date; timeZone: string },
) {
  const { plan, actorId, now } = p;
  checkBillable(plan);
  const id = await repo.insertBatch(tx, {
    ...p.range,
    claimCount: plan.claims.length,
    lineCount: plan.billable.count,
    units: plan.billable.units,
    totalCents: plan.billable.chargeCents,
    actorId,
    now,
    payerId: plan.party.receiverId,
    payerName: plan.party.receiverName,
  });
  const { date, time } = batchFileClock(now, p.timeZone);
  await repo.saveFile(tx, id, build837p({ controlNumber: id, date, time, party: plan.party, claims: plan.claims }));
  const { lineCount, marked } = await repo.insertLines(tx, { batchId: id, claims: plan.claims, actorId, now });
  // The entries were locked and unbilled when planned: every one is marked, or nothing is written.
  if (marked !== lineCount) throw new Error(`claim batch ${id}: ${marked} of ${lineCount} entries marked`);
  return { id, lineCount };
}

/**
 * POST /claims/batches: plans the range again under a lock (entries locked too), writes the
 * batch, its lines and its 837P, and marks the entries billed, in one transaction.
 */
export async function createClaimBatch(
  { db, clock, agency, aggregatorOn }: ClaimsDeps,
  actor: CurrentUser,
  range: ClaimRange,
  ip: string,
): Promise<CreateClaimBatchOut> {
  checkRange(range);
  const now = clock.now();
  const timeZone = agency.timeZone();
  return db.transaction(async (tx) => {
    await repo.lockBatches(tx);
    const plan = await planClaims(tx, { ...range, timeZone, lock: true, aggregatorOn });
    const { id, lineCount } = await writeBatch(tx, { range, plan, actorId: actor.id, now, timeZone });
    await audit(tx, {
      actorUserId: actor.id,
      action: 'claims.batch.create',
      targetType: TARGET,
      targetId: id,
      ip,
      details: { ...range, claimCount: plan.claims.length, lineCount, totalCents: plan.billable.chargeCents },
    });
    return { id, claimCount: plan.claims.length, lineCount, totalCharge: plan.billable.chargeCents / 100 };
  });
}

export async function listClaimBatches({ db }: Pick<ClaimsDeps, 'db'>, page: { offset: number; limit: number }) {
  const { rows, total } = await repo.listBatches(db, page);
  return { data: rows.map(presentBatch), recordCount: total };
}

/** GET /claims/batches/{id}: the batch, its claims and lines, each reconciled (audited: it names clients). */
export async function claimBatchDetail(
  { db }: Pick<ClaimsDeps, 'db'>,
  actor: CurrentUser,
  id: number,
  ip: string,
): Promise<ClaimBatchDetailOut> {
  const batch = await repo.findBatch(db, id);
  if (!batch) throw notFound();
  const lines = await repo.batchDetailLines(db, id);
  await audit(db, { actorUserId: actor.id, action: 'claims.batch.read', targetType: TARGET, targetId: id, ip });
  return { ...presentBatch(batch), claims: presentBatchClaims(id, lines) };
}

/** A batch's download is audited: it holds clients' identifiers. */
const auditDownload = (db: Db, actor: CurrentUser, id: number, ip: string, format: '837p' | 'xlsx') =>
  audit(db, {
    actorUserId: actor.id,
    action: 'claims.batch.download',
    targetType: TARGET,
    targetId: id,
    ip,
    details: { format },
  });

/** The 837P as generated. */
export async function claimBatchFile(
  { db }: Pick<ClaimsDeps, 'db'>,
  actor: CurrentUser,
  id: number,
  ip: string,
): Promise<string> {
  const x12 = await repo.batchFile(db, id);
  if (x12 === undefined) throw notFound();
  await auditDownload(db, actor, id, ip, '837p');
  return x12;
}

/** The batch's lines as an xlsx: a row per line with its claim, and the totals. */
export async function claimBatchSummary(
  { db, agency }: ClaimsDeps,
  actor: CurrentUser,
  id: number,
  ip: string,
): Promise<(stream: Writable) => Promise<void>> {
  const batch = await repo.findBatch(db, id);
  if (!batch) throw notFound();
  const lines = await repo.batchLines(db, id);
  await auditDownload(db, actor, id, ip, 'xlsx');
  return (stream) => writeBatchSummary(stream, { id, batch, lines, timeZone: agency.timeZone() });
}

/** POST /claims/batches/{id}/void (Super Admin): the entries become billable again. */
export async function voidClaimBatch(
  { db, clock }: ClaimsDeps,
  actor: CurrentUser,
  p: { id: number; reason: string },
  ip: string,
): Promise<ClaimBatchOut> {
  const { id, reason } = p;
  const now = clock.now();
  return db.transaction(async (tx) => {
    await repo.lockBatches(tx);
    const before = await repo.findBatch(tx, id);
    if (!before) throw notFound();
    if (!(await repo.voidBatch(tx, { id, reason, actorId: actor.id, now }))) {
      throw new AppError(ErrorCode.BATCH_VOIDED, ClaimsMsg.alreadyVoided);
    }
    await audit(tx, {
      actorUserId: actor.id,
      action: 'claims.batch.void',
      targetType: TARGET,
      targetId: id,
      ip,
      details: { reason, lineCount: Number(before.line_count), totalCents: Number(before.total_cents) },
    });
    return presentBatch((await repo.findBatch(tx, id))!);
  });
}
