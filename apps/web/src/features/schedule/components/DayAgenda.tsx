import type { KeyboardEvent, MouseEvent } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ScheduledVisitOut } from '@hearth/shared';
import { dayText, weekdayText } from '../../../lib/format';
import { CARD_SX, VisitCard } from './VisitCard';

type Props = {
  days: string[];
  day: string;
  today: string;
  visits: ScheduledVisitOut[];
  visitsById: ReadonlyMap<number, ScheduledVisitOut>;
  onDay: (day: string) => void;
  onOpen: (visit: ScheduledVisitOut) => void;
};

const SHORT = new Intl.DateTimeFormat('en-US', { weekday: 'short', day: 'numeric', timeZone: 'UTC' });

/** A phone's schedule: one day of the week at a time, its visits in time order. */
export function DayAgenda({ days, day, today, visits, visitsById, onDay, onOpen }: Props) {
  const open = (event: MouseEvent | KeyboardEvent) => {
    if ('key' in event && event.key !== 'Enter' && event.key !== ' ') return;
    const id = (event.target as HTMLElement).closest('[data-visit-id]')?.getAttribute('data-visit-id');
    const visit = id ? visitsById.get(Number(id)) : undefined;
    if (!visit) return;
    event.preventDefault();
    onOpen(visit);
  };
  return (
    <Box sx={{ ...CARD_SX, '& .sv-card': { ...CARD_SX['& .sv-card'], p: 1, mb: 1, fontSize: '0.875rem' } }}>
      <ToggleButtonGroup
        exclusive
        value={day}
        onChange={(_event, next: string | null) => next && onDay(next)}
        aria-label="Day"
        size="small"
        sx={{ display: 'flex', mb: 1.5, '& .MuiToggleButton-root': { flex: 1, px: 0.25, textTransform: 'none' } }}
      >
        {days.map((d) => (
          <ToggleButton
            key={d}
            value={d}
            aria-label={`${weekdayText(d)} ${dayText(d)}${d === today ? ' (today)' : ''}`}
          >
            {SHORT.format(new Date(`${d}T00:00:00Z`))}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {weekdayText(day)} {dayText(day)}
        {day === today && ' (today)'}
      </Typography>
      {visits.length === 0 ? (
        <Typography color="text.secondary">No visits planned this day.</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={`Visits on ${dayText(day)}`}
          onClick={open}
          onKeyDown={open}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {visits.map((visit) => (
            <li key={visit.id}>
              <VisitCard visit={visit} shows="both" movable={false} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
