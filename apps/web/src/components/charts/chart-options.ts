import type uPlot from 'uplot';
import { formatUnits } from '../../lib/format';

/** Colours and type of a chart, from the app's theme. */
export type ChartLook = { main: string; muted: string; accent: string; grid: string; text: string; font: string };

/** From 0 to a little above the highest value (1 when there is none), so bars and lines never touch the top. */
export const fromZero =
  (floor: number) =>
  (_u: uPlot, _min: number | null, max: number | null): uPlot.Range.MinMax => [0, Math.max(floor, max ?? 0) * 1.1 || 1];

/** The x axis as given, and a y axis of units with grid lines. */
export const unitAxes = (look: ChartLook, x: Partial<uPlot.Axis>, y: Partial<uPlot.Axis> = {}): uPlot.Axis[] => [
  { stroke: look.text, font: look.font, size: 30, grid: { show: false }, ticks: { show: false }, ...x },
  {
    stroke: look.text,
    font: look.font,
    size: 46,
    grid: { stroke: look.grid, width: 1 },
    ticks: { show: false },
    values: (_u, splits) => splits.map((v) => formatUnits(v)),
    ...y,
  },
];

/** A series value in units for uPlot's legend ('–' for none). */
export const unitsValue = (_u: uPlot, v: number | null): string => (v == null ? '–' : formatUnits(v));

/** No crosshair points and no zoom by dragging. */
export const quietCursor: uPlot.Cursor = { y: false, points: { show: false }, drag: { x: false, y: false } };
