import { Controller, useWatch, type Control } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { EDIT_REASONS, PROGRESS_LABELS } from '@hearth/shared';
import { CheckboxField, FormSection, FormTextField, SelectField } from '../../../components/form';
import type { TimesheetFormValues } from '../timesheet-form';

type Props = { control: Control<TimesheetFormValues, unknown, unknown> };

/** Under Admin Verification when editing: the server takes a verification back on any other change. */
export const VERIFICATION_CLEARED_HINT =
  'Saving any other change clears the verification; verify the saved entry again from its details page.';

/** Start and End Location (EVV): longitude and latitude, optional. */
export function TimesheetLocationFields({ control }: Props) {
  const number = { htmlInput: { inputMode: 'decimal' as const } };
  return (
    <FormSection title="Location">
      <FormTextField control={control} name="serviceStartLongitude" label="Start Longitude" slotProps={number} />
      <FormTextField control={control} name="serviceStartLatitude" label="Start Latitude" slotProps={number} />
      <FormTextField control={control} name="serviceEndLongitude" label="End Longitude" slotProps={number} />
      <FormTextField control={control} name="serviceEndLatitude" label="End Latitude" slotProps={number} />
    </FormSection>
  );
}

/**
 * Service Notes, Progress radios and Admin Verification. When editing, the verification vouches
 * for the entry as saved: any other change clears it (the server decides; decision 006 §8).
 */
export function TimesheetNoteFields({ control, editing = false }: Props & { editing?: boolean }) {
  return (
    <FormSection title="Notes and Progress" columns={1}>
      <FormTextField control={control} name="notes" label="Service Notes" multiline minRows={4} />
      <Controller
        control={control}
        name="progress"
        render={({ field, fieldState }) => (
          <FormControl error={!!fieldState.error}>
            <FormLabel id="timesheet-progress">Progress</FormLabel>
            <RadioGroup
              row
              aria-labelledby="timesheet-progress"
              name={field.name}
              value={field.value || ''}
              onChange={(event) => field.onChange(Number(event.target.value))}
            >
              {[1, 2, 3].map((value) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={PROGRESS_LABELS[value]} />
              ))}
            </RadioGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <CheckboxField
        control={control}
        name="adminVerification"
        label="Admin Verification"
        helperText={editing ? VERIFICATION_CLEARED_HINT : undefined}
      />
    </FormSection>
  );
}

/**
 * Reason for change (edit only): Pennsylvania tracks the share of manually edited visits, so an
 * admin's correction records why.
 */
export function TimesheetReasonFields({ control }: Props) {
  const reason = useWatch({ control, name: 'editReason' });
  return (
    <FormSection title="Reason for Change">
      <SelectField
        control={control}
        name="editReason"
        label="Reason for change"
        required
        options={EDIT_REASONS.map((r) => ({ value: r.code, label: r.label }))}
        emptyOption="Select"
        helperText="Recorded with this edit in the entry's history."
      />
      {reason === 'other' && (
        <FormTextField control={control} name="editReasonText" label="Describe the reason" required />
      )}
    </FormSection>
  );
}
