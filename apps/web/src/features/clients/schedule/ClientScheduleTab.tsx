import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { CANCEL_REASON_LABELS, shiftDay, type ScheduledVisitOut, type UnitsProjectionOut } from '@hearth/shared';
import { ScheduledVisitStatusChip } from '../../../components/ScheduledVisitStatusChip';
import { errorMessage } from '../../../lib/api-client';
import { dayRangeText, dayText, formatUnits, localIsoDate, timeText, weekdayText } from '../../../lib/format';
import { useClientVisits, useScheduleProjection } from './api';

/** How far ahead the client's upcoming visits are listed. */
export const UPCOMING_DAYS = 14;

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
            <Box component="dd" sx={{ m: 0, fontWeight: 600, color: key === 'remaining' && over ? 'error.main' : undefined }}>
              {formatUnits(row[key])}
            </Box>
          </Box>
        ))}
      </Box>
      {over && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          Over the authorization by {formatUnits(-row.remaining)} units: the plan and the units used exceed what is authorized.
        </Alert>
      )}
    </Paper>
  );
}

/** Columns that line up on a wide screen; on a phone the line wraps. */
const LINE_SX = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr auto', md: '340px 70px 200px max-content 1fr' },
  gap: 1,
  alignItems: 'center',
  py: 1,
  borderBottom: 1,
  borderColor: 'divider',
} as const;

function VisitLine({ visit }: { visit: ScheduledVisitOut }) {
  const cancelled = visit.status === 'cancelled';
  return (
    <Box component="li" sx={LINE_SX}>
      <Box sx={{ textDecoration: cancelled ? 'line-through' : undefined }}>
        {weekdayText(visit.date)} {dayText(visit.date)}, {timeText(visit.startsAt)}–{timeText(visit.endsAt)}
      </Box>
      <Box>{visit.serviceCode}</Box>
      <Box>{visit.staff?.name ?? 'Open shift'}</Box>
      <ScheduledVisitStatusChip status={visit.status} />
      {visit.cancelReason && <Box sx={{ fontStyle: 'italic' }}>{CANCEL_REASON_LABELS[visit.cancelReason]}</Box>}
    </Box>
  );
}

/** The client details' Schedule tab: the next two weeks' visits, and the units projection per authorization. */
export function ClientScheduleTab({ clientId }: { clientId: number }) {
  const today = localIsoDate();
  const to = shiftDay(today, UPCOMING_DAYS - 1);
  const visits = useClientVisits(clientId, today, to);
  const projection = useScheduleProjection(clientId);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box component="section" aria-labelledby="client-upcoming">
        <Typography id="client-upcoming" variant="h6" component="h3" sx={{ mb: 1 }}>
          Upcoming visits ({dayRangeText(today, to)})
        </Typography>
        {visits.isError && <Alert severity="error">{errorMessage(visits.error)}</Alert>}
        {visits.isPending && <Skeleton variant="rounded" height={120} aria-label="Loading visits" />}
        {visits.data?.length === 0 && <Typography color="text.secondary">No visits planned in the next {UPCOMING_DAYS} days.</Typography>}
        {visits.data && visits.data.length > 0 && (
          <Box component="ul" aria-label="Upcoming visits" sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {[...visits.data].sort((a, b) => a.startsAt.localeCompare(b.startsAt)).map((v) => (
              <VisitLine key={v.id} visit={v} />
            ))}
          </Box>
        )}
        <Link component={RouterLink} to={`/admin/schedule?view=client&clientId=${clientId}`} sx={{ display: 'inline-block', mt: 1 }}>
          Open in the schedule
        </Link>
      </Box>
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
    </Box>
  );
}
