import { useController, type FieldValues } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { optionLabel, optionValue, type BoundFieldProps, type SelectOption } from './types';

export type SelectFieldProps<T extends FieldValues> = BoundFieldProps<T> &
  Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label' | 'select' | 'children'> & {
    options: readonly SelectOption[];
    /** Adds a first option with value '' and this label (e.g. 'None'); omit for no empty option. */
    emptyOption?: string;
  };

/** A dropdown bound to react-hook-form. Values are kept as given (strings or numbers). */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  emptyOption,
  helperText,
  ...rest
}: SelectFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const values = options.map(optionValue);
  const current: unknown = field.value;
  // MUI warns about out-of-range values: show '' until the options (e.g. loaded later) contain it.
  const value =
    current === null || current === undefined || !values.includes(current as string | number) ? '' : current;
  return (
    <TextField
      {...rest}
      select
      name={field.name}
      value={value}
      onChange={(event) => {
        const raw = event.target.value;
        const picked = options.find((o) => String(optionValue(o)) === String(raw));
        field.onChange(picked === undefined ? raw : optionValue(picked));
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      fullWidth={rest.fullWidth ?? true}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? helperText}
    >
      {emptyOption !== undefined && (
        <MenuItem value="">
          <em>{emptyOption}</em>
        </MenuItem>
      )}
      {options.map((o) => (
        <MenuItem key={optionValue(o)} value={optionValue(o)}>
          {optionLabel(o)}
        </MenuItem>
      ))}
    </TextField>
  );
}
