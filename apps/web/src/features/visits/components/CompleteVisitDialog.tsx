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
import { PROGRESS_LABELS, unitsFor, WorkEntryMsg, type UnitRounding, type WorkEntryOut } from '@hearth/shared';
import { signatureValueInWords, type SignatureValue } from '../../../components/signature';
import { useVisitUnitRounding } from '../api';
import { excerpt, formatElapsed, toMinute, unitDurationText, visitDateTime } from '../format';
import { useNow } from './ElapsedTimer';
import { VisitSummary } from './VisitSummary';

type CompleteVisitDialogProps = {
  open: boolean;
  visit: WorkEntryOut;
  start: Date;
  notes: string;
  progress: number;
  signature: SignatureValue;
  /** 'locating' while the position is read, 'saving' while the call runs. */
  phase: 'idle' | 'locating' | 'saving';
  onConfirm: () => void;
  onCancel: () => void;
};

/** Whole units so far as billing will count them (the service's rounding), null without a unit length. */
function unitsSoFar(ms: number, unitLengthHours: number, rounding: UnitRounding): number | null {
  return unitLengthHours > 0 ? unitsFor(ms, unitLengthHours, rounding) : null;
}

const unitsText = (units: number | null) => (units === null ? '-' : `${units} ${units === 1 ? 'unit' : 'units'}`);

/** The warning of a visit that would bill nothing: 'Under 15 minutes: this visit will bill 0 units.' */
export const zeroUnitsWarning = (unitLengthHours: number) =>
  `Under ${unitDurationText(unitLengthHours)}: this visit will bill 0 units.`;

/** 'Complete this visit?' with a summary of what will be recorded, and COMPLETE VISIT. */
export function CompleteVisitDialog({
  open,
  visit,
  start,
  notes,
  progress,
  signature,
  phase,
  onConfirm,
  onCancel,
}: CompleteVisitDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const now = useNow();
  const rounding = useVisitUnitRounding(visit.serviceRequestId);
  const elapsed = now.getTime() - start.getTime();
  // Billing counts from the start to the clock-out minute (the completion sends the time to the minute).
  const units = unitsSoFar(toMinute(now).getTime() - start.getTime(), visit.serviceUnitLength, rounding.data ?? 'down');
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
              ['Estimated units', unitsText(units)],
              ['Progress', PROGRESS_LABELS[progress] ?? '-'],
              ['Notes', excerpt(notes) || WorkEntryMsg.noNotes],
              ['Signature', signatureValueInWords(signature)],
            ]}
          />
          {units === 0 && (
            // A warning only: a short visit may still be completed (and corrected by an admin).
            <Alert severity="warning">{zeroUnitsWarning(visit.serviceUnitLength)}</Alert>
          )}
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
