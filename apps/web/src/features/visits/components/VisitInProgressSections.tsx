import type { Ref } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { NOTES_MAX, VisitSyncMsg, type WorkEntryOut } from '@hearth/shared';
import { SignatureBlock, type SignatureBlockHandle } from '../../../components/signature';
import { dateTimeText, orDash } from '../../../lib/format';
import { LOCATION_UNAVAILABLE } from '../geolocation';
import type { useVisitAutosave } from '../use-visit-autosave';
import { AutosaveStatus } from './AutosaveStatus';
import { ElapsedTimer } from './ElapsedTimer';
import { ProgressRadios } from './ProgressRadios';

/** What the visit screen says first: kept on the phone only, or started without a location. */
export function VisitInProgressNotices({
  onPhoneOnly,
  locationNotice,
  onCloseLocationNotice,
}: {
  onPhoneOnly: boolean;
  locationNotice: boolean;
  onCloseLocationNotice: () => void;
}) {
  return (
    <>
      {onPhoneOnly && (
        // Started with no signal: the server does not have this visit yet (docs/decisions/012).
        <Alert severity="info" icon={<CloudOffOutlined fontSize="inherit" />} sx={{ mb: 2 }}>
          {VisitSyncMsg.savedOnPhone}
        </Alert>
      )}
      {locationNotice && (
        <Alert severity="warning" onClose={onCloseLocationNotice} sx={{ mb: 2 }}>
          {LOCATION_UNAVAILABLE}
        </Alert>
      )}
    </>
  );
}

/** The elapsed time, the client and the service, and when the visit started. */
export function VisitInProgressSummary({ visit, start }: { visit: WorkEntryOut; start: Date }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, textAlign: 'center' }}>
      <ElapsedTimer start={start} />
      <Typography variant="h2" component="h2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {visit.clientName}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
        {visit.serviceName} ({visit.serviceCode})
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Started {orDash(dateTimeText(start, visit.timeZone))}
      </Typography>
    </Paper>
  );
}

type VisitRecordFieldsProps = {
  autosave: ReturnType<typeof useVisitAutosave>;
  /** Why COMPLETE VISIT is not possible yet, or null; said above the signature. */
  blockers: string | null;
  hintId: string;
  progressRef: Ref<HTMLInputElement>;
  signatureRef: Ref<SignatureBlockHandle>;
};

/** Progress, notes (saved automatically) and the client's signature. */
export function VisitRecordFields({ autosave, blockers, hintId, progressRef, signatureRef }: VisitRecordFieldsProps) {
  return (
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
  );
}
