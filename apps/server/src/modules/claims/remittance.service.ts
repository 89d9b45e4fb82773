/**
 * Reading the payer's 835 (issue 20, docs/decisions/016): checked whole before anything is written,
 * each payment posted once, each CLP matched to Hearth's claim by CLP01 and each SVC to its line,
 * what could not be matched kept and listed, and every touched line's standing worked out again
 * from all its postings — one transaction.
 */
import { createHash } from 'node:crypto';
import {
  ErrorCode,
  fromCents,
  RemittanceMsg,
  type RemittanceDetailOut,
  type RemittanceOut,
  type RemittanceUploadOut,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { ClaimsDeps } from './claims.service.js';
import { planPosting, reconcileLines, type Plan } from './remittance-plan.js';
import * as reads from './remittance-reads.repo.js';
import * as repo from './remittance.repo.js';
import { presentRemittance, presentRemittanceClaim } from './remittance.presenter.js';
import { parse835, type Remit835Transaction } from './x12-835.js';

const TARGET = 'remittance';

type PaymentKey = { payerKey: string; traceNumber: string };

/** The payment's identity for the duplicate check: the payer (TRN03, else N1*PR's id, else its name) and TRN02. */
const payerKeyOf = (t: Remit835Transaction) => (t.trace.originatorId ?? t.payer.id ?? t.payer.name).trim();
/** The file parsed and each payment's key, or a 400 naming every problem (nothing written). */
function readFile835(content: string) {
  const parsed = parse835(content);
  const invalid = (problems: string[]) =>
    new AppError(ErrorCode.REMITTANCE_INVALID, RemittanceMsg.invalid, 'file', undefined, { problems });
  if (!parsed.ok) throw invalid(parsed.problems);
  const keys = parsed.transactions.map((t) => ({ payerKey: payerKeyOf(t), traceNumber: t.trace.number.trim() }));
  const twice = keys.find(
    (k, i) => keys.findIndex((o) => o.payerKey === k.payerKey && o.traceNumber === k.traceNumber) !== i,
  );
  if (twice) throw invalid([`The payment with trace number ${twice.traceNumber} is in the file twice.`]);
  return { ...parsed, keys };
}

/** The payments of the file (one per transaction), in file order; answers their ids. */
async function insertPayments(tx: Db, id: number, transactions: Remit835Transaction[], keys: PaymentKey[]) {
  const ids: number[] = [];
  for (const [i, t] of transactions.entries()) {
    ids.push(
      await repo.insertPayment(tx, id, {
        ...keys[i]!,
        payerId: t.payer.id ?? t.trace.originatorId ?? '',
        payerName: t.payer.name,
        method: t.payment.method,
        paymentCents: t.payment.amountCents,
        paymentDate: t.payment.date,
        providerAdjustments: t.providerAdjustments.map((a) => ({
          reason: a.reason,
          reference: a.reference,
          amountCents: a.cents,
          fiscalPeriodEnd: a.fiscalPeriodEnd,
        })),
      }),
    );
  }
  return ids;
}

/** Writes the plan: the CLPs, their SVCs and the postings; then the touched lines' standing. */
async function writePlan(tx: Db, id: number, plan: Plan, now: Date): Promise<void> {
  const claimIds = await repo.insertClaims(tx, id, plan.claims);
  await repo.insertLines(
    tx,
    plan.lines.flatMap((lines, i) => lines.map((l) => ({ ...l, remittanceClaimId: claimIds[i]! }))),
  );
  await repo.insertPostings(
    tx,
    plan.postings.flatMap((ps, i) => ps.map((p) => ({ ...p, remittanceClaimId: claimIds[i]! }))),
    now,
  );
  await reconcileLines(tx, plan.payerControl, now);
  await repo.finishRemittance(tx, id, { ...plan.outcome, unmatched: plan.unmatched });
}

/** POST /claims/remittances: reads, checks, posts. A file that fails its checks, or a payment posted before, writes nothing. */
export async function postRemittance(
  { db, clock }: ClaimsDeps,
  actor: CurrentUser,
  file: { name: string; content: string; sizeBytes: number },
  ip: string,
): Promise<RemittanceUploadOut> {
  const { transactions, keys, lineCount } = readFile835(file.content);
  const now = clock.now();
  const paymentCents = transactions.reduce((s, t) => s + t.payment.amountCents, 0);
  const claimCount = transactions.reduce((s, t) => s + t.claims.length, 0);
  return db.transaction(async (tx) => {
    await repo.lockRemittances(tx);
    const earlier = await repo.postedPayment(tx, keys);
    if (earlier) {
      const message = RemittanceMsg.duplicate(earlier.remittanceId, earlier.traceNumber);
      throw new AppError(ErrorCode.REMITTANCE_DUPLICATE, message, 'file', undefined, {
        remittanceId: earlier.remittanceId,
      });
    }
    const id = await repo.insertRemittance(tx, {
      fileName: file.name || 'remittance.835',
      content: file.content,
      sha256: createHash('sha256').update(file.content).digest('hex'),
      sizeBytes: file.sizeBytes,
      uploadedAt: now,
      uploadedById: actor.id,
      paymentCents,
      claimCount,
      lineCount,
    });
    const plan = await planPosting(tx, transactions, await insertPayments(tx, id, transactions, keys));
    await writePlan(tx, id, plan, now);
    await audit(tx, {
      actorUserId: actor.id,
      action: 'claims.remittance.post',
      targetType: TARGET,
      targetId: id,
      ip,
      details: { paymentCents, claims: claimCount, lines: lineCount, unmatched: plan.unmatched.length, traces: keys },
    });
    const { paid, denied, adjusted } = plan.outcome;
    const paymentAmount = fromCents(paymentCents);
    return {
      id,
      paymentAmount,
      paymentCents,
      paidClaims: paid,
      deniedClaims: denied,
      adjustedClaims: adjusted,
      unmatched: plan.unmatched,
    };
  });
}

export async function listRemittances({ db }: Pick<ClaimsDeps, 'db'>, page: { offset: number; limit: number }) {
  const { rows, total } = await reads.listRemittances(db, page);
  return { data: rows.map(presentRemittance) satisfies RemittanceOut[], recordCount: total };
}

/** GET /claims/remittances/{id}: the upload with its claims and lines (audited: it names clients). */
export async function remittanceDetail(
  { db }: Pick<ClaimsDeps, 'db'>,
  actor: CurrentUser,
  id: number,
  ip: string,
): Promise<RemittanceDetailOut> {
  const row = await reads.findRemittance(db, id);
  if (!row) throw notFound();
  const claims = await reads.remittanceClaims(db, id);
  await audit(db, { actorUserId: actor.id, action: 'claims.remittance.read', targetType: TARGET, targetId: id, ip });
  return { ...presentRemittance(row), claims: claims.map(presentRemittanceClaim) };
}

/** The 835 as received (audited download). */
export async function remittanceFile(
  { db }: Pick<ClaimsDeps, 'db'>,
  actor: CurrentUser,
  id: number,
  ip: string,
): Promise<{ name: string; content: string }> {
  const file = await reads.remittanceFile(db, id);
  if (!file) throw notFound();
  await audit(db, {
    actorUserId: actor.id,
    action: 'claims.remittance.download',
    targetType: TARGET,
    targetId: id,
    ip,
  });
  return file;
}
