import InputAdornment from '@mui/material/InputAdornment';
import { FormSection, FormTextField } from '../../../components/form';
import {
  DEFAULT_LATE_GRACE_MINUTES,
  DEFAULT_SCHEDULE_WINDOW_MINUTES,
  type SettingsFormControl,
} from '../settings-form';

const minutes = (min: number, max: number) => ({
  htmlInput: { inputMode: 'numeric' as const, min, max, step: 1 },
  input: { endAdornment: <InputAdornment position="end">minutes</InputAdornment> },
});

/** Scheduling: when a clock-in fulfils a planned visit, and when a visit nobody clocked in for is late. */
export function ScheduleFields({ control }: { control: SettingsFormControl }) {
  return (
    <FormSection title="Schedule">
      <FormTextField
        control={control}
        name="scheduleWindowMinutes"
        label="Fulfilment window"
        type="number"
        required
        helperText={`A clock-in for the same client and service this many minutes before or after a planned visit's start fulfils it (15 to 720, default ${DEFAULT_SCHEDULE_WINDOW_MINUTES}).`}
        slotProps={minutes(15, 720)}
      />
      <FormTextField
        control={control}
        name="scheduleLateGraceMinutes"
        label="Late after"
        type="number"
        required
        helperText={`A planned visit with no clock-in this many minutes after its start is late, and the admins are told (0 to 120, default ${DEFAULT_LATE_GRACE_MINUTES}). With none by its planned end it is missed.`}
        slotProps={minutes(0, 120)}
      />
    </FormSection>
  );
}
