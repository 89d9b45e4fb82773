/**
 * What a date range would bill: the completed entries whose date of service (agency zone) falls in
 * it, each either on a claim line or held back with every reason why. A line is billable when the
 * entry is verified by an admin, has no open EVV exception, is not billed yet, its client has what
 * the file needs (MCI, an ICD-10 diagnosis, date of birth, address), the agency settings are
 * complete, its date is inside the authorization and its units fit in what remains of it (earlier
 * batches count; lines are taken in date order). Claims: one per client per procedure code per
 * month, at most 50 lines each (docs/decisions/011).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  CLAIM_SETTINGS,
  HOLD_REASONS,
  icd10Code,
  splitDiagnoses,
  WorkEntryStatus,
  type ClaimSettingKey,
  type HeldEntryOut,
  type HoldReason,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { lastFirst, pgArray, rowsOf, text as textOf, withinDays, type Row } from '../../db/rows.js';
import { visitAcceptedSql } from '../aggregator/index.js';
import { readSettings } from '../settings/index.js';
import { MAX_LINES_PER_CLAIM, type ClaimFileClaim, type ClaimParty } from './x12-837p.js';

export type PlannedLine = {
  workEntryId: number;
  clientServiceId: number;
  serviceDate: string;
  units: number;
  chargeCents: number;
};

export type PlannedClaim = Omit<ClaimFileClaim, 'lines'> & {
  clientName: string;
  serviceName: string;
  month: string;
  lines: PlannedLine[];
};

export type Totals = { count: number; units: number; chargeCents: number };

export type ClaimPlan = {
  claims: PlannedClaim[];
  billable: Totals;
  held: Totals;
  unverified: Totals;
  report: Totals;
  heldEntries: (Omit<HeldEntryOut, 'charge'> & { chargeCents: number })[];
  heldCount: number;
  missingSettings: string[];
  party: ClaimParty | null;
};

/** The held entries a preview lists (all are counted). */
export const HELD_LIST_LIMIT = 1000;

const zero = (): Totals => ({ count: 0, units: 0, chargeCents: 0 });
const add = (t: Totals, units: number, cents: number) => {
  t.count += 1;
  t.units = Math.round((t.units + units) * 100) / 100;
  t.chargeCents += cents;
};
/** Units in hundredths, so sums and comparisons are exact. */
const hundredths = (units: number) => Math.round(units * 100);

/** The agency as the file names it, or the labels of what is missing. */
export async function claimParty(db: Db): Promise<{ party: ClaimParty | null; missing: string[] }> {
  const row = await readSettings(db);
  const keys = Object.keys(CLAIM_SETTINGS) as ClaimSettingKey[];
  const filled = (k: ClaimSettingKey) => (row?.[k] ?? '').trim() !== '';
  const missing = keys.filter((k) => !filled(k));
  if (!row || missing.length > 0) return { party: null, missing: missing.map((k) => CLAIM_SETTINGS[k]) };
  const party = Object.fromEntries(keys.map((k) => [k, row[k]!])) as Omit<ClaimParty, 'testClaimFiles'>;
  return { party: { ...party, testClaimFiles: row.testClaimFiles }, missing: [] };
}

/** The completed entries of the range, with what the rules need, in claim order. */
function rangeEntries(
  db: Db,
  p: { fromDate: string; toDate: string; timeZone: string; lock: boolean; aggregatorOn: boolean },
) {
  return claimEntries(db, { ...p, where: withinDays(sql`we.start_time`, p.fromDate, p.toDate, p.timeZone) });
}

/** Completed entries matching `where`, with what the claim rules need, in claim order. */
export function claimEntries(db: Db, p: { where: SQL; timeZone: string; lock: boolean; aggregatorOn: boolean }) {
  return rowsOf(
    db,
    sql`SELECT we.id, we.entry_name, we.client_id, we.client_service_id, we.admin_verification, we.claim_batch_id,
          COALESCE(we.units_used, 0) AS units_used, COALESCE(we.gross_cents, 0) AS gross_cents,
          to_char(we.start_time AT TIME ZONE ${p.timeZone}, 'YYYY-MM-DD') AS service_day,
          c.first_name, c.middle_name, c.last_name, c.mci, c.diagnostic_code, to_char(c.dob, 'YYYY-MM-DD') AS dob,
          c.billing_street, c.billing_city, c.billing_state, c.billing_zip,
          u.first_name AS staff_first, u.middle_name AS staff_middle, u.last_name AS staff_last,
          cs.service_code, cs.service_name, to_char(cs.start_date, 'YYYY-MM-DD') AS auth_start,
          to_char(cs.end_date, 'YYYY-MM-DD') AS auth_end, cs.units_authorized,
          EXISTS (SELECT 1 FROM evv_exceptions x WHERE x.work_entry_id = we.id AND x.resolved_at IS NULL) AS open_exception,
          ${p.aggregatorOn ? visitAcceptedSql('we') : sql`TRUE`} AS aggregator_accepted
        FROM work_entries we
        JOIN clients c ON c.id = we.client_id
        JOIN users u ON u.id = we.user_id
        JOIN client_services cs ON cs.id = we.client_service_id
        WHERE we.status = ${WorkEntryStatus.Completed}
          AND ${p.where}
        ORDER BY c.last_name, c.first_name, we.client_id, cs.service_code, we.start_time, we.id
        ${p.lock ? sql`FOR UPDATE OF we` : sql``}`,
  );
}

/** Units already on claims (batches not voided; replaced and voided claims not counted) per authorization. */
async function billedUnits(db: Db, authorizationIds: number[]): Promise<Map<number, number>> {
  if (authorizationIds.length === 0) return new Map();
  const rows = await rowsOf(
    db,
    sql`SELECT client_service_id, sum(units) AS units FROM claim_lines
        WHERE NOT voided AND NOT superseded AND frequency <> 'void' AND client_service_id = ANY(${pgArray(authorizationIds, 'int4')})
        GROUP BY client_service_id`,
  );
  return new Map(rows.map((r) => [Number(r.client_service_id), hundredths(Number(r.units))]));
}

const text = (v: unknown) => textOf(v).trim();

function clientReasons(r: Row): HoldReason[] {
  const reasons: HoldReason[] = [];
  if (text(r.mci) === '') reasons.push('missing_mci');
  if (diagnosesOf(r).length === 0) reasons.push('missing_diagnosis');
  if (text(r.dob) === '') reasons.push('missing_birth_date');
  if ([r.billing_street, r.billing_city, r.billing_state, r.billing_zip].some((v) => text(v) === '')) {
    reasons.push('missing_address');
  }
  return reasons;
}

/** The client's ICD-10 codes: the field may hold several, separated by commas, semicolons or spaces. */
const diagnosesOf = (r: Row): string[] => [
  ...new Set(
    splitDiagnoses(text(r.diagnostic_code))
      .map(icd10Code)
      .filter((c): c is string => c !== null),
  ),
];

/**
 * The entries an authorization cannot cover: units per authorization counted in date order, earlier
 * batches first, over the entries that could be billed (verified, no open exception, not billed).
 */
function overAuthorizationOf(rows: Row[], billed: Map<number, number>): Set<number> {
  const byDate = [...rows].sort(
    (a, b) => text(a.service_day).localeCompare(text(b.service_day)) || Number(a.id) - Number(b.id),
  );
  const used = new Map(billed);
  const over = new Set<number>();
  for (const r of byDate) {
    if (!r.admin_verification || r.open_exception || !r.aggregator_accepted || r.claim_batch_id !== null) continue;
    const cs = Number(r.client_service_id);
    const next = (used.get(cs) ?? 0) + hundredths(Number(r.units_used));
    if (next > hundredths(Number(r.units_authorized))) over.add(Number(r.id));
    else used.set(cs, next);
  }
  return over;
}

/** Every reason the entry is held back (none: it is billable). */
export function holdReasons(r: Row, missingSettings: string[], overAuthorization: Set<number>): HoldReason[] {
  const day = text(r.service_day);
  const reasons: HoldReason[] = [];
  if (!r.admin_verification) reasons.push('unverified');
  if (r.claim_batch_id !== null) reasons.push('billed');
  if (r.open_exception) reasons.push('open_exception');
  if (!r.aggregator_accepted) reasons.push('aggregator_not_accepted');
  reasons.push(...clientReasons(r));
  if (missingSettings.length > 0) reasons.push('missing_settings');
  if (day < text(r.auth_start) || day > text(r.auth_end)) reasons.push('outside_authorization');
  else if (overAuthorization.has(Number(r.id))) reasons.push('over_authorization');
  if (hundredths(Number(r.units_used)) <= 0) reasons.push('no_units');
  return reasons;
}

/** Counts a held entry (in held or unverified) and lists it while the list has room. */
function holdEntry(plan: ClaimPlan, r: Row, reasons: HoldReason[]): void {
  const units = Number(r.units_used);
  const cents = Number(r.gross_cents);
  add(r.admin_verification ? plan.held : plan.unverified, units, cents);
  plan.heldCount += 1;
  if (plan.heldEntries.length >= HELD_LIST_LIMIT) return;
  const missing = plan.missingSettings;
  plan.heldEntries.push({
    workEntryId: Number(r.id),
    entryName: text(r.entry_name),
    clientId: Number(r.client_id),
    clientName: lastFirst(r.last_name, r.first_name, r.middle_name),
    staffName: lastFirst(r.staff_last, r.staff_first, r.staff_middle),
    serviceCode: text(r.service_code),
    dateOfService: text(r.service_day),
    units,
    chargeCents: cents,
    adminVerification: Boolean(r.admin_verification),
    reasons: reasons.map((code) => ({
      code,
      message: code === 'missing_settings' ? `${HOLD_REASONS[code]}: ${missing.join(', ')}` : HOLD_REASONS[code],
    })),
  });
}

/** A new claim for the entry's client, procedure code and month (numbered in plan order). */
const newClaim = (plan: ClaimPlan, r: Row, month: string): PlannedClaim => claimFor(r, plan.claims.length + 1, month);

/** A claim, with no lines yet, for the entry row's client, procedure code and month. */
export function claimFor(r: Row, claimNumber: number, month: string): PlannedClaim {
  return {
    claimNumber,
    clientId: Number(r.client_id),
    clientName: lastFirst(r.last_name, r.first_name, r.middle_name),
    subscriber: {
      lastName: text(r.last_name),
      firstName: text(r.first_name),
      middleName: text(r.middle_name) || null,
      mci: text(r.mci),
      birthDate: text(r.dob),
      street: text(r.billing_street),
      city: text(r.billing_city),
      state: text(r.billing_state),
      zip: text(r.billing_zip),
    },
    diagnoses: diagnosesOf(r),
    serviceCode: text(r.service_code),
    serviceName: text(r.service_name),
    month,
    lines: [],
  };
}

/** Puts a billable entry on its claim (client, code, month), opening a new one when it is full. */
function billEntry(plan: ClaimPlan, open: Map<string, PlannedClaim>, r: Row): void {
  const units = Number(r.units_used);
  const cents = Number(r.gross_cents);
  const day = text(r.service_day);
  add(plan.billable, units, cents);
  const month = day.slice(0, 7);
  const key = `${text(r.client_id)}|${text(r.service_code)}|${month}`;
  let claim = open.get(key);
  if (!claim || claim.lines.length >= MAX_LINES_PER_CLAIM) {
    claim = newClaim(plan, r, month);
    open.set(key, claim);
    plan.claims.push(claim);
  }
  claim.lines.push({
    workEntryId: Number(r.id),
    clientServiceId: Number(r.client_service_id),
    serviceDate: day,
    units,
    chargeCents: cents,
  });
}

/**
 * Plans the range. With `lock` (inside the transaction that makes a batch) the entries are locked,
 * so an edit in parallel waits for the batch, then finds the entry billed.
 */
export async function planClaims(
  db: Db,
  p: { fromDate: string; toDate: string; timeZone: string; lock?: boolean; aggregatorOn?: boolean },
): Promise<ClaimPlan> {
  const [{ party, missing }, rows] = await Promise.all([
    claimParty(db),
    rangeEntries(db, { ...p, lock: p.lock ?? false, aggregatorOn: p.aggregatorOn ?? false }),
  ]);
  const billed = await billedUnits(db, [...new Set(rows.map((r) => Number(r.client_service_id)))]);
  const overAuthorization = overAuthorizationOf(rows, billed);
  const plan: ClaimPlan = {
    claims: [],
    billable: zero(),
    held: zero(),
    unverified: zero(),
    report: zero(),
    heldEntries: [],
    heldCount: 0,
    missingSettings: missing,
    party,
  };
  const open = new Map<string, PlannedClaim>();
  for (const r of rows) {
    if (r.admin_verification) add(plan.report, Number(r.units_used), Number(r.gross_cents));
    const reasons = holdReasons(r, missing, overAuthorization);
    if (reasons.length > 0) holdEntry(plan, r, reasons);
    else billEntry(plan, open, r);
  }
  return plan;
}
