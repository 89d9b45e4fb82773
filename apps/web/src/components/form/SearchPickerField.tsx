import { useController, type FieldValues } from 'react-hook-form';
import type { PickerOption } from './option-source';
import { SearchPicker, type SearchPickerProps } from './SearchPicker';
import type { BoundFieldProps } from './types';

export type SearchPickerFieldProps<T extends FieldValues> = BoundFieldProps<T> &
  Omit<SearchPickerProps, 'label' | 'value' | 'onChange' | 'name' | 'inputRef' | 'onBlur' | 'error'> & {
    /** Called after the field changes with the picked option (null when cleared). */
    onPicked?: (picked: PickerOption | null) => void;
  };

/** A SearchPicker bound to react-hook-form: the field holds the chosen id, or '' when none. */
export function SearchPickerField<T extends FieldValues>({
  control,
  name,
  onPicked,
  helperText,
  ...rest
}: SearchPickerFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const current: unknown = field.value;
  return (
    <SearchPicker
      {...rest}
      name={field.name}
      value={typeof current === 'number' ? current : null}
      onChange={(picked) => {
        field.onChange(picked?.id ?? '');
        onPicked?.(picked);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
