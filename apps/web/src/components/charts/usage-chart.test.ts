import { describe, expect, it } from 'vitest';
import type uPlot from 'uplot';
import type { MonthlyUsageRow } from '@hearth/shared';
import { burnDownChart } from './usage-chart';
import { chartSeries, niceTicks } from './usage-series';
import type { ChartLook } from './chart-options';

const look: ChartLook = {
  main: '#0f5c63',
  muted: '#ccc',
  accent: '#9c4a22',
  grid: '#eee',
  text: '#444',
  font: '12px x',
};
/** uPlot's class as far as the builder uses it: its bar path builder. */
const lib = { paths: { bars: (opts: unknown) => ({ bars: opts }) } } as unknown as typeof uPlot;

const row: MonthlyUsageRow = {
  serviceRequestId: 1,
  clientId: 2,
  IndividualName: 'Alvarez, Rosa',
  County: '',
  ServiceStartDate: '2025-07-01',
  ServiceEndDate: '2025-12-31',
  ProcedureCode: 'W1726',
  UnitCost: 0,
  UnitsAuthorized: 600,
  UnitsUtilized: 250,
  Remaining: 350,
  Percentage: 41.67,
  Target: 50,
  MonthlyUsage: { 'Jul 2025': 120, 'Aug 2025': 80, 'Sep 2025': 50 },
};
const months = ['Jul 2025', 'Aug 2025', 'Sep 2025', 'Oct 2025', 'Nov 2025', 'Dec 2025'];

describe('the usage chart (Overview burn-downs and the monthly report)', () => {
  it('draws used so far, even use, the authorized units and each month’s use, none for months to come', () => {
    const series = chartSeries(row, months, '2025-09-15');
    const { options, data } = burnDownChart({ points: series.points, authorized: series.authorized, look })(lib);
    expect(options.series.map((s) => s.label)).toEqual([
      'Month',
      'Used so far',
      'Even use',
      'Authorized',
      'Used that month',
    ]);
    expect(data[1]).toEqual([120, 200, 250, null, null, null]);
    expect(data[2]).toEqual([100, 200, 300, 400, 500, 600]);
    expect(data[3]).toEqual(Array(6).fill(600));
    expect(data[4]).toEqual([120, 80, 50, null, null, null]);
    expect(options.series[4]!.paths).toEqual({ bars: expect.objectContaining({ size: [0.6, 40] }) });
    // The y axis runs to a round tick at or above the authorized units, on the same ticks as before.
    expect(options.scales?.y?.range).toEqual([0, niceTicks(600).at(-1)]);
    expect(options.legend).toEqual({ show: false });
  });
});
