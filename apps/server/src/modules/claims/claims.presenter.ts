/** Claims as the API shows them: whitelisted fields, money in dollars. */
import {
  zoneOffsetMs,
  type ClaimBatchOut,
  type ClaimPreviewOut,
  type ClaimRange,
  type ReconciliationOut,
} from '@hearth/shared';
import { dollars, iso, lastFirst, text, type Row } from '../../db/rows.js';
import type { ClaimPlan, Totals } from './claims.plan.js';

const totalsOut = (t: Totals) => ({ count: t.count, units: t.units, charge: dollars(t.chargeCents) });
const person = (id: unknown, last: unknown, first: unknown, middle: unknown) =>
  id === null || id === undefined ? null : { id: Number(id), name: lastFirst(last, first, middle) };

/** A row's five reconciliation figures (LINE_FIGURES sums, in cents). */
export function presentFigures(r: Row): ReconciliationOut {
  const billedCents = Number(r.billed_cents ?? 0);
  const paidCents = Number(r.paid_cents ?? 0);
  const adjustedCents = Number(r.adjusted_cents ?? 0);
  return {
    billedCents,
    paidCents,
    adjustedCents,
    deniedCents: Number(r.denied_cents ?? 0),
    outstandingCents: billedCents - paidCents - adjustedCents,
  };
}

export function presentBatch(r: Row): ClaimBatchOut {
  return {
    ...presentFigures(r),
    id: Number(r.id),
    controlNumber: String(r.id).padStart(9, '0'),
    fromDate: String(r.from_date),
    toDate: String(r.to_date),
    claimCount: Number(r.claim_count),
    lineCount: Number(r.line_count),
    units: Number(r.units),
    totalCharge: dollars(r.total_cents),
    createdAt: iso(r.created_at),
    createdBy: person(r.created_by_id, r.created_last, r.created_first, r.created_middle) ?? { id: 0, name: '' },
    status: r.voided_at === null ? 'generated' : 'voided',
    voidedAt: r.voided_at === null ? null : iso(r.voided_at),
    voidedBy: person(r.voided_by_id, r.voided_last, r.voided_first, r.voided_middle),
    voidReason: (r.void_reason as string | null) ?? null,
    payerName: text(r.payer_name),
    purpose: r.purpose === 'resubmission' ? 'resubmission' : 'original',
  };
}

export function presentPreview(range: ClaimRange, plan: ClaimPlan): ClaimPreviewOut {
  return {
    fromDate: range.fromDate,
    toDate: range.toDate,
    claims: plan.claims.map((c) => ({
      claimNumber: c.claimNumber,
      clientId: c.clientId,
      clientName: c.clientName,
      mci: c.subscriber.mci,
      serviceCode: c.serviceCode,
      serviceName: c.serviceName,
      month: c.month,
      lineCount: c.lines.length,
      units: Math.round(c.lines.reduce((s, l) => s + l.units * 100, 0)) / 100,
      charge: dollars(c.lines.reduce((s, l) => s + l.chargeCents, 0)),
      firstDate: c.lines[0]!.serviceDate,
      lastDate: c.lines[c.lines.length - 1]!.serviceDate,
    })),
    billable: { ...totalsOut(plan.billable), claimCount: plan.claims.length },
    heldEntries: plan.heldEntries.map(({ chargeCents, ...h }) => ({ ...h, charge: dollars(chargeCents) })),
    held: totalsOut(plan.held),
    unverified: totalsOut(plan.unverified),
    report: totalsOut(plan.report),
    missingSettings: plan.missingSettings,
  };
}

/** The date and time of `instant` on the agency's wall clock, as the 837P's envelopes carry them: 'YYYY-MM-DD', 'HH:mm'. */
export function batchFileClock(instant: Date, timeZone: string): { date: string; time: string } {
  const local = new Date(instant.getTime() + zoneOffsetMs(instant.getTime(), timeZone)).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}
