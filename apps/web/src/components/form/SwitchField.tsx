import type { FieldValues } from 'react-hook-form';
import { BooleanField, type BooleanFieldProps } from './BooleanField';

export type SwitchFieldProps<T extends FieldValues> = BooleanFieldProps<T>;

/** A labelled on/off switch bound to a boolean form value (a setting, where a checkbox reads as a consent). */
export function SwitchField<T extends FieldValues>(props: SwitchFieldProps<T>) {
  return <BooleanField {...props} kind="switch" />;
}
