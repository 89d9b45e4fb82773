import { monthLabel, monthsBetween, type MonthlyUsageRow } from '@hearth/shared';
import { formatUnits } from '../../lib/format';

export type ChartPoint = {
  /** 'Jul 2026' */
  month: string;
  /** Units used that month. */
  used: number;
  /** Units used from the first month shown through this one; null for a month still to come. */
  cumulative: number | null;
  /** What even use would have used by the end of this month (the authorization spread evenly over its months). */
  even: number;
};

export type ChartSeries = {
  points: ChartPoint[];
  authorized: number;
  /** Months the authorization runs (its even share per month is authorized ÷ this). */
  authorizationMonths: number;
};

const round2 = (n: number) => Math.round(n * 100) / 100;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Jul 2026' → '2026-07' (sortable). */
const monthKey = (label: string) => {
  const [name = '', year = ''] = label.split(' ');
  return `${year}-${String(MONTHS.indexOf(name) + 1).padStart(2, '0')}`;
};

/**
 * An authorization's use month by month against even use. Only the report's months that fall within
 * the authorization are shown (all of them when none do); both lines start at 0 on the first month
 * shown, so a range that covers part of an authorization compares like with like. The use line
 * stops at `today`'s month: later months have no use yet, only a target.
 */
export function chartSeries(row: MonthlyUsageRow, months: readonly string[], today: string): ChartSeries {
  const authMonths = monthsBetween(row.ServiceStartDate, row.ServiceEndDate).map(monthLabel);
  const inside = months.filter((m) => authMonths.includes(m));
  const shown = inside.length > 0 ? inside : [...months];
  const perMonth = authMonths.length > 0 ? row.UnitsAuthorized / authMonths.length : 0;
  const current = today.slice(0, 7);
  let cumulative = 0;
  const points = shown.map((month, i) => {
    const used = row.MonthlyUsage[month] ?? 0;
    cumulative += used;
    const past = monthKey(month) <= current;
    return { month, used, cumulative: past ? round2(cumulative) : null, even: round2(perMonth * (i + 1)) };
  });
  return { points, authorized: row.UnitsAuthorized, authorizationMonths: authMonths.length };
}

/** A one-sentence summary of the chart (its accessible name and caption). */
export function chartSummary(row: MonthlyUsageRow, series: ChartSeries): string {
  const name = `${row.IndividualName}, ${row.ProcedureCode}`;
  const first = series.points[0];
  if (!first) return `${name}: no months to show.`;
  const last = series.points.findLast((p) => p.cumulative !== null);
  const usedSoFar = last?.cumulative ?? null;
  if (!last || usedSoFar === null) return `${name}: the months shown (${first.month} onward) have not started yet.`;
  const span = first.month === last.month ? last.month : `${first.month} to ${last.month}`;
  const comparison = usedSoFar > last.even ? 'ahead of' : usedSoFar < last.even ? 'behind' : 'exactly on';
  return (
    `${name}: ${formatUnits(usedSoFar)} units used ${span}, ${comparison} even use ` +
    `(${formatUnits(last.even)} of ${formatUnits(series.authorized)} authorized units).`
  );
}

/** Round tick values from 0 to at least `max` (about four steps of 1, 2 or 5 × 10ⁿ). */
export function niceTicks(max: number, steps = 4): number[] {
  if (max <= 0) return [0, 1];
  const raw = max / steps;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((f) => f * magnitude).find((s) => s >= raw) ?? raw;
  const ticks: number[] = [];
  for (let v = 0; v < max + step; v += step) ticks.push(round2(v));
  return ticks;
}
