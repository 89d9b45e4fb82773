import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CredentialMsg,
  DETERMINATION_LABELS,
  DETERMINATIONS,
  type CreateCredentialBody,
  type CredentialTypeOut,
} from '@hearth/shared';
import { FileAttachments } from '../../../components/files';
import { DateField, FormTextField, SelectField } from '../../../components/form';
import { DialogForm } from '../../../components/DialogForm';
import { RecordFormActions, RecordFormDialog } from '../../../components/RecordFormDialog';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { localIsoDate } from '../../../lib/format';
import { useCredentialTypeChoices, useSaveCredential } from './api';
import {
  computedExpiryHint,
  credentialResolver,
  CredentialToast,
  emptyCredentialForm,
  type CredentialFormValues,
} from './credential-form';

type FormControl = Control<CredentialFormValues, unknown, CreateCredentialBody>;
/** Open with a type chosen (Add from the missing list, Renew) or none (Add credential). */
export type CredentialDialogState = { credentialTypeId: number | '' };

const FIELDS = ['credentialTypeId', 'number', 'issuedOn', 'expiresOn', 'determination', 'determinationNote'] as const;
const isField = (f: string | undefined): f is (typeof FIELDS)[number] =>
  f !== undefined && (FIELDS as readonly string[]).includes(f);
const DETERMINATION_OPTIONS = DETERMINATIONS.map((d) => ({ value: d, label: DETERMINATION_LABELS[d] }));
const pair = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

/** Add (or renew: a new one supersedes the current) a staff member's credential, with its scans. */
export function CredentialDialog(props: { staffId: number; state: CredentialDialogState | null; onClose: () => void }) {
  return (
    <RecordFormDialog
      open={props.state !== null}
      onClose={props.onClose}
      title="Add Credential"
      titleId="credential-dialog-title"
      maxWidth="sm"
    >
      {props.state && <CredentialForm {...props} state={props.state} />}
    </RecordFormDialog>
  );
}

function ExpiryField({ control, type }: { control: FormControl; type: CredentialTypeOut | undefined }) {
  const issuedOn = useWatch({ control, name: 'issuedOn' });
  return (
    <DateField
      control={control}
      name="expiresOn"
      id="credential-expires"
      label="Expires"
      helperText={computedExpiryHint(type, issuedOn)}
    />
  );
}

function DeterminationFields({ control }: { control: FormControl }) {
  return (
    <Box sx={pair}>
      <SelectField
        control={control}
        name="determination"
        id="credential-determination"
        label="Employer’s determination"
        required
        options={DETERMINATION_OPTIONS}
        emptyOption="Choose"
      />
      <FormTextField control={control} name="determinationNote" id="credential-determination-note" label="Note" />
    </Box>
  );
}

function useCredentialForm(staffId: number, state: CredentialDialogState, onClose: () => void) {
  const toast = useToast();
  const save = useSaveCredential(staffId);
  const types = useCredentialTypeChoices();
  const form = useForm<CredentialFormValues, unknown, CreateCredentialBody>({
    resolver: credentialResolver,
    defaultValues: emptyCredentialForm(state.credentialTypeId),
  });
  const typeId = useWatch({ control: form.control, name: 'credentialTypeId' });
  const type = types.data?.find((t) => t.id === typeId);
  const onSubmit = form.handleSubmit(async (body) => {
    // The law asks for the employer's determination with each clearance: said before sending.
    if (type?.needsDetermination && !body.determination) {
      form.setError('determination', { message: CredentialMsg.determinationRequired });
      return;
    }
    try {
      await save.mutateAsync({ mode: 'create', body });
      toast.success(CredentialToast.saved);
      onClose();
    } catch (err) {
      if (err instanceof ApiError && isField(err.field)) form.setError(err.field, { message: err.message });
      toast.error(errorMessage(err, CredentialToast.saveFailed));
    }
  });
  const options = (types.data ?? []).filter((t) => t.active).map((t) => ({ value: t.id, label: t.name }));
  return { form, type, options, onSubmit, saving: save.isPending };
}

function CredentialForm({
  staffId,
  state,
  onClose,
}: {
  staffId: number;
  state: CredentialDialogState;
  onClose: () => void;
}) {
  const { form, type, options, onSubmit, saving } = useCredentialForm(staffId, state, onClose);
  const { control } = form;
  return (
    <DialogForm onSubmit={(event) => void onSubmit(event)}>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <SelectField
            control={control}
            name="credentialTypeId"
            id="credential-type"
            label="Credential type"
            required
            options={options}
            emptyOption="Choose"
          />
          <FormTextField control={control} name="number" id="credential-number" label="Number" />
          <Box sx={pair}>
            <DateField
              control={control}
              name="issuedOn"
              id="credential-issued"
              label="Issued"
              required
              max={localIsoDate()}
            />
            <ExpiryField control={control} type={type} />
          </Box>
          {type?.needsDetermination && <DeterminationFields control={control} />}
          <FormTextField control={control} name="notes" id="credential-notes" label="Notes" multiline minRows={2} />
          <Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              Files
            </Typography>
            <Controller
              name="files"
              control={control}
              render={({ field }) => <FileAttachments files={field.value} onChange={field.onChange} category="staff" />}
            />
          </Box>
        </Stack>
      </DialogContent>
      <RecordFormActions editing={false} busy={saving} onCancel={onClose} />
    </DialogForm>
  );
}
