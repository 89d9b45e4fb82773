import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import CheckCircle from '@mui/icons-material/CheckCircle';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { WorkEntryMsg, WorkEntryStatus, type WorkEntryOut } from '@hearth/shared';
import {
  CreateNewButton,
  ListPagination,
  ListToolbar,
  PageHeader,
  ResponsiveList,
  useIsPhone,
  usePersistentListState,
  type ListColumn,
} from '../../../components/list';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useWorkEntryList } from '../api';
import { BilledText } from '../components/BilledNotice';
import { ResetFiltersButton, WorkEntryFilterPanel } from '../components/WorkEntryFilterPanel';
import { ClampedText } from '../components/ClampedText';
import { OfflineMarker } from '../components/OfflineNotice';
import { dateText, hoursText, money, parseWire, timeText, zoneCaption, zoneOf } from '../../../lib/format';
import {
  cleanFilters,
  defaultFilters,
  ENTRY_SORTS,
  ENTRY_TABS,
  filtersFromAddress,
  type EntryTab,
} from '../list-filters';

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
function dateTimeText(value: Date | null, zone: string): string {
  if (!value) return '-';
  const caption = zoneCaption(zone);
  const text = `${dateText(value, zone)} ${timeText(value, zone).replace(/ (AM|PM)/, '\u00a0$1')}`;
  return caption ? `${text} (${caption})` : text;
}

const completedOnly = (row: WorkEntryOut, value: string) => (row.status === WorkEntryStatus.Completed ? value : '-');

/** Right-aligned figures on one line, digits of equal width so the columns line up. */
const figure = { align: 'right', nowrap: true } as const;

function columns(tab: EntryTab, phone: boolean): ListColumn<WorkEntryOut>[] {
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
        return phone ? dateTimeText(start, zoneOf(r)) : <DateTimeCell value={start} zone={zoneOf(r)} />;
      },
    },
    {
      key: 'end',
      header: 'End Time',
      width: 90,
      render: (r) => (phone ? dateTimeText(endOf(r), zoneOf(r)) : <DateTimeCell value={endOf(r)} zone={zoneOf(r)} />),
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
      render: (r) =>
        r.adminVerification ? (
          <CheckCircle color="success" fontSize="small" titleAccess="Admin verified" sx={{ verticalAlign: 'middle' }} />
        ) : (
          // A dash for the eye, words for a screen reader (an aria-label on a plain span is not read).
          <>
            <Box component="span" sx={{ color: 'text.secondary' }} aria-hidden>
              -
            </Box>
            <Box component="span" sx={visuallyHidden}>
              Not verified
            </Box>
          </>
        ),
    });
  }
  cols.push({
    key: 'actions',
    header: '',
    actions: true,
    width: 74,
    render: (r) => (
      <>
        {r.claimBatchId ? (
          // A billed entry is not edited: the disabled pencil says why (its wrapper takes the hover and focus).
          <Tooltip title={BilledText.title(r.claimBatchId)}>
            <Box
              component="span"
              role="img"
              tabIndex={0}
              aria-label={`${r.entryName}: ${BilledText.title(r.claimBatchId)}`}
            >
              <IconButton disabled size={phone ? 'medium' : 'small'} aria-hidden tabIndex={-1}>
                <EditOutlined fontSize={phone ? 'medium' : 'small'} />
              </IconButton>
            </Box>
          </Tooltip>
        ) : (
          <Tooltip title="Edit">
            <IconButton
              component={RouterLink}
              to={`/admin/edit-timeSheet?id=${r.workEntryId}`}
              aria-label={`Edit ${r.entryName}`}
              size={phone ? 'medium' : 'small'}
            >
              <EditOutlined fontSize={phone ? 'medium' : 'small'} />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title="View">
          <IconButton
            component={RouterLink}
            to={`/admin/view-timeSheet?id=${r.workEntryId}`}
            aria-label={`View ${r.entryName}`}
            size={phone ? 'medium' : 'small'}
          >
            <VisibilityOutlined fontSize={phone ? 'medium' : 'small'} />
          </IconButton>
        </Tooltip>
      </>
    ),
  });
  return cols;
}

/** /admin/work-entries: every staff member's work entries, by tab, range, staff and service. */
export function WorkEntriesPage() {
  useDocumentTitle('Work Entries');
  const list = usePersistentListState('work-entries', defaultFilters());
  // A link's filters (?type=inp&from=…, the Overview's cards) apply at once, are kept like any
  // other choice, and leave the address, so a reload or the back button shows the list as it is.
  const [params, setParams] = useSearchParams();
  const fromAddress = useMemo(() => filtersFromAddress(params), [params]);
  const { update } = list;
  useEffect(() => {
    if (!fromAddress) return;
    update(fromAddress);
    setParams({}, { replace: true });
  }, [fromAddress, update, setParams]);
  const state = cleanFilters(fromAddress ? { ...list.state, ...fromAddress } : list.state);
  const query = useWorkEntryList(state);
  const phone = useIsPhone();
  const cols = useMemo(() => columns(state.type, phone), [state.type, phone]);

  return (
    <>
      <PageHeader title="Work Entries" actions={<CreateNewButton to="/admin/create-timeSheet" />} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <ListToolbar
          list={list}
          showStatus={false}
          sorts={[
            { value: 'all', label: 'All Work Entries' },
            { value: 'recent', label: 'Recently Added' },
          ]}
        >
          <TextField
            select
            size="small"
            label="Sort By"
            value={state.sort}
            onChange={(event) => list.update({ sort: event.target.value })}
            sx={{ minWidth: 210, flex: { xs: '1 1 180px', sm: '0 0 auto' } }}
          >
            {ENTRY_SORTS.map((s) => (
              <MenuItem key={s.value} value={s.value}>
                {s.label}
              </MenuItem>
            ))}
          </TextField>
          {!phone && <ResetFiltersButton list={list} state={state} />}
        </ListToolbar>
        <WorkEntryFilterPanel list={list} state={state} />
        <Tabs
          value={state.type}
          onChange={(_event, type: EntryTab) => list.update({ type })}
          aria-label="Work entry status"
          variant={phone ? 'fullWidth' : 'standard'}
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 1, '& .MuiTab-root': phone ? { minWidth: 0, px: 1 } : {} }}
        >
          {ENTRY_TABS.map((t) => (
            <Tab key={t.type} value={t.type} label={t.label} />
          ))}
        </Tabs>
        {/*
          Twelve columns beside the sidebar: a fixed layout with narrow figure columns and names cut
          to a line or two keeps them all in view from about 1200 px (the table scrolls sideways below).
        */}
        <Box
          sx={{
            '& table': { tableLayout: 'fixed', minWidth: 880 },
            '& .MuiTableCell-root': { px: 0.75, verticalAlign: 'top' },
            '& .MuiTableCell-root:first-of-type': { pl: 1.5 },
            '& .MuiTableCell-root:last-of-type': { pr: 0.5 },
            '& .MuiTableCell-head': {
              whiteSpace: 'normal',
              lineHeight: 1.3,
              verticalAlign: 'bottom',
              fontSize: '0.8125rem',
            },
            '& .MuiTableCell-body': { fontVariantNumeric: 'tabular-nums' },
          }}
        >
          <ResponsiveList
            rows={query.data?.data}
            columns={cols}
            getRowKey={(r) => r.workEntryId}
            label="Work Entries"
            emptyText={WorkEntryMsg.empty}
            fetching={query.isFetching}
            error={query.error}
          />
        </Box>
        <ListPagination list={list} recordCount={query.data?.recordCount ?? 0} />
      </Paper>
    </>
  );
}
