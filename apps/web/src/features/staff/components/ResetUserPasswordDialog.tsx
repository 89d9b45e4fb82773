import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { passwordRules } from '@hearth/shared';
import { PasswordField } from '../../../components/PasswordField';
import { PasswordRulesChecklist } from '../../../components/PasswordRulesChecklist';
import { DialogForm } from '../../../components/DialogForm';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { useSetUserPassword } from '../password-api';

export type ResetPasswordTarget = { userId: number; name: string };

type ResetUserPasswordDialogProps = {
  /** The user whose password is reset; the dialog is open while this is set. */
  user: ResetPasswordTarget | null;
  onClose: () => void;
};

/** Admin 'Reset User Password' modal (Staff list): Save stays disabled until every rule holds. */
export function ResetUserPasswordDialog({ user, onClose }: ResetUserPasswordDialogProps) {
  const toast = useToast();
  const setPassword = useSetUserPassword();
  const [password, setPasswordValue] = useState('');
  const valid = passwordRules.every((rule) => rule.test(password));

  const close = () => {
    setPasswordValue('');
    onClose();
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!user || !valid) return;
    setPassword.mutate(
      { userId: user.userId, password },
      {
        onSuccess: (response) => {
          if (response.status) {
            toast.success(response.message);
            close();
          } else {
            toast.error(response.message);
          }
        },
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  };

  return (
    <Dialog
      scroll="paper"
      open={user !== null}
      onClose={close}
      fullWidth
      maxWidth="xs"
      aria-labelledby="reset-user-password-title"
    >
      <DialogForm onSubmit={save}>
        <DialogTitle id="reset-user-password-title">Reset User Password</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {user && (
              <DialogContentText>
                Set a new password for {user.name}. They will be asked to choose their own password when they next sign
                in.
              </DialogContentText>
            )}
            <PasswordField
              id="reset-user-new-password"
              label="New Password"
              autoComplete="new-password"
              fullWidth
              value={password}
              onChange={(event) => setPasswordValue(event.target.value)}
              slotProps={{ htmlInput: { 'aria-describedby': 'reset-user-password-rules' } }}
            />
            <PasswordRulesChecklist password={password} id="reset-user-password-rules" />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} disabled={setPassword.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!valid || setPassword.isPending}>
            Save
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
