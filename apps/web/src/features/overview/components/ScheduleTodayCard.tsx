import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { OverviewOut } from '@hearth/shared';
import { scheduleExceptionsLink } from '../overview-links';
import { OverviewCard } from './FigureCard';
import { formatUnits } from '../../../lib/format';

type Counts = NonNullable<OverviewOut['schedule']>;

const KINDS = [
  { key: 'late', label: 'Late', what: 'no clock-in by the planned start and its grace' },
  { key: 'missed', label: 'Missed', what: 'no clock-in by the planned end' },
] as const;

/**
 * Today's planned visits nobody clocked in for: late and missed, each in words and as a number, each
 * linking to the EVV exceptions of that type dated today (resolved or not: the count is the day's).
 */
export function ScheduleTodayCard({ schedule, today }: { schedule: Counts; today: string }) {
  const none = schedule.late === 0 && schedule.missed === 0;
  return (
    <OverviewCard
      title="Planned visits today"
      titleId="overview-schedule"
      link={{ to: '/admin/schedule', label: 'Schedule' }}
    >
      {none ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No late or missed visits today.
        </Typography>
      ) : (
        <Box component="ul" aria-label="Late and missed visits today" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {KINDS.map((k) => (
            <Box component="li" key={k.key} sx={{ py: 0.5, display: 'flex', gap: 1, alignItems: 'baseline' }}>
              <Box sx={{ flex: 1 }}>
                {schedule[k.key] > 0 ? (
                  <Link component={RouterLink} to={scheduleExceptionsLink(k.key, today)} underline="hover">
                    {k.label}
                  </Link>
                ) : (
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                    {k.label}
                  </Typography>
                )}
                <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                  {k.what}
                </Typography>
              </Box>
              <Typography
                component="span"
                sx={{ fontSize: '1.5rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
              >
                {formatUnits(schedule[k.key])}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </OverviewCard>
  );
}
