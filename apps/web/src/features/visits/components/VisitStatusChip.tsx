import Chip from '@mui/material/Chip';
import { statusLabel, WorkEntryStatus } from '@hearth/shared';

const COLORS = {
  [WorkEntryStatus.InProgress]: 'info',
  [WorkEntryStatus.Abandoned]: 'warning',
  [WorkEntryStatus.Completed]: 'success',
} as const;

/** Abandoned, Completed or In Progress as a small badge. */
export function VisitStatusChip({ status }: { status: number }) {
  const color = COLORS[status as keyof typeof COLORS] ?? 'default';
  return <Chip size="small" variant="outlined" color={color} label={statusLabel(status)} sx={{ fontWeight: 600 }} />;
}
