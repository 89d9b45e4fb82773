import type uPlot from 'uplot';
import { fromZero, quietCursor, unitAxes, unitsValue, type ChartBuild, type ChartLook } from '../../components/charts';

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** The legend names the series (the cards state the values in words). */
const legend: uPlot.Legend = { live: false };

/**
 * This week against last, day by day (Monday–Sunday): last week's bar to the left of each day,
 * this week's to the right; days of this week still to come have none.
 */
export function weekChart(p: { last: number[]; current: (number | null)[]; look: ChartLook }): ChartBuild {
  const x = WEEKDAYS.map((_, i) => i);
  return (lib) => ({
    options: {
      scales: { x: { time: false, range: [-0.5, 6.5] }, y: { range: fromZero(1) } },
      axes: unitAxes(p.look, { splits: () => x, values: (_u, splits) => splits.map((i) => WEEKDAYS[i] ?? '') }),
      series: [
        { label: 'Day', value: (_u, v) => (v == null ? '–' : (WEEKDAYS[v] ?? '')) },
        {
          label: 'Last week',
          fill: p.look.muted,
          stroke: p.look.muted,
          paths: lib.paths.bars!({ size: [0.4, 26], align: -1, gap: 1 }),
          points: { show: false },
          value: unitsValue,
        },
        {
          label: 'This week',
          fill: p.look.main,
          stroke: p.look.main,
          paths: lib.paths.bars!({ size: [0.4, 26], align: 1, gap: 1 }),
          points: { show: false },
          value: unitsValue,
        },
      ],
      cursor: quietCursor,
      legend,
    },
    data: [x, p.last, p.current],
  });
}
