import { useState } from 'react';
import { useForm, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AGGREGATOR_TIME_ZONES, AggregatorMsg, type AggregatorSettingsOut } from '@hearth/shared';
import { FormTextField, SelectField } from '../../../components/form';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSaveAggregatorSettings } from '../aggregator-api';
import {
  aggregatorSettingsResolver,
  aggregatorSettingsToForm,
  isAggregatorFormField,
  type AggregatorFormOutput,
  type AggregatorFormValues,
} from '../aggregator-form';
import { ReasonCodeTable } from './ReasonCodeTable';
import { SaveProblemAlert, saveProblemOf, type SaveProblem } from './SaveProblemAlert';

type FormControl = Control<AggregatorFormValues, unknown, AggregatorFormOutput>;

const grid = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } };
const upper = { htmlInput: { style: { textTransform: 'uppercase' as const } } };

/** Who the agency is to the aggregator, and what it bills visits to unless a service says otherwise. */
function IdentityFields({ control }: { control: FormControl }) {
  return (
    <Box sx={grid}>
      <FormTextField
        control={control}
        name="providerQualifier"
        label="Provider qualifier"
        required
        helperText="The kind of ID below, as the aggregator names it (such as MedicaidID)"
      />
      <FormTextField
        control={control}
        name="providerId"
        label="Provider ID"
        helperText="Nothing is sent until it is set"
        slotProps={upper}
      />
      <FormTextField
        control={control}
        name="payerId"
        label="Default payer ID"
        helperText="Sent with each visit whose service names no payer"
        slotProps={upper}
      />
      <FormTextField
        control={control}
        name="payerProgram"
        label="Default payer program"
        helperText="Sent with each visit whose service names no program"
        slotProps={upper}
      />
      <SelectField
        control={control}
        name="timeZoneName"
        label="Time zone name"
        options={AGGREGATOR_TIME_ZONES}
        helperText="The agency's zone, as the aggregator spells it"
      />
    </Box>
  );
}

/** The aggregator settings' own form: its fields, the reason codes, and its own SAVE with its own version. */
export function AggregatorSettingsForm({ saved, reload }: { saved: AggregatorSettingsOut; reload: () => void }) {
  const toast = useToast();
  const save = useSaveAggregatorSettings();
  const [defaults] = useState(() => aggregatorSettingsToForm(saved));
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<AggregatorFormValues, unknown, AggregatorFormOutput>({
    resolver: aggregatorSettingsResolver,
    defaultValues: defaults,
  });

  // A failed save keeps everything typed: a field's refusal shows under it, any other above SAVE.
  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await save.mutateAsync({ ...values, version: saved.version });
      toast.success(AggregatorMsg.saved);
    } catch (err) {
      if (err instanceof ApiError && isAggregatorFormField(err.field)) {
        setError(err.field, { type: 'server', message: errorMessage(err) }, { shouldFocus: true });
      } else {
        setProblem(saveProblemOf(err));
      }
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="EVV aggregator settings">
      <IdentityFields control={control} />
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mt: 3, mb: 1 }}>
        Reason codes for changed visits
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        When a visit is sent again after a change, the aggregator is told why with one of its codes.
      </Typography>
      <ReasonCodeTable control={control} />
      <SaveProblemAlert problem={problem} reload={reload} sx={{ mt: 2 }} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained" disabled={!formState.isDirty || formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving…' : 'Save aggregator settings'}
        </Button>
      </Box>
    </Box>
  );
}
