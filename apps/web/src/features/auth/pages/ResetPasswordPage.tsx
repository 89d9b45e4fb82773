import { Navigate, useNavigate } from 'react-router';
import { Msg } from '@hearth/shared';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { updateAuth, useAuth } from '../../../lib/auth-storage';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSetOwnPassword } from '../api';
import { NewPasswordCard } from '../components/NewPasswordCard';

/** /reset-password: the forced change when an admin set the password (passwordResetRequired). */
export function ResetPasswordPage() {
  useDocumentTitle('Set a new password');
  const navigate = useNavigate();
  const toast = useToast();
  const auth = useAuth();
  const setOwnPassword = useSetOwnPassword();

  if (!auth) return <Navigate to="/login" replace />;
  if (!auth.passwordResetRequired) return <Navigate to="/dashboard" replace />;

  const save = (password: string) =>
    setOwnPassword.mutate(
      { userId: auth.userId, password },
      {
        onSuccess: (response) => {
          toast.success(response.message);
          updateAuth({ passwordResetRequired: false });
          void navigate('/dashboard', { replace: true });
        },
        onError: (err) => toast.error(errorMessage(err)),
      },
    );

  return (
    <NewPasswordCard
      title="Set a new password"
      subtitle={Msg.passwordResetRequired}
      pending={setOwnPassword.isPending}
      onSave={save}
    />
  );
}
