import { useForm, useWatch } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Msg } from '@hearth/shared';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { updateAuth, useAuth } from '../../../lib/auth-storage';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSetOwnPassword } from '../api';
import { AuthCard } from '../components/AuthCard';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { newPasswordForm, type NewPasswordForm } from '../schemas';

/** /reset-password: the forced change when an admin set the password (passwordResetRequired). */
export function ResetPasswordPage() {
  useDocumentTitle('Set a new password');
  const navigate = useNavigate();
  const toast = useToast();
  const auth = useAuth();
  const setOwnPassword = useSetOwnPassword();

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

  if (!auth) return <Navigate to="/login" replace />;
  if (!auth.passwordResetRequired) return <Navigate to="/dashboard" replace />;

  const onSubmit = handleSubmit(({ password: newPassword }) => {
    setOwnPassword.mutate(
      { userId: auth.userId, password: newPassword },
      {
        onSuccess: (response) => {
          toast.success(response.message);
          updateAuth({ passwordResetRequired: false });
          void navigate('/dashboard', { replace: true });
        },
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  });

  return (
    <AuthCard title="Set a new password" subtitle={Msg.passwordResetRequired}>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack spacing={3}>
          <NewPasswordFields register={register} errors={errors} password={password} />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={setOwnPassword.isPending}>
            Save Password
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
