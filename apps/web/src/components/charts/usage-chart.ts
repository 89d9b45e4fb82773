import type uPlot from 'uplot';
import { quietCursor, unitAxes, unitsValue, type ChartLook } from './chart-options';
import type { ChartBuild } from './UPlotChart';
import { niceTicks, type ChartPoint } from './usage-series';

/** 'Jul 2026' → 'Jul', with the year ('Jan ’27') on the first month and on each January. */
const shortMonth = (label: string | undefined, first: boolean) => {
  if (!label) return '';
  const [name = '', year = ''] = label.split(' ');
  return first || name === 'Jan' ? `${name} ’${year.slice(2)}` : name;
};

/** The usage chart's series, in the order of its data and of {@link USAGE_LEGEND}. */
const usageSeries = (look: ChartLook, lib: typeof uPlot): uPlot.Series[] => [
  { label: 'Used so far', stroke: look.main, width: 2.5, points: { show: true, size: 6, fill: look.main } },
  { label: 'Even use', stroke: look.accent, width: 2, dash: [6, 4], points: { show: false } },
  { label: 'Authorized', stroke: look.text, width: 1.5, dash: [2, 4], points: { show: false } },
  {
    label: 'Used that month',
    fill: look.muted,
    stroke: look.muted,
    paths: lib.paths.bars!({ size: [0.6, 40], gap: 1 }),
    points: { show: false },
  },
];

/**
 * An authorization's use month by month (components/charts/usage-series): the units used so far
 * (stopping at this month), even use of the authorized units over its months, the authorized
 * units, and bars for the units used each month. The Overview's burn-downs and the Monthly Client
 * Service Summary's chart are this one chart.
 */
export function burnDownChart(p: { points: ChartPoint[]; authorized: number; look: ChartLook }): ChartBuild {
  const x = p.points.map((_, i) => i);
  const last = Math.max(p.points.length - 1, 1);
  const top = Math.max(p.authorized, ...p.points.map((pt) => Math.max(pt.cumulative ?? 0, pt.even)), 1);
  const ticks = niceTicks(top);
  return (lib) => ({
    options: {
      scales: { x: { time: false, range: [-0.5, last + 0.5] }, y: { range: [0, ticks.at(-1)!] } },
      axes: unitAxes(
        p.look,
        {
          space: 42,
          incrs: [1, 2, 3, 4, 6, 12],
          values: (_u, splits) => splits.map((i) => shortMonth(p.points[i]?.month, i === 0)),
        },
        { splits: () => ticks },
      ),
      series: [
        { label: 'Month', value: (_u, v) => (v == null ? '–' : (p.points[v]?.month ?? '')) },
        ...usageSeries(p.look, lib).map((s) => ({ ...s, value: unitsValue })),
      ],
      cursor: quietCursor,
      // The legend is the chart's own list (ChartLegend), the same in every place it is shown.
      legend: { show: false },
    },
    data: [
      x,
      p.points.map((pt) => pt.cumulative),
      p.points.map((pt) => pt.even),
      p.points.map(() => p.authorized),
      p.points.map((pt) => (pt.cumulative === null ? null : pt.used)),
    ],
  });
}
