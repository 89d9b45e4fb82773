import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import MapOutlined from '@mui/icons-material/MapOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { EvvExceptionOut } from '@hearth/shared';
import type { ListColumn } from '../../../components/list';
import { entryPath, plannedText, schedulePath, serviceCodeText, serviceDateText, staffText } from '../format';
import { ExceptionStatus } from './ExceptionStatus';
import { dateTimeText } from '../../../lib/format';

export type RowActions = {
  onDetails: (row: EvvExceptionOut) => void;
  onResolve: (row: EvvExceptionOut) => void;
};

const small = { display: 'block', color: 'text.secondary', fontSize: '0.8125rem', mt: 0.25 };

/** What a row's buttons name: the exception, the client and the day. */
const what = (row: EvvExceptionOut) => `${row.label}, ${row.client.name}, ${serviceDateText(row)}`;

/** The exception in words: its label, and the message under it. */
export function ExceptionText({ row }: { row: EvvExceptionOut }) {
  return (
    <>
      <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {row.label}
      </Box>
      <Box component="span" sx={{ ...small, overflowWrap: 'anywhere' }}>
        {row.message}
      </Box>
    </>
  );
}

/** 'Resolve' for an open exception; nothing for a closed one. */
export function ResolveButton({ row, actions }: { row: EvvExceptionOut; actions: RowActions }) {
  if (row.resolved) return null;
  return (
    <Button size="small" variant="outlined" onClick={() => actions.onResolve(row)} aria-label={`Resolve: ${what(row)}`}>
      Resolve
    </Button>
  );
}

/** The date of service, and for a late or missed visit its planned times under it. */
export function ServiceDate({ row }: { row: EvvExceptionOut }) {
  const planned = plannedText(row);
  return (
    <>
      {serviceDateText(row)}
      {planned && (
        <Box component="span" sx={small}>
          {planned}
        </Box>
      )}
    </>
  );
}

/** The work entry, or the planned visit on the schedule when nobody clocked in. */
function SubjectLink({ row, size }: { row: EvvExceptionOut; size: 'small' | 'medium' }) {
  if (row.entry) {
    return (
      <Tooltip title="Open the work entry">
        <IconButton
          component={RouterLink}
          to={entryPath(row.entry.id)}
          aria-label={`Open the work entry ${row.entry.entryName}`}
          size={size}
        >
          <VisibilityOutlined fontSize={size} />
        </IconButton>
      </Tooltip>
    );
  }
  if (!row.scheduledVisit) return null;
  return (
    <Tooltip title="Open the schedule">
      <IconButton
        component={RouterLink}
        to={schedulePath(row.scheduledVisit)}
        aria-label={`Open the schedule: ${what(row)}`}
        size={size}
      >
        <EventNoteOutlined fontSize={size} />
      </IconButton>
    </Tooltip>
  );
}

/** Details (with the map) and the work entry (or the planned visit). */
export function RowActionButtons({
  row,
  actions,
  phone,
}: {
  row: EvvExceptionOut;
  actions: RowActions;
  phone: boolean;
}) {
  const size = phone ? 'medium' : 'small';
  return (
    <>
      <Tooltip title="Details and map">
        <IconButton aria-label={`Details and map: ${what(row)}`} size={size} onClick={() => actions.onDetails(row)}>
          <MapOutlined fontSize={size} />
        </IconButton>
      </Tooltip>
      <SubjectLink row={row} size={size} />
    </>
  );
}

/** The desktop table's columns (phones get ExceptionCard). Resolve sits under the status it changes. */
export function exceptionColumns(actions: RowActions): ListColumn<EvvExceptionOut>[] {
  return [
    { key: 'date', header: 'Date of service', width: 100, render: (r) => <ServiceDate row={r} /> },
    { key: 'staff', header: 'Staff', width: '11%', render: staffText },
    // A long unbroken name wraps inside its narrow column instead of running over the service.
    {
      key: 'client',
      header: 'Client',
      width: '11%',
      render: (r) => <Box sx={{ overflowWrap: 'anywhere' }}>{r.client.name}</Box>,
    },
    { key: 'service', header: 'Service', width: 62, render: serviceCodeText },
    { key: 'exception', header: 'Exception', render: (r) => <ExceptionText row={r} /> },
    { key: 'detected', header: 'Detected', width: 100, render: (r) => dateTimeText(r.detectedAt) },
    {
      key: 'status',
      header: 'Status',
      width: 150,
      render: (r) => (
        <>
          <ExceptionStatus row={r} />
          {!r.resolved && (
            <Box sx={{ mt: 1 }}>
              <ResolveButton row={r} actions={actions} />
            </Box>
          )}
        </>
      ),
    },
    {
      key: 'actions',
      header: '',
      actions: true,
      width: 80,
      render: (r) => <RowActionButtons row={r} actions={actions} phone={false} />,
    },
  ];
}
