import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PlayCircleOutlineOutlined from '@mui/icons-material/PlayCircleOutlineOutlined';
import { WorkEntryStatus, type WorkEntryOut } from '@hearth/shared';
import type { ListColumn } from '../../../components/list';
import { dateText, orDash, timeText } from '../../../lib/format';
import { excerpt } from '../format';
import { VisitStatusChip } from './VisitStatusChip';

const nowrap = (text: string) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
    {text}
  </Box>
);

const clockOut = (v: WorkEntryOut, part: 'date' | 'time') =>
  v.status === WorkEntryStatus.InProgress
    ? '-'
    : part === 'date'
      ? orDash(dateText(v.serviceEndTime, v.timeZone))
      : orDash(timeText(v.serviceEndTime, v.timeZone));

type NotesProps = {
  visit: WorkEntryOut;
  /** The caller's own open visit: it continues on its own screen instead of opening the notes. */
  continues: boolean;
  onOpenNotes: () => void;
};

/** The notes action: an open visit continues on its own screen; others open the notes modal. */
function NotesAction({ visit: v, continues, onOpenNotes }: NotesProps) {
  return continues ? (
    <Tooltip title="Continue visit">
      <IconButton component={RouterLink} to="/staff/visit-progress" aria-label={`Continue visit with ${v.clientName}`}>
        <PlayCircleOutlineOutlined />
      </IconButton>
    </Tooltip>
  ) : (
    <Tooltip title="Edit notes">
      <IconButton aria-label={`Edit notes for ${v.clientName}`} onClick={onOpenNotes}>
        <EditOutlined />
      </IconButton>
    </Tooltip>
  );
}

function NotesCell(props: NotesProps) {
  const v = props.visit;
  return (
    // The excerpt takes the room the other columns leave (at least a few words): the table then
    // fits beside the sidebar at 1280 px.
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 110, maxWidth: 220 }}>
      <Typography
        variant="body2"
        component="span"
        title={v.notes ?? undefined}
        sx={{
          flex: '1 1 0',
          width: 0,
          color: v.notes ? 'text.primary' : 'text.secondary',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {v.notes ? excerpt(v.notes, 60) : '-'}
      </Typography>
      <NotesAction {...props} />
    </Box>
  );
}

type VisitColumnsOptions = {
  /** Staff see their own visits; admins see everyone's, with a Staff Name column. */
  isStaff: boolean;
  isOwnOpenVisit: (v: WorkEntryOut) => boolean;
  onOpenNotes: (v: WorkEntryOut) => void;
};

/** The visits table's columns (spec 02). */
export function visitColumns({
  isStaff,
  isOwnOpenVisit,
  onOpenNotes,
}: VisitColumnsOptions): ListColumn<WorkEntryOut>[] {
  return [
    { key: 'client', header: 'Client Name', primary: true, render: (v) => v.clientName },
    // Admins see everyone's visits: whose each one is.
    ...(isStaff ? [] : [{ key: 'staff', header: 'Staff Name', render: (v: WorkEntryOut) => v.userName }]),
    { key: 'service', header: 'Service Name', render: (v) => v.serviceName },
    { key: 'inDate', header: 'Clock In Date', render: (v) => nowrap(orDash(dateText(v.serviceStartTime, v.timeZone))) },
    { key: 'inTime', header: 'Clock In Time', render: (v) => nowrap(orDash(timeText(v.serviceStartTime, v.timeZone))) },
    { key: 'outDate', header: 'Clock Out Date', render: (v) => nowrap(clockOut(v, 'date')) },
    { key: 'outTime', header: 'Clock Out Time', render: (v) => nowrap(clockOut(v, 'time')) },
    {
      key: 'notes',
      header: 'Notes',
      render: (v) => <NotesCell visit={v} continues={isOwnOpenVisit(v)} onOpenNotes={() => onOpenNotes(v)} />,
    },
    { key: 'status', header: 'Status', render: (v) => <VisitStatusChip status={v.status} /> },
  ];
}
