import type { SyntheticEvent } from 'react';
import Alert from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { TOAST_MS } from '@hearth/shared';
import type { ToastSeverity } from './toast-context';

export type ToastViewProps = {
  message: string;
  severity: ToastSeverity;
  open: boolean;
  onClose: () => void;
};

/** The toast itself: a snackbar with a filled alert, closing itself after TOAST_MS. */
export function ToastView({ message, severity, open, onClose }: ToastViewProps) {
  const handleClose = (_event: SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    onClose();
  };
  // In document.body, not inside the app's root: an open dialog hides the root from screen readers
  // (aria-hidden), and a toast about that dialog's action (a refused start, an upload) must be heard.
  return (
    <Portal>
      <Snackbar open={open} autoHideDuration={TOAST_MS} onClose={handleClose}>
        <Alert
          severity={severity}
          variant="filled"
          onClose={onClose}
          sx={{ width: '100%', maxWidth: 520, boxShadow: 3, alignItems: 'center' }}
        >
          {message}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
