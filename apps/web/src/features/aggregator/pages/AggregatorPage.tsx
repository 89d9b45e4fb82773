import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { AggregatorMsg, DEFAULT_PAGE_SIZE, PAGE_SIZES, type AggregatorSummaryOut } from '@hearth/shared';
import { RecordLoading, RecordProblem } from '../../../components/details';
import { PageHeader, Pager, ResponsiveList } from '../../../components/list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAggregatorRecords, useAggregatorSummary, useAggregatorSync } from '../api';
import { AggregatorCounts } from '../components/AggregatorCounts';
import { RecordCard } from '../components/RecordCard';
import { RecordFilterBar } from '../components/RecordFilterBar';
import { recordColumns, recordKey } from '../components/record-parts';
import { SendNowButton, SyncResult, type SyncOutcome } from '../components/SendNow';
import { readFilters, writeFilters, type RecordFilters } from '../filters';

const TITLE = 'EVV Aggregator';
const SUBTITLE =
  "What Hearth sends to Pennsylvania's EVV aggregator (Sandata) and what it answered. Claims hold back visits it has not accepted.";

const TABLE_SX = {
  '& table': { tableLayout: 'fixed', minWidth: 820 },
  '& .MuiTableCell-root': { px: 1, verticalAlign: 'top' },
  '& .MuiTableCell-root:first-of-type': { pl: 1.5 },
} as const;

function emptyText(f: RecordFilters): string {
  return f.kind || f.state ? 'No records match these filters' : 'Nothing has been sent to the aggregator yet';
}

/** The counts, SEND NOW's outcome, and the records of the filters, a page at a time. */
function AggregatorRecords({
  summary,
  outcome,
  onCloseOutcome,
}: {
  summary: AggregatorSummaryOut;
  outcome: SyncOutcome | null;
  onCloseOutcome: () => void;
}) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const records = useAggregatorRecords(filters);
  // A filter change goes back to the first page; the address is replaced, not stacked in history.
  const update = (patch: Partial<RecordFilters>) =>
    setParams(writeFilters({ ...filters, page: 0, ...patch }), { replace: true });

  return (
    <>
      {outcome && <SyncResult outcome={outcome} onClose={onCloseOutcome} />}
      <AggregatorCounts summary={summary} filters={filters} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <RecordFilterBar filters={filters} onChange={update} />
        <Box sx={TABLE_SX}>
          <ResponsiveList
            rows={records.data?.data}
            columns={recordColumns}
            getRowKey={recordKey}
            label="Aggregator records"
            emptyText={emptyText(filters)}
            fetching={records.isFetching}
            error={records.error}
            renderCard={(row) => <RecordCard row={row} />}
          />
        </Box>
        <Pager
          recordCount={records.data?.recordCount ?? 0}
          page={filters.page}
          pageSize={filters.pageSize}
          pageSizes={PAGE_SIZES}
          onPage={(page) => update({ page })}
          onPageSize={(pageSize) => update({ pageSize: pageSize || DEFAULT_PAGE_SIZE })}
        />
      </Paper>
    </>
  );
}

/**
 * /admin/aggregator (admins): every client, staff member and visit Hearth sends to the state's EVV
 * aggregator, in its state there, with what to fix for those refused or waiting; SEND NOW runs the
 * sender at once. The filters live in the address, so the Overview and a work entry link here
 * narrowed ("rejected visits"). When the aggregator is not configured there is nothing to act on.
 */
export function AggregatorPage() {
  useDocumentTitle(TITLE);
  const summary = useAggregatorSummary();
  const sync = useAggregatorSync();
  const [outcome, setOutcome] = useState<SyncOutcome | null>(null);
  const enabled = summary.data?.enabled === true;

  const sendNow = () => {
    setOutcome(null);
    sync.mutate(undefined, { onSuccess: (run) => setOutcome({ run }), onError: (failed) => setOutcome({ failed }) });
  };

  return (
    <>
      <PageHeader
        title={TITLE}
        subtitle={SUBTITLE}
        actions={enabled && <SendNowButton running={sync.isPending} onClick={sendNow} />}
      />
      {summary.isPending && <RecordLoading label="Loading the aggregator's summary" />}
      {summary.isError && !summary.data && (
        <RecordProblem error={summary.error} backTo="/admin/overview" backLabel="Overview" />
      )}
      {summary.data && !enabled && <Alert severity="info">{AggregatorMsg.off}</Alert>}
      {summary.data && enabled && (
        <AggregatorRecords summary={summary.data} outcome={outcome} onCloseOutcome={() => setOutcome(null)} />
      )}
    </>
  );
}
