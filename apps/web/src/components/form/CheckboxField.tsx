import { useController, type FieldValues } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Box from '@mui/material/Box';
import type { BoundFieldProps } from './types';

export type CheckboxFieldProps<T extends FieldValues> = BoundFieldProps<T> & { disabled?: boolean };

/** A labelled checkbox bound to a boolean form value. */
export function CheckboxField<T extends FieldValues>({ control, name, label, disabled }: CheckboxFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
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
            slotProps={{ input: { ref: field.ref } }}
          />
        }
      />
      {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </Box>
  );
}
