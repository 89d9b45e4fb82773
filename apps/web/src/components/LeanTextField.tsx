import type { ChangeEvent, ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export type LeanTextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  name?: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
  /** Attributes for the <input> itself (aria-*, autoCapitalize, spellCheck). */
  htmlInput?: Record<string, unknown>;
};

/**
 * An outlined text field that looks and reads like MUI's TextField (label, notch, helper text
 * linked by aria-describedby) without it: TextField always brings Select, Menu, Popover and Modal,
 * a sixth of the sign-in download. For screens that count their bytes; elsewhere use TextField.
 */
export function LeanTextField({
  id,
  label,
  helperText,
  error,
  required,
  endAdornment,
  htmlInput,
  ...input
}: LeanTextFieldProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl fullWidth error={error} required={required} variant="outlined">
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        endAdornment={endAdornment}
        inputProps={{ ...htmlInput, 'aria-describedby': helperId }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
