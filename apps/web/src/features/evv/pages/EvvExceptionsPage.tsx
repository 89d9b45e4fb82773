import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type EvvExceptionOut } from '@hearth/shared';
import { PageHeader, Pager, ResponsiveList, useIsPhone } from '../../../components/list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useEvvExceptionList } from '../api';
import { ExceptionCard } from '../components/ExceptionCard';
import { exceptionColumns, type RowActions } from '../components/exception-columns';
import { ExceptionDetailsDialog } from '../components/ExceptionDetailsDialog';
import { ExceptionFilterBar } from '../components/ExceptionFilterBar';
import { RefusedPunchesPanel } from '../components/RefusedPunchesPanel';
import { ResolveDialog } from '../components/ResolveDialog';
import {
  rangeReversed,
  readFilters,
  RESOLVED_TABS,
  writeFilters,
  type ExceptionFilters,
  type ResolvedFilter,
} from '../filters';

const TITLE = 'EVV Exceptions';

function emptyText(f: ExceptionFilters): string {
  const narrowed = f.fromDate || f.toDate || f.type || f.workEntryId !== null;
  if (narrowed) return 'No EVV exceptions match these filters';
  if (f.resolved === 'false') return 'No open EVV exceptions';
  if (f.resolved === 'true') return 'No resolved EVV exceptions';
  return 'No EVV exceptions';
}

/** A narrow, fixed table: nine columns fit from 880 px. */
const TABLE_SX = {
  '& table': { tableLayout: 'fixed', minWidth: 880 },
  '& .MuiTableCell-root': { px: 0.75, verticalAlign: 'top' },
  '& .MuiTableCell-root:first-of-type': { pl: 1.5 },
  '& .MuiTableCell-root:last-of-type': { pr: 0.5 },
  '& .MuiTableCell-head': { verticalAlign: 'bottom', fontSize: '0.8125rem', whiteSpace: 'normal' },
} as const;

/** Open, resolved or all exceptions. */
function StatusTabs({ value, onChange }: { value: ResolvedFilter; onChange: (value: ResolvedFilter) => void }) {
  const phone = useIsPhone();
  return (
    <Tabs
      value={value}
      onChange={(_event, resolved: ResolvedFilter) => onChange(resolved)}
      aria-label="Exception status"
      variant={phone ? 'fullWidth' : 'standard'}
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}
    >
      {RESOLVED_TABS.map((t) => (
        <Tab key={t.value} value={t.value} label={t.label} />
      ))}
    </Tabs>
  );
}

/**
 * /admin/evv-exceptions (admins): what a payer would deny a completed visit for, found when it was
 * completed or edited. Open ones first by default; each is resolved with a note, or goes away when
 * the work entry is corrected. The filters live in the address, so a link can open this list
 * narrowed (the verify confirmation links to one entry's). Under them, the offline punches the
 * server refused at sync, which no exception covers (no entry was saved for them).
 */
export function EvvExceptionsPage() {
  useDocumentTitle(TITLE);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const query = useEvvExceptionList(filters);
  // To before From is not asked for: the To box says why.
  const reversed = rangeReversed(filters);
  const [details, setDetails] = useState<EvvExceptionOut | null>(null);
  const [resolving, setResolving] = useState<EvvExceptionOut | null>(null);

  // A filter change goes back to the first page; the address is replaced, not stacked in history.
  const update = (patch: Partial<ExceptionFilters>) =>
    setParams(writeFilters({ ...filters, page: 0, ...patch }), { replace: true });

  const actions = useMemo<RowActions>(
    () => ({
      onDetails: setDetails,
      onResolve: (row) => {
        setDetails(null);
        setResolving(row);
      },
    }),
    [],
  );
  const columns = useMemo(() => exceptionColumns(actions), [actions]);
  // The dialogs show the row as the list has it now (resolved in place after a save).
  const current = (row: EvvExceptionOut | null) => (row && query.data?.data.find((r) => r.id === row.id)) ?? row;

  return (
    <>
      <PageHeader
        title={TITLE}
        subtitle="Visits a payer could deny: resolve each with a note, or correct the work entry and the check runs again."
      />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <ExceptionFilterBar
          filters={filters}
          onChange={update}
          onReset={() => update({ fromDate: '', toDate: '', type: '', workEntryId: null })}
        />
        <StatusTabs value={filters.resolved} onChange={(resolved) => update({ resolved })} />
        <Box sx={TABLE_SX}>
          <ResponsiveList
            rows={reversed ? [] : query.data?.data}
            columns={columns}
            getRowKey={(r) => r.id}
            label="EVV exceptions"
            emptyText={reversed ? 'Choose a To date on or after the From date' : emptyText(filters)}
            fetching={query.isFetching}
            error={query.error}
            renderCard={(row) => <ExceptionCard row={row} actions={actions} />}
          />
        </Box>
        <Pager
          recordCount={reversed ? 0 : (query.data?.recordCount ?? 0)}
          page={filters.page}
          pageSize={filters.pageSize}
          pageSizes={PAGE_SIZES}
          onPage={(page) => update({ page })}
          onPageSize={(pageSize) => update({ pageSize: pageSize || DEFAULT_PAGE_SIZE })}
        />
      </Paper>
      <RefusedPunchesPanel />
      <ExceptionDetailsDialog row={current(details)} onClose={() => setDetails(null)} onResolve={actions.onResolve} />
      <ResolveDialog row={current(resolving)} onClose={() => setResolving(null)} />
    </>
  );
}
