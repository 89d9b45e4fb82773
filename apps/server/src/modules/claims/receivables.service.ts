/**
 * Accounts receivable (issue 20): what the payers still owe, by payer and by age since billing,
 * with the claims behind each figure; the Overview's card. Every claim's figures come from its lines
 * (receivables.repo.ts) and follow presentFigures: billed = paid + adjusted + outstanding.
 */
import type { Writable } from 'node:stream';
import {
  AGING_BUCKETS,
  daysBetween,
  DEFAULT_FILING_LIMIT_DAYS,
  FILING_DEADLINE_WARNING_DAYS,
  monthOf,
  dayIn,
  PAYMENT_STATES,
  shiftDay,
  type AgingBucketKey,
  type PaymentState,
  type ReceivableClaimOut,
  type ReceivablesCardOut,
  type ReceivablesOut,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { lastFirst, text, type Row } from '../../db/rows.js';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import { readSettings } from '../settings/index.js';
import type { ClaimsDeps } from './claims.service.js';
import { presentFigures } from './claims.presenter.js';
import * as repo from './receivables.repo.js';
import { writeReceivables } from './receivables-workbook.js';

/** The age bucket of a claim `ageDays` old. */
function bucketOf(ageDays: number): AgingBucketKey {
  const bucket = AGING_BUCKETS.find((b) => ageDays >= b.from && (b.to === null || ageDays <= b.to));
  return (bucket ?? AGING_BUCKETS[0]).key;
}

const stateOf = (v: unknown): PaymentState => PAYMENT_STATES.find((s) => s === v) ?? 'partly_paid';

/** The claim's client as the claim named them, else as the client's record does. */
const clientNameOf = (r: Row) => text(r.snapshot_client) || lastFirst(r.last_name, r.first_name, r.middle_name);

function presentClaim(r: Row, asOf: string, filingLimitDays: number): ReceivableClaimOut {
  const { billedCents, paidCents, adjustedCents, outstandingCents } = presentFigures(r);
  const batchId = Number(r.batch_id);
  const claimNumber = Number(r.claim_number);
  const billedOn = text(r.billed_on);
  const firstServiceDate = text(r.first_service_date);
  const ageDays = daysBetween(billedOn, asOf);
  const filingDeadline = shiftDay(firstServiceDate, filingLimitDays);
  const deadlinePassed = asOf > filingDeadline;
  return {
    batchId,
    claimNumber,
    patientControlNumber: `${batchId}-${claimNumber}`,
    clientId: Number(r.client_id),
    clientName: clientNameOf(r),
    payerId: text(r.payer_id),
    payerName: text(r.payer_name),
    serviceCode: text(r.snapshot_code) || text(r.service_code),
    billedOn,
    firstServiceDate,
    ageDays,
    bucket: bucketOf(ageDays),
    state: stateOf(r.state),
    billedCents,
    paidCents,
    adjustedCents,
    outstandingCents,
    filingDeadline,
    deadlineNear: !deadlinePassed && daysBetween(asOf, filingDeadline) <= FILING_DEADLINE_WARNING_DAYS,
    deadlinePassed,
  };
}

const noBuckets = () => Object.fromEntries(AGING_BUCKETS.map((b) => [b.key, 0])) as Record<AgingBucketKey, number>;

/**
 * The figures of the open claims: every claim is counted in its age bucket, and what it has
 * outstanding (a denied claim waiting for its correction has none) is added to its bucket and payer.
 */
function summarize(claims: ReceivableClaimOut[], p: { asOf: string; filingLimitDays: number }): ReceivablesOut {
  const counts = noBuckets();
  const sums = noBuckets();
  const payers = new Map<string, ReceivablesOut['payers'][number]>();
  for (const c of claims) {
    counts[c.bucket] += 1;
    const key = JSON.stringify([c.payerId, c.payerName]);
    let payer = payers.get(key);
    if (!payer) {
      payer = { payerId: c.payerId, payerName: c.payerName, outstandingCents: 0, buckets: noBuckets() };
      payers.set(key, payer);
    }
    if (c.outstandingCents <= 0) continue;
    sums[c.bucket] += c.outstandingCents;
    payer.outstandingCents += c.outstandingCents;
    payer.buckets[c.bucket] += c.outstandingCents;
  }
  return {
    asOf: p.asOf,
    filingLimitDays: p.filingLimitDays,
    outstandingCents: Object.values(sums).reduce((a, b) => a + b, 0),
    claimCount: claims.length,
    buckets: AGING_BUCKETS.map((b) => ({
      key: b.key,
      label: b.label,
      outstandingCents: sums[b.key],
      claimCount: counts[b.key],
    })),
    payers: [...payers.values()].sort(
      (a, b) => b.outstandingCents - a.outstandingCents || a.payerName.localeCompare(b.payerName),
    ),
    claims,
  };
}

/** The open claims as of `asOf` (default today in the agency's zone) and their sums. */
async function readReceivables({ db, clock, agency }: ClaimsDeps, asOf: string | undefined): Promise<ReceivablesOut> {
  const timeZone = agency.timeZone();
  const day = asOf ?? agency.today(clock);
  const [settings, rows] = await Promise.all([readSettings(db), repo.openClaimRows(db, { asOf: day, timeZone })]);
  const filingLimitDays = settings?.claimFilingLimitDays ?? DEFAULT_FILING_LIMIT_DAYS;
  const claims = rows.map((r) => presentClaim(r, day, filingLimitDays));
  return summarize(claims, { asOf: day, filingLimitDays });
}

/** What an audit row of a receivables read says: the day and the size, never a client. */
const auditDetails = (r: ReceivablesOut) => ({
  asOf: r.asOf,
  claimCount: r.claimCount,
  outstandingCents: r.outstandingCents,
});

/** GET /claims/receivables (admins), audited: it lists clients' claims. */
export async function receivables(
  deps: ClaimsDeps,
  actor: CurrentUser,
  asOf: string | undefined,
  ip: string,
): Promise<ReceivablesOut> {
  const out = await readReceivables(deps, asOf);
  await audit(deps.db, {
    actorUserId: actor.id,
    action: 'claims.receivables',
    targetType: 'receivables',
    ip,
    details: auditDetails(out),
  });
  return out;
}

/** GET /claims/receivables/xlsx: the same figures as a workbook (a Summary sheet and a Claims sheet), audited. */
export async function receivablesWorkbook(
  deps: ClaimsDeps,
  actor: CurrentUser,
  asOf: string | undefined,
  ip: string,
): Promise<{ asOf: string; write: (stream: Writable) => Promise<void> }> {
  const out = await readReceivables(deps, asOf);
  await audit(deps.db, {
    actorUserId: actor.id,
    action: 'claims.receivables.download',
    targetType: 'receivables',
    ip,
    details: { ...auditDetails(out), format: 'xlsx' },
  });
  return { asOf: out.asOf, write: (stream) => writeReceivables(stream, out) };
}

/**
 * The Overview's card: what is outstanding today, the lines denied by answers this month (agency
 * zone) with the number of their claims, and the oldest open claim.
 */
export async function receivablesCard(db: Db, p: { timeZone: string; now: Date }): Promise<ReceivablesCardOut> {
  const today = dayIn(p.now, p.timeZone);
  const month = monthOf(today);
  const [open, denied] = await Promise.all([
    repo.openClaimTotals(db, { asOf: today, timeZone: p.timeZone }),
    repo.deniedBetween(db, { from: month.from, to: month.to, timeZone: p.timeZone }),
  ]);
  const billedOn = text(open.billed_on);
  return {
    outstandingCents: Number(open.outstanding_cents),
    deniedThisMonthCents: denied.cents,
    deniedThisMonthClaims: denied.claims,
    oldestOpen:
      open.batch_id === null || open.batch_id === undefined
        ? null
        : {
            batchId: Number(open.batch_id),
            claimNumber: Number(open.claim_number),
            clientName: clientNameOf(open),
            billedOn,
            ageDays: daysBetween(billedOn, today),
          },
  };
}
