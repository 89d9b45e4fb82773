import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import { PROGRESS_LABELS, unitsFor, WorkEntryMsg, type UnitRounding, type WorkEntryOut } from '@hearth/shared';
import { signatureValueInWords, type SignatureValue } from '../../../components/signature';
import { dateTimeText, orDash } from '../../../lib/format';
import { useVisitUnitRounding } from '../api';
import { excerpt, formatElapsed, toMinute, unitDurationText } from '../format';
import { useNow } from './ElapsedTimer';
import { VisitStepDialog } from './VisitStepDialog';
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
  const now = useNow();
  const rounding = useVisitUnitRounding(visit.serviceRequestId);
  const elapsed = now.getTime() - start.getTime();
  // Billing counts from the start to the clock-out minute (the completion sends the time to the minute).
  const units = unitsSoFar(toMinute(now).getTime() - start.getTime(), visit.serviceUnitLength, rounding.data ?? 'down');
  const busy = phase !== 'idle';
  return (
    <VisitStepDialog
      open={open}
      title="Complete Visit"
      titleId="complete-visit-title"
      describedBy="complete-visit-text"
      spacing={2}
      busy={busy}
      locating={phase === 'locating'}
      confirmLabel="COMPLETE VISIT"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <DialogContentText id="complete-visit-text">
        The clock-out time is the moment you confirm. Please check the visit before completing it.
      </DialogContentText>
      <VisitSummary
        rows={[
          ['Client', visit.clientName],
          ['Service', `${visit.serviceName} (${visit.serviceCode})`],
          ['Started', orDash(dateTimeText(start, visit.timeZone))],
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
    </VisitStepDialog>
  );
}
