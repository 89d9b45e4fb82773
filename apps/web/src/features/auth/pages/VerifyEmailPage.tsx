import { useState, type Dispatch, type SetStateAction } from 'react';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { emailSchema, ErrorCode, Msg, OTP_LENGTH } from '@hearth/shared';
import type { z } from 'zod';
import { emptyOtp } from '../../../components/OtpInput';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage, hasErrorCode } from '../../../lib/api-client';
import { muiField } from '../../../lib/forms';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRequestPasswordReset, useVerifyResetToken } from '../api';
import { AuthCard } from '../components/AuthCard';
import { CodeEntry, type Banner } from '../components/CodeEntry';
import { saveResetSession } from '../password-reset-session';
import { emailForm } from '../schemas';

type EmailFormInput = z.input<typeof emailForm>;
type EmailFormOutput = z.output<typeof emailForm>;

function digitsFrom(value: string | null): string[] {
  return value && /^\d{6}$/.test(value) ? value.split('') : emptyOtp();
}

type TokenActionsArgs = {
  tokenEmail: () => Promise<string | null>;
  digits: string[];
  setDigits: Dispatch<SetStateAction<string[]>>;
  setBanner: (banner: Banner) => void;
  setSentTo: (email: string) => void;
};

/** The token step's calls: check the token (then on to /change-password), or send a new one. */
function useTokenActions({ tokenEmail, digits, setDigits, setBanner, setSentTo }: TokenActionsArgs) {
  const navigate = useNavigate();
  const toast = useToast();
  const requestReset = useRequestPasswordReset();
  const verifyToken = useVerifyResetToken();

  const verify = async () => {
    const email = await tokenEmail();
    if (!email) return;
    const token = digits.join('');
    if (token.length !== OTP_LENGTH || !/^\d+$/.test(token)) {
      toast.warning(Msg.otpMustBe6);
      return;
    }
    verifyToken.mutate(
      { email, token },
      {
        onSuccess: () => {
          saveResetSession({ email, token });
          void navigate('/change-password', { state: { email, token } });
        },
        onError: (err) => {
          toast.error(errorMessage(err, Msg.invalidToken));
          if (hasErrorCode(err, ErrorCode.INVALID_TOKEN, ErrorCode.VALIDATION_ERROR)) {
            setBanner({ severity: 'error', text: Msg.otpIncorrect });
            setDigits(emptyOtp());
          }
        },
      },
    );
  };

  const resend = async () => {
    const email = await tokenEmail();
    if (!email) return;
    requestReset.mutate(
      { email },
      {
        onSuccess: () => {
          setSentTo(email);
          setBanner({ severity: 'success', text: Msg.otpResent });
          setDigits(emptyOtp());
        },
        onError: (err) => setBanner({ severity: 'error', text: errorMessage(err) }),
      },
    );
  };

  return { verify, resend, busy: verifyToken.isPending || requestReset.isPending };
}

/**
 * The reset's state: which step, where the token went, the digits typed, the banner, and the
 * email form. `?verifyToken` opens the token step, prefilled when it carries the 6-digit token.
 */
function useResetFlow() {
  const [searchParams] = useSearchParams();
  const tokenFromUrl = searchParams.get('verifyToken');
  const [step, setStep] = useState<'email' | 'token'>(tokenFromUrl !== null ? 'token' : 'email');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [digits, setDigits] = useState(() => digitsFrom(tokenFromUrl));
  const [banner, setBanner] = useState<Banner>(null);
  const requestReset = useRequestPasswordReset();
  const form = useForm<EmailFormInput, unknown, EmailFormOutput>({
    resolver: zodResolver(emailForm),
    defaultValues: { email: '' },
  });

  const sendToken = form.handleSubmit(({ email }) => {
    setBanner(null);
    requestReset.mutate(
      { email },
      {
        onSuccess: () => {
          setSentTo(email);
          setDigits(emptyOtp());
          setStep('token');
        },
        onError: (err) => setBanner({ severity: 'error', text: errorMessage(err, Msg.resetUnknownEmail) }),
      },
    );
  });

  /** The email of the token step: the one the token was sent to, or the one typed with ?verifyToken. */
  const tokenEmail = async (): Promise<string | null> => {
    if (sentTo) return sentTo;
    if (!(await form.trigger('email'))) return null;
    const parsed = emailSchema.safeParse(form.getValues('email'));
    return parsed.success ? parsed.data : null;
  };

  const changeEmail = () => {
    setSentTo(null);
    setBanner(null);
    setDigits(emptyOtp());
    setStep('email');
  };

  const token = useTokenActions({ tokenEmail, digits, setDigits, setBanner, setSentTo });
  return {
    step,
    sentTo,
    digits,
    setDigits,
    banner,
    setBanner,
    form,
    sendToken,
    sending: requestReset.isPending,
    changeEmail,
    token,
  };
}

function EmailField({
  register,
  errors,
}: {
  register: UseFormRegister<EmailFormInput>;
  errors: FieldErrors<EmailFormInput>;
}) {
  return (
    <TextField
      {...muiField(register('email'), errors.email)}
      id="reset-email"
      label="Email"
      type="email"
      autoComplete="username"
      slotProps={{ htmlInput: { 'aria-required': true } }}
    />
  );
}

function BackToLogin() {
  return (
    <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
      <Link component={RouterLink} to="/login">
        Back to login
      </Link>
    </Typography>
  );
}

/**
 * /verify-email (forgot password): the email step sends a 6-digit token by email, the token step
 * checks it. `?verifyToken` opens the token step directly (e.g. from the email), prefilled when it
 * carries the 6-digit token.
 */
export function VerifyEmailPage() {
  useDocumentTitle('Reset your password');
  const flow = useResetFlow();
  const { banner, sentTo } = flow;
  const emailField = <EmailField register={flow.form.register} errors={flow.form.formState.errors} />;

  if (flow.step === 'email') {
    return (
      <AuthCard
        title="Forgot your password?"
        subtitle="Enter the email you sign in with and we will email you a 6-digit reset token."
      >
        <Box component="form" noValidate onSubmit={(event) => void flow.sendToken(event)}>
          <Stack spacing={2.5}>
            {banner && (
              <Alert severity={banner.severity} role="alert">
                {banner.text}
              </Alert>
            )}
            {emailField}
            <Button type="submit" variant="contained" size="large" fullWidth disabled={flow.sending}>
              Send Reset Password Token
            </Button>
          </Stack>
        </Box>
        <BackToLogin />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Enter Reset Token"
      subtitle={
        sentTo
          ? `We emailed a 6-digit token to ${sentTo}.`
          : 'Enter your email and the 6-digit token from your reset email.'
      }
    >
      <CodeEntry
        digits={flow.digits}
        onDigitsChange={flow.setDigits}
        banner={banner}
        onFocusEntry={() => flow.setBanner(null)}
        onSubmit={() => void flow.token.verify()}
        onResend={() => void flow.token.resend()}
        submitLabel="Verify"
        busy={flow.token.busy}
        label="Reset token"
      >
        {!sentTo && emailField}
      </CodeEntry>
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        <Link component="button" type="button" variant="body2" onClick={flow.changeEmail}>
          Use a different email
        </Link>
      </Typography>
      <BackToLogin />
    </AuthCard>
  );
}
