import { Navigate, useLocation, useNavigate } from 'react-router';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useResetPasswordWithToken } from '../api';
import { NewPasswordCard } from '../components/NewPasswordCard';
import { clearResetSession, readResetSession } from '../password-reset-session';

/** /change-password: the last forgot-password step, after the emailed token was verified. */
export function ChangePasswordPage() {
  useDocumentTitle('Choose a new password');
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const reset = useResetPasswordWithToken();
  const session = readResetSession(location.state);

  if (!session) return <Navigate to="/verify-email" replace />;

  const save = (password: string) =>
    reset.mutate(
      { email: session.email, token: session.token, password },
      {
        onSuccess: (response) => {
          clearResetSession();
          toast.success(response.message);
          void navigate('/login', { replace: true });
        },
        onError: (err) => toast.error(errorMessage(err)),
      },
    );

  return (
    <NewPasswordCard
      title="Choose a new password"
      subtitle={`For ${session.email}`}
      pending={reset.isPending}
      onSave={save}
    />
  );
}
