import { useEffect, useRef } from 'react';
import { Controller, useController, useFormState, useWatch, type Control } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { EDIT_REASONS, PROGRESS_LABELS } from '@hearth/shared';
import { FormSection, FormTextField, SelectField } from '../../../components/form';
import { editsEntry, type TimesheetFormValues } from '../timesheet-form';

/**
 * Under Admin Verification when editing. A verification vouches for the entry as it stood, so any
 * other change takes it back; ticking it in the same save verifies the entry as edited, recorded as
 * the admin's own act after the edit (decision 006 §8 and "Round two: screens").
 */
export const VerificationHint = {
  verified: 'Changing anything else takes this verification back; tick it again to verify the entry as edited.',
  takenBack: 'Your changes take the verification back. Tick Admin Verification to verify the entry as edited.',
  verifiesEdited: 'UPDATE verifies the entry as edited: its history shows your edit, then your verification.',
} as const;

type Props = { control: Control<TimesheetFormValues, unknown, unknown> };

/** The hint under Admin Verification while editing: what UPDATE will do to the verification. */
function verificationHint(state: { edited: boolean; ticked: boolean; verifiedBefore: boolean }): string | undefined {
  if (state.edited && state.ticked) return VerificationHint.verifiesEdited;
  if (state.edited && state.verifiedBefore) return VerificationHint.takenBack;
  if (!state.edited && state.ticked && state.verifiedBefore) return VerificationHint.verified;
  return undefined;
}

/**
 * Admin Verification. On a verified entry being edited, the first change unticks it (the edit takes
 * the verification back, so the box says what UPDATE will do); ticking it again verifies the entry as
 * edited. Undoing every change ticks it again.
 */
function AdminVerificationField({
  control,
  editing,
  verifiedBefore,
}: Props & { editing: boolean; verifiedBefore: boolean }) {
  const { field } = useController({ control, name: 'adminVerification' });
  const { dirtyFields } = useFormState({ control });
  const edited = editing && editsEntry(dirtyFields);
  const takenBack = useRef(false);
  const { value, onChange } = field;
  useEffect(() => {
    if (!verifiedBefore) return;
    if (edited && value && !takenBack.current) {
      takenBack.current = true;
      onChange(false);
    } else if (!edited && takenBack.current) {
      takenBack.current = false;
      if (!value) onChange(true);
    }
  }, [edited, verifiedBefore, value, onChange]);

  const hint = editing ? verificationHint({ edited, ticked: !!value, verifiedBefore }) : undefined;
  const hintId = 'adminVerification-hint';
  return (
    <Box>
      <FormControlLabel
        label="Admin Verification"
        control={
          <Checkbox
            name={field.name}
            checked={!!value}
            onChange={(event) => onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, ...(hint ? { 'aria-describedby': hintId } : {}) } }}
          />
        }
      />
      <FormHelperText id={hintId} aria-live="polite" sx={{ mt: 0 }}>
        {hint}
      </FormHelperText>
    </Box>
  );
}

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
 * for the entry as saved (decision 006 §8): see `AdminVerificationField`.
 */
export function TimesheetNoteFields({
  control,
  editing = false,
  verifiedBefore = false,
}: Props & { editing?: boolean; verifiedBefore?: boolean }) {
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
      <AdminVerificationField control={control} editing={editing} verifiedBefore={verifiedBefore} />
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
