import { Controller, useForm, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TRAINING_TOPIC_LABELS, TRAINING_TOPICS, type TrainingBody, type TrainingOut } from '@hearth/shared';
import { FileAttachments } from '../../../components/files';
import { DateField, FormTextField } from '../../../components/form';
import { DialogForm } from '../../../components/DialogForm';
import { decimalInput, RecordFormActions, RecordFormDialog } from '../../../components/RecordFormDialog';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { localIsoDate } from '../../../lib/format';
import { useSaveTraining } from './api';
import {
  emptyTrainingForm,
  trainingResolver,
  trainingToForm,
  TrainingToast,
  type TrainingFormValues,
} from './training-form';

export type TrainingDialogState = { mode: 'create' } | { mode: 'edit'; training: TrainingOut };
type FormControl = Control<TrainingFormValues, unknown, TrainingBody>;
const FIELDS = ['course', 'completedOn', 'hours', 'notes'] as const;
const isField = (f: string | undefined): f is (typeof FIELDS)[number] =>
  f !== undefined && (FIELDS as readonly string[]).includes(f);

/** Add or edit a course of the training log, with its certificate. */
export function TrainingDialog(props: { staffId: number; state: TrainingDialogState | null; onClose: () => void }) {
  const { state } = props;
  return (
    <RecordFormDialog
      open={state !== null}
      onClose={props.onClose}
      title={state?.mode === 'edit' ? 'Edit Training' : 'Add Training'}
      titleId="training-dialog-title"
      maxWidth="sm"
    >
      {state && <TrainingForm key={state.mode === 'edit' ? state.training.id : 'create'} {...props} state={state} />}
    </RecordFormDialog>
  );
}

function TopicChecks({ control }: { control: FormControl }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        ODP topics covered
      </Typography>
      <Controller
        name="topics"
        control={control}
        render={({ field }) => (
          <FormGroup>
            {TRAINING_TOPICS.map((t) => (
              <FormControlLabel
                key={t}
                label={TRAINING_TOPIC_LABELS[t]}
                control={
                  <Checkbox
                    checked={field.value.includes(t)}
                    onChange={(e) =>
                      field.onChange(e.target.checked ? [...field.value, t] : field.value.filter((x) => x !== t))
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        )}
      />
    </Box>
  );
}

function TrainingForm({
  staffId,
  state,
  onClose,
}: {
  staffId: number;
  state: TrainingDialogState;
  onClose: () => void;
}) {
  const toast = useToast();
  const save = useSaveTraining(staffId);
  const editing = state.mode === 'edit' ? state.training : null;
  const { control, handleSubmit, setError } = useForm<TrainingFormValues, unknown, TrainingBody>({
    resolver: trainingResolver,
    defaultValues: editing ? trainingToForm(editing) : emptyTrainingForm,
  });
  const onSubmit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync(editing ? { mode: 'edit', id: editing.id, body } : { mode: 'create', body });
      toast.success(TrainingToast.saved);
      onClose();
    } catch (err) {
      if (err instanceof ApiError && isField(err.field)) setError(err.field, { message: err.message });
      toast.error(errorMessage(err, TrainingToast.saveFailed));
    }
  });
  return (
    <DialogForm onSubmit={(event) => void onSubmit(event)}>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <FormTextField control={control} name="course" id="training-course" label="Course" required />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <DateField
              control={control}
              name="completedOn"
              id="training-date"
              label="Completed on"
              required
              max={localIsoDate()}
            />
            <FormTextField
              control={control}
              name="hours"
              id="training-hours"
              label="Hours"
              required
              helperText="In quarter hours (1.5 = 1 h 30 min)"
              slotProps={decimalInput}
            />
          </Box>
          <TopicChecks control={control} />
          <FormTextField control={control} name="notes" id="training-notes" label="Notes" multiline minRows={2} />
          <Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              Certificate
            </Typography>
            <Controller
              name="files"
              control={control}
              render={({ field }) => <FileAttachments files={field.value} onChange={field.onChange} category="staff" />}
            />
          </Box>
        </Stack>
      </DialogContent>
      <RecordFormActions editing={editing !== null} busy={save.isPending} onCancel={onClose} />
    </DialogForm>
  );
}
