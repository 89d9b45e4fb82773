import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { PROGRESS_LABELS, unitsFor, WorkEntryMsg, type WorkEntryOut } from '@hearth/shared';
import { excerpt, formatElapsed, visitDateTime } from '../format';
import { useNow } from './ElapsedTimer';
import { VisitSummary } from './VisitSummary';

type CompleteVisitDialogProps = {
  open: boolean;
  visit: WorkEntryOut;
  start: Date;
  notes: string;
  progress: number;
  /** 'locating' while the position is read, 'saving' while the call runs. */
  phase: 'idle' | 'locating' | 'saving';
  onConfirm: () => void;
  onCancel: () => void;
};

/** Whole units so far, as billing will count them (rounded down; 15-minute units by default). */
function estimatedUnits(ms: number, unitLengthHours: number): string {
  if (!(unitLengthHours > 0)) return '-';
  const units = unitsFor(ms, unitLengthHours);
  return `${units} ${units === 1 ? 'unit' : 'units'}`;
}

/** 'Complete this visit?' with a summary of what will be recorded, and COMPLETE VISIT. */
export function CompleteVisitDialog({
  open,
  visit,
  start,
  notes,
  progress,
  phase,
  onConfirm,
  onCancel,
}: CompleteVisitDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const now = useNow();
  const elapsed = now.getTime() - start.getTime();
  const busy = phase !== 'idle';
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="complete-visit-title"
      aria-describedby="complete-visit-text"
    >
      <DialogTitle id="complete-visit-title">Complete Visit</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id="complete-visit-text">
            The clock-out time is the moment you confirm. Please check the visit before completing it.
          </DialogContentText>
          <VisitSummary
            rows={[
              ['Client', visit.clientName],
              ['Service', `${visit.serviceName} (${visit.serviceCode})`],
              ['Started', visitDateTime(start, visit.timeZone)],
              ['Elapsed so far', formatElapsed(elapsed)],
              ['Estimated units', estimatedUnits(elapsed, visit.serviceUnitLength)],
              ['Progress', PROGRESS_LABELS[progress] ?? '-'],
              ['Notes', excerpt(notes) || WorkEntryMsg.noNotes],
            ]}
          />
          {phase === 'locating' && (
            <Alert severity="info" role="status">
              Recording your location for visit verification…
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onCancel} disabled={busy} size="large">
          CANCEL
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy} size="large">
          COMPLETE VISIT
        </Button>
      </DialogActions>
    </Dialog>
  );
}
