import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import { PasswordField } from '../../../components/PasswordField';
import { PasswordRulesChecklist } from '../../../components/PasswordRulesChecklist';
import { muiField } from '../../../lib/forms';
import type { NewPasswordForm } from '../schemas';

type NewPasswordFieldsProps = {
  register: UseFormRegister<NewPasswordForm>;
  errors: FieldErrors<NewPasswordForm>;
  password: string;
};

/** New password + confirmation with the live rules list (used by /change-password and /reset-password). */
export function NewPasswordFields({ register, errors, password }: NewPasswordFieldsProps) {
  return (
    <Stack spacing={2}>
      <PasswordField
        {...muiField(register('password'), errors.password)}
        id="new-password"
        label="New Password"
        autoComplete="new-password"
        slotProps={{ htmlInput: { 'aria-required': true, 'aria-describedby': 'new-password-rules' } }}
      />
      <PasswordRulesChecklist password={password} id="new-password-rules" />
      <PasswordField
        {...muiField(register('confirmPassword'), errors.confirmPassword)}
        id="confirm-password"
        label="Confirm Password"
        autoComplete="new-password"
        slotProps={{ htmlInput: { 'aria-required': true } }}
      />
    </Stack>
  );
}
