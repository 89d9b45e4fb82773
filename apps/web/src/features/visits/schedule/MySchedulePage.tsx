import { Suspense, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ScheduledVisitOut } from '@hearth/shared';
import { PageHeader } from '../../../components/list/PageHeader';
import { errorMessage } from '../../../lib/api-client';
import { localIsoDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useVisitInProgress } from '../api';
import { OpenShifts } from './OpenShifts';
import { PlannedVisitItem } from './PlannedVisitItem';
import { SavedOnPhoneNotice } from './SavedOnPhoneNotice';
import { SCHEDULE_DAYS, useMySchedule, useOpenShifts } from './schedule-api';
import { canStartPlanned, dayHeading, groupByDay, type ScheduleDay } from './schedule-format';
import { PlannedVisitStart, StartPlannedButton } from './TodaysPlannedVisits';

export const MyScheduleText = {
  title: 'My schedule',
  subtitle: 'Today and the next 7 days. Times are in the agency’s time zone.',
  nothingPlanned: 'Nothing planned',
} as const;

type DayProps = {
  day: ScheduleDay;
  /** Today's visits may be started from here (no other visit open). */
  canStart: boolean;
  onStart: (visit: ScheduledVisitOut) => void;
};

function ScheduleDaySection({ day, canStart, onStart }: DayProps) {
  const headingId = useId();
  const isToday = day.day === localIsoDate();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ '& + &': { mt: 2.5 } }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
        {dayHeading(day.day)}
      </Typography>
      {day.visits.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {MyScheduleText.nothingPlanned}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {day.visits.map((v) => (
            <PlannedVisitItem
              key={v.id}
              visit={v}
              showNotes
              action={
                isToday &&
                canStart &&
                canStartPlanned(v.status) && <StartPlannedButton visit={v} onStart={() => onStart(v)} />
              }
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

function ScheduleDays({ canStart }: { canStart: boolean }) {
  const schedule = useMySchedule();
  const [starting, setStarting] = useState<ScheduledVisitOut | null>(null);
  if (schedule.isPending) {
    return <Skeleton variant="rounded" height={160} aria-label="Loading your schedule" />;
  }
  if (!schedule.data) return <Alert severity="error">{errorMessage(schedule.error)}</Alert>;
  return (
    <>
      {schedule.data.savedAt != null && <SavedOnPhoneNotice savedAt={schedule.data.savedAt} />}
      {groupByDay(schedule.data.visits, SCHEDULE_DAYS).map((day) => (
        <ScheduleDaySection key={day.day} day={day} canStart={canStart} onStart={setStarting} />
      ))}
      {starting && (
        <Suspense fallback={null}>
          <PlannedVisitStart visit={starting} onClose={() => setStarting(null)} />
        </Suspense>
      )}
    </>
  );
}

/** /staff/schedule: the staff member's visits of today and the next 7 days, and open shifts to accept. */
export function MySchedulePage() {
  useDocumentTitle(MyScheduleText.title);
  const open = useOpenShifts();
  const inProgress = useVisitInProgress();
  const canStart = inProgress.isSuccess && !inProgress.data;
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', pb: 2 }}>
      <PageHeader title={MyScheduleText.title} subtitle={MyScheduleText.subtitle} />
      {open.data && <OpenShifts shifts={open.data.visits} offline={open.data.savedAt != null} />}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <ScheduleDays canStart={canStart} />
      </Paper>
    </Box>
  );
}
