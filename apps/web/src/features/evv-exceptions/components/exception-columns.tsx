import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import MapOutlined from '@mui/icons-material/MapOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { EvvExceptionOut } from '@hearth/shared';
import type { ListColumn } from '../../../components/list';
import { entryPath, instantText, serviceDateText } from '../format';
import { ExceptionStatus } from './ExceptionStatus';

export type RowActions = {
  onDetails: (row: EvvExceptionOut) => void;
  onResolve: (row: EvvExceptionOut) => void;
};

const small = { display: 'block', color: 'text.secondary', fontSize: '0.8125rem', mt: 0.25 };

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

/** Details (with the map), the work entry, and Resolve for an open one. */
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
  const what = `${row.label}, ${row.client.name}, ${serviceDateText(row)}`;
  return (
    <>
      <Tooltip title="Details and map">
        <IconButton aria-label={`Details and map: ${what}`} size={size} onClick={() => actions.onDetails(row)}>
          <MapOutlined fontSize={size} />
        </IconButton>
      </Tooltip>
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
      {!row.resolved && (
        <Button
          size="small"
          variant="outlined"
          onClick={() => actions.onResolve(row)}
          aria-label={`Resolve: ${what}`}
          sx={{ ml: 0.5, alignSelf: 'center' }}
        >
          Resolve
        </Button>
      )}
    </>
  );
}

/** The desktop table's columns (phones get ExceptionCard). */
export function exceptionColumns(actions: RowActions): ListColumn<EvvExceptionOut>[] {
  return [
    { key: 'date', header: 'Date of service', width: 96, nowrap: true, render: serviceDateText },
    { key: 'staff', header: 'Staff', width: '11%', render: (r) => r.staff.name },
    { key: 'client', header: 'Client', width: '11%', render: (r) => r.client.name },
    { key: 'service', header: 'Service', width: 72, render: (r) => r.entry.serviceCode },
    { key: 'exception', header: 'Exception', render: (r) => <ExceptionText row={r} /> },
    { key: 'detected', header: 'Detected', width: 96, render: (r) => instantText(r.detectedAt) },
    { key: 'status', header: 'Status', width: '16%', render: (r) => <ExceptionStatus row={r} /> },
    {
      key: 'actions',
      header: '',
      actions: true,
      width: 170,
      render: (r) => <RowActionButtons row={r} actions={actions} phone={false} />,
    },
  ];
}
