import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { VisitSyncMsg } from '@hearth/shared';
import type { AutosaveStatus as Status } from '../use-visit-autosave';

const TEXT: Record<Status, string> = {
  idle: 'Notes are saved automatically',
  pending: 'Saving…',
  saving: 'Saving…',
  saved: 'Saved',
  error: 'Not saved yet — will retry',
  phone: VisitSyncMsg.savedOnPhone,
};

/** A quiet line under the notes saying whether the server has them (announced politely). */
export function AutosaveStatus({ status }: { status: Status }) {
  const color =
    status === 'error' || status === 'phone' ? 'warning.main' : status === 'saved' ? 'success.main' : 'text.secondary';
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 24, color }}
      data-status={status}
    >
      {status === 'saved' && <CheckCircleOutlineOutlined fontSize="small" aria-hidden />}
      {(status === 'error' || status === 'phone') && <CloudOffOutlined fontSize="small" aria-hidden />}
      <Typography variant="body2" component="span" sx={{ color: 'inherit' }}>
        {TEXT[status]}
      </Typography>
    </Box>
  );
}
