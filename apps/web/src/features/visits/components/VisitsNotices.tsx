import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { WorkEntryMsg } from '@hearth/shared';
import { lazyComponent } from '../../../lib/lazy-component';
import { LOCATION_UNAVAILABLE } from '../geolocation';

/** Shown only while this phone holds visits not sent yet or refused (its chunk is precached for offline use). */
const OfflineQueuePanel = lazyComponent(
  () => import('./OfflineQueuePanel'),
  (m) => m.OfflineQueuePanel,
);

type VisitsNoticesProps = {
  /** The staff member has a visit open: a banner leads back to it. */
  visitOpen: boolean;
  /** Whose queued (offline) actions to show, if this phone holds any. */
  queueUserId: number | null;
  locationNotice: boolean;
  onCloseLocationNotice: () => void;
};

/** What the visits list says above the table: the open visit, the phone's queue, a missing location. */
export function VisitsNotices({ visitOpen, queueUserId, locationNotice, onCloseLocationNotice }: VisitsNoticesProps) {
  return (
    <>
      {visitOpen && (
        <Alert
          severity="info"
          sx={{ mb: 2, alignItems: 'center' }}
          action={
            <Button component={RouterLink} to="/staff/visit-progress" color="inherit" size="small">
              CONTINUE
            </Button>
          }
        >
          <Link component={RouterLink} to="/staff/visit-progress" sx={{ fontWeight: 600, color: 'inherit' }}>
            {WorkEntryMsg.visitInProgress}
          </Link>
        </Alert>
      )}
      {queueUserId !== null && (
        <Suspense fallback={null}>
          <OfflineQueuePanel userId={queueUserId} />
        </Suspense>
      )}
      {locationNotice && (
        <Alert severity="warning" onClose={onCloseLocationNotice} sx={{ mb: 2 }}>
          {LOCATION_UNAVAILABLE}
        </Alert>
      )}
    </>
  );
}
