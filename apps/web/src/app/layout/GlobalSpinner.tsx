import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { usePendingRequests } from '../../lib/request-tracker';

/** Overlay shown while any tracked API request is in flight (spec 01 "Loading indicator"). */
export function GlobalSpinner() {
  const pending = usePendingRequests();
  const open = pending > 0;
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
