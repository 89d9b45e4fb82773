import { useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ClientServiceMsg, ErrorCode, type ClientServiceOut, type CreateClientServiceBody } from '@hearth/shared';
import { FileAttachments } from '../../../../components/files';
import { CheckboxField, DateField, FormTextField } from '../../../../components/form';
import { DialogForm } from '../../../../components/DialogForm';
import {
  decimalInput,
  moneyInput,
  RecordFormActions,
  RecordFormDialog,
  unitLengthHint,
} from '../../../../components/RecordFormDialog';
import { useToast } from '../../../../components/toast/toast-context';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { useSaveClientService } from '../api';
import {
  clientServiceResolver,
  clientServiceToForm,
  emptyClientServiceForm,
  isFormField,
  liveTotals,
  prefillFromCatalogue,
  toWireDate,
  type ClientServiceFormValues,
} from '../client-service-form';
import { ClientServiceToast } from '../messages';
import { AuthorizationTotals } from './AuthorizationTotals';
import { CatalogueServicePicker } from './CatalogueServicePicker';
import { EntriesOutsideDates } from './EntriesOutsideDates';

export type ClientServiceDialogState = { mode: 'create' } | { mode: 'edit'; clientService: ClientServiceOut };

type ClientServiceDialogProps = {
  clientId: number;
  /** Open while set: create a new authorization or edit the given one. */
  state: ClientServiceDialogState | null;
  onClose: () => void;
};

/** The 'Create Service' / 'Edit Service' modal of the client's Services tab (an authorization). */
export function ClientServiceDialog({ clientId, state, onClose }: ClientServiceDialogProps) {
  const title = state?.mode === 'edit' ? 'Edit Service' : 'Create Service';
  const formKey = state ? (state.mode === 'edit' ? `edit-${state.clientService.serviceRequestId}` : 'create') : 'none';
  return (
    <RecordFormDialog
      open={state !== null}
      onClose={onClose}
      title={title}
      titleId="client-service-dialog-title"
      maxWidth="md"
    >
      {state && <ClientServiceForm key={formKey} clientId={clientId} state={state} onClose={onClose} />}
    </RecordFormDialog>
  );
}

type FormControl = Control<ClientServiceFormValues, unknown, CreateClientServiceBody>;
type ClientServiceFormProps = { clientId: number; state: ClientServiceDialogState; onClose: () => void };

function LiveTotals({ control, unitsUtilized }: { control: FormControl; unitsUtilized: number }) {
  const [units, rate] = useWatch({ control, name: ['serviceUnitsAuthorized', 'serviceUnitRate'] });
  const { totalWorth, unitsRemaining } = liveTotals(units, rate, unitsUtilized);
  return <AuthorizationTotals totalWorth={totalWorth} unitsUtilized={unitsUtilized} unitsRemaining={unitsRemaining} />;
}

function UnitLengthHelp({ control }: { control: FormControl }) {
  return unitLengthHint(useWatch({ control, name: 'serviceUnitLength' }));
}

const FLAGS = [
  ['serviceIsNegetiveUnitsAllowed', 'Negative Units Allowed'],
  ['serviceIsAuthorized', 'Authorized'],
  ['isDegreeRequired', 'Degree Required'],
  ['isDatesConfirmed', 'Dates Confirmed'],
  ['isOverlappable', 'Overlappable'],
] as const;

/**
 * The reason asked for when the server refused new dates that leave completed entries outside
 * them: set with the server's message, given before saving again.
 */
function useDateChangeReason() {
  const [outside, setOutside] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLInputElement>(null);
  return {
    outside,
    reason,
    reasonError,
    reasonRef,
    /** The reason to send, or null when one is needed and missing (then said, and focused). */
    given: (): string | null => {
      const dateChangeReason = outside !== null ? reason.trim() : '';
      if (outside !== null && !dateChangeReason) {
        setReasonError(ClientServiceMsg.dateChangeReasonRequired);
        reasonRef.current?.focus();
        return null;
      }
      return dateChangeReason;
    },
    refused: (message: string) => {
      setOutside(message);
      setReasonError(null);
      // After the notice renders: the reason is what the admin has to give next.
      setTimeout(() => reasonRef.current?.focus(), 0);
    },
    onReason: (next: string) => {
      setReason(next);
      if (next.trim()) setReasonError(null);
    },
  };
}

/** The form, the catalogue prefill and the save (with the date-change reason when one is needed). */
function useClientServiceForm({ clientId, state, onClose }: ClientServiceFormProps) {
  const toast = useToast();
  const save = useSaveClientService(clientId);
  const editing = state.mode === 'edit' ? state.clientService : null;
  const form = useForm<ClientServiceFormValues, unknown, CreateClientServiceBody>({
    resolver: clientServiceResolver,
    defaultValues: editing ? clientServiceToForm(editing) : emptyClientServiceForm(clientId),
  });
  const { handleSubmit, setValue, setError } = form;
  const dates = useDateChangeReason();

  const pick = (service: Parameters<typeof prefillFromCatalogue>[0] | null) => {
    if (!service) {
      setValue('serviceId', '');
      return;
    }
    for (const [name, value] of Object.entries(prefillFromCatalogue(service))) {
      setValue(name as keyof ClientServiceFormValues, value, { shouldDirty: true, shouldValidate: false });
    }
  };

  const onSubmit = handleSubmit(async (parsed) => {
    const body = {
      ...parsed,
      serviceStartDate: toWireDate(parsed.serviceStartDate),
      serviceEndDate: toWireDate(parsed.serviceEndDate),
    };
    const failed = editing ? ClientServiceToast.updateFailed : ClientServiceToast.createFailed;
    const dateChangeReason = dates.given();
    if (dateChangeReason === null) return;
    try {
      if (editing) {
        await save.mutateAsync({
          mode: 'edit',
          body: {
            ...body,
            serviceRequestId: editing.serviceRequestId,
            version: editing.version,
            ...(dateChangeReason ? { dateChangeReason } : {}),
          },
        });
        toast.success(ClientServiceToast.updateSuccess);
      } else {
        await save.mutateAsync({ mode: 'create', body });
        toast.success(ClientServiceToast.createSuccess);
      }
      onClose();
    } catch (err) {
      // The dialog stays open with everything the user typed.
      if (err instanceof ApiError && err.error === ErrorCode.ENTRIES_OUTSIDE_DATES) {
        dates.refused(err.message);
      } else if (err instanceof ApiError && isFormField(err.field)) {
        setError(err.field, { message: err.message });
        toast.error(failed);
      } else {
        toast.error(errorMessage(err, failed));
      }
    }
  });
  return { form, dates, pick, onSubmit, editing, saving: save.isPending };
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

/** Name, code, dates, units, rate, unit length and account. */
function AuthorizationFields({ control }: { control: FormControl }) {
  return (
    <Box sx={grid}>
      <FormTextField control={control} name="serviceName" id="client-service-name" label="Service Name" required />
      <FormTextField control={control} name="serviceCode" id="client-service-code" label="Service Code" required />
      <DateField control={control} name="serviceStartDate" id="client-service-start" label="Start Date" required />
      <DateField control={control} name="serviceEndDate" id="client-service-end" label="End Date" required />
      <FormTextField
        control={control}
        name="serviceUnitsAuthorized"
        id="client-service-units-authorized"
        label="Units Authorized"
        required
        slotProps={decimalInput}
      />
      <FormTextField
        control={control}
        name="serviceUnitRate"
        id="client-service-unit-rate"
        label="Unit Rate"
        required
        slotProps={moneyInput}
      />
      <FormTextField
        control={control}
        name="serviceUnitLength"
        id="client-service-unit-length"
        label="Unit Length (hours)"
        required
        helperText={<UnitLengthHelp control={control} />}
        slotProps={decimalInput}
      />
      <FormTextField control={control} name="serviceAccount" id="client-service-account" label="Account" />
    </Box>
  );
}

/** The authorization's flags and its files. */
function OptionsAndFiles({ control }: { control: FormControl }) {
  return (
    <>
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          Options
        </Typography>
        <FormGroup row sx={{ columnGap: 2 }}>
          {FLAGS.map(([name, label]) => (
            <CheckboxField key={name} control={control} name={name} label={label} />
          ))}
        </FormGroup>
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          Files
        </Typography>
        <Controller
          name="files"
          control={control}
          render={({ field }) => <FileAttachments files={field.value} onChange={field.onChange} category="service" />}
        />
      </Box>
    </>
  );
}

function ClientServiceForm(props: ClientServiceFormProps) {
  const { form, dates, pick, onSubmit, editing, saving } = useClientServiceForm(props);
  const { control } = form;
  const serviceId = useWatch({ control, name: 'serviceId' });
  return (
    <DialogForm onSubmit={(event) => void onSubmit(event)}>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <CatalogueServicePicker value={serviceId} onPick={pick} error={form.formState.errors.serviceId?.message} />
          <AuthorizationFields control={control} />
          {dates.outside !== null && (
            <EntriesOutsideDates
              message={dates.outside}
              reason={dates.reason}
              onReason={dates.onReason}
              error={dates.reasonError}
              inputRef={dates.reasonRef}
            />
          )}
          <LiveTotals control={control} unitsUtilized={editing?.unitsUtilized ?? 0} />
          <FormTextField
            control={control}
            name="serviceDescription"
            id="client-service-description"
            label="Description"
            multiline
            minRows={2}
          />
          <OptionsAndFiles control={control} />
        </Stack>
      </DialogContent>
      <RecordFormActions editing={editing !== null} busy={saving} onCancel={props.onClose} />
    </DialogForm>
  );
}
