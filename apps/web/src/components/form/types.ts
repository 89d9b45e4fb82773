import type { Control, FieldValues, Path } from 'react-hook-form';

/**
 * The props every RHF-bound field takes: the form's `control` and the field `name`.
 * Any transformed-values type is accepted, so forms using zodResolver with transforms work too.
 */
export type BoundFieldProps<T extends FieldValues> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the field never reads the resolver's output type
  control: Control<T, any, any>;
  name: Path<T>;
  label: string;
};

/** A select option: a plain string (value = label) or a value with its own label. */
export type SelectOption = string | { value: string | number; label: string };

export const optionValue = (o: SelectOption) => (typeof o === 'string' ? o : o.value);
export const optionLabel = (o: SelectOption) => (typeof o === 'string' ? o : o.label);
