import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toUtcWire, type WorkEntryOut } from '@hearth/shared';
import { signatureBody } from '../../components/signature';
import { useToast } from '../../components/toast/toast-context';
import { errorMessage, hasErrorCode } from '../../lib/api-client';
import { visitKeys } from './api';
import { useCompleteVisit } from './visit-actions';
import { toMinute } from './format';
import { captureLocation, type LocationMissingReason } from './geolocation';
import { CLOSED_ELSEWHERE, type useVisitAutosave } from './use-visit-autosave';

export type CompletionPhase = 'idle' | 'locating' | 'saving';

/**
 * COMPLETE VISIT after the confirmation: clock-out time, location, then the call carrying the latest
 * notes, progress and signature (autosave paused meanwhile, resumed if the call fails).
 */
export function useVisitCompletion(
  visit: WorkEntryOut,
  autosave: ReturnType<typeof useVisitAutosave>,
  onCompleted: (locationMissing: LocationMissingReason | null) => void,
) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const complete = useCompleteVisit();
  const [confirming, setConfirming] = useState(false);
  const [phase, setPhase] = useState<CompletionPhase>('idle');

  const confirmComplete = async () => {
    if (phase !== 'idle') return;
    // Clock-out is the moment of confirming, not when the position arrives.
    const endedAt = toMinute(new Date());
    // The completion carries the latest notes: no autosave may race it.
    autosave.pause();
    setPhase('locating');
    const location = await captureLocation();
    setPhase('saving');
    try {
      const result = await complete.mutateAsync({
        workEntryId: visit.workEntryId,
        notes: autosave.notes,
        progress: autosave.progress,
        ...signatureBody(autosave.signature),
        serviceEndTime: toUtcWire(endedAt),
        ...(location.missing
          ? { endLocationMissing: location.missing }
          : { serviceEndLatitude: location.latitude, serviceEndLongitude: location.longitude }),
      });
      autosave.finish();
      toast.success(result.message);
      onCompleted(location.missing ?? null);
    } catch (err) {
      // Nothing is lost: the notes, progress and signature stay on screen and in the draft.
      toast.error(errorMessage(err));
      setPhase('idle');
      autosave.resume();
      if (hasErrorCode(err, ...CLOSED_ELSEWHERE)) {
        // Closed elsewhere (another tab or device): let the page follow the server.
        setConfirming(false);
        void queryClient.invalidateQueries({ queryKey: visitKeys.inProgress });
      }
    }
  };

  return { confirming, setConfirming, phase, confirmComplete };
}
