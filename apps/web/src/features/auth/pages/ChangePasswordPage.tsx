import { useForm, useWatch } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useResetPasswordWithToken } from '../api';
import { AuthCard } from '../components/AuthCard';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { clearResetSession, readResetSession } from '../password-reset-session';
import { newPasswordForm, type NewPasswordForm } from '../schemas';

/** /change-password: the last forgot-password step, after the emailed token was verified. */
export function ChangePasswordPage() {
  useDocumentTitle('Choose a new password');
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const reset = useResetPasswordWithToken();
  const session = readResetSession(location.state);

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

  if (!session) return <Navigate to="/verify-email" replace />;

  const onSubmit = handleSubmit(({ password: newPassword }) => {
    reset.mutate(
      { email: session.email, token: session.token, password: newPassword },
      {
        onSuccess: (response) => {
          clearResetSession();
          toast.success(response.message);
          void navigate('/login', { replace: true });
        },
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  });

  return (
    <AuthCard title="Choose a new password" subtitle={`For ${session.email}`}>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack spacing={3}>
          <NewPasswordFields register={register} errors={errors} password={password} />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={reset.isPending}>
            Save Password
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
