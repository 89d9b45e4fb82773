import { useController, type FieldValues } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Box from '@mui/material/Box';
import type { BoundFieldProps } from './types';

export type CheckboxFieldProps<T extends FieldValues> = BoundFieldProps<T> & {
  disabled?: boolean;
  /** A hint under the checkbox (an error replaces it). */
  helperText?: string;
};

/** A labelled checkbox bound to a boolean form value. */
export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  helperText,
}: CheckboxFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const hintId = `${field.name}-hint`;
  const hint = fieldState.error?.message ?? helperText;
  return (
    <Box>
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={
          <Checkbox
            name={field.name}
            checked={!!field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, ...(hint ? { 'aria-describedby': hintId } : {}) } }}
          />
        }
      />
      {hint && (
        <FormHelperText id={hintId} error={!!fieldState.error}>
          {hint}
        </FormHelperText>
      )}
    </Box>
  );
}
