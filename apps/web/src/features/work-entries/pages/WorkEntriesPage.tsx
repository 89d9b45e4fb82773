import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { WorkEntryMsg } from '@hearth/shared';
import {
  CreateNewButton,
  ListPagination,
  ListToolbar,
  PageHeader,
  ResponsiveList,
  useIsPhone,
  usePersistentListState,
} from '../../../components/list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useWorkEntryList } from '../api';
import { workEntryColumns } from '../components/work-entry-columns';
import { ResetFiltersButton, WorkEntryFilterPanel } from '../components/WorkEntryFilterPanel';
import {
  cleanFilters,
  defaultFilters,
  ENTRY_SORTS,
  ENTRY_TABS,
  filtersFromAddress,
  type EntryTab,
} from '../list-filters';

type EntryList = ReturnType<typeof usePersistentListState>;

/**
 * The list's filters: kept like any other choice, with a link's (?type=inp&from=…, the Overview's
 * cards) applied at once and then taken off the address, so a reload or the back button shows the
 * list as it is.
 */
function useEntryFilters() {
  const list = usePersistentListState('work-entries', defaultFilters());
  const [params, setParams] = useSearchParams();
  const fromAddress = useMemo(() => filtersFromAddress(params), [params]);
  const { update } = list;
  useEffect(() => {
    if (!fromAddress) return;
    update(fromAddress);
    setParams({}, { replace: true });
  }, [fromAddress, update, setParams]);
  const state = cleanFilters(fromAddress ? { ...list.state, ...fromAddress } : list.state);
  return { list, state };
}

function SortSelect({ list, sort }: { list: EntryList; sort: string }) {
  return (
    <TextField
      select
      size="small"
      label="Sort By"
      value={sort}
      onChange={(event) => list.update({ sort: event.target.value })}
      sx={{ minWidth: 210, flex: { xs: '1 1 180px', sm: '0 0 auto' } }}
    >
      {ENTRY_SORTS.map((s) => (
        <MenuItem key={s.value} value={s.value}>
          {s.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function StatusTabs({ list, type, phone }: { list: EntryList; type: EntryTab; phone: boolean }) {
  return (
    <Tabs
      value={type}
      onChange={(_event, next: EntryTab) => list.update({ type: next })}
      aria-label="Work entry status"
      variant={phone ? 'fullWidth' : 'standard'}
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 1, '& .MuiTab-root': phone ? { minWidth: 0, px: 1 } : {} }}
    >
      {ENTRY_TABS.map((t) => (
        <Tab key={t.type} value={t.type} label={t.label} />
      ))}
    </Tabs>
  );
}

/**
 * Twelve columns beside the sidebar: a fixed layout with narrow figure columns and names cut to a
 * line or two keeps them all in view from about 1200 px (the table scrolls sideways below).
 */
const TABLE_FIT = {
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
} as const;

/** /admin/work-entries: every staff member's work entries, by tab, range, staff and service. */
export function WorkEntriesPage() {
  useDocumentTitle('Work Entries');
  const { list, state } = useEntryFilters();
  const query = useWorkEntryList(state);
  const phone = useIsPhone();
  const cols = useMemo(() => workEntryColumns(state.type, phone), [state.type, phone]);

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
          <SortSelect list={list} sort={state.sort} />
          {!phone && <ResetFiltersButton list={list} state={state} />}
        </ListToolbar>
        <WorkEntryFilterPanel list={list} state={state} />
        <StatusTabs list={list} type={state.type} phone={phone} />
        <Box sx={TABLE_FIT}>
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
