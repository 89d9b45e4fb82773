import { useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AggregatorMsg, type AggregatorServiceCodeOut } from '@hearth/shared';
import { DialogForm } from '../../../components/DialogForm';
import { FormTextField } from '../../../components/form';
import { RecordFormActions, RecordFormDialog } from '../../../components/RecordFormDialog';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSaveAggregatorServiceCode } from '../aggregator-api';
import {
  serviceCodeFormField,
  serviceCodeResolver,
  serviceCodeToForm,
  type ServiceCodeFormOutput,
  type ServiceCodeFormValues,
} from '../aggregator-form';

/** What a blank payer box sends: the agency's defaults. */
export type PayerDefaults = { payerId: string | null; payerProgram: string | null };

type Props = { service: AggregatorServiceCodeOut | null; defaults: PayerDefaults; onClose: () => void };

const pair = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };
const upper = { htmlInput: { style: { textTransform: 'uppercase' as const } } };

function ServiceCodeForm({ service, defaults, onClose }: Props & { service: AggregatorServiceCodeOut }) {
  const toast = useToast();
  const save = useSaveAggregatorServiceCode();
  const { control, handleSubmit, setError } = useForm<ServiceCodeFormValues, unknown, ServiceCodeFormOutput>({
    resolver: serviceCodeResolver,
    defaultValues: serviceCodeToForm(service),
  });

  // Refused, the dialog stays open with what was typed; a field's refusal shows under it.
  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ serviceId: service.serviceId, body: { ...values, version: service.version } });
      toast.success(AggregatorMsg.serviceSaved);
      onClose();
    } catch (err) {
      const field = err instanceof ApiError ? serviceCodeFormField(err.field) : null;
      if (field) {
        setError(field, { type: 'server', message: errorMessage(err) });
      } else {
        toast.error(errorMessage(err));
      }
    }
  });

  return (
    <DialogForm onSubmit={(event) => void submit(event)}>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {service.serviceCode} · {service.serviceName}. Blank boxes send what is shown in them.
          </Typography>
          <Box sx={pair}>
            <FormTextField
              control={control}
              name="procedureCode"
              label="Code sent"
              placeholder={service.serviceCode}
              helperText="Blank: the service code"
              slotProps={upper}
            />
            <FormTextField
              control={control}
              name="modifiers"
              label="Modifiers"
              placeholder="U1 HQ"
              helperText="Up to 4, separated by spaces"
              slotProps={upper}
            />
          </Box>
          <Box sx={pair}>
            <FormTextField
              control={control}
              name="payerId"
              label="Payer ID"
              placeholder={defaults.payerId ?? ''}
              helperText="Blank: the default payer"
              slotProps={upper}
            />
            <FormTextField
              control={control}
              name="payerProgram"
              label="Payer program"
              placeholder={defaults.payerProgram ?? ''}
              helperText="Blank: the default program"
              slotProps={upper}
            />
          </Box>
        </Stack>
      </DialogContent>
      <RecordFormActions editing busy={save.isPending} onCancel={onClose} />
    </DialogForm>
  );
}

/** The codes one service is sent to the aggregator with, in a modal. */
export function ServiceCodeDialog({ service, defaults, onClose }: Props) {
  return (
    <RecordFormDialog
      open={service !== null}
      onClose={onClose}
      title={service ? `Codes sent for ${service.serviceName}` : ''}
      titleId="service-code-dialog-title"
      maxWidth="sm"
    >
      {service && <ServiceCodeForm key={service.serviceId} service={service} defaults={defaults} onClose={onClose} />}
    </RecordFormDialog>
  );
}
