import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UnitsProjectionOut } from '@hearth/shared';
import { errorMessage } from '../../../lib/api-client';
import { dayRangeText, formatUnits } from '../../../lib/format';
import { useScheduleProjection } from './api';

const FIGURES = [
  ['authorized', 'Authorized'],
  ['used', 'Used'],
  ['planned', 'Planned'],
  ['remaining', 'Remaining'],
] as const;

/** One authorization's units: what the plan leaves, a negative remainder said as a warning in words. */
function Projection({ row }: { row: UnitsProjectionOut }) {
  const over = row.remaining < 0;
  return (
    <Paper variant="outlined" component="li" sx={{ p: 1.5, listStyle: 'none' }}>
      <Typography variant="subtitle2" component="h4">
        {row.serviceCode} {row.serviceName}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {dayRangeText(row.startDate, row.endDate)}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 1, m: 0 }}>
        {FIGURES.map(([key, label]) => (
          <Box key={key}>
            <Box component="dt" sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>
              {label}
            </Box>
            <Box
              component="dd"
              sx={{ m: 0, fontWeight: 600, color: key === 'remaining' && over ? 'error.main' : undefined }}
            >
              {formatUnits(row[key])}
            </Box>
          </Box>
        ))}
      </Box>
      {over && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          Over the authorization by {formatUnits(-row.remaining)} units: the plan and the units used exceed what is
          authorized.
        </Alert>
      )}
    </Paper>
  );
}

/**
 * Units per authorization: authorized, used, planned by the visits still ahead, and what remains —
 * on the client's Services tab (where the authorizations are kept) and its Schedule tab.
 */
export function UnitsProjection({ clientId }: { clientId: number }) {
  const projection = useScheduleProjection(clientId);
  return (
    <Box component="section" aria-labelledby="client-projection">
      <Typography id="client-projection" variant="h6" component="h3" sx={{ mb: 1 }}>
        Units per authorization
      </Typography>
      {projection.isError && <Alert severity="error">{errorMessage(projection.error)}</Alert>}
      {projection.isPending && <Skeleton variant="rounded" height={120} aria-label="Loading units" />}
      {projection.data?.length === 0 && <Typography color="text.secondary">No authorizations.</Typography>}
      {projection.data && projection.data.length > 0 && (
        <Box component="ul" aria-label="Units per authorization" sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {projection.data.map((row) => (
            <Projection key={row.clientServiceId} row={row} />
          ))}
        </Box>
      )}
    </Box>
  );
}
