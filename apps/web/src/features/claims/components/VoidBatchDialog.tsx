import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { voidClaimBatchBody, type ClaimBatchOut } from '@hearth/shared';
import { DialogForm } from '../../../components/DialogForm';
import { useIsPhone } from '../../../components/list/use-is-phone';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useVoidClaimBatch } from '../api';
import { dayRangeText, dollars, plural } from '../../../lib/format';

type Props = {
  /** The batch to void; the dialog is open while this is set. */
  batch: ClaimBatchOut | null;
  onClose: () => void;
};

/** Void a claim batch (Super Admin): a required reason, and what voiding does and does not do. */
export function VoidBatchDialog({ batch, onClose }: Props) {
  const phone = useIsPhone();
  return (
    <Dialog
      scroll="paper"
      open={batch !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="void-batch-title"
    >
      <DialogTitle id="void-batch-title">Void claim batch {batch?.id}</DialogTitle>
      {batch && <VoidForm key={batch.id} batch={batch} onClose={onClose} />}
    </Dialog>
  );
}

function VoidForm({ batch, onClose }: { batch: ClaimBatchOut; onClose: () => void }) {
  const toast = useToast();
  const voidBatch = useVoidClaimBatch();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = voidClaimBatchBody.safeParse({ reason });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFieldError(null);
    setProblem(null);
    voidBatch.mutate(
      { id: batch.id, body: parsed.data },
      {
        onSuccess: () => {
          toast.success(`Claim batch ${batch.id} voided`);
          onClose();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.field === 'reason') setFieldError(err.message);
          else setProblem(errorMessage(err));
        },
      },
    );
  };

  return (
    <DialogForm onSubmit={submit}>
      <DialogContent dividers>
        <Stack spacing={2}>
          <DialogContentText>
            Batch {batch.id} (control number {batch.controlNumber}) bills {dayRangeText(batch.fromDate, batch.toDate)}:{' '}
            {plural(batch.claimCount, 'claim')}, {plural(batch.lineCount, 'line')}, {dollars(batch.totalCharge)}.
          </DialogContentText>
          <Alert severity="warning" role="note">
            The entries become billable again. Voiding here does not reverse a claim PROMISe has already paid.
          </Alert>
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          <TextField
            id="void-batch-reason"
            label="Reason"
            required
            multiline
            minRows={3}
            fullWidth
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={fieldError !== null}
            helperText={fieldError ?? 'Kept with the batch and in the audit trail.'}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={voidBatch.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" color="error" disabled={voidBatch.isPending}>
          {voidBatch.isPending ? 'Voiding…' : 'Void batch'}
        </Button>
      </DialogActions>
    </DialogForm>
  );
}
