import { useForm, useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { CreateServiceBody, ServiceOut } from '@hearth/shared';
import { CheckboxField, FormTextField, SelectField } from '../../../components/form';
import { DialogForm } from '../../../components/DialogForm';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSaveService } from '../api';
import { formatUnitLength } from '../../../lib/format';
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
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const title = state?.mode === 'edit' ? 'Edit Service' : 'Create New Service';
  const formKey = state?.mode === 'edit' ? `edit-${state.service.serviceId}` : 'create';
  return (
    <Dialog
      scroll="paper"
      open={state !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="service-dialog-title"
    >
      <DialogTitle id="service-dialog-title">{title}</DialogTitle>
      {state && <ServiceForm key={formKey} state={state} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

type FormControl = Control<ServiceFormValues, unknown, CreateServiceBody>;

function UnitLengthHelp({ control }: { control: FormControl }) {
  const hours = Number(useWatch({ control, name: 'unitLength' }));
  return Number.isFinite(hours) && hours > 0 ? formatUnitLength(hours) : 'Hours per unit (0.25 = 15 minutes)';
}

function ServiceForm({
  state,
  onClose,
  onSaved,
}: {
  state: ServiceDialogState;
  onClose: () => void;
  onSaved?: (service: ServiceOut) => void;
}) {
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

  const numberInput = { htmlInput: { inputMode: 'decimal' as const } };
  const pair = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

  return (
    <DialogForm onSubmit={(event) => void onSubmit(event)}>
      <DialogContent dividers>
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
              slotProps={{
                ...numberInput,
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              }}
            />
            <FormTextField
              control={control}
              name="unitLength"
              id="service-unit-length"
              label="Unit Length (hours)"
              required
              helperText={<UnitLengthHelp control={control} />}
              slotProps={numberInput}
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
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={save.isPending}>
          CANCEL
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {editing ? 'UPDATE' : 'SAVE'}
        </Button>
      </DialogActions>
    </DialogForm>
  );
}
