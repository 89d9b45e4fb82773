import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { CANCEL_REASON_LABELS, type ScheduledVisitOut } from '@hearth/shared';
import { ScheduledVisitStatusChip } from '../../../components/ScheduledVisitStatusChip';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { dayText, weekdayText } from '../../../lib/format';
import { useDeleteSchedule, useSchedule } from '../api';
import { OPEN_SHIFTS, readOnlyReason } from '../week';
import { CancelVisitForm } from './CancelVisitForm';
import { EditVisitForm } from './EditVisitForm';
import { timeRangeText } from './VisitCard';

type Mode = 'view' | 'edit' | 'cancel' | 'delete';

export const DeleteText = { deleted: 'Visits deleted from this day on' } as const;

type Props = { visit: ScheduledVisitOut | null; today: string; onClose: () => void };

/** A visit's details and what can be done with it: edit, cancel, or delete the series from this day. */
export function VisitDialog({ visit, today, onClose }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={visit !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      scroll="paper"
      aria-labelledby="visit-dialog-title"
    >
      {visit && <VisitPanel key={visit.id} visit={visit} today={today} onClose={onClose} />}
    </Dialog>
  );
}

function Facts({ visit }: { visit: ScheduledVisitOut }) {
  const rows: [string, string][] = [
    ['When', `${weekdayText(visit.date)} ${dayText(visit.date)}, ${timeRangeText(visit)}`],
    ['Client', visit.client.name],
    ['Service', `${visit.serviceCode} ${visit.serviceName}`],
    ['Staff', visit.staff?.name ?? OPEN_SHIFTS],
  ];
  if (visit.cancelReason)
    rows.push([
      'Cancelled',
      `${CANCEL_REASON_LABELS[visit.cancelReason]}${visit.cancelNote ? `: ${visit.cancelNote}` : ''}`,
    ]);
  if (visit.notes) rows.push(['Notes', visit.notes]);
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {term}
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function VisitPanel({ visit, today, onClose }: { visit: ScheduledVisitOut; today: string; onClose: () => void }) {
  const [mode, setMode] = useState<Mode>('view');
  const toast = useToast();
  const schedule = useSchedule(mode === 'edit' ? visit.scheduleId : null);
  const remove = useDeleteSchedule();
  const locked = readOnlyReason(visit, today);
  const title = { view: 'Visit', edit: 'Change visit', cancel: 'Cancel visit', delete: 'Delete visits' }[mode];
  const back = () => setMode('view');

  const deleteFromHere = () =>
    remove.mutate(
      { id: visit.scheduleId, from: visit.date },
      {
        onSuccess: () => {
          toast.success(DeleteText.deleted);
          onClose();
        },
        onError: (err) => toast.error(errorMessage(err)),
      },
    );

  return (
    <>
      <DialogTitle id="visit-dialog-title" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        {title} <ScheduledVisitStatusChip status={visit.status} />
      </DialogTitle>
      {mode !== 'view' && (
        <Box sx={{ px: 3, pb: 1, color: 'text.secondary', fontSize: '0.875rem' }}>
          {visit.client.name}, {weekdayText(visit.date)} {dayText(visit.date)}, {timeRangeText(visit)} (
          {visit.staff?.name ?? OPEN_SHIFTS})
        </Box>
      )}
      {mode === 'edit' &&
        (schedule.isPending ? (
          <DialogContent>
            <Skeleton height={240} aria-label="Loading the schedule" />
          </DialogContent>
        ) : (
          <EditVisitForm visit={visit} schedule={schedule.data} onBack={back} onDone={onClose} />
        ))}
      {mode === 'cancel' && <CancelVisitForm visit={visit} onBack={back} onDone={onClose} />}
      {(mode === 'view' || mode === 'delete') && (
        <>
          <DialogContent dividers>
            <Facts visit={visit} />
            {locked && (
              <Alert severity="info" sx={{ mt: 2 }}>
                {locked}
              </Alert>
            )}
            {mode === 'delete' && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                Delete this visit and every later visit of its series from {dayText(visit.date)} on? Visits already
                worked stay.
              </Alert>
            )}
          </DialogContent>
          <VisitActions
            visit={visit}
            mode={mode}
            locked={locked !== null}
            busy={remove.isPending}
            onMode={setMode}
            onClose={onClose}
            onDelete={deleteFromHere}
          />
        </>
      )}
    </>
  );
}

type ActionsProps = {
  visit: ScheduledVisitOut;
  mode: Mode;
  locked: boolean;
  busy: boolean;
  onMode: (mode: Mode) => void;
  onClose: () => void;
  onDelete: () => void;
};

/** Close, and for a visit that can change: delete from here, cancel, edit; or the delete's confirmation. */
function VisitActions({ visit, mode, locked, busy, onMode, onClose, onDelete }: ActionsProps) {
  const back = () => onMode('view');
  return (
    <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
      {mode === 'delete' ? (
        <>
          <Button onClick={back} disabled={busy}>
            Back
          </Button>
          <Button color="error" variant="contained" onClick={onDelete} disabled={busy}>
            Delete from {dayText(visit.date)} on
          </Button>
        </>
      ) : (
        <>
          <Button onClick={onClose}>Close</Button>
          {!locked && (
            <>
              <Button color="error" onClick={() => onMode('delete')}>
                Delete series from this day
              </Button>
              <Button color="warning" onClick={() => onMode('cancel')}>
                Cancel visit
              </Button>
              <Button variant="contained" onClick={() => onMode('edit')}>
                Edit or move
              </Button>
            </>
          )}
        </>
      )}
    </DialogActions>
  );
}
