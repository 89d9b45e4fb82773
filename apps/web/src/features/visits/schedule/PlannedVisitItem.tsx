import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ScheduledVisitOut } from '@hearth/shared';
import { ScheduledVisitStatusChip } from '../../../components/ScheduledVisitStatusChip';
import { timeRangeText } from './schedule-format';

type PlannedVisitItemProps = {
  visit: ScheduledVisitOut;
  /** The planner's notes for the caregiver (My schedule shows them; the visits list keeps it short). */
  showNotes?: boolean;
  /** The day before the time, where the list is not grouped by day (open shifts). */
  dayLabel?: string;
  /** A button under the visit (Start visit, Accept). */
  action?: ReactNode;
};

/** One planned visit as a list item: time range, client, status, service, notes. */
export function PlannedVisitItem({ visit: v, showNotes = false, dayLabel, action }: PlannedVisitItemProps) {
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {dayLabel && `${dayLabel}, `}
            {timeRangeText(v)}
          </Typography>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}>
            {v.client.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {v.serviceName} ({v.serviceCode})
          </Typography>
        </Box>
        <ScheduledVisitStatusChip status={v.status} />
      </Box>
      {showNotes && v.notes && (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {v.notes}
        </Typography>
      )}
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Box>
  );
}
