import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { EvvExceptionOut } from '@hearth/shared';
import { dateTimeText } from '../../../lib/format';

/**
 * Open, or how the exception was closed: by whom, when and the note; or by the checks themselves,
 * when an edit made it no longer apply. `full` shows the whole note (the table keeps it to 3 lines).
 */
export function ExceptionStatus({ row, full = false }: { row: EvvExceptionOut; full?: boolean }) {
  if (!row.resolved) return <Chip label="Open" color="warning" variant="outlined" size="small" />;
  const when = dateTimeText(row.resolvedAt);
  const small = { display: 'block', color: 'text.secondary', fontSize: '0.8125rem' };
  if (row.autoCleared) {
    return (
      <>
        <Chip label="Cleared" size="small" sx={{ mb: 0.5 }} />
        <Box component="span" sx={small}>
          No longer applied after the entry changed{when && ` (${when})`}.
        </Box>
      </>
    );
  }
  return (
    <>
      <Chip label="Resolved" color="success" variant="outlined" size="small" sx={{ mb: 0.5 }} />
      <Box component="span" sx={small}>
        {row.resolvedBy ? `by ${row.resolvedBy.name}` : ''}
        {when && ` on ${when}`}
      </Box>
      {row.resolutionNote && (
        <Box
          component="span"
          title={full ? undefined : row.resolutionNote}
          sx={{
            display: full ? 'block' : '-webkit-box',
            mt: 0.5,
            fontSize: '0.875rem',
            whiteSpace: 'pre-line',
            overflowWrap: 'anywhere',
            ...(full ? {} : { WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }),
          }}
        >
          “{row.resolutionNote}”
        </Box>
      )}
    </>
  );
}
