import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { MonthlyUsageRow } from '@hearth/shared';
import { chartSeries, chartSummary, niceTicks } from '../monthly-chart';
import { formatUnits } from '../../../lib/format';

/** Drawing sizes: a wide chart, and a narrow one for phones so its labels stay readable. */
const SIZES = {
  wide: { W: 640, H: 260, M: { top: 14, right: 14, bottom: 40, left: 52 }, font: 11 },
  narrow: { W: 320, H: 220, M: { top: 10, right: 6, bottom: 36, left: 38 }, font: 10 },
} as const;

type LegendItem = { label: string; swatch: 'bar' | 'line' | 'dashed' | 'dotted'; color: string };

function Swatch({ item }: { item: LegendItem }) {
  if (item.swatch === 'bar') {
    return <rect x={0} y={2} width={14} height={10} fill={item.color} opacity={0.45} />;
  }
  const dash = item.swatch === 'dashed' ? '5 3' : item.swatch === 'dotted' ? '2 3' : undefined;
  return <line x1={0} x2={18} y1={7} y2={7} stroke={item.color} strokeWidth={2.5} strokeDasharray={dash} />;
}

/**
 * One authorization of the Monthly Client Service Summary drawn by hand in SVG (no chart library):
 * bars for the units used each month, a solid line for the units used so far, a dashed line for
 * even use (the authorized units spread evenly over the authorization's months) and a dotted line
 * at the units authorized. Loaded on demand; the table beside it holds the same figures.
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
  const { palette } = useTheme();
  const { W, H, M, font } = SIZES[narrow ? 'narrow' : 'wide'];
  const PLOT_W = W - M.left - M.right;
  const PLOT_H = H - M.top - M.bottom;
  const series = chartSeries(row, months, today);
  const used = series.points.flatMap((p, i) => (p.cumulative === null ? [] : [{ i, v: p.cumulative }]));
  const summary = chartSummary(row, series);
  const { points, authorized } = series;
  const colors = { used: palette.primary.main, even: palette.secondary.main, cap: palette.text.secondary };

  const top = Math.max(authorized, ...points.map((p) => Math.max(p.cumulative ?? 0, p.even)), 1);
  const ticks = niceTicks(top);
  const yMax = ticks.at(-1)!;
  const y = (v: number) => M.top + PLOT_H - (v / yMax) * PLOT_H;
  const slot = PLOT_W / Math.max(points.length, 1);
  const x = (i: number) => M.left + slot * (i + 0.5);
  const path = (values: { i: number; v: number }[]) =>
    values.map(({ i, v }, n) => `${n === 0 ? 'M' : 'L'}${x(i)},${y(v)}`).join(' ');

  const legend: LegendItem[] = [
    { label: 'Used that month', swatch: 'bar', color: colors.used },
    { label: 'Used so far', swatch: 'line', color: colors.used },
    { label: 'Even use', swatch: 'dashed', color: colors.even },
    { label: 'Authorized', swatch: 'dotted', color: colors.cap },
  ];

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        component="svg"
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={summary}
        sx={{ width: '100%', height: 'auto', display: 'block', fontFamily: 'inherit' }}
      >
        {ticks.map((t) => (
          <g key={t}>
            <line x1={M.left} x2={W - M.right} y1={y(t)} y2={y(t)} stroke={palette.divider} />
            <text x={M.left - 6} y={y(t) + 4} textAnchor="end" fontSize={font} fill={palette.text.secondary}>
              {formatUnits(t)}
            </text>
          </g>
        ))}
        {points.map((p, i) => (
          <g key={p.month}>
            <rect
              x={x(i) - slot * 0.3}
              width={slot * 0.6}
              y={y(p.used)}
              height={Math.max(0, y(0) - y(p.used))}
              fill={colors.used}
              opacity={0.25}
            />
            <text
              x={x(i)}
              y={H - M.bottom + font + 5}
              textAnchor="middle"
              fontSize={font}
              fill={palette.text.secondary}
            >
              {p.month.slice(0, 3)}
            </text>
            {(i === 0 || p.month.startsWith('Jan')) && (
              <text
                x={x(i)}
                y={H - M.bottom + 2 * font + 8}
                textAnchor="middle"
                fontSize={font - 1}
                fill={palette.text.secondary}
              >
                {p.month.slice(4)}
              </text>
            )}
          </g>
        ))}
        <line
          x1={M.left}
          x2={W - M.right}
          y1={y(authorized)}
          y2={y(authorized)}
          stroke={colors.cap}
          strokeWidth={1.5}
          strokeDasharray="2 3"
        />
        {points.length > 0 && (
          <>
            <path
              d={path(points.map((p, i) => ({ i, v: p.even })))}
              fill="none"
              stroke={colors.even}
              strokeWidth={2}
              strokeDasharray="5 3"
            />
            <path d={path(used)} fill="none" stroke={colors.used} strokeWidth={2.5} />
            {used.map(({ i, v }) => (
              <circle key={i} cx={x(i)} cy={y(v)} r={3} fill={colors.used} />
            ))}
          </>
        )}
        <line x1={M.left} x2={W - M.right} y1={y(0)} y2={y(0)} stroke={palette.text.secondary} />
      </Box>
      <Box
        component="ul"
        aria-label="Legend"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mt: 1 }}
      >
        {legend.map((item) => (
          <Box component="li" key={item.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <svg width={18} height={14} aria-hidden>
              <Swatch item={item} />
            </svg>
            <Typography variant="body2">{item.label}</Typography>
          </Box>
        ))}
      </Box>
      <Typography component="figcaption" variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {summary} Even use is {formatUnits(series.authorizationMonths ? authorized / series.authorizationMonths : 0)}{' '}
        units a month ({formatUnits(authorized)} authorized over {series.authorizationMonths} months).
      </Typography>
    </Box>
  );
}

export default MonthlyUsageChart;
