import Typography from '@mui/material/Typography';
import type { MonthlyUsageRow } from '@hearth/shared';
import { chartSeries, chartSummary, UsageChart } from '../../../components/charts';
import { formatUnits } from '../../../lib/format';

/**
 * One authorization of the Monthly Client Service Summary: the Overview's usage chart (uPlot) —
 * bars for the units used each month, a solid line for the units used so far, a dashed line for
 * even use (the authorized units spread evenly over the authorization's months) and a dotted line
 * at the units authorized. Loaded on demand; the report's table holds the same figures.
 */
export function MonthlyUsageChart({
  row,
  months,
  today,
  narrow = false,
}: {
  row: MonthlyUsageRow;
  months: readonly string[];
  /** Today in the agency's zone: the use line stops at its month. */
  today: string;
  narrow?: boolean;
}) {
  const series = chartSeries(row, months, today);
  const summary = chartSummary(row, series);
  const { authorized, authorizationMonths } = series;
  return (
    <UsageChart series={series} summary={summary} height={narrow ? 220 : 260}>
      <Typography component="figcaption" variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {summary} Even use is {formatUnits(authorizationMonths ? authorized / authorizationMonths : 0)} units a month (
        {formatUnits(authorized)} authorized over {authorizationMonths} months).
      </Typography>
    </UsageChart>
  );
}

export default MonthlyUsageChart;
