import type { FieldValues } from 'react-hook-form';
import { BooleanField, type BooleanFieldProps } from './BooleanField';

export type CheckboxFieldProps<T extends FieldValues> = BooleanFieldProps<T>;

/** A labelled checkbox bound to a boolean form value. */
export function CheckboxField<T extends FieldValues>(props: CheckboxFieldProps<T>) {
  return <BooleanField {...props} kind="checkbox" />;
}
