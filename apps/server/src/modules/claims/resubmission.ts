/**
 * Correcting what the payer answered (issue 20, docs/decisions/016): an answered claim goes again
 * in a batch of its own, as a replacement (CLM05-3 = 7: its entries as corrected since) or a void
 * (8: the claim as billed, withdrawn), with REF*F8 = the payer's control number of the original.
 * The original's lines are kept, marked superseded; the entries move to the new batch, so none is
 * ever billed twice as an original.
 */
import { sql } from 'drizzle-orm';
import {
  CLAIM_FREQUENCY_CODES,
  ClaimsMsg,
  ErrorCode,
  HOLD_REASONS,
  RemittanceMsg,
  type CreateClaimBatchOut,
  type ResubmissionBody,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { pgArray, text, type Row } from '../../db/rows.js';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import { AppError, notFound } from '../../platform/errors.js';
import { rebillEntries } from '../work-entries/index.js';
import { claimEntries, claimFor, claimParty, holdReasons, type PlannedClaim } from './claims.plan.js';
import { batchFileClock } from './claims.presenter.js';
import * as repo from './claims.repo.js';
import type { ClaimsDeps } from './claims.service.js';
import { build837p } from './x12-837p.js';

const notCorrectable = (message: string, details?: Record<string, unknown>) =>
  new AppError(ErrorCode.CLAIM_NOT_CORRECTABLE, message, undefined, undefined, details);

/** The lines of the claim to send again, locked; refused when it cannot be. */
async function originalLines(tx: Db, body: ResubmissionBody) {
  const lines = await repo.linesToResubmit(tx, body.batchId, body.claimNumber);
  if (lines.length === 0) throw notFound();
  if (lines[0]!.voided_at !== null) throw notCorrectable(RemittanceMsg.batchVoided);
  const replaced = lines.find((l) => l.superseded);
  if (replaced) throw notCorrectable(RemittanceMsg.alreadyCorrected(Number(replaced.replaced_in ?? body.batchId)));
  if (lines[0]!.frequency === 'void' || lines.every((l) => l.payment_state === 'billed'))
    throw notCorrectable(RemittanceMsg.notCorrectable);
  const ccn = lines.map((l) => l.payer_control_number).find((v) => v !== null);
  if (!ccn) throw notCorrectable(RemittanceMsg.noPayerControlNumber);
  return { lines, ccn: text(ccn) };
}

/** The replacement claim: the entries as they are now, each still billable but for being billed. */
async function replacementClaim(tx: Db, lines: Row[], deps: ClaimsDeps, missing: string[]): Promise<PlannedClaim> {
  const ids = lines.map((l) => Number(l.work_entry_id));
  const rows = await claimEntries(tx, {
    where: sql`we.id = ANY(${pgArray(ids, 'int4')})`,
    timeZone: deps.agency.timeZone(),
    lock: true,
    aggregatorOn: deps.aggregatorOn ?? false,
  });
  const problems = rows
    .map((r) => ({
      workEntryId: Number(r.id),
      reasons: holdReasons(r, missing, new Set()).filter((code) => code !== 'billed'),
    }))
    .filter((p) => p.reasons.length > 0);
  if (rows.length !== ids.length || problems.length > 0) {
    throw notCorrectable(RemittanceMsg.entriesNotReady, {
      entries: problems.map((p) => ({ ...p, reasons: p.reasons.map((code) => HOLD_REASONS[code]) })),
    });
  }
  const first = rows[0]!;
  const claim = claimFor(first, 1, String(first.service_day).slice(0, 7));
  for (const r of rows) {
    claim.lines.push({
      workEntryId: Number(r.id),
      clientServiceId: Number(r.client_service_id),
      serviceDate: String(r.service_day),
      units: Number(r.units_used),
      chargeCents: Number(r.gross_cents),
    });
  }
  return claim;
}

/** The void claim: the original as billed (its dates, units and charges), the client as now. */
async function voidClaim(tx: Db, lines: Row[], deps: ClaimsDeps): Promise<PlannedClaim> {
  const ids = lines.map((l) => Number(l.work_entry_id));
  const [first] = await claimEntries(tx, {
    where: sql`we.id = ${ids[0]!}`,
    timeZone: deps.agency.timeZone(),
    lock: false,
    aggregatorOn: false,
  });
  if (!first) throw notCorrectable(RemittanceMsg.notCorrectable);
  const claim = claimFor(first, 1, String(lines[0]!.service_date).slice(0, 7));
  claim.lines = lines.map((l) => ({
    workEntryId: Number(l.work_entry_id),
    clientServiceId: Number(l.client_service_id),
    serviceDate: String(l.service_date),
    units: Number(l.units),
    chargeCents: Number(l.charge_cents),
  }));
  return claim;
}

/** POST /claims/resubmissions: a batch of one replacement or void claim; its 837P downloads like any batch's. */
export async function resubmitClaim(
  deps: ClaimsDeps,
  actor: CurrentUser,
  body: ResubmissionBody,
  ip: string,
): Promise<CreateClaimBatchOut> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await repo.lockBatches(tx);
    const { lines, ccn } = await originalLines(tx, body);
    const { party, missing } = await claimParty(tx);
    if (!party) {
      throw new AppError(ErrorCode.SETTINGS_INCOMPLETE, ClaimsMsg.settingsIncomplete, undefined, undefined, {
        missing,
      });
    }
    const frequency = body.action === 'replace' ? 'replacement' : 'void';
    const claim =
      frequency === 'replacement' ? await replacementClaim(tx, lines, deps, missing) : await voidClaim(tx, lines, deps);
    const dates = claim.lines.map((l) => l.serviceDate).sort();
    const units = Math.round(claim.lines.reduce((s, l) => s + l.units * 100, 0)) / 100;
    const totalCents = claim.lines.reduce((s, l) => s + l.chargeCents, 0);
    const id = await repo.insertBatch(tx, {
      fromDate: dates[0]!,
      toDate: dates.at(-1)!,
      claimCount: 1,
      lineCount: claim.lines.length,
      units,
      totalCents,
      actorId: actor.id,
      now,
      payerId: party.receiverId,
      payerName: party.receiverName,
      purpose: 'resubmission',
    });
    const { date, time } = batchFileClock(now, deps.agency.timeZone());
    const fileClaim = { ...claim, frequency: CLAIM_FREQUENCY_CODES[frequency], payerClaimControl: ccn };
    await repo.saveFile(tx, id, build837p({ controlNumber: id, date, time, party, claims: [fileClaim] }));
    await repo.supersedeLines(
      tx,
      lines.map((l) => Number(l.id)),
    );
    await repo.insertResubmittedLines(tx, {
      batchId: id,
      claim,
      frequency,
      ccn,
      replaces: new Map(lines.map((l) => [Number(l.work_entry_id), Number(l.id)])),
    });
    const moved = await rebillEntries(tx, {
      ids: claim.lines.map((l) => l.workEntryId),
      fromBatchId: body.batchId,
      batchId: id,
      actorId: actor.id,
      now,
    });
    if (moved !== claim.lines.length)
      throw new Error(`resubmission ${id}: ${moved} of ${claim.lines.length} entries moved`);
    await audit(tx, {
      actorUserId: actor.id,
      action: 'claims.resubmission',
      targetType: 'claim_batch',
      targetId: id,
      ip,
      details: { ...body, frequency, payerClaimControl: ccn, lineCount: claim.lines.length, totalCents },
    });
    return { id, claimCount: 1, lineCount: claim.lines.length, totalCharge: totalCents / 100 };
  });
}
