import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { formatUnits } from '../../lib/format';
import { visuallyHidden } from '../visually-hidden';
import { ChartLegend, usageLegend } from './ChartLegend';
import { UPlotChart } from './UPlotChart';
import { burnDownChart } from './usage-chart';
import type { ChartSeries } from './usage-series';
import { useChartLook } from './use-chart-look';

/** The chart's figures as a table for screen readers (the canvas is a picture only). */
function UsageTable({ series, summary }: { series: ChartSeries; summary: string }) {
  return (
    <Box sx={visuallyHidden}>
      <table>
        <caption>{summary}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Units used that month</th>
            <th scope="col">Used so far</th>
            <th scope="col">Even use</th>
          </tr>
        </thead>
        <tbody>
          {series.points.map((p) => (
            <tr key={p.month}>
              <th scope="row">{p.month}</th>
              <td>{p.cumulative === null ? '–' : formatUnits(p.used)}</td>
              <td>{p.cumulative === null ? '–' : formatUnits(p.cumulative)}</td>
              <td>{formatUnits(p.even)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}

/**
 * An authorization's use month by month against even use (uPlot, fetched when it first draws),
 * named by `summary`, with its figures in a table for screen readers. `legend` off where one
 * legend serves several charts; `children` is the figure's caption.
 */
export function UsageChart({
  series,
  summary,
  height,
  legend = true,
  children,
}: {
  series: ChartSeries;
  summary: string;
  height: number;
  legend?: boolean;
  children?: ReactNode;
}) {
  const look = useChartLook();
  const build = useMemo(
    () => burnDownChart({ points: series.points, authorized: series.authorized, look }),
    [series, look],
  );
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <UPlotChart build={build} height={height} label={summary} />
      {legend && <ChartLegend items={usageLegend(look)} />}
      <UsageTable series={series} summary={summary} />
      {children}
    </Box>
  );
}
