/**
 * What a remittance claim (CLP) comes to for each of Hearth's claim lines, and a line's standing
 * from everything posted to it (docs/decisions/016). Pure: the posting service reads and writes.
 */
import type { PaymentState } from '@hearth/shared';
import type { CasAdjustment, Remit835Claim, Remit835Line } from './x12-835.js';

/** A claim line as matching needs it. */
export type MatchLine = {
  id: number;
  workEntryId: number;
  serviceDate: string;
  chargeCents: number;
};

/** What one CLP posts to one claim line: its SVC's amounts plus its share of claim-level ones. */
export type LinePosting = {
  claimLineId: number;
  /** The SVC it came from (index in the CLP's lines), or null for a share of claim-level amounts only. */
  svcIndex: number | null;
  paidCents: number;
  adjustedCents: number;
  adjustments: CasAdjustment[];
  remarks: string[];
};

export type ClaimMatch = {
  postings: LinePosting[];
  /** Indexes of SVC lines no claim line matched. */
  unmatchedSvc: number[];
  /** For each SVC (by index), the claim line it matched. */
  svcLine: (number | null)[];
};

const sumCas = (adjustments: CasAdjustment[]) => adjustments.reduce((s, a) => s + a.cents, 0);

/**
 * Splits `cents` over lines in proportion to their charge, in whole cents, the rounding remainder
 * on the last line (so the parts always add up to `cents`).
 */
export function shareByCharge(cents: number, charges: number[]): number[] {
  const total = charges.reduce((s, c) => s + c, 0);
  if (charges.length === 0) return [];
  const parts = charges.map((c) => (total === 0 ? 0 : Math.trunc((cents * c) / total)));
  if (total === 0) parts[0] = cents;
  const rest = cents - parts.reduce((s, p) => s + p, 0);
  parts[parts.length - 1]! += rest;
  return parts;
}

/** Claim-level adjustments shared out over the lines, each line's share of each adjustment. */
function shareAdjustments(adjustments: CasAdjustment[], charges: number[]): CasAdjustment[][] {
  const out: CasAdjustment[][] = charges.map(() => []);
  for (const a of adjustments) {
    shareByCharge(a.cents, charges).forEach((cents, i) => {
      if (cents !== 0) out[i]!.push({ ...a, cents, units: null });
    });
  }
  return out;
}

/**
 * Matches a CLP's service lines to the claim's lines — by the line control number (REF*6R, the
 * work entry), else by procedure code and date of service — and works out each line's posting.
 * A CLP without SVC lines shares its payment and adjustments out over all the claim's lines by
 * charge; claim-level adjustments beside SVC lines are shared over the lines that matched.
 */
export function matchClaim(clp: Remit835Claim, lines: MatchLine[], claimCode: string): ClaimMatch {
  const byEntry = new Map(lines.map((l) => [String(l.workEntryId), l]));
  const used = new Set<number>();
  const svcLine: (number | null)[] = [];
  const unmatchedSvc: number[] = [];
  const postings = new Map<number, LinePosting>();
  const postingOf = (line: MatchLine, svcIndex: number | null) => {
    let p = postings.get(line.id);
    if (!p) {
      p = { claimLineId: line.id, svcIndex, paidCents: 0, adjustedCents: 0, adjustments: [], remarks: [] };
      postings.set(line.id, p);
    }
    return p;
  };
  const pick = (svc: Remit835Line): MatchLine | undefined => {
    const byControl = svc.lineControl ? byEntry.get(svc.lineControl.trim()) : undefined;
    if (byControl) return byControl;
    if (svc.lineControl) return undefined;
    if (svc.procedureCode.toUpperCase() !== claimCode.toUpperCase()) return undefined;
    return lines.find((l) => !used.has(l.id) && l.serviceDate === svc.serviceDate);
  };
  clp.lines.forEach((svc, i) => {
    const line = pick(svc);
    if (!line) {
      svcLine.push(null);
      unmatchedSvc.push(i);
      return;
    }
    used.add(line.id);
    svcLine.push(line.id);
    const p = postingOf(line, i);
    p.paidCents += svc.paidCents;
    p.adjustedCents += sumCas(svc.adjustments);
    p.adjustments.push(...svc.adjustments);
    p.remarks.push(...svc.remarks);
  });

  // Claim-level amounts: the whole CLP when it has no SVC lines, else its claim-level CAS.
  const noSvc = clp.lines.length === 0;
  const targets = noSvc ? lines : lines.filter((l) => used.has(l.id));
  if (targets.length > 0) {
    const charges = targets.map((l) => l.chargeCents);
    const paid = noSvc ? shareByCharge(clp.paidCents, charges) : charges.map(() => 0);
    const shares = shareAdjustments(clp.adjustments, charges);
    targets.forEach((line, i) => {
      const p = postingOf(line, null);
      p.paidCents += paid[i]!;
      p.adjustedCents += sumCas(shares[i]!);
      p.adjustments.push(...shares[i]!);
      if (noSvc) p.remarks.push(...clp.remarks);
    });
  }
  return { postings: [...postings.values()], unmatchedSvc, svcLine };
}

/** A CAS adjustment that is only the contract's rate (CO-45, or CO-253 sequestration): the line is still paid. */
const contractual = (a: CasAdjustment) => a.group === 'CO' && (a.reason === '45' || a.reason === '253');

/**
 * A line's standing from all its postings: nothing back → billed; everything cancelled out (a
 * reversal with no new payment) → reversed; nothing paid → denied; paid, with only contractual
 * write-offs between paid and billed → paid; otherwise partly paid.
 */
export function lineState(p: {
  chargeCents: number;
  postings: { paidCents: number; adjustedCents: number; adjustments: CasAdjustment[] }[];
}): { state: PaymentState; paidCents: number; adjustedCents: number } {
  const paidCents = p.postings.reduce((s, x) => s + x.paidCents, 0);
  const adjustedCents = p.postings.reduce((s, x) => s + x.adjustedCents, 0);
  if (p.postings.length === 0) return { state: 'billed', paidCents, adjustedCents };
  if (paidCents === 0 && adjustedCents === 0) return { state: 'reversed', paidCents, adjustedCents };
  if (paidCents <= 0) return { state: 'denied', paidCents, adjustedCents };
  const writeOff = p.postings.flatMap((x) => x.adjustments).filter(contractual);
  const state = paidCents + sumCas(writeOff) >= p.chargeCents ? 'paid' : 'partly_paid';
  return { state, paidCents, adjustedCents };
}

/** How the upload's answer counts a CLP: paid in full, denied (nothing paid), or adjusted (in part, or reversed). */
export function clpOutcome(clp: Remit835Claim): 'paid' | 'denied' | 'adjusted' {
  if (clp.statusCode === '22') return 'adjusted';
  if (clp.paidCents <= 0) return 'denied';
  const writeOff = [...clp.adjustments, ...clp.lines.flatMap((l) => l.adjustments)].filter(contractual);
  return clp.paidCents + sumCas(writeOff) >= clp.billedCents ? 'paid' : 'adjusted';
}
