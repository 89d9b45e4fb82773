import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SCHEDULED_VISIT_STATUS_LABELS, type ScheduledVisitStatus } from '@hearth/shared';
import { dayText } from '../../../lib/format';
import { GLANCE_STATUSES } from '../week';

const TONE: Partial<Record<ScheduledVisitStatus, { bg: string; fg: string }>> = {
  late: { bg: '#fff3e0', fg: '#8a4b00' },
  missed: { bg: '#fdecea', fg: '#b71c1c' },
};

/** Today's visits counted by status, late and missed in colour and in words. */
export function StatusGlance({
  today,
  counts,
}: {
  today: string;
  counts: Record<ScheduledVisitStatus, number> | null;
}) {
  return (
    <Box component="section" aria-labelledby="schedule-today" sx={{ mb: 2 }}>
      <Typography id="schedule-today" variant="subtitle2" component="h2" sx={{ mb: 0.75 }}>
        Today, {dayText(today)}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {GLANCE_STATUSES.map((status) => {
          const n = counts?.[status] ?? 0;
          const tone = n > 0 ? TONE[status] : undefined;
          return (
            <Box
              component="li"
              key={status}
              sx={{
                px: 1.25,
                py: 0.5,
                border: 1,
                borderColor: tone ? tone.fg : 'divider',
                borderRadius: 1,
                bgcolor: tone?.bg ?? 'background.paper',
                color: tone?.fg ?? 'text.primary',
                minWidth: 96,
              }}
            >
              <Box component="span" sx={{ display: 'block', fontSize: '1.25rem', fontWeight: 600 }}>
                {counts ? n : '–'}
              </Box>
              <Box component="span" sx={{ fontSize: '0.8125rem' }}>
                {SCHEDULED_VISIT_STATUS_LABELS[status]}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
