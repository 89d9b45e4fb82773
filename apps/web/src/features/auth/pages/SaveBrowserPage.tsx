import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { ErrorCode } from '@hearth/shared';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage, hasErrorCode } from '../../../lib/api-client';
import { getOtpEmail, useAuth } from '../../../lib/auth-storage';
import { browserChannel, browserName } from '../../../lib/browser-info';
import { saveTrustedBrowserToken } from '../../../lib/trusted-browsers';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTrustBrowser } from '../api';
import { AuthCard } from '../components/AuthCard';
import { afterSignInPath } from '../post-sign-in';

/** /save-browser: after a verified code, the user may skip codes on this browser for 60 days. */
export function SaveBrowserPage() {
  useDocumentTitle('Trust this browser');
  const navigate = useNavigate();
  const toast = useToast();
  const auth = useAuth();
  const [otpEmail] = useState(getOtpEmail);
  const trust = useTrustBrowser();

  if (!otpEmail || !auth) return <Navigate to="/login" replace />;

  const proceed = () => void navigate(afterSignInPath(auth), { replace: true });

  const trustThisBrowser = () => {
    trust.mutate(
      { email: otpEmail, browser: browserName(), channel: browserChannel(), userId: auth.userId },
      {
        onSuccess: (data) => {
          saveTrustedBrowserToken(otpEmail, data.browserId);
          proceed();
        },
        onError: (err) => {
          // A 401 already sent the user to /login; otherwise they are signed in, just not trusted.
          if (hasErrorCode(err, ErrorCode.UNAUTHORIZED)) return;
          toast.error(errorMessage(err));
          proceed();
        },
      },
    );
  };

  return (
    <AuthCard title="Your security is important to us">
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <VerifiedUserOutlined sx={{ fontSize: 48, color: 'primary.main' }} aria-hidden />
        <Typography variant="h2" component="p">
          Do you trust this browser?
        </Typography>
        <Typography variant="body1" sx={{ color: 'text.secondary' }}>
          By clicking yes below, you will not be asked for a verification code for the next 60 days.
        </Typography>
        <Stack direction="row" spacing={2} sx={{ width: '100%', pt: 1 }}>
          <Button variant="outlined" size="large" fullWidth onClick={proceed} disabled={trust.isPending}>
            NO
          </Button>
          <Button variant="contained" size="large" fullWidth onClick={trustThisBrowser} disabled={trust.isPending}>
            YES
          </Button>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
