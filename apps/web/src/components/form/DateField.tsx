import { useController, type FieldValues } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { BoundFieldProps } from './types';

export type DateFieldProps<T extends FieldValues> = BoundFieldProps<T> &
  Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label' | 'type'> & {
    /** Latest allowed date, YYYY-MM-DD (e.g. todayIso() for birth dates). */
    max?: string;
    min?: string;
  };

/** A native date input bound to react-hook-form; the value is 'YYYY-MM-DD' ('' when empty). */
export function DateField<T extends FieldValues>({
  control,
  name,
  label,
  max,
  min,
  helperText,
  slotProps,
  ...rest
}: DateFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...rest}
      type="date"
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      fullWidth={rest.fullWidth ?? true}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true },
        htmlInput: { max, min },
      }}
    />
  );
}
