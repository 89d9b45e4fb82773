import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Msg } from '@hearth/shared';
import { LeanTextField } from '../../../components/LeanTextField';
import { PasswordToggle } from '../../../components/PasswordToggle';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { clearAuth, setAuth, setOtpEmail } from '../../../lib/auth-storage';
import { forgetTrustedBrowserToken, getTrustedBrowserToken } from '../../../lib/trusted-browsers';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard } from '../components/AuthCard';
import { login } from '../login';
import { checkLoginForm, type LoginErrors } from '../login-form';
import { afterSignInPath } from '../post-sign-in';
import { getRememberedEmail, setRememberedEmail } from '../remembered-email';

/** Signs in with checked credentials: to the next screen, or to the code step; a refusal as a toast. */
function useSignIn() {
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  // A plain pending flag, not a TanStack mutation: the sign-in page stays within its budget.
  const [pending, setPending] = useState(false);

  const signIn = async (email: string, password: string) => {
    const browserId = getTrustedBrowserToken(email);
    setPending(true);
    try {
      const outcome = await login({ email, password, browserId });
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
    } finally {
      setPending(false);
    }
  };
  return { pending, signIn };
}

/** The password box with its show/hide toggle. */
function PasswordInput({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const [showPassword, setShowPassword] = useState(false);
  return (
    <LeanTextField
      id="login-password"
      name="password"
      label="Password"
      type={showPassword ? 'text' : 'password'}
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      htmlInput={{
        'aria-required': true,
        'aria-invalid': Boolean(error),
        autoCapitalize: 'none',
        spellCheck: false,
      }}
      error={Boolean(error)}
      helperText={error}
      endAdornment={
        <PasswordToggle visible={showPassword} onToggle={() => setShowPassword((v) => !v)} controls="login-password" />
      }
    />
  );
}

/**
 * /login. A plain controlled form rather than react-hook-form + zod like the other forms: this is
 * the page every user downloads first, and those two are a quarter of its budget (README).
 */
export function LoginPage() {
  useDocumentTitle('Log in');
  const { pending, signIn } = useSignIn();
  const [rememberedEmail] = useState(getRememberedEmail);
  const [email, setEmail] = useState(rememberedEmail ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(rememberedEmail !== null);
  // Checked on submit, then again on every change once a submit has shown errors.
  const [submitted, setSubmitted] = useState(false);
  const errors: LoginErrors = submitted ? checkLoginForm({ email, password }).errors : {};

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const checked = checkLoginForm({ email, password });
    if (Object.keys(checked.errors).length > 0) {
      document.getElementById(checked.errors.email ? 'login-email' : 'login-password')?.focus();
      return;
    }
    setRememberedEmail(remember ? checked.email : null);
    await signIn(checked.email, password);
  };

  return (
    <AuthCard title="Log in" subtitle="Welcome back. Sign in with your work email.">
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack spacing={2.5}>
          <LeanTextField
            id="login-email"
            name="email"
            label="Email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            htmlInput={{ 'aria-required': true, 'aria-invalid': Boolean(errors.email) }}
            error={Boolean(errors.email)}
            helperText={errors.email}
          />
          <PasswordInput value={password} onChange={setPassword} error={errors.password} />
          <Box
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
          >
            <FormControlLabel
              control={<Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} />}
              label="Remember me"
            />
            <Link component={RouterLink} to="/verify-email" variant="body2" sx={{ fontWeight: 600 }}>
              Forgot Password
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={pending}>
            Login
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
