import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MonthlyUsageRow } from '@hearth/shared';
import { useIsPhone } from '../../../components/list';
import { dayText } from '../../../lib/format';

// The chart is only needed by this one report: keep it out of every other screen's bundle.
const MonthlyUsageChart = lazy(() => import('./MonthlyUsageChart'));

const rowLabel = (r: MonthlyUsageRow) =>
  `${r.IndividualName} · ${r.ProcedureCode} (${dayText(r.ServiceStartDate)} – ${dayText(r.ServiceEndDate)})`;

/** Under the Monthly Client Service Summary: one authorization's use against even use, chosen from the page's rows. */
export function MonthlyChartPanel({
  rows,
  months,
  today,
}: {
  rows: readonly MonthlyUsageRow[];
  months: readonly string[];
  today: string;
}) {
  const phone = useIsPhone();
  const [picked, setPicked] = useState<number | null>(null);
  if (rows.length === 0) return null;
  // The first row until one is chosen, and again when paging leaves the chosen one behind.
  const row = rows.find((r) => r.serviceRequestId === picked) ?? rows[0]!;
  return (
    <Box
      component="section"
      aria-labelledby="monthly-chart-title"
      sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}>
        <Typography
          id="monthly-chart-title"
          variant="h2"
          component="h2"
          sx={{ fontSize: '1.125rem', flex: '1 1 240px' }}
        >
          Monthly use against even use
        </Typography>
        <TextField
          select
          size="small"
          label="Authorization"
          value={row.serviceRequestId}
          onChange={(event) => setPicked(Number(event.target.value))}
          sx={{ flex: '1 1 320px', maxWidth: 520 }}
        >
          {rows.map((r) => (
            <MenuItem key={r.serviceRequestId} value={r.serviceRequestId}>
              {rowLabel(r)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ maxWidth: 860 }}>
        <Suspense fallback={<Skeleton variant="rounded" height={260} aria-label="Loading chart" />}>
          <MonthlyUsageChart row={row} months={months} today={today} narrow={phone} />
        </Suspense>
      </Box>
    </Box>
  );
}
