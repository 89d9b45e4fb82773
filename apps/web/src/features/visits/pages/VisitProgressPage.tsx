import { useId, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { WorkEntryMsg, type WorkEntryOut } from '@hearth/shared';
import { PageHeader } from '../../../components/list/PageHeader';
import {
  missingSignatureMessage,
  missingSignaturePart,
  type SignatureBlockHandle,
  type SignatureValue,
} from '../../../components/signature';
import { errorMessage } from '../../../lib/api-client';
import { useCan } from '../../../lib/use-can';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { parseWire } from '../../../lib/format';
import { useVisitInProgress } from '../api';
import { useForgetVisitInProgress } from '../visit-actions';
import { AbandonVisitDialog } from '../components/AbandonVisitDialog';
import { CompleteVisitDialog } from '../components/CompleteVisitDialog';
import { VisitActionBar } from '../components/VisitActionBar';
import {
  VisitInProgressNotices,
  VisitInProgressSummary,
  VisitRecordFields,
} from '../components/VisitInProgressSections';
import type { LocationMissingReason } from '../geolocation';
import { useVisitAutosave } from '../use-visit-autosave';
import { useVisitCompletion } from '../use-visit-completion';

/** Why COMPLETE VISIT is not possible yet (shown above the signature, and read with the button), or null. */
function completeBlockers(progress: number, signature: SignatureValue): string | null {
  const missing = missingSignaturePart(signature);
  const reasons = [progress > 0 ? null : WorkEntryMsg.progressRequired, missing && missingSignatureMessage(missing)];
  return reasons.filter(Boolean).join(' ') || null;
}

/**
 * Router state passed on by the Start Visit modal and on to the Visits list (`completed`: the list
 * takes the focus to its heading, as the completed visit's screen is gone).
 */
export type VisitNavigationState = { locationMissing?: LocationMissingReason | null; completed?: boolean } | null;

/** /staff/visit-progress: the open visit, or back to /staff/visits when there is none. */
export function VisitProgressPage() {
  useDocumentTitle('Visit in Progress');
  // Only staff clock in; anyone else has no visit here and goes to their landing page.
  const isStaff = useCan('clockVisits');
  const inProgress = useVisitInProgress(isStaff);
  const forget = useForgetVisitInProgress();
  const state = useLocation().state as VisitNavigationState;
  const [completed, setCompleted] = useState<VisitNavigationState>(null);

  if (completed) return <Navigate to="/staff/visits" replace state={completed} />;
  if (!isStaff) return <Navigate to="/" replace />;
  if (inProgress.data) {
    return (
      <VisitInProgress
        key={inProgress.data.workEntryId}
        visit={inProgress.data}
        startLocationMissing={state?.locationMissing ?? null}
        onCompleted={(locationMissing) => {
          setCompleted({ locationMissing, completed: true });
          forget();
        }}
      />
    );
  }
  if (inProgress.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading the visit" />
      </Box>
    );
  }
  if (inProgress.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void inProgress.refetch()}>
            TRY AGAIN
          </Button>
        }
      >
        {errorMessage(inProgress.error)}
      </Alert>
    );
  }
  return <Navigate to="/staff/visits" replace />;
}

type VisitInProgressProps = {
  visit: WorkEntryOut;
  startLocationMissing: LocationMissingReason | null;
  onCompleted: (locationMissing: LocationMissingReason | null) => void;
};

function VisitInProgress({ visit, startLocationMissing, onCompleted }: VisitInProgressProps) {
  const autosave = useVisitAutosave(visit);
  const completion = useVisitCompletion(visit, autosave, onCompleted);
  const start = useMemo(() => parseWire(visit.serviceStartTime) ?? new Date(), [visit.serviceStartTime]);
  const [abandoning, setAbandoning] = useState(false);
  const [showLocationNotice, setShowLocationNotice] = useState(startLocationMissing !== null);
  const blockers = completeBlockers(autosave.progress, autosave.signature);
  const hintId = useId();
  const progressRef = useRef<HTMLInputElement>(null);
  const signatureRef = useRef<SignatureBlockHandle>(null);

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <PageHeader title="Visit in Progress" />
      <VisitInProgressNotices
        onPhoneOnly={visit.workEntryId < 0}
        locationNotice={showLocationNotice}
        onCloseLocationNotice={() => setShowLocationNotice(false)}
      />
      <Stack spacing={2}>
        <VisitInProgressSummary visit={visit} start={start} />
        <VisitRecordFields
          autosave={autosave}
          blockers={blockers}
          hintId={hintId}
          progressRef={progressRef}
          signatureRef={signatureRef}
        />
      </Stack>
      <VisitActionBar
        blockers={blockers}
        hintId={hintId}
        onComplete={() => {
          if (!blockers) completion.setConfirming(true);
          else if (autosave.progress > 0) signatureRef.current?.focus();
          else progressRef.current?.focus();
        }}
        onAbandon={() => setAbandoning(true)}
      />
      <CompleteVisitDialog
        open={completion.confirming}
        visit={visit}
        start={start}
        notes={autosave.notes}
        progress={autosave.progress}
        signature={autosave.signature}
        phase={completion.phase}
        onConfirm={() => void completion.confirmComplete()}
        onCancel={() => completion.setConfirming(false)}
      />
      <AbandonVisitDialog open={abandoning} onClose={() => setAbandoning(false)} />
    </Box>
  );
}
