import { useController, type FieldValues } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { BoundFieldProps } from './types';

export type SwitchFieldProps<T extends FieldValues> = BoundFieldProps<T> & {
  disabled?: boolean;
  /** A hint under the switch (an error replaces it). */
  helperText?: string;
};

/** A labelled on/off switch bound to a boolean form value (a setting, where a checkbox reads as a consent). */
export function SwitchField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  helperText,
}: SwitchFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const hintId = `${field.name}-hint`;
  const hint = fieldState.error?.message ?? helperText;
  return (
    <Box>
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={
          <Switch
            name={field.name}
            checked={!!field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, ...(hint ? { 'aria-describedby': hintId } : {}) } }}
          />
        }
      />
      {hint && (
        <FormHelperText id={hintId} error={!!fieldState.error} sx={{ mt: 0 }}>
          {hint}
        </FormHelperText>
      )}
    </Box>
  );
}
