import { Suspense, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ScheduledVisitOut } from '@hearth/shared';
import { lazyComponent } from '../../../lib/lazy-component';
import { PlannedVisitItem } from './PlannedVisitItem';
import { SavedOnPhoneNotice } from './SavedOnPhoneNotice';
import { useMySchedule } from './schedule-api';
import { canStartPlanned, todaysVisits } from './schedule-format';

/** The start modal's code (geolocation, the phone's queue) loads on the first tap, not with the list. */
export const PlannedVisitStart = lazyComponent(
  () => import('./PlannedVisitStart'),
  (m) => m.PlannedVisitStart,
);

export const TodaysPlannedText = {
  title: "Today's planned visits",
  start: 'Start visit',
  mySchedule: 'My schedule',
} as const;

/** "Start visit" for one planned visit: opens the Start Visit modal set to its client and service. */
export function StartPlannedButton({ visit, onStart }: { visit: ScheduledVisitOut; onStart: () => void }) {
  return (
    <Button
      variant="contained"
      onClick={onStart}
      aria-label={`${TodaysPlannedText.start} with ${visit.client.name}`}
      sx={{ minHeight: 44, width: { xs: '100%', sm: 'auto' } }}
    >
      {TodaysPlannedText.start}
    </Button>
  );
}

/**
 * The staff visits screen's first section: today's planned visits (the agency's day), each with one
 * tap to start it. Nothing is shown when nothing is planned today (or the plan cannot be read).
 * Loaded apart from the visits list (the staff screens' budget).
 */
export function TodaysPlannedVisits({ canStart }: { canStart: boolean }) {
  const headingId = useId();
  const schedule = useMySchedule();
  const [starting, setStarting] = useState<ScheduledVisitOut | null>(null);
  const today = schedule.data ? todaysVisits(schedule.data.visits) : [];
  if (today.length === 0) return null;
  const savedAt = schedule.data?.savedAt;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 0.5 }}>
        <Typography id={headingId} variant="h2" sx={{ flex: 1, fontSize: '1.25rem' }}>
          {TodaysPlannedText.title}
        </Typography>
        <Link component={RouterLink} to="/staff/schedule" sx={{ fontWeight: 600 }}>
          {TodaysPlannedText.mySchedule}
        </Link>
      </Box>
      {savedAt != null && <SavedOnPhoneNotice savedAt={savedAt} />}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {today.map((v) => (
          <PlannedVisitItem
            key={v.id}
            visit={v}
            action={
              canStart && canStartPlanned(v.status) && <StartPlannedButton visit={v} onStart={() => setStarting(v)} />
            }
          />
        ))}
      </Box>
      {starting && (
        <Suspense fallback={null}>
          <PlannedVisitStart visit={starting} onClose={() => setStarting(null)} />
        </Suspense>
      )}
    </Paper>
  );
}
