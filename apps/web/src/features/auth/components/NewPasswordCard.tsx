import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { newPasswordForm, type NewPasswordForm } from '../schemas';
import { AuthCard } from './AuthCard';
import { NewPasswordFields } from './NewPasswordFields';

type NewPasswordCardProps = {
  title: string;
  subtitle: string;
  /** The save is on its way: the button waits. */
  pending: boolean;
  /** Called with the new password once both boxes pass the rules and agree. */
  onSave: (password: string) => void;
};

/** A card asking for a new password twice, with the live rules list (/change-password and /reset-password). */
export function NewPasswordCard({ title, subtitle, pending, onSave }: NewPasswordCardProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const onSubmit = handleSubmit(({ password: newPassword }) => onSave(newPassword));

  return (
    <AuthCard title={title} subtitle={subtitle}>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack spacing={3}>
          <NewPasswordFields register={register} errors={errors} password={password} />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={pending}>
            Save Password
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
