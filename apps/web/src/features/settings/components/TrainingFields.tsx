import InputAdornment from '@mui/material/InputAdornment';
import { FormSection, FormTextField } from '../../../components/form';
import {
  DEFAULT_TRAINING_HOURS_DIRECT,
  DEFAULT_TRAINING_HOURS_MANAGEMENT,
  type SettingsFormControl,
} from '../settings-form';

const hours = {
  htmlInput: { inputMode: 'decimal' as const, min: 0, max: 200, step: 0.25 },
  input: { endAdornment: <InputAdornment position="end">hours a year</InputAdornment> },
};

/** Training: the hours a year each kind of staff must complete (docs/decisions/018), per ODP fiscal year. */
export function TrainingFields({ control }: { control: SettingsFormControl }) {
  return (
    <FormSection title="Training">
      <FormTextField
        control={control}
        name="trainingHoursDirect"
        label="Direct support staff"
        type="number"
        required
        helperText={`Training hours each Staff member and Behavioral Specialist (direct support and their supervisors) must complete in a training year, July 1 to June 30 (ODP: ${DEFAULT_TRAINING_HOURS_DIRECT}).`}
        slotProps={hours}
      />
      <FormTextField
        control={control}
        name="trainingHoursManagement"
        label="Management"
        type="number"
        required
        helperText={`Training hours each Admin and Super Admin must complete in a training year (ODP: ${DEFAULT_TRAINING_HOURS_MANAGEMENT}). 0 to 200, in quarter hours.`}
        slotProps={hours}
      />
    </FormSection>
  );
}
