export { ChartLegend, usageLegend, type LegendItem } from './ChartLegend';
export { fromZero, quietCursor, unitAxes, unitsValue, type ChartLook } from './chart-options';
export { UPlotChart, type ChartBuild } from './UPlotChart';
export { UsageChart } from './UsageChart';
export { burnDownChart } from './usage-chart';
export { chartSeries, chartSummary, niceTicks, type ChartPoint, type ChartSeries } from './usage-series';
export { useChartLook } from './use-chart-look';
