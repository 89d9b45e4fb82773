import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

export type DateFieldProps<T extends FieldValues> = Omit<FormTextFieldProps<T>, 'type'> & {
  /** Latest allowed date, YYYY-MM-DD (e.g. todayIso() for birth dates). */
  max?: string;
  min?: string;
};

/** A native date input bound to react-hook-form; the value is 'YYYY-MM-DD' ('' when empty). */
export function DateField<T extends FieldValues>({ max, min, slotProps, ...rest }: DateFieldProps<T>) {
  return (
    <FormTextField
      {...rest}
      type="date"
      slotProps={{ ...slotProps, inputLabel: { shrink: true }, htmlInput: { max, min } }}
    />
  );
}
