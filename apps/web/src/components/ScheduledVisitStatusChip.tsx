import Chip from '@mui/material/Chip';
import { SCHEDULED_VISIT_STATUS_LABELS, type ScheduledVisitStatus } from '@hearth/shared';

/**
 * The colour each planned visit's status is shown in: always with its words (late and missed must
 * read as such without colour). Shared by the admin's week view and the client's schedule.
 */
export const VISIT_STATUS_TONE: Record<
  ScheduledVisitStatus,
  'default' | 'info' | 'success' | 'warning' | 'error' | 'secondary'
> = {
  scheduled: 'default',
  in_progress: 'info',
  completed: 'success',
  late: 'warning',
  missed: 'error',
  cancelled: 'default',
  open: 'secondary',
};

/** A planned visit's status as a small chip, in words and colour. */
export function ScheduledVisitStatusChip({ status }: { status: ScheduledVisitStatus }) {
  return (
    <Chip
      size="small"
      label={SCHEDULED_VISIT_STATUS_LABELS[status]}
      color={VISIT_STATUS_TONE[status]}
      variant={status === 'late' || status === 'missed' ? 'filled' : 'outlined'}
    />
  );
}
