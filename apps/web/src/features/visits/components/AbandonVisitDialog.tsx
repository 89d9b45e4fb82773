import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/**
 * The Abandon Visit modal. Spec 02 section 2: it exists, but abandoning is not offered yet, so its
 * confirm stays disabled (the ABANDON VISIT button that would open it is disabled too).
 */
export function AbandonVisitDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="abandon-visit-title" aria-describedby="abandon-visit-text">
      <DialogTitle id="abandon-visit-title">Abandon Visit</DialogTitle>
      <DialogContent>
        <DialogContentText id="abandon-visit-text">
          Abandoning a visit is not available. If this visit was started by mistake, complete it and ask your
          administrator to correct the work entry.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>CANCEL</Button>
        <Button variant="contained" color="error" disabled>
          ABANDON VISIT
        </Button>
      </DialogActions>
    </Dialog>
  );
}
