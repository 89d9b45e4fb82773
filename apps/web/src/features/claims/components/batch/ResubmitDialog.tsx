import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { resubmissionBody, type BatchClaimOut, type CreateClaimBatchOut } from '@hearth/shared';
import { DialogForm } from '../../../../components/DialogForm';
import { useIsPhone } from '../../../../components/list/use-is-phone';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { dollars, monthText, plural } from '../../../../lib/format';
import { useResubmitClaim } from '../../api';
import { batchPath } from '../../figures';
import { BatchFileButton } from '../BatchFileButton';
import type { ResubmitAction } from './ClaimDetail';

export type ResubmitTarget = { batchId: number; claim: BatchClaimOut; action: ResubmitAction };

const TITLES: Record<ResubmitAction, string> = { replace: 'Send replacement', void: 'Void claim' };

function explanation({ claim, action }: ResubmitTarget): string {
  const what = `${claim.clientName}, ${claim.serviceCode}, ${monthText(claim.month)}`;
  const reference = `the payer's claim control number ${claim.payerClaimControlNumber ?? ''}`;
  return action === 'replace'
    ? `Hearth makes a new claim batch with a replacement of claim ${claim.patientControlNumber} (${what}), referring to ${reference}. It bills the claim's entries as they are now: correct the denied entries before you send it.`
    : `Hearth makes a new claim batch with a void of claim ${claim.patientControlNumber} (${what}), referring to ${reference}. The payer takes back the whole claim and anything it paid for it.`;
}

/** Ask for the reason, send, then show the new batch and its 837P for PROMISe. */
export function ResubmitDialog({ target, onClose }: { target: ResubmitTarget | null; onClose: () => void }) {
  const phone = useIsPhone();
  const title = target && `${TITLES[target.action]}: claim ${target.claim.patientControlNumber}`;
  return (
    <Dialog
      scroll="paper"
      open={target !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="resubmit-title"
    >
      <DialogTitle id="resubmit-title">{title}</DialogTitle>
      {target && (
        <ResubmitForm key={`${target.claim.patientControlNumber}-${target.action}`} target={target} onClose={onClose} />
      )}
    </Dialog>
  );
}

function Sent({ batch, action, onClose }: { batch: CreateClaimBatchOut; action: ResubmitAction; onClose: () => void }) {
  return (
    <>
      <DialogContent dividers>
        <Alert severity="success" role="status">
          <AlertTitle>Claim batch {batch.id} made</AlertTitle>
          {action === 'replace' ? 'The replacement' : 'The void'} is in claim batch {batch.id}:{' '}
          {plural(batch.claimCount, 'claim')}, {plural(batch.lineCount, 'line')}, {dollars(batch.totalCharge)}. Download
          its 837P and upload it to PROMISe.
        </Alert>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
          <BatchFileButton batchId={batch.id} kind="837p" />
          <Button component={RouterLink} to={batchPath(batch.id)} onClick={onClose}>
            Open batch {batch.id}
          </Button>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </>
  );
}

function ResubmitForm({ target, onClose }: { target: ResubmitTarget; onClose: () => void }) {
  const resubmit = useResubmitClaim();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { claim, action } = target;

  if (resubmit.data) return <Sent batch={resubmit.data} action={action} onClose={onClose} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = resubmissionBody.safeParse({
      batchId: target.batchId,
      claimNumber: claim.claimNumber,
      action,
      reason,
    });
    if (!parsed.success) {
      setFieldError(parsed.error.issues.find((i) => i.path[0] === 'reason')?.message ?? null);
      return;
    }
    setFieldError(null);
    setProblem(null);
    resubmit.mutate(parsed.data, {
      onError: (err) => {
        if (err instanceof ApiError && err.field === 'reason') setFieldError(err.message);
        else setProblem(errorMessage(err));
      },
    });
  };

  return (
    <DialogForm onSubmit={submit}>
      <DialogContent dividers>
        <Stack spacing={2}>
          <DialogContentText>{explanation(target)}</DialogContentText>
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          <TextField
            id="resubmit-reason"
            label="Reason"
            required
            multiline
            minRows={3}
            fullWidth
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={fieldError !== null}
            helperText={fieldError ?? 'Kept with the new claim and in the audit trail.'}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={resubmit.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          color={action === 'void' ? 'error' : 'primary'}
          disabled={resubmit.isPending}
        >
          {resubmit.isPending ? 'Sending…' : TITLES[action]}
        </Button>
      </DialogActions>
    </DialogForm>
  );
}
