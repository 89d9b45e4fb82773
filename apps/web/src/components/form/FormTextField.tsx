import { useController, type FieldValues } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { BoundFieldProps } from './types';

export type FormTextFieldProps<T extends FieldValues> = BoundFieldProps<T> &
  Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label' | 'select'>;

/** An MUI TextField bound to react-hook-form; shows the field's zod message under it. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  ...rest
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...rest}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      fullWidth={rest.fullWidth ?? true}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
