import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { Msg } from '@hearth/shared';
import { PasswordField } from '../../../components/PasswordField';
import { DialogForm } from '../../../components/DialogForm';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { clearAuth } from '../../../lib/auth-storage';
import { muiField } from '../../../lib/forms';
import { useChangePassword } from '../api';
import { changePasswordForm, type ChangePasswordForm } from '../schemas';

type ChangePasswordDialogProps = { open: boolean; userId: number; onClose: () => void };

const emptyForm: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS = [
  { name: 'currentPassword', id: 'current-password', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'newPassword', id: 'profile-new-password', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', id: 'profile-confirm-password', label: 'Confirm Password', autoComplete: 'new-password' },
] as const;

/** Profile CHANGE PASSWORD modal. Success ends every session, so the user signs in again. */
export function ChangePasswordDialog({ open, userId, onClose }: ChangePasswordDialogProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordForm), defaultValues: emptyForm });

  const close = () => {
    reset(emptyForm);
    onClose();
  };

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => {
    changePassword.mutate(
      { userId, oldPassword: currentPassword, newPassword },
      {
        onSuccess: (response) => {
          if (!response.status) {
            toast.error(response.message || Msg.passwordChangeFail);
            return;
          }
          toast.success(response.message || Msg.passwordChangeSuccess);
          close();
          clearAuth();
          void navigate('/login', { replace: true });
        },
        onError: (err) => toast.error(errorMessage(err, Msg.passwordChangeFail)),
      },
    );
  });

  return (
    <Dialog scroll="paper" open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="change-password-title">
      <DialogForm onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id="change-password-title">Change Password</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {FIELDS.map((f) => (
              <PasswordField
                key={f.name}
                {...muiField(register(f.name), errors[f.name])}
                id={f.id}
                label={f.label}
                autoComplete={f.autoComplete}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} disabled={changePassword.isPending}>
            CANCEL
          </Button>
          <Button type="submit" variant="contained" disabled={changePassword.isPending}>
            OK
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
