import type uPlot from 'uplot';
import type { ChartPoint } from '../reports/monthly-chart';
import type { ChartBuild } from './components/UPlotChart';
import { formatUnits } from '../../lib/format';

/** Colours and type of a chart, from the app's theme. */
export type ChartLook = { main: string; muted: string; accent: string; grid: string; text: string; font: string };

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** From 0 to a little above the highest value (1 when there is none), so bars and lines never touch the top. */
const fromZero =
  (floor: number) =>
  (_u: uPlot, _min: number | null, max: number | null): uPlot.Range.MinMax => [0, Math.max(floor, max ?? 0) * 1.1 || 1];

const axes = (look: ChartLook, x: Partial<uPlot.Axis>): uPlot.Axis[] => [
  { stroke: look.text, font: look.font, size: 30, grid: { show: false }, ticks: { show: false }, ...x },
  {
    stroke: look.text,
    font: look.font,
    size: 46,
    grid: { stroke: look.grid, width: 1 },
    ticks: { show: false },
    values: (_u, splits) => splits.map((v) => formatUnits(v)),
  },
];

/** No crosshair points and no zoom by dragging. */
const cursor: uPlot.Cursor = { y: false, points: { show: false }, drag: { x: false, y: false } };
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
      axes: axes(p.look, { splits: () => x, values: (_u, splits) => splits.map((i) => WEEKDAYS[i] ?? '') }),
      series: [
        { label: 'Day', value: (_u, v) => (v == null ? '–' : (WEEKDAYS[v] ?? '')) },
        {
          label: 'Last week',
          fill: p.look.muted,
          stroke: p.look.muted,
          paths: lib.paths.bars!({ size: [0.4, 26], align: -1, gap: 1 }),
          points: { show: false },
          value: (_u, v) => (v == null ? '–' : formatUnits(v)),
        },
        {
          label: 'This week',
          fill: p.look.main,
          stroke: p.look.main,
          paths: lib.paths.bars!({ size: [0.4, 26], align: 1, gap: 1 }),
          points: { show: false },
          value: (_u, v) => (v == null ? '–' : formatUnits(v)),
        },
      ],
      cursor,
      legend,
    },
    data: [x, p.last, p.current],
  });
}

/** 'Jul 2026' → 'Jul', with the year ('Jan ’27') on the first month and on each January. */
const shortMonth = (label: string | undefined, first: boolean) => {
  if (!label) return '';
  const [name = '', year = ''] = label.split(' ');
  return first || name === 'Jan' ? `${name} ’${year.slice(2)}` : name;
};

/**
 * An authorization's burn-down (reports/monthly-chart's series): the units used so far month by
 * month (stopping at this month), even use of the authorized units over its months, and the
 * authorized units.
 */
export function burnDownChart(p: { points: ChartPoint[]; authorized: number; look: ChartLook }): ChartBuild {
  const x = p.points.map((_, i) => i);
  const last = Math.max(p.points.length - 1, 1);
  return () => ({
    options: {
      scales: { x: { time: false, range: [-0.4, last + 0.4] }, y: { range: fromZero(p.authorized) } },
      axes: axes(p.look, {
        space: 42,
        incrs: [1, 2, 3, 4, 6, 12],
        values: (_u, splits) => splits.map((i) => shortMonth(p.points[i]?.month, i === 0)),
      }),
      series: [
        { label: 'Month', value: (_u, v) => (v == null ? '–' : (p.points[v]?.month ?? '')) },
        {
          label: 'Used so far',
          stroke: p.look.main,
          width: 2.5,
          points: { show: true, size: 6, fill: p.look.main },
          value: (_u, v) => (v == null ? '–' : formatUnits(v)),
        },
        {
          label: 'Even use',
          stroke: p.look.accent,
          width: 2,
          dash: [6, 4],
          points: { show: false },
          value: (_u, v) => (v == null ? '–' : formatUnits(v)),
        },
        {
          label: 'Authorized',
          stroke: p.look.text,
          width: 1.5,
          dash: [2, 4],
          points: { show: false },
          value: (_u, v) => (v == null ? '–' : formatUnits(v)),
        },
      ],
      cursor,
      legend,
    },
    data: [x, p.points.map((pt) => pt.cumulative), p.points.map((pt) => pt.even), p.points.map(() => p.authorized)],
  });
}
