import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

type VisitStepDialogProps = {
  open: boolean;
  /** The dialog's title, and the id it is labelled by. */
  title: string;
  titleId: string;
  describedBy?: string;
  /** Spacing of the content's stack; `roomAbove` adds a little room above it. */
  spacing: number;
  roomAbove?: boolean;
  /** While the position is read or the call runs: nothing closes or confirms. */
  busy: boolean;
  /** The position is being read: said while it is. */
  locating: boolean;
  confirmLabel: string;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
};

/**
 * The shape of starting and completing a visit: full screen on phones, a summary and fields, a note
 * while the location is recorded, then CANCEL and the step's action.
 */
export function VisitStepDialog({
  open,
  title,
  titleId,
  describedBy,
  spacing,
  roomAbove = false,
  busy,
  locating,
  confirmLabel,
  confirmDisabled = false,
  onConfirm,
  onCancel,
  children,
}: VisitStepDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={spacing} sx={roomAbove ? { pt: 0.5 } : undefined}>
          {children}
          {locating && (
            <Alert severity="info" role="status">
              Recording your location for visit verification…
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onCancel} disabled={busy} size="large">
          CANCEL
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy || confirmDisabled} size="large">
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
