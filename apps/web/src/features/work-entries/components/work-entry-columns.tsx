import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import CheckCircle from '@mui/icons-material/CheckCircle';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { WorkEntryStatus, type WorkEntryOut } from '@hearth/shared';
import type { ListColumn } from '../../../components/list';
import { visuallyHidden } from '../../../components/visually-hidden';
import { dateText, hoursText, money, parseWire, timeText, zoneCaption, zoneOf } from '../../../lib/format';
import type { EntryTab } from '../list-filters';
import { BilledText } from './BilledNotice';
import { ClampedText } from './ClampedText';
import { OfflineMarker } from './OfflineNotice';

/** An entry's end; none while it is in progress (spec 01 section 4 shows '-'). */
function endOf(row: WorkEntryOut): Date | null {
  return row.status === WorkEntryStatus.InProgress ? null : parseWire(row.serviceEndTime);
}

/**
 * Spec 01's Start Time and End Time columns: the date over 'hh:mm A' in the entry's own zone, and
 * the zone's name under them when it is not the agency's.
 */
function DateTimeCell({ value, zone }: { value: Date | null; zone: string }) {
  if (!value) return <>-</>;
  const caption = zoneCaption(zone);
  const small = { display: 'block', color: 'text.secondary', fontSize: '0.8125rem' };
  return (
    <>
      <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
        {dateText(value, zone)}
      </Box>
      <Box component="span" sx={{ ...small, whiteSpace: 'nowrap' }}>
        {timeText(value, zone)}
      </Box>
      {caption && (
        <Box component="span" sx={{ ...small, fontSize: '0.75rem', overflowWrap: 'anywhere' }}>
          {caption}
        </Box>
      )}
    </>
  );
}

/** On a card: 'MM/DD/YYYY hh:mm AM' on one line, the time kept whole when it wraps, then the zone when not the agency's. */
function cardDateTime(value: Date | null, zone: string): string {
  if (!value) return '-';
  const caption = zoneCaption(zone);
  const text = `${dateText(value, zone)} ${timeText(value, zone).replace(/ (AM|PM)/, '\u00a0$1')}`;
  return caption ? `${text} (${caption})` : text;
}

/** Admin Verification: a check, or a dash for the eye and words for a screen reader (an aria-label on a plain span is not read). */
function VerifiedCell({ verified }: { verified: boolean }) {
  if (verified) {
    return (
      <CheckCircle color="success" fontSize="small" titleAccess="Admin verified" sx={{ verticalAlign: 'middle' }} />
    );
  }
  return (
    <>
      <Box component="span" sx={{ color: 'text.secondary' }} aria-hidden>
        -
      </Box>
      <Box component="span" sx={visuallyHidden}>
        Not verified
      </Box>
    </>
  );
}

/** A list row's marker for a billed entry the payer denied or short-paid: it may be corrected again. */
function CorrectableMarker() {
  return (
    <Box
      component="span"
      sx={{ display: 'block', color: 'warning.dark', fontSize: '0.75rem', fontWeight: 600, lineHeight: 1.4, mt: 0.25 }}
    >
      {BilledText.correctableMarker}
    </Box>
  );
}

/** A billed entry is not edited: the disabled pencil says why (its wrapper takes the hover and focus). */
function BilledPencil({ entry: r, phone }: { entry: WorkEntryOut; phone: boolean }) {
  const title = BilledText.title(r.claimBatchId!);
  return (
    <Tooltip title={title}>
      <Box component="span" role="img" tabIndex={0} aria-label={`${r.entryName}: ${title}`}>
        <IconButton disabled size={phone ? 'medium' : 'small'} aria-hidden tabIndex={-1}>
          <EditOutlined fontSize={phone ? 'medium' : 'small'} />
        </IconButton>
      </Box>
    </Tooltip>
  );
}

/** Edit (or why not: billed); a billed entry the payer denied or short-paid may be corrected again. */
function EditAction({ entry: r, phone }: { entry: WorkEntryOut; phone: boolean }) {
  const size = phone ? 'medium' : 'small';
  if (r.claimBatchId && !r.claimCorrectable) return <BilledPencil entry={r} phone={phone} />;
  const title = r.claimBatchId ? BilledText.correctableAction(r.claimBatchId) : 'Edit';
  return (
    <Tooltip title={title}>
      <IconButton
        component={RouterLink}
        to={`/admin/edit-timeSheet?id=${r.workEntryId}`}
        aria-label={r.claimBatchId ? `${r.entryName}: ${title}` : `Edit ${r.entryName}`}
        size={size}
        color={r.claimBatchId ? 'warning' : 'default'}
      >
        <EditOutlined fontSize={size} />
      </IconButton>
    </Tooltip>
  );
}

/** Edit (or why not) and View. */
function EntryActions({ entry: r, phone }: { entry: WorkEntryOut; phone: boolean }) {
  const size = phone ? 'medium' : 'small';
  return (
    <>
      <EditAction entry={r} phone={phone} />
      <Tooltip title="View">
        <IconButton
          component={RouterLink}
          to={`/admin/view-timeSheet?id=${r.workEntryId}`}
          aria-label={`View ${r.entryName}`}
          size={size}
        >
          <VisibilityOutlined fontSize={size} />
        </IconButton>
      </Tooltip>
    </>
  );
}

const completedOnly = (row: WorkEntryOut, value: string) => (row.status === WorkEntryStatus.Completed ? value : '-');

/** Right-aligned figures on one line, digits of equal width so the columns line up. */
const figure = { align: 'right', nowrap: true } as const;

/** The work entries table (spec 01 section 4): Verified on the Completed tab only. */
export function workEntryColumns(tab: EntryTab, phone: boolean): ListColumn<WorkEntryOut>[] {
  // Phones show cards with room for whole values; the table keeps long names to a line or two.
  const text = (value: string, lines = 2, tooltip?: string) =>
    phone ? value : <ClampedText text={value} lines={lines} tooltip={tooltip} />;
  const cols: ListColumn<WorkEntryOut>[] = [
    {
      key: 'name',
      header: 'Work Entry Name',
      primary: true,
      render: (r) => (
        <>
          {text(r.entryName, 3)}
          {r.recordedOffline && <OfflineMarker />}
          {r.claimBatchId && r.claimCorrectable && <CorrectableMarker />}
        </>
      ),
    },
    { key: 'staff', header: 'Staff Name', width: '8.5%', render: (r) => text(r.userName) },
    { key: 'client', header: 'Client Name', width: '8.5%', render: (r) => text(r.clientName) },
    {
      key: 'start',
      header: 'Start Time',
      width: 90,
      render: (r) => {
        const start = parseWire(r.serviceStartTime);
        return phone ? cardDateTime(start, zoneOf(r)) : <DateTimeCell value={start} zone={zoneOf(r)} />;
      },
    },
    {
      key: 'end',
      header: 'End Time',
      width: 90,
      render: (r) => (phone ? cardDateTime(endOf(r), zoneOf(r)) : <DateTimeCell value={endOf(r)} zone={zoneOf(r)} />),
    },
    {
      key: 'elapsed',
      header: 'Elapsed Hrs',
      width: 70,
      ...figure,
      render: (r) => completedOnly(r, hoursText(r.elapsedTime ?? r.serviceElapsedTime)),
    },
    {
      key: 'units',
      header: 'Used Units',
      width: 54,
      ...figure,
      render: (r) => completedOnly(r, String(r.unitsUsed ?? '')),
    },
    { key: 'gross', header: 'Gross ($)', width: 60, ...figure, render: (r) => completedOnly(r, money(r.grossAmount)) },
    { key: 'net', header: 'Net ($)', width: 58, ...figure, render: (r) => completedOnly(r, money(r.netAmount)) },
    {
      key: 'service',
      header: 'Service',
      width: '11%',
      render: (r) => text(r.serviceName, 3, `${r.serviceName} (${r.serviceCode})`),
    },
  ];
  if (tab === 'com') {
    cols.push({
      key: 'verified',
      header: 'Verified',
      align: 'center',
      width: 70,
      render: (r) => <VerifiedCell verified={r.adminVerification} />,
    });
  }
  cols.push({
    key: 'actions',
    header: '',
    actions: true,
    width: 74,
    render: (r) => <EntryActions entry={r} phone={phone} />,
  });
  return cols;
}
