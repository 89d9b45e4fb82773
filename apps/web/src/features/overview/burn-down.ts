import { monthLabel, monthsBetween, type AtRiskAuthorizationOut, type MonthlyUsageRow } from '@hearth/shared';
import { chartSeries, chartSummary, type ChartSeries } from '../../components/charts';

/**
 * An at-risk authorization as a row of the Monthly Client Service Summary, so its burn-down is
 * the report chart's own arithmetic (components/charts/usage-series): cumulative use against even use.
 */
function asMonthlyRow(a: AtRiskAuthorizationOut): MonthlyUsageRow {
  return {
    serviceRequestId: a.id,
    clientId: a.clientId,
    IndividualName: a.clientName,
    County: '',
    ServiceStartDate: a.startDate,
    ServiceEndDate: a.endDate,
    ProcedureCode: a.serviceCode,
    UnitCost: 0,
    UnitsAuthorized: a.unitsAuthorized,
    UnitsUtilized: a.unitsUsed,
    Remaining: a.unitsAuthorized - a.unitsUsed,
    Percentage: a.usedPercent,
    Target: a.targetPercent,
    MonthlyUsage: Object.fromEntries(a.monthlyUse.map((m) => [monthLabel(m.month), m.units])),
  };
}

/** Every month of the authorization: used so far (through this month) against even use, and the chart's sentence. */
export function burnDown(a: AtRiskAuthorizationOut, today: string): { series: ChartSeries; summary: string } {
  const row = asMonthlyRow(a);
  const series = chartSeries(row, monthsBetween(a.startDate, a.endDate).map(monthLabel), today);
  return { series, summary: chartSummary(row, series) };
}
