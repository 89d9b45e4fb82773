import { Suspense, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { EvvExceptionOut } from '@hearth/shared';
import { DetailField } from '../../../components/details/DetailSection';
import { useIsPhone } from '../../../components/list';
import { lazyComponent } from '../../../lib/lazy-component';
import { entryPath, plannedText, schedulePath, serviceCodeText, serviceDateText, staffText } from '../format';
import { evvPoints } from './evv-points';
import { ExceptionStatus } from './ExceptionStatus';
import { MapLegend } from './MapLegend';
import { dateTimeText } from '../../../lib/format';

// Leaflet (~40 KB) only when a map is opened: not part of this screen's list, nor of any other screen.
const EvvMap = lazyComponent(
  () => import('./EvvMap'),
  (m) => m.EvvMap,
);

type Props = {
  /** The exception shown; the dialog is open while it is set. */
  row: EvvExceptionOut | null;
  onClose: () => void;
  onResolve: (row: EvvExceptionOut) => void;
};

/** What the exception is about: the visit or planned visit, who, whom, and its status. */
function VisitFields({ row, phone }: { row: EvvExceptionOut; phone: boolean }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        mb: 2.5,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      <DetailField label="Date of service">{serviceDateText(row)}</DetailField>
      <DetailField label="Staff">{staffText(row)}</DetailField>
      <DetailField label="Client">{row.client.name}</DetailField>
      <DetailField label="Service">{serviceCodeText(row)}</DetailField>
      <DetailField label="Detected">{dateTimeText(row.detectedAt)}</DetailField>
      {row.entry && (
        <DetailField label="Work entry" wide={phone}>
          <Link component={RouterLink} to={entryPath(row.entry.id)}>
            {row.entry.entryName}
          </Link>
        </DetailField>
      )}
      {row.scheduledVisit && (
        <DetailField label="Planned visit" wide={phone}>
          <Link component={RouterLink} to={schedulePath(row.scheduledVisit)}>
            {plannedText(row)}
          </Link>
        </DetailField>
      )}
      <DetailField label="Status" wide>
        <ExceptionStatus row={row} full />
      </DetailField>
    </Box>
  );
}

/** One exception: what it is, the visit's places on a map with their legend, and how it was closed. */
export function ExceptionDetailsDialog({ row, onClose, onResolve }: Props) {
  const phone = useIsPhone();
  const points = useMemo(() => (row ? evvPoints(row) : []), [row]);
  const mapped = points.some((p) => p.position);
  return (
    <Dialog
      open={row !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      scroll="paper"
      aria-labelledby="evv-exception-title"
      aria-describedby="evv-exception-message"
    >
      {row && (
        <>
          <DialogTitle id="evv-exception-title">{row.label}</DialogTitle>
          <DialogContent dividers>
            <Typography id="evv-exception-message" sx={{ mb: 2 }}>
              {row.message}
            </Typography>
            <VisitFields row={row} phone={phone} />
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: mapped ? 'minmax(0, 2fr) minmax(0, 1fr)' : '1fr' },
                alignItems: 'start',
              }}
            >
              {mapped && (
                <Suspense fallback={<Skeleton variant="rounded" height={300} aria-label="Loading the map" />}>
                  <EvvMap points={points} height={phone ? 260 : 300} />
                </Suspense>
              )}
              <Box>
                <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                  {mapped ? 'On the map' : 'No location of this visit is on the map'}
                </Typography>
                <MapLegend points={points} />
              </Box>
            </Box>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            <Button onClick={onClose}>Close</Button>
            {!row.resolved && (
              <Button variant="contained" onClick={() => onResolve(row)}>
                Resolve
              </Button>
            )}
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
