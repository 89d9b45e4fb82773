import { useController, type FieldValues } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { BoundFieldProps } from './types';

/**
 * Formats what has been typed so far as a US number: '2' → '(2', '215555' → '(215) 555',
 * '2155550100' → '(215) 555-0100'. US only, no country code: a leading 1 beyond 10 digits is dropped.
 */
export function formatPhoneInput(raw: string | null | undefined): string {
  let digits = (raw ?? '').replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export type PhoneFieldProps<T extends FieldValues> = BoundFieldProps<T> &
  Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label' | 'type'>;

/**
 * A US phone input bound to react-hook-form, formatted as the user types. The form value is the
 * formatted text; the shared zod `phone()` schemas turn it into the 10 digits the API stores.
 */
export function PhoneField<T extends FieldValues>({ control, name, label, helperText, ...rest }: PhoneFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...rest}
      type="tel"
      autoComplete={rest.autoComplete ?? 'tel-national'}
      name={field.name}
      value={formatPhoneInput(field.value)}
      onChange={(event) => field.onChange(formatPhoneInput(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      placeholder={rest.placeholder ?? '(215) 555-0100'}
      fullWidth={rest.fullWidth ?? true}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
