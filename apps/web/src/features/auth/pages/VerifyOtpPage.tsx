import { useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ErrorCode, Msg, OTP_LENGTH } from '@hearth/shared';
import { emptyOtp } from '../../../components/OtpInput';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage, hasErrorCode } from '../../../lib/api-client';
import { getOtpEmail, setAuth } from '../../../lib/auth-storage';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useResendOtp, useVerifyOtp } from '../api';

/** The server's answers about the code itself: shown in the banner above the boxes. */
const CODE_REFUSALS = [
  ErrorCode.OTP_INCORRECT,
  ErrorCode.OTP_EXPIRED,
  ErrorCode.OTP_LOCKED,
  ErrorCode.VALIDATION_ERROR,
];
import { AuthCard } from '../components/AuthCard';
import { CodeEntry, type Banner } from '../components/CodeEntry';

/** /verify-otp: the SMS code step of sign-in on a browser that is not trusted. */
export function VerifyOtpPage() {
  useDocumentTitle('Enter Verification Code');
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [otpEmail] = useState(getOtpEmail);
  const [digits, setDigits] = useState(emptyOtp);
  const [banner, setBanner] = useState<Banner>(null);
  const verify = useVerifyOtp();
  const resend = useResendOtp();

  if (!otpEmail) return <Navigate to="/" replace />;

  const submit = () => {
    const otp = digits.join('');
    if (otp.length !== OTP_LENGTH || !/^\d+$/.test(otp)) {
      toast.warning(Msg.otpMustBe6);
      return;
    }
    verify.mutate(
      { otp, email: otpEmail },
      {
        onSuccess: (data) => {
          setAuth(data);
          queryClient.removeQueries();
          void navigate('/save-browser', { replace: true });
        },
        onError: (err) => {
          // The server says which: incorrect, expired or locked.
          const text = hasErrorCode(err, ...CODE_REFUSALS) ? err.message || Msg.otpIncorrect : errorMessage(err);
          setBanner({ severity: 'error', text });
          setDigits(emptyOtp());
        },
      },
    );
  };

  const resendCode = () => {
    resend.mutate(
      { email: otpEmail },
      {
        onSuccess: () => {
          setBanner({ severity: 'success', text: Msg.otpResent });
          setDigits(emptyOtp());
        },
        onError: (err) => setBanner({ severity: 'error', text: errorMessage(err) }),
      },
    );
  };

  return (
    <AuthCard title="Enter Verification Code" subtitle={Msg.otpSent}>
      <CodeEntry
        digits={digits}
        onDigitsChange={setDigits}
        banner={banner}
        onFocusEntry={() => setBanner(null)}
        onSubmit={submit}
        onResend={resendCode}
        submitLabel="VERIFY"
        busy={verify.isPending || resend.isPending}
        autoFocus
      />
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login">
          Back to login
        </Link>
      </Typography>
    </AuthCard>
  );
}
