import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatUnitLength } from '../lib/format';

type RecordFormDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The id the dialog is labelled by (its title's). */
  titleId: string;
  maxWidth: 'sm' | 'md';
  /** The form (a DialogForm holding DialogContent and RecordFormActions). */
  children: ReactNode;
};

/**
 * A modal editing a record (a catalogue service, an authorization, its staff): only the content
 * scrolls, full screen on phones.
 */
export function RecordFormDialog({ open, onClose, title, titleId, maxWidth, children }: RecordFormDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      scroll="paper"
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={phone}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}

/** CANCEL and SAVE (UPDATE when editing), both held while the save runs. */
export function RecordFormActions({
  editing,
  busy,
  onCancel,
}: {
  editing: boolean;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <DialogActions sx={{ px: 3, py: 2 }}>
      <Button onClick={onCancel} disabled={busy}>
        CANCEL
      </Button>
      <Button type="submit" variant="contained" disabled={busy}>
        {editing ? 'UPDATE' : 'SAVE'}
      </Button>
    </DialogActions>
  );
}

/** A number typed as text: the phone shows a decimal keypad. */
export const decimalInput = { htmlInput: { inputMode: 'decimal' as const } };

/** A dollar amount typed as text, with a '$' in front. */
export const moneyInput = {
  ...decimalInput,
  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
};

/** The hint under a unit length input: what the typed hours mean, or how to type them. */
export function unitLengthHint(typed: unknown): string {
  const hours = Number(typed);
  return Number.isFinite(hours) && hours > 0 ? formatUnitLength(hours) : 'Hours per unit (0.25 = 15 minutes)';
}
