import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Msg } from '@hearth/shared';
import type { z } from 'zod';
import { PasswordField } from '../../../components/PasswordField';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { clearAuth, setAuth, setOtpEmail } from '../../../lib/auth-storage';
import { muiRegister } from '../../../lib/forms';
import { forgetTrustedBrowserToken, getTrustedBrowserToken } from '../../../lib/trusted-browsers';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLogin } from '../api';
import { AuthCard } from '../components/AuthCard';
import { afterSignInPath } from '../post-sign-in';
import { getRememberedEmail, setRememberedEmail } from '../remembered-email';
import { loginForm } from '../schemas';

type LoginFormInput = z.input<typeof loginForm>;
type LoginFormOutput = z.output<typeof loginForm>;

export function LoginPage() {
  useDocumentTitle('Log in');
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const loginMutation = useLogin();
  const rememberedEmail = getRememberedEmail();

  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormInput, unknown, LoginFormOutput>({
    resolver: zodResolver(loginForm),
    defaultValues: { email: rememberedEmail ?? '', password: '', remember: rememberedEmail !== null },
  });

  const onSubmit = handleSubmit(async ({ email, password, remember }) => {
    setRememberedEmail(remember ? email : null);
    const browserId = getTrustedBrowserToken(email);
    try {
      const outcome = await loginMutation.mutateAsync({ email, password, browserId });
      // A new sign-in replaces whatever session this browser held before.
      clearAuth();
      queryClient.removeQueries();
      if (outcome.kind === 'signedIn') {
        setAuth(outcome.data);
        void navigate(afterSignInPath(outcome.data), { replace: true });
        return;
      }
      // The stored token was not accepted (expired or revoked): stop sending it.
      if (browserId) forgetTrustedBrowserToken(email);
      setOtpEmail(outcome.email);
      void navigate('/verify-otp');
    } catch (err) {
      toast.error(errorMessage(err, Msg.loginFailed));
    }
  });

  return (
    <AuthCard title="Log in" subtitle="Welcome back. Sign in with your work email.">
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack spacing={2.5}>
          <TextField
            {...muiRegister(register('email'))}
            id="login-email"
            label="Email"
            type="email"
            autoComplete="username"
            fullWidth
            slotProps={{ htmlInput: { 'aria-required': true } }}
            error={!!errors.email}
            helperText={errors.email?.message}
          />
          <PasswordField
            {...muiRegister(register('password'))}
            id="login-password"
            label="Password"
            autoComplete="current-password"
            fullWidth
            slotProps={{ htmlInput: { 'aria-required': true } }}
            error={!!errors.password}
            helperText={errors.password?.message}
          />
          <Box
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
          >
            <Controller
              name="remember"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                    />
                  }
                  label="Remember me"
                />
              )}
            />
            <Link component={RouterLink} to="/verify-email" variant="body2" sx={{ fontWeight: 600 }}>
              Forgot Password
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={loginMutation.isPending}>
            Login
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
