import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import { PAGE_SIZES, UserType, type ClaimBatchOut } from '@hearth/shared';
import { Pager, ResponsiveList, type ListColumn } from '../../../components/list';
import { agencyTimeZone } from '../../../lib/agency-zone';
import { useAuth } from '../../../lib/auth-storage';
import { useClaimBatches } from '../api';
import { dateTimeIn, dayRange, dollars, figure } from '../format';
import { BatchFileButton } from './BatchFileButton';

const DEFAULT_BATCH_PAGE_SIZE = 25;

/** Spans only: a phone card puts each value inside a <p>. */
function StatusCell({ batch, timeZone }: { batch: ClaimBatchOut; timeZone: string }) {
  if (batch.status === 'generated') {
    return <Chip component="span" size="small" color="success" variant="outlined" label="Generated" />;
  }
  return (
    <Box component="span" sx={{ display: 'block', maxWidth: 260 }}>
      <Chip component="span" size="small" label="Voided" />
      <Typography
        component="span"
        variant="body2"
        sx={{ display: 'block', color: 'text.secondary', mt: 0.5, overflowWrap: 'anywhere' }}
      >
        {batch.voidedAt && dateTimeIn(batch.voidedAt, timeZone)}
        {batch.voidedBy && ` by ${batch.voidedBy.name}`}
        {batch.voidReason && `: ${batch.voidReason}`}
      </Typography>
    </Box>
  );
}

function columnsFor(timeZone: string, onVoid: ((batch: ClaimBatchOut) => void) | null): ListColumn<ClaimBatchOut>[] {
  return [
    {
      key: 'control',
      header: 'Control number',
      primary: true,
      render: (b) => (
        <>
          <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {b.controlNumber}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            {' '}
            · batch {b.id}
          </Box>
        </>
      ),
    },
    { key: 'dates', header: 'Dates', render: (b) => dayRange(b.fromDate, b.toDate) },
    { key: 'claims', header: 'Claims', align: 'right', render: (b) => figure(b.claimCount) },
    { key: 'lines', header: 'Lines', align: 'right', render: (b) => figure(b.lineCount) },
    { key: 'units', header: 'Units', align: 'right', render: (b) => figure(b.units) },
    { key: 'total', header: 'Total', align: 'right', nowrap: true, render: (b) => dollars(b.totalCharge) },
    {
      key: 'created',
      header: 'Created',
      render: (b) => `${dateTimeIn(b.createdAt, timeZone)} by ${b.createdBy.name}`,
    },
    { key: 'status', header: 'Status', render: (b) => <StatusCell batch={b} timeZone={timeZone} /> },
    {
      key: 'actions',
      header: '',
      actions: true,
      render: (b) => (
        <>
          <BatchFileButton batchId={b.id} kind="837p" compact />
          <BatchFileButton batchId={b.id} kind="xlsx" compact />
          {onVoid && b.status === 'generated' && (
            <Button
              size="small"
              color="error"
              startIcon={<BlockOutlined />}
              onClick={() => onVoid(b)}
              aria-label={`Void batch ${b.id}`}
            >
              Void
            </Button>
          )}
        </>
      ),
    },
  ];
}

type Props = { onVoid: (batch: ClaimBatchOut) => void };

/** The claim batches, newest first, a page at a time: their files, and Void for the Super Admin. */
export function BatchesPanel({ onVoid }: Props) {
  const auth = useAuth();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_BATCH_PAGE_SIZE);
  const query = useClaimBatches(page * pageSize, pageSize);
  // Only the Super Admin voids a batch (the server refuses anyone else).
  const mayVoid = auth?.userType === UserType.SuperAdmin;
  const timeZone = agencyTimeZone();
  const columns = useMemo(() => columnsFor(timeZone, mayVoid ? onVoid : null), [timeZone, mayVoid, onVoid]);

  return (
    <Box
      sx={{
        '& .MuiTableCell-root': { px: 1, verticalAlign: 'top' },
        '& .MuiTableCell-body': { fontVariantNumeric: 'tabular-nums' },
      }}
    >
      <ResponsiveList
        rows={query.data?.data}
        columns={columns}
        getRowKey={(b) => b.id}
        label="Claim batches"
        emptyText="No claim batches yet"
        fetching={query.isFetching}
        error={query.error}
      />
      <Pager
        recordCount={query.data?.recordCount ?? 0}
        page={page}
        pageSize={pageSize}
        pageSizes={PAGE_SIZES}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(0);
        }}
      />
    </Box>
  );
}
