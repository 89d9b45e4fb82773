import { useState } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { PasswordToggle } from './PasswordToggle';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'label'> & { label: string };

/** A password text field with a show/hide toggle. */
export function PasswordField({ label, slotProps, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      label={label}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        htmlInput: { autoCapitalize: 'none', spellCheck: false, ...(slotProps?.htmlInput as object | undefined) },
        input: {
          endAdornment: <PasswordToggle visible={visible} onToggle={() => setVisible((v) => !v)} controls={props.id} />,
        },
      }}
    />
  );
}
