import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ChartLook } from './chart-options';

/** How a series is drawn, for its legend swatch. */
export type LegendItem = { label: string; swatch: 'bar' | 'line' | 'dashed' | 'dotted'; color: string };

/** The usage chart's series as its legend shows them (components/charts/usage-chart). */
export const usageLegend = (look: ChartLook): LegendItem[] => [
  { label: 'Used that month', swatch: 'bar', color: look.muted },
  { label: 'Used so far', swatch: 'line', color: look.main },
  { label: 'Even use', swatch: 'dashed', color: look.accent },
  { label: 'Authorized', swatch: 'dotted', color: look.text },
];

function Swatch({ item }: { item: LegendItem }) {
  if (item.swatch === 'bar') return <Box sx={{ width: 14, height: 10, bgcolor: item.color }} />;
  return <Box sx={{ width: 18, borderTop: `2.5px ${item.swatch === 'line' ? 'solid' : item.swatch} ${item.color}` }} />;
}

/** A chart's legend as a list (uPlot's own is off, so every chart's reads the same). */
export function ChartLegend({ items }: { items: LegendItem[] }) {
  return (
    <Box
      component="ul"
      aria-label="Legend"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mt: 1 }}
    >
      {items.map((item) => (
        <Box component="li" key={item.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box aria-hidden sx={{ width: 18, display: 'flex', justifyContent: 'center' }}>
            <Swatch item={item} />
          </Box>
          <Typography variant="body2">{item.label}</Typography>
        </Box>
      ))}
    </Box>
  );
}
