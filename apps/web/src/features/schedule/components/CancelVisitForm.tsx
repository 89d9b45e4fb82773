import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import {
  CANCEL_REASON_LABELS,
  CANCEL_REASONS,
  cancelScheduledVisitBody,
  SCHEDULE_LIMITS,
  type CancelScheduledVisitBody,
  type ScheduledVisitOut,
} from '@hearth/shared';
import { DialogForm } from '../../../components/DialogForm';
import { FormTextField, SelectField } from '../../../components/form';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { zodFormResolver } from '../../../lib/form-resolver';
import { useCancelVisit } from '../api';

type Values = { scheduleId: number; date: string; reason: string; note: string };
const resolver = zodFormResolver<Values, CancelScheduledVisitBody>(cancelScheduledVisitBody);
const REASONS = CANCEL_REASONS.map((value) => ({ value, label: CANCEL_REASON_LABELS[value] }));

export const CancelText = { cancelled: 'Visit cancelled' } as const;

/** Cancel one visit with a reason (and a note, required for Other); the series goes on. */
export function CancelVisitForm({
  visit,
  onBack,
  onDone,
}: {
  visit: ScheduledVisitOut;
  onBack: () => void;
  onDone: () => void;
}) {
  const toast = useToast();
  const cancel = useCancelVisit();
  const form = useForm<Values, unknown, CancelScheduledVisitBody>({
    resolver,
    defaultValues: { scheduleId: visit.scheduleId, date: visit.date, reason: '', note: '' },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await cancel.mutateAsync(body);
      toast.success(CancelText.cancelled);
      onDone();
    } catch (err) {
      form.setError('root', { message: errorMessage(err) });
    }
  });
  const problem = form.formState.errors.root?.message;
  return (
    <DialogForm onSubmit={(event) => void submit(event)}>
      <DialogContent dividers>
        <Stack spacing={2}>
          <SelectField
            control={form.control}
            name="reason"
            id="cancel-reason"
            label="Reason"
            required
            options={REASONS}
          />
          <FormTextField
            control={form.control}
            name="note"
            id="cancel-note"
            label="Note"
            multiline
            minRows={2}
            helperText="Required when the reason is Other"
            slotProps={{ htmlInput: { maxLength: SCHEDULE_LIMITS.reasonMax } }}
          />
          {problem && <Alert severity="error">{problem}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onBack} disabled={cancel.isPending}>
          Back
        </Button>
        <Button type="submit" variant="contained" color="error" disabled={cancel.isPending}>
          Cancel this visit
        </Button>
      </DialogActions>
    </DialogForm>
  );
}
