import { Suspense, useState } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import { usePendingRequests } from '../../lib/request-tracker';

// Loaded with the first API request, not with the page: Backdrop and CircularProgress are not part
// of the sign-in download (README, "Web delivery").
const SpinnerOverlay = lazyComponent(
  () => import('./SpinnerOverlay'),
  (m) => m.SpinnerOverlay,
);

/** Overlay shown while any tracked API request is in flight (spec 01 "Loading indicator"). */
export function GlobalSpinner() {
  const pending = usePendingRequests();
  const [needed, setNeeded] = useState(false);
  if (pending > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SpinnerOverlay open={pending > 0} />
    </Suspense>
  );
}
