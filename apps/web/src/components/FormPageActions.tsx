import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

type FormPageActionsProps = {
  mode: 'create' | 'edit';
  /** While the form is being sent: nothing can be pressed again. */
  busy: boolean;
  onCancel: () => void;
  /** SAVE & NEW (create only): saves and starts an empty form. */
  onSaveNew: () => void;
};

/** The end of a record's create/edit page: CANCEL, SAVE & NEW when creating, and SAVE or UPDATE (the form's submit). */
export function FormPageActions({ mode, busy, onCancel, onSaveNew }: FormPageActionsProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, flexWrap: 'wrap' }}>
      <Button variant="text" onClick={onCancel} disabled={busy}>
        CANCEL
      </Button>
      {mode === 'create' && (
        <Button variant="outlined" onClick={onSaveNew} disabled={busy}>
          SAVE &amp; NEW
        </Button>
      )}
      <Button type="submit" variant="contained" disabled={busy}>
        {mode === 'create' ? 'SAVE' : 'UPDATE'}
      </Button>
    </Box>
  );
}
