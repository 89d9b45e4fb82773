import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
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
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useWorkEntryList } from '../api';
import { ResetFiltersButton, WorkEntryFilterPanel } from '../components/WorkEntryFilterPanel';
import { displayDateTime, money, twoDecimals } from '../format';
import { cleanFilters, defaultFilters, ENTRY_SORTS, ENTRY_TABS, type EntryTab } from '../list-filters';

/** Date over time, so the twelve columns stay narrow. */
function DateTimeCell({ value }: { value: string | null }) {
  const text = displayDateTime(value);
  const cut = text.indexOf(' ');
  if (cut < 0) return text;
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {text.slice(0, cut)}
      <br />
      {text.slice(cut + 1)}
    </Box>
  );
}

const completedOnly = (row: WorkEntryOut, value: string) => (row.status === WorkEntryStatus.Completed ? value : '-');

function columns(tab: EntryTab, phone: boolean): ListColumn<WorkEntryOut>[] {
  const when = (value: string | null) => (phone ? displayDateTime(value) : <DateTimeCell value={value} />);
  const cols: ListColumn<WorkEntryOut>[] = [
    { key: 'name', header: 'Work Entry Name', primary: true, render: (r) => r.entryName },
    { key: 'staff', header: 'Staff Name', render: (r) => r.userName },
    { key: 'client', header: 'Client Name', render: (r) => r.clientName },
    { key: 'start', header: 'Start Time', render: (r) => when(r.serviceStartTime) },
    {
      key: 'end',
      header: 'End Time',
      // Spec 01 section 4: an entry in progress shows '-' for its end.
      render: (r) => (r.status === WorkEntryStatus.InProgress ? '-' : when(r.serviceEndTime)),
    },
    {
      key: 'elapsed',
      header: 'Elapsed Hrs',
      align: 'right',
      render: (r) => completedOnly(r, twoDecimals(r.elapsedTime ?? r.serviceElapsedTime)),
    },
    { key: 'units', header: 'Used Units', align: 'right', render: (r) => completedOnly(r, String(r.unitsUsed ?? '')) },
    { key: 'gross', header: 'Gross ($)', align: 'right', render: (r) => completedOnly(r, money(r.grossAmount)) },
    { key: 'net', header: 'Net ($)', align: 'right', render: (r) => completedOnly(r, money(r.netAmount)) },
    { key: 'service', header: 'Service', render: (r) => r.serviceName },
  ];
  if (tab === 'com') {
    cols.push({
      key: 'verified',
      header: 'Verified',
      align: 'center',
      render: (r) =>
        r.adminVerification ? (
          <CheckCircle color="success" fontSize="small" titleAccess="Admin verified" />
        ) : (
          <Box component="span" sx={{ color: 'text.secondary' }} aria-label="Not verified">
            -
          </Box>
        ),
    });
  }
  cols.push({
    key: 'actions',
    header: '',
    actions: true,
    render: (r) => (
      <>
        <Tooltip title="Edit">
          <IconButton
            component={RouterLink}
            to={`/admin/edit-timeSheet?id=${r.workEntryId}`}
            aria-label={`Edit ${r.entryName}`}
          >
            <EditOutlined />
          </IconButton>
        </Tooltip>
        <Tooltip title="View">
          <IconButton
            component={RouterLink}
            to={`/admin/view-timeSheet?id=${r.workEntryId}`}
            aria-label={`View ${r.entryName}`}
          >
            <VisibilityOutlined />
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
  const state = cleanFilters(list.state);
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
        {/* Twelve columns: tighter cells keep them on a desktop screen (the table scrolls sideways below that). */}
        <Box sx={{ '& .MuiTableCell-root': { px: 1.25 }, '& .MuiTableCell-head': { whiteSpace: 'normal' } }}>
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
