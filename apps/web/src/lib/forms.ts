import type { UseFormRegisterReturn } from 'react-hook-form';

/** Adapts react-hook-form's register() to MUI text fields, whose `ref` is the wrapper, not the input. */
export function muiRegister<TName extends string>({ ref, ...rest }: UseFormRegisterReturn<TName>) {
  return { ...rest, inputRef: ref };
}

/** register() and the field's error as an MUI text field's props: full width, the zod message under it. */
export function muiField<TName extends string>(
  registration: UseFormRegisterReturn<TName>,
  error?: { message?: string },
) {
  return { ...muiRegister(registration), fullWidth: true, error: !!error, helperText: error?.message };
}
