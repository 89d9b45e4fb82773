import { useForm, useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import type { CreateServiceBody, ServiceOut } from '@hearth/shared';
import { CheckboxField, FormTextField, SelectField } from '../../../components/form';
import { DialogForm } from '../../../components/DialogForm';
import {
  decimalInput,
  moneyInput,
  RecordFormActions,
  RecordFormDialog,
  unitLengthHint,
} from '../../../components/RecordFormDialog';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSaveService } from '../api';
import {
  emptyServiceForm,
  isServiceFormField,
  SERVICE_STATUS_OPTIONS,
  serviceResolver,
  serviceToForm,
  ServiceToast,
  UNIT_ROUNDING_OPTIONS,
  type ServiceFormValues,
} from '../service-form';

export type ServiceDialogState =
  /** `initial`: values to start from (the import screen prefills code, name and rate from the sheet). */
  { mode: 'create'; initial?: Partial<ServiceFormValues> } | { mode: 'edit'; service: ServiceOut };

type ServiceDialogProps = {
  /** Open while set: create a catalogue entry or edit the given one. */
  state: ServiceDialogState | null;
  onClose: () => void;
  /** Called with the saved service before the modal closes. */
  onSaved?: (service: ServiceOut) => void;
};

/** Create and edit a catalogue service in a modal (spec 02 "Services page"). */
export function ServiceDialog({ state, onClose, onSaved }: ServiceDialogProps) {
  const title = state?.mode === 'edit' ? 'Edit Service' : 'Create New Service';
  const formKey = state?.mode === 'edit' ? `edit-${state.service.serviceId}` : 'create';
  return (
    <RecordFormDialog
      open={state !== null}
      onClose={onClose}
      title={title}
      titleId="service-dialog-title"
      maxWidth="sm"
    >
      {state && <ServiceForm key={formKey} state={state} onClose={onClose} onSaved={onSaved} />}
    </RecordFormDialog>
  );
}

type FormControl = Control<ServiceFormValues, unknown, CreateServiceBody>;
type ServiceFormProps = { state: ServiceDialogState; onClose: () => void; onSaved?: (service: ServiceOut) => void };

function UnitLengthHelp({ control }: { control: FormControl }) {
  return unitLengthHint(useWatch({ control, name: 'unitLength' }));
}

/** The form's values and its save: created or updated, then the modal closes; refused, it stays open as typed. */
function useServiceForm({ state, onClose, onSaved }: ServiceFormProps) {
  const toast = useToast();
  const save = useSaveService();
  const editing = state.mode === 'edit' ? state.service : null;
  const { control, handleSubmit, setError } = useForm<ServiceFormValues, unknown, CreateServiceBody>({
    resolver: serviceResolver,
    defaultValues: editing
      ? serviceToForm(editing)
      : { ...emptyServiceForm, ...(state.mode === 'create' ? state.initial : undefined) },
  });

  const onSubmit = handleSubmit(async (body) => {
    const failed = editing ? ServiceToast.updateFailed : ServiceToast.createFailed;
    try {
      if (editing) {
        const saved = await save.mutateAsync({
          mode: 'edit',
          body: { ...body, serviceId: editing.serviceId, version: editing.version },
        });
        toast.success(ServiceToast.updateSuccess);
        onSaved?.(saved.data);
      } else {
        const saved = await save.mutateAsync({ mode: 'create', body });
        toast.success(ServiceToast.createSuccess);
        onSaved?.(saved.data);
      }
      onClose();
    } catch (err) {
      // The modal stays open with what the user typed.
      if (err instanceof ApiError && isServiceFormField(err.field)) {
        setError(err.field, { message: err.message });
        toast.error(failed);
      } else {
        toast.error(errorMessage(err, failed));
      }
    }
  });
  return { control, onSubmit, editing: editing !== null, saving: save.isPending };
}

const pair = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

function ServiceFields({ control }: { control: FormControl }) {
  return (
    <Stack spacing={2.5}>
      <FormTextField control={control} name="name" id="service-name" label="Service Name" required />
      <Box sx={pair}>
        <FormTextField control={control} name="code" id="service-code" label="Service Code" required />
        <SelectField
          control={control}
          name="status"
          id="service-status"
          label="Status"
          options={SERVICE_STATUS_OPTIONS}
        />
      </Box>
      <FormTextField
        control={control}
        name="description"
        id="service-description"
        label="Description"
        multiline
        minRows={2}
      />
      <Box sx={pair}>
        <FormTextField
          control={control}
          name="unitRate"
          id="service-unit-rate"
          label="Unit Rate"
          required
          slotProps={moneyInput}
        />
        <FormTextField
          control={control}
          name="unitLength"
          id="service-unit-length"
          label="Unit Length (hours)"
          required
          helperText={<UnitLengthHelp control={control} />}
          slotProps={decimalInput}
        />
      </Box>
      <SelectField
        control={control}
        name="unitRounding"
        id="service-unit-rounding"
        label="Unit Rounding"
        options={UNIT_ROUNDING_OPTIONS}
        helperText="PA ODP bills whole units: round down"
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
        <CheckboxField control={control} name="isDegreeRequired" label="Degree Required" />
        <CheckboxField control={control} name="isOverlappable" label="Overlappable" />
        <CheckboxField control={control} name="involvesDriving" label="Involves driving a client" />
      </Box>
    </Stack>
  );
}

function ServiceForm(props: ServiceFormProps) {
  const { control, onSubmit, editing, saving } = useServiceForm(props);
  return (
    <DialogForm onSubmit={(event) => void onSubmit(event)}>
      <DialogContent dividers>
        <ServiceFields control={control} />
      </DialogContent>
      <RecordFormActions editing={editing} busy={saving} onCancel={props.onClose} />
    </DialogForm>
  );
}
