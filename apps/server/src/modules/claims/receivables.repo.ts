/**
 * Receivables (issue 20): the claims billed and not settled, each claim's figures summed from its
 * lines in SQL (one row per batch and claim number), with the LINE_BILLED/FIGURE_SUMS definitions
 * every other figure uses.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dayEnd, rowsOf, withinDays } from '../../db/rows.js';
import { FIGURE_SUMS } from './claims.repo.js';

/** A line the claim still counts (alias `l`): not replaced or voided by a later claim, not a void itself. */
const COUNTED = sql`NOT l.superseded AND l.frequency <> 'void'`;

/**
 * A counted line of a batch not voided that leaves its claim unsettled: not paid, or paid and
 * adjusted short of its charge. An open claim has one (something outstanding needs a line short of
 * its charge; denied or partly paid, a line not paid), so only these lines' claims are summed: a
 * paid month is never read again.
 */
const UNSETTLED = sql`NOT l.voided AND ${COUNTED}
  AND (l.payment_state <> 'paid' OR l.paid_cents + l.adjusted_cents < l.charge_cents)`;

/**
 * Every claim (batch, claim number) with an unsettled line, of a batch not voided and made by the
 * end of `asOf` in the agency's zone: its payer, the day it was billed, its first date of service,
 * its figures, its state (one state for all its lines, else partly paid), and whether a line's
 * entry may still be corrected by an admin (only a denied or partly paid line's can be: flagged by
 * the answer to this batch's claim, as the batch detail's `correctable`).
 */
const claimFigures = (asOf: string, tz: string): SQL => sql`
  SELECT l.batch_id, l.claim_number, b.created_at AS billed_at, b.payer_id, b.payer_name,
    to_char(b.created_at AT TIME ZONE ${tz}, 'YYYY-MM-DD') AS billed_on,
    min(l.client_id) AS client_id, min(l.client_service_id) AS client_service_id,
    min(l.service_date)::text AS first_service_date,
    max(l.snapshot->>'clientName') AS snapshot_client, max(l.snapshot->>'serviceCode') AS snapshot_code,
    ${FIGURE_SUMS},
    CASE WHEN min(l.payment_state) = max(l.payment_state) THEN min(l.payment_state) ELSE 'partly_paid' END AS state,
    COALESCE(bool_or(we.claim_correctable AND we.claim_batch_id = l.batch_id), FALSE) AS correctable
  FROM (SELECT DISTINCT l.batch_id, l.claim_number FROM claim_lines l WHERE ${UNSETTLED}
        ORDER BY l.batch_id, l.claim_number) u
  JOIN claim_batches b ON b.id = u.batch_id
  JOIN claim_lines l ON l.batch_id = u.batch_id AND l.claim_number = u.claim_number
  -- The key is null for other lines: their entries are never read.
  LEFT JOIN work_entries we ON we.id = CASE WHEN l.payment_state IN ('denied', 'partly_paid') THEN l.work_entry_id END
  WHERE b.voided_at IS NULL AND b.created_at < ${dayEnd(asOf, tz)} AND ${COUNTED}
  GROUP BY b.id, l.batch_id, l.claim_number`;

/**
 * The open claims among them: something outstanding, or denied or partly paid with a line an
 * admin may still correct (it will be sent again).
 */
const openClaims = (asOf: string, tz: string): SQL => sql`
  SELECT c.*, c.billed_cents - c.paid_cents - c.adjusted_cents AS outstanding_cents
  FROM (${claimFigures(asOf, tz)}) c
  WHERE c.billed_cents - c.paid_cents - c.adjusted_cents > 0 OR (c.state IN ('denied', 'partly_paid') AND c.correctable)`;

const OLDEST_FIRST = sql`ORDER BY o.billed_at, o.batch_id, o.claim_number`;

/** The open claims as of the end of `asOf`, oldest first, with their client's name and service code where the claim's snapshot lacks them. */
export const openClaimRows = (db: Db, p: { asOf: string; timeZone: string }) =>
  rowsOf(
    db,
    sql`SELECT o.*, cl.last_name, cl.first_name, cl.middle_name, cs.service_code
        FROM (${openClaims(p.asOf, p.timeZone)}) o
        LEFT JOIN clients cl ON cl.id = o.client_id
        LEFT JOIN client_services cs ON cs.id = o.client_service_id
        ${OLDEST_FIRST}`,
  );

/** The Overview's sums of the same open claims: what is outstanding, and the oldest claim. */
export async function openClaimTotals(db: Db, p: { asOf: string; timeZone: string }) {
  const [row] = await rowsOf(
    db,
    sql`WITH o AS MATERIALIZED (${openClaims(p.asOf, p.timeZone)})
        SELECT (SELECT COALESCE(sum(outstanding_cents), 0) FROM o WHERE outstanding_cents > 0) AS outstanding_cents,
          f.batch_id, f.claim_number, f.billed_on, f.snapshot_client, cl.last_name, cl.first_name, cl.middle_name
        FROM (SELECT 1) one
        LEFT JOIN (SELECT * FROM o ${OLDEST_FIRST} LIMIT 1) f ON TRUE
        LEFT JOIN clients cl ON cl.id = f.client_id`,
  );
  return row!;
}

/**
 * Lines the payer denied with an answer on a day from `from` to `to` (agency zone): their charges
 * and the number of claims they are on.
 */
export async function deniedBetween(db: Db, p: { from: string; to: string; timeZone: string }) {
  const [row] = await rowsOf(
    db,
    sql`SELECT COALESCE(sum(l.charge_cents), 0) AS denied_cents,
          count(DISTINCT (l.batch_id, l.claim_number)) AS claims
        FROM claim_lines l
        WHERE l.payment_state = 'denied' AND ${withinDays(sql`l.answered_at`, p.from, p.to, p.timeZone)}`,
  );
  return { cents: Number(row?.denied_cents ?? 0), claims: Number(row?.claims ?? 0) };
}
