import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';

/** The loading overlay itself (GlobalSpinner decides when). */
export function SpinnerOverlay({ open }: { open: boolean }) {
  return (
    <Backdrop
      open={open}
      data-testid="global-spinner"
      sx={(theme) => ({ zIndex: theme.zIndex.modal + 1, backgroundColor: 'rgba(247, 244, 239, 0.55)' })}
    >
      {open && <CircularProgress aria-label="Loading" color="primary" />}
    </Backdrop>
  );
}
