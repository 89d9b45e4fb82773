/**
 * Authorization use as the reports show it: percentages, the even-use Target, monthly columns and
 * clients with their services.
 */
import {
  daysBetween,
  monthLabel,
  monthsBetween,
  type ClientServiceSummaryItem,
  type ClientServiceSummaryRow,
  type MonthlyUsageRow,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { num, text, type Row } from '../../db/rows.js';
import { reportName } from './report-sql.js';
import * as repo from './usage-reports.repo.js';

const round2 = (x: number) => Math.round(x * 100) / 100;
/**
 * part ÷ whole in percent, 2 decimals, half up. Scaling the numerator to an integer first keeps
 * exact halves exact (29 / 800 = 3.625 % → 3.63, where (29 / 800) * 100 gives 3.6249…).
 */
const percent2 = (part: number, whole: number) => Math.round((Math.round(part * 100) * 100) / whole) / 100;

/**
 * The share (percent, 2 decimals) of the authorized units that even use would have consumed by
 * `asOf` (the end of the range, or today if earlier): the authorization's days elapsed through
 * `asOf`, inclusive, over all its days. 0 before it starts, 100 once it has ended.
 */
export function evenUseTarget(start: string, end: string, asOf: string): number {
  if (asOf < start) return 0;
  const through = asOf < end ? asOf : end;
  const total = daysBetween(start, end) + 1;
  return percent2(daysBetween(start, through) + 1, total);
}

export const usedPercent = (used: number, authorized: number) => (authorized > 0 ? percent2(used, authorized) : 0);

/** The range's months as 'YYYY-MM' keys and 'Jul 2026' labels. */
export function reportMonths(from: string, to: string) {
  const keys = monthsBetween(from, to);
  return { keys, labels: keys.map(monthLabel) };
}

export function presentMonthlyRow(
  r: Row,
  usage: Map<string, number> | undefined,
  months: { keys: string[]; labels: string[] },
  asOf: string,
): MonthlyUsageRow {
  const authorized = num(r.units_authorized);
  const used = num(r.used);
  const start = text(r.start_date);
  const end = text(r.end_date);
  const monthly: Record<string, number> = {};
  months.keys.forEach((key, i) => (monthly[months.labels[i]!] = usage?.get(key) ?? 0));
  return {
    serviceRequestId: num(r.id),
    clientId: num(r.client_id),
    IndividualName: reportName(r.last_name, r.first_name, r.middle_name),
    County: text(r.county),
    ServiceStartDate: start,
    ServiceEndDate: end,
    ProcedureCode: text(r.service_code),
    UnitCost: num(r.unit_rate),
    UnitsAuthorized: authorized,
    UnitsUtilized: used,
    Remaining: round2(authorized - used),
    Percentage: usedPercent(used, authorized),
    Target: evenUseTarget(start, end, asOf),
    MonthlyUsage: monthly,
  };
}

export function presentSummaryItem(r: Row): ClientServiceSummaryItem {
  const authorized = num(r.units_authorized);
  const used = num(r.used);
  return {
    serviceRequestId: num(r.id),
    serviceCode: text(r.service_code),
    serviceName: text(r.service_name),
    beginDate: text(r.start_date),
    endDate: text(r.end_date),
    authorizedUnits: authorized,
    usedUnits: used,
    remainingUnits: round2(authorized - used),
  };
}

/** Authorization rows (in client order) grouped under their clients. */
export function groupByClient(rows: Row[]): ClientServiceSummaryRow[] {
  const out: ClientServiceSummaryRow[] = [];
  for (const r of rows) {
    const clientId = num(r.client_id);
    let last = out[out.length - 1];
    if (!last || last.clientId !== clientId) {
      last = { clientId, clientName: reportName(r.last_name, r.first_name, r.middle_name), services: [] };
      out.push(last);
    }
    last.services.push(presentSummaryItem(r));
  }
  return out;
}

/** One page of clients with their services, plus totals over the whole scope. */
export async function clientSummaryPage(db: Db, scope: repo.AuthorizationScope, offset: number, limit: number) {
  const [{ clientIds, recordCount }, totals] = await Promise.all([
    repo.clientPage(db, scope, offset, limit),
    repo.authorizationTotals(db, scope),
  ]);
  const rows = await repo.authorizationsOfClients(db, scope, clientIds);
  return { data: groupByClient(rows), recordCount, totals };
}
