import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { CANCEL_REASON_LABELS, shiftDay, type ScheduledVisitOut } from '@hearth/shared';
import { ScheduledVisitStatusChip } from '../../../components/ScheduledVisitStatusChip';
import { errorMessage } from '../../../lib/api-client';
import { dayRangeText, dayText, localIsoDate, timeText, weekdayText } from '../../../lib/format';
import { useClientVisits } from './api';
import { UnitsProjection } from './UnitsProjection';

/** How far ahead the client's upcoming visits are listed. */
export const UPCOMING_DAYS = 14;

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
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box component="section" aria-labelledby="client-upcoming">
        <Typography id="client-upcoming" variant="h6" component="h3" sx={{ mb: 1 }}>
          Upcoming visits ({dayRangeText(today, to)})
        </Typography>
        {visits.isError && <Alert severity="error">{errorMessage(visits.error)}</Alert>}
        {visits.isPending && <Skeleton variant="rounded" height={120} aria-label="Loading visits" />}
        {visits.data?.length === 0 && (
          <Typography color="text.secondary">No visits planned in the next {UPCOMING_DAYS} days.</Typography>
        )}
        {visits.data && visits.data.length > 0 && (
          <Box component="ul" aria-label="Upcoming visits" sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {[...visits.data]
              .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
              .map((v) => (
                <VisitLine key={v.id} visit={v} />
              ))}
          </Box>
        )}
        <Link
          component={RouterLink}
          to={`/admin/schedule?view=client&clientId=${clientId}`}
          sx={{ display: 'inline-block', mt: 1 }}
        >
          Open in the schedule
        </Link>
      </Box>
      <UnitsProjection clientId={clientId} />
    </Box>
  );
}
