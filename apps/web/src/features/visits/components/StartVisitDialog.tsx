import { useState } from 'react';
import { useNavigate } from 'react-router';
import TextField from '@mui/material/TextField';
import { NOTES_MAX, toUtcWire } from '@hearth/shared';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { browserTimeZone } from '../../../lib/format';
import { useStartVisit, type StartVisitPayload } from '../visit-actions';
import type { VisitService } from '../offline/record';
import { clockText, toMinute, unitLengthText } from '../format';
import { captureLocation } from '../geolocation';
import { useNow } from './ElapsedTimer';
import { VisitStepDialog } from './VisitStepDialog';
import { VisitSummary } from './VisitSummary';

export type VisitClient = { clientId: number; name: string };

type StartVisitDialogProps = {
  open: boolean;
  client: VisitClient;
  service: VisitService | null;
  onClose: () => void;
};

function ClockInTime() {
  const now = useNow();
  return <span>{clockText(now)}</span>;
}

/** The Start Visit modal: what is about to start, an optional note, then START VISIT. */
export function StartVisitDialog({ open, client, service, onClose }: StartVisitDialogProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const start = useStartVisit();
  const [notes, setNotes] = useState('');
  const [phase, setPhase] = useState<'idle' | 'locating' | 'starting'>('idle');
  const busy = phase !== 'idle';

  const submit = async () => {
    if (!service || busy) return;
    // Clock-in is the moment START VISIT is pressed, not when the position arrives.
    const startedAt = toMinute(new Date());
    setPhase('locating');
    const location = await captureLocation();
    const body: StartVisitPayload = {
      clientId: client.clientId,
      serviceRequestId: service.serviceRequestId,
      serviceStartTime: toUtcWire(startedAt),
      notes: notes.trim() ? notes : null,
      timeZone: browserTimeZone(),
      ...(location.missing
        ? { startLocationMissing: location.missing }
        : { serviceStartLatitude: location.latitude, serviceStartLongitude: location.longitude }),
    };
    setPhase('starting');
    try {
      const result = await start.mutateAsync({ body, client, service });
      toast.success(result.message);
      void navigate('/staff/visit-progress', { state: { locationMissing: location.missing ?? null } });
    } catch (err) {
      // The modal stays open with the note as typed.
      toast.error(errorMessage(err));
      setPhase('idle');
    }
  };

  return (
    <VisitStepDialog
      open={open}
      title="Start Visit"
      titleId="start-visit-title"
      spacing={2.5}
      roomAbove
      busy={busy}
      locating={phase === 'locating'}
      confirmLabel="START VISIT"
      confirmDisabled={!service}
      onConfirm={() => void submit()}
      onCancel={onClose}
    >
      <VisitSummary
        rows={[
          ['Client', client.name],
          ['Service', service ? `${service.serviceName} (${service.serviceCode})` : '-'],
          ['Unit Length', service ? unitLengthText(service.serviceUnitLength) : '-'],
          ['Clock In', <ClockInTime key="clock" />],
        ]}
      />
      <TextField
        label="Notes"
        multiline
        minRows={4}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        slotProps={{ htmlInput: { maxLength: NOTES_MAX } }}
        disabled={busy}
        fullWidth
      />
    </VisitStepDialog>
  );
}
