import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { may, NOTES_MAX, toUtcWire, VisitSyncMsg, WorkEntryMsg, type WorkEntryOut } from '@hearth/shared';
import { PageHeader } from '../../../components/list/PageHeader';
import { useIsPhone } from '../../../components/list/use-is-phone';
import {
  missingSignatureMessage,
  missingSignaturePart,
  SignatureBlock,
  signatureBody,
  type SignatureBlockHandle,
  type SignatureValue,
} from '../../../components/signature';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage, hasErrorCode } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCompleteVisit, useForgetVisitInProgress, useVisitInProgress, visitKeys } from '../api';
import { AbandonVisitDialog } from '../components/AbandonVisitDialog';
import { AutosaveStatus } from '../components/AutosaveStatus';
import { CompleteVisitDialog } from '../components/CompleteVisitDialog';
import { ElapsedTimer } from '../components/ElapsedTimer';
import { ProgressRadios } from '../components/ProgressRadios';
import { parseWire, toMinute, visitDateTime } from '../format';
import { captureLocation, LOCATION_UNAVAILABLE, type LocationMissingReason } from '../geolocation';
import { CLOSED_ELSEWHERE, useVisitAutosave } from '../use-visit-autosave';

/** Why COMPLETE VISIT is not possible yet (shown above the signature, and read with the button), or null. */
function completeBlockers(progress: number, signature: SignatureValue): string | null {
  const missing = missingSignaturePart(signature);
  const reasons = [progress > 0 ? null : WorkEntryMsg.progressRequired, missing && missingSignatureMessage(missing)];
  return reasons.filter(Boolean).join(' ') || null;
}

/**
 * Keeps what the page scrolls to (a focused field, the signature pad) clear of the sticky bar:
 * the page's scroll padding follows the bar's height while the bar is shown.
 */
function useScrollPaddingFor<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const bar = ref.current;
    const scroller = document.scrollingElement instanceof HTMLElement ? document.scrollingElement : null;
    if (!bar || !scroller) return undefined;
    const before = scroller.style.scrollPaddingBottom;
    const update = () => {
      scroller.style.scrollPaddingBottom = `${bar.offsetHeight}px`;
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      scroller.style.scrollPaddingBottom = before;
    };
  }, []);
  return ref;
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
  const isStaff = may('clockVisits', useAuth()?.userType);
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
  const toast = useToast();
  const queryClient = useQueryClient();
  const complete = useCompleteVisit();
  const autosave = useVisitAutosave(visit);
  const start = useMemo(() => parseWire(visit.serviceStartTime) ?? new Date(), [visit.serviceStartTime]);
  const [confirming, setConfirming] = useState(false);
  const [phase, setPhase] = useState<'idle' | 'locating' | 'saving'>('idle');
  const [abandoning, setAbandoning] = useState(false);
  const [showLocationNotice, setShowLocationNotice] = useState(startLocationMissing !== null);
  const blockers = completeBlockers(autosave.progress, autosave.signature);
  const phone = useIsPhone();
  const hintId = useId();
  const progressRef = useRef<HTMLInputElement>(null);
  const signatureRef = useRef<SignatureBlockHandle>(null);
  const barRef = useScrollPaddingFor<HTMLDivElement>();
  // Spec 02 section 2: shown, always disabled (abandoning is not offered yet).
  const abandonButton = (
    <Button
      variant="outlined"
      color="error"
      size="large"
      disabled
      onClick={() => setAbandoning(true)}
      sx={{ minHeight: 48 }}
    >
      ABANDON VISIT
    </Button>
  );

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

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <PageHeader title="Visit in Progress" />
      {visit.workEntryId < 0 && (
        // Started with no signal: the server does not have this visit yet (docs/decisions/012).
        <Alert severity="info" icon={<CloudOffOutlined fontSize="inherit" />} sx={{ mb: 2 }}>
          {VisitSyncMsg.savedOnPhone}
        </Alert>
      )}
      {showLocationNotice && (
        <Alert severity="warning" onClose={() => setShowLocationNotice(false)} sx={{ mb: 2 }}>
          {LOCATION_UNAVAILABLE}
        </Alert>
      )}
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, textAlign: 'center' }}>
          <ElapsedTimer start={start} />
          <Typography variant="h2" component="h2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {visit.clientName}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
            {visit.serviceName} ({visit.serviceCode})
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Started {visitDateTime(start, visit.timeZone)}
          </Typography>
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2.5}>
            <ProgressRadios ref={progressRef} value={autosave.progress} onChange={autosave.setProgress} />
            <Box>
              <TextField
                label="Notes"
                multiline
                minRows={5}
                value={autosave.notes}
                onChange={(event) => autosave.setNotes(event.target.value)}
                slotProps={{ htmlInput: { maxLength: NOTES_MAX } }}
                fullWidth
              />
              <AutosaveStatus status={autosave.status} />
            </Box>
            <Box>
              {blockers && (
                <Typography
                  id={hintId}
                  variant="body2"
                  sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary', mb: 1.5 }}
                >
                  <InfoOutlined fontSize="small" aria-hidden />
                  {blockers}
                </Typography>
              )}
              <SignatureBlock ref={signatureRef} value={autosave.signature} onChange={autosave.setSignature} />
            </Box>
          </Stack>
        </Paper>
      </Stack>
      {/* The main action stays in reach while scrolling: a compact bar holding only the buttons. */}
      <Box
        ref={barRef}
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          mt: 2,
          mx: { xs: -2, sm: 0 },
          px: { xs: 2, sm: 0 },
          pt: 1,
          pb: 'calc(8px + env(safe-area-inset-bottom))',
          bgcolor: 'background.default',
          borderTop: { xs: 1, sm: 0 },
          borderColor: 'divider',
        }}
      >
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end' }}>
          {!phone && abandonButton}
          {/* Unavailable, it stays focusable and says why; pressing it goes to what is missing. */}
          <Button
            variant="contained"
            size="large"
            aria-disabled={!!blockers}
            onClick={() => {
              if (!blockers) setConfirming(true);
              else if (autosave.progress > 0) signatureRef.current?.focus();
              else progressRef.current?.focus();
            }}
            aria-describedby={blockers ? hintId : undefined}
            sx={{
              minHeight: 48,
              flex: { xs: '1 1 auto', sm: '0 0 auto' },
              ...(blockers && {
                bgcolor: 'action.disabledBackground',
                color: 'text.secondary',
                boxShadow: 'none',
                '&:hover': { bgcolor: 'action.disabledBackground', boxShadow: 'none' },
              }),
            }}
          >
            COMPLETE VISIT
          </Button>
        </Box>
      </Box>
      {/* On phones the sticky bar holds only the main action; abandoning (disabled) sits below. */}
      {phone && <Box sx={{ display: 'flex', flexDirection: 'column', mt: 1 }}>{abandonButton}</Box>}
      <CompleteVisitDialog
        open={confirming}
        visit={visit}
        start={start}
        notes={autosave.notes}
        progress={autosave.progress}
        signature={autosave.signature}
        phase={phase}
        onConfirm={() => void confirmComplete()}
        onCancel={() => setConfirming(false)}
      />
      <AbandonVisitDialog open={abandoning} onClose={() => setAbandoning(false)} />
    </Box>
  );
}
