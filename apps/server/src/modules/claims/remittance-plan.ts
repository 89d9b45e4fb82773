/**
 * What a remittance posts (docs/decisions/016): each CLP matched to Hearth's claim by CLP01 and
 * each SVC to its line, what could not be matched listed, each posting worked out; then the touched
 * lines' standing from all their postings. The service writes the plan in one transaction.
 */
import type { UnmatchedOut } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { setClaimCorrectable } from '../work-entries/index.js';
import { clpOutcome, lineState, matchClaim, type ClaimMatch } from './reconcile.js';
import * as repo from './remittance.repo.js';
import type { Remit835Claim, Remit835Transaction } from './x12-835.js';

/** CLP01 as Hearth writes CLM01: the batch id and the claim's number in it. */
const CLAIM_ID = /^(\d{1,9})-(\d{1,6})$/;

const claimIdOf = (clp01: string) => {
  const m = CLAIM_ID.exec(clp01.trim());
  return m ? { batchId: Number(m[1]), claimNumber: Number(m[2]) } : null;
};

export type Plan = {
  claims: repo.ClaimRow[];
  lines: Omit<repo.LineRow, 'remittanceClaimId'>[][];
  postings: Omit<repo.PostingRow, 'remittanceClaimId'>[][];
  /** The payer's control number each touched claim line gets (CLP07). */
  payerControl: Map<number, string | null>;
  unmatched: UnmatchedOut[];
  outcome: { paid: number; denied: number; adjusted: number };
};

const unmatchedClaim = (clp: Remit835Claim, reason: string): UnmatchedOut => ({
  kind: 'claim',
  patientControlNumber: clp.patientControl,
  lineControlNumber: null,
  procedureCode: null,
  serviceDate: null,
  billedCents: clp.billedCents,
  paidCents: clp.paidCents,
  reason,
});

/** The SVC lines a matched claim had no line for. */
const unmatchedLines = (clp: Remit835Claim, match: ClaimMatch): UnmatchedOut[] =>
  match.unmatchedSvc.map((i) => {
    const svc = clp.lines[i]!;
    return {
      kind: 'line',
      patientControlNumber: clp.patientControl,
      lineControlNumber: svc.lineControl,
      procedureCode: svc.procedureCode,
      serviceDate: svc.serviceDate,
      billedCents: svc.billedCents,
      paidCents: svc.paidCents,
      reason: svc.lineControl
        ? `No line of claim ${clp.patientControl} is for work entry ${svc.lineControl}.`
        : `No line of claim ${clp.patientControl} has this procedure code and date of service.`,
    };
  });

/** One CLP into the plan: its row, its SVC rows, its postings, what it could not match. */
function planClaim(
  plan: Plan,
  clp: Remit835Claim,
  p: { paymentId: number; seq: number; claim: repo.ClaimToMatch | undefined; hearthId: boolean },
): void {
  const { claim } = p;
  plan.outcome[clpOutcome(clp)] += 1;
  if (!claim)
    plan.unmatched.push(
      unmatchedClaim(clp, p.hearthId ? 'Hearth has no such claim in its batches.' : 'Not a claim id Hearth sent.'),
    );
  const match = claim ? matchClaim(clp, claim.lines, claim.code) : null;
  plan.claims.push({
    paymentId: p.paymentId,
    seq: p.seq,
    patientControl: clp.patientControl,
    statusCode: clp.statusCode,
    billedCents: clp.billedCents,
    paidCents: clp.paidCents,
    patientRespCents: clp.patientRespCents,
    payerClaimControl: clp.payerControl,
    batchId: claim?.batchId ?? null,
    claimNumber: claim?.claimNumber ?? null,
    adjustments: clp.adjustments,
    remarks: clp.remarks,
  });
  plan.lines.push(
    clp.lines.map((svc, i) => ({
      seq: i,
      claimLineId: match?.svcLine[i] ?? null,
      lineControl: svc.lineControl,
      procedureCode: svc.procedureCode,
      serviceDate: svc.serviceDate,
      units: svc.units,
      billedCents: svc.billedCents,
      paidCents: svc.paidCents,
      adjustments: svc.adjustments,
      remarks: svc.remarks,
    })),
  );
  if (match) {
    plan.unmatched.push(...unmatchedLines(clp, match));
    for (const posting of match.postings) plan.payerControl.set(posting.claimLineId, clp.payerControl);
  }
  plan.postings.push(
    (match?.postings ?? []).map((posting) => ({
      claimLineId: posting.claimLineId,
      statusCode: clp.statusCode,
      paidCents: posting.paidCents,
      adjustedCents: posting.adjustedCents,
      adjustments: posting.adjustments,
      remarks: posting.remarks,
    })),
  );
}

/** Matches every CLP and SVC of the file and works out what each posts (nothing written). */
export async function planPosting(db: Db, transactions: Remit835Transaction[], paymentIds: number[]): Promise<Plan> {
  const all = transactions.flatMap((t, ti) => t.claims.map((clp) => ({ clp, paymentId: paymentIds[ti]! })));
  const ids = all.map(({ clp }) => claimIdOf(clp.patientControl)).filter((x) => x !== null);
  const known = await repo.claimsToMatch(db, ids);
  const plan: Plan = {
    claims: [],
    lines: [],
    postings: [],
    payerControl: new Map(),
    unmatched: [],
    outcome: { paid: 0, denied: 0, adjusted: 0 },
  };
  all.forEach(({ clp, paymentId }, seq) => {
    const id = claimIdOf(clp.patientControl);
    const claim = id ? known.get(`${id.batchId}-${id.claimNumber}`) : undefined;
    planClaim(plan, clp, { paymentId, seq, claim, hearthId: id !== null });
  });
  return plan;
}

/**
 * Works out the touched lines' standing again from all their postings; the entries of denied or
 * short-paid lines (not replaced, not voids) become correctable, the others not.
 */
export async function reconcileLines(db: Db, payerControl: Map<number, string | null>, now: Date): Promise<void> {
  const rows = await repo.postingsOf(db, [...payerControl.keys()]);
  const standings: repo.LineStanding[] = [];
  const correctable: number[] = [];
  const settled: number[] = [];
  for (const r of rows) {
    const s = lineState({ chargeCents: Number(r.charge_cents), postings: r.postings });
    standings.push({ id: Number(r.id), ...s, payerControl: payerControl.get(Number(r.id)) ?? null });
    const open = (s.state === 'denied' || s.state === 'partly_paid') && !r.superseded && r.frequency !== 'void';
    (open ? correctable : settled).push(Number(r.work_entry_id));
  }
  await repo.updateStandings(db, standings, now);
  await setClaimCorrectable(db, { ids: correctable, correctable: true });
  await setClaimCorrectable(db, { ids: settled, correctable: false });
}
