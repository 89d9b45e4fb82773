import { describe, expect, it } from 'vitest';
import type uPlot from 'uplot';
import { burnDown } from './burn-down';
import { burnDownChart, type ChartLook } from '../../components/charts';
import { weekChart } from './charts';
import { nearlyUsed } from './test-fixtures';

const look: ChartLook = {
  main: '#0f5c63',
  muted: '#ccc',
  accent: '#9c4a22',
  grid: '#eee',
  text: '#444',
  font: '12px x',
};
/** uPlot's class as far as the builders use it: its bar path builder. */
const lib = { paths: { bars: (opts: unknown) => ({ bars: opts }) } } as unknown as typeof uPlot;

describe('Overview charts', () => {
  it('draws this week beside last week, day by day, without the days still to come', () => {
    const { options, data } = weekChart({
      last: [1, 2, 3, 4, 5, 6, 7],
      current: [2, 3, null, null, null, null, null],
      look,
    })(lib);
    expect(data).toEqual([
      [0, 1, 2, 3, 4, 5, 6],
      [1, 2, 3, 4, 5, 6, 7],
      [2, 3, null, null, null, null, null],
    ]);
    expect(options.series.map((s) => s.label)).toEqual(['Day', 'Last week', 'This week']);
    expect(options.series[1]!.paths).toEqual({ bars: expect.objectContaining({ align: -1 }) });
    expect(options.series[2]!.paths).toEqual({ bars: expect.objectContaining({ align: 1 }) });
  });

  it("draws an authorization's use so far against even use over all its months (the monthly report's series)", () => {
    const { series } = burnDown(nearlyUsed, '2026-11-18');
    expect(series.points).toHaveLength(12);
    const { data } = burnDownChart({ points: series.points, authorized: series.authorized, look })(lib);
    expect(data[1]).toEqual([10, 30, 60, 90, 92, null, null, null, null, null, null, null]);
    expect(data[2]!.at(-1)).toBe(100);
    expect(data[3]).toEqual(Array(12).fill(100));
  });
});
