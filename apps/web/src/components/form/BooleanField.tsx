import { useController, type FieldValues } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { BoundFieldProps } from './types';

export type BooleanFieldProps<T extends FieldValues> = BoundFieldProps<T> & {
  disabled?: boolean;
  /** A hint under the box (an error replaces it). */
  helperText?: string;
};

/** A labelled checkbox or switch bound to a boolean form value, its hint tied to it for screen readers. */
export function BooleanField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  helperText,
  kind,
}: BooleanFieldProps<T> & { kind: 'checkbox' | 'switch' }) {
  const { field, fieldState } = useController({ control, name });
  const hintId = `${field.name}-hint`;
  const hint = fieldState.error?.message ?? helperText;
  const Toggle = kind === 'switch' ? Switch : Checkbox;
  return (
    <Box>
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={
          <Toggle
            name={field.name}
            checked={!!field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, ...(hint ? { 'aria-describedby': hintId } : {}) } }}
          />
        }
      />
      {hint && (
        <FormHelperText id={hintId} error={!!fieldState.error} sx={kind === 'switch' ? { mt: 0 } : undefined}>
          {hint}
        </FormHelperText>
      )}
    </Box>
  );
}
