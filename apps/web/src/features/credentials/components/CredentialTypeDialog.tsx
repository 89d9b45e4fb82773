import { Controller, useForm, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CreateCredentialTypeBody, CredentialTypeOut } from '@hearth/shared';
import { CheckboxField, FormTextField } from '../../../components/form';
import { DialogForm } from '../../../components/DialogForm';
import { decimalInput, RecordFormActions, RecordFormDialog } from '../../../components/RecordFormDialog';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSaveCredentialType } from '../api';
import {
  credentialTypeResolver,
  CredentialTypeToast,
  emptyTypeForm,
  ENFORCE_WARNING,
  SITUATIONS,
  typeToForm,
  USER_TYPE_CHOICES,
  type CredentialTypeFormValues,
} from '../type-form';

export type CredentialTypeDialogState = { mode: 'create' } | { mode: 'edit'; type: CredentialTypeOut };
type FormControl = Control<CredentialTypeFormValues, unknown, CreateCredentialTypeBody>;

const FORM_FIELDS = ['name', 'description', 'validMonths', 'graceDays'] as const;
const isFormField = (f: string | undefined): f is (typeof FORM_FIELDS)[number] =>
  f !== undefined && (FORM_FIELDS as readonly string[]).includes(f);

/** Create and edit a credential type (decision 018): every field, applicability included. */
export function CredentialTypeDialog({
  state,
  onClose,
}: {
  state: CredentialTypeDialogState | null;
  onClose: () => void;
}) {
  const title = state?.mode === 'edit' ? 'Edit Credential Type' : 'Create Credential Type';
  return (
    <RecordFormDialog
      open={state !== null}
      onClose={onClose}
      title={title}
      titleId="credential-type-title"
      maxWidth="md"
    >
      {state && (
        <TypeForm key={state.mode === 'edit' ? `edit-${state.type.id}` : 'create'} state={state} onClose={onClose} />
      )}
    </RecordFormDialog>
  );
}

function useTypeForm(state: CredentialTypeDialogState, onClose: () => void) {
  const toast = useToast();
  const save = useSaveCredentialType();
  const editing = state.mode === 'edit' ? state.type : null;
  const { control, handleSubmit, setError, getValues } = useForm<
    CredentialTypeFormValues,
    unknown,
    CreateCredentialTypeBody
  >({
    resolver: credentialTypeResolver,
    defaultValues: editing ? typeToForm(editing) : emptyTypeForm,
  });
  const onSubmit = handleSubmit(async (body) => {
    const failed = editing ? CredentialTypeToast.updateFailed : CredentialTypeToast.createFailed;
    try {
      if (editing) {
        await save.mutateAsync({
          mode: 'edit',
          id: editing.id,
          body: { ...body, active: getValues('active'), version: editing.version },
        });
        toast.success(CredentialTypeToast.updateSuccess);
      } else {
        await save.mutateAsync({ mode: 'create', body });
        toast.success(CredentialTypeToast.createSuccess);
      }
      onClose();
    } catch (err) {
      if (err instanceof ApiError && isFormField(err.field)) {
        setError(err.field, { message: err.message });
        toast.error(failed);
      } else toast.error(errorMessage(err, failed));
    }
  });
  return { control, onSubmit, editing: editing !== null, saving: save.isPending };
}

const pair = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

function UserTypeChecks({ control }: { control: FormControl }) {
  return (
    <Controller
      name="userTypes"
      control={control}
      render={({ field }) => (
        <FormGroup row sx={{ columnGap: 2 }}>
          {USER_TYPE_CHOICES.map((c) => (
            <FormControlLabel
              key={c.value}
              label={c.label}
              control={
                <Checkbox
                  checked={field.value.includes(c.value)}
                  onChange={(e) =>
                    field.onChange(
                      e.target.checked ? [...field.value, c.value] : field.value.filter((t) => t !== c.value),
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
      )}
    />
  );
}

function AppliesToFields({ control }: { control: FormControl }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        Applies to
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        User types (none chosen: Staff and Behavioral Specialist, who clock visits)
      </Typography>
      <UserTypeChecks control={control} />
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Only when any of the situations below holds (none chosen: everyone of those types)
      </Typography>
      <FormGroup>
        {SITUATIONS.map(([name, label]) => (
          <CheckboxField key={name} control={control} name={name} label={label} />
        ))}
      </FormGroup>
    </Box>
  );
}

function TypeForm({ state, onClose }: { state: CredentialTypeDialogState; onClose: () => void }) {
  const { control, onSubmit, editing, saving } = useTypeForm(state, onClose);
  return (
    <DialogForm onSubmit={(event) => void onSubmit(event)}>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <FormTextField control={control} name="name" id="credential-type-name" label="Name" required />
          <FormTextField
            control={control}
            name="description"
            id="credential-type-description"
            label="Description"
            multiline
            minRows={2}
          />
          <Box sx={pair}>
            <FormTextField
              control={control}
              name="validMonths"
              id="credential-type-valid-months"
              label="Valid for (months)"
              helperText="Empty: never expires"
              slotProps={decimalInput}
            />
            <FormTextField
              control={control}
              name="graceDays"
              id="credential-type-grace"
              label="Grace (days)"
              helperText="Days after expiry the person may still work"
              slotProps={decimalInput}
            />
          </Box>
          <FormGroup>
            <CheckboxField control={control} name="requiredForVisits" label="Required for visits" />
            <CheckboxField control={control} name="enforced" label="Enforced at clock-in" />
            <Typography variant="caption" sx={{ color: 'text.secondary', ml: 4 }}>
              {ENFORCE_WARNING}
            </Typography>
            <CheckboxField
              control={control}
              name="needsDetermination"
              label="Record the employer’s determination with each check"
            />
          </FormGroup>
          <AppliesToFields control={control} />
          {editing && <CheckboxField control={control} name="active" label="Active" />}
        </Stack>
      </DialogContent>
      <RecordFormActions editing={editing} busy={saving} onCancel={onClose} />
    </DialogForm>
  );
}
