import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import { PAGE_SIZES, type ClaimBatchOut } from '@hearth/shared';
import { Pager, ResponsiveList, usePaging, type ListColumn } from '../../../components/list';
import { agencyTimeZone } from '../../../lib/agency-zone';
import { useCan } from '../../../lib/permissions';
import { useClaimBatches } from '../api';
import { BatchFileButton } from './BatchFileButton';
import { DayRange } from './DayRange';
import { Section } from './Section';
import { formatUnits, reportDateTime } from '../../../lib/format';
import { batchPath, batchState, centsText } from '../figures';
import { PaymentStateChip } from './PaymentStateChip';

const DEFAULT_BATCH_PAGE_SIZE = 25;

/** Spans only: a phone card puts each value inside a <p>. */
function StatusCell({ batch, timeZone }: { batch: ClaimBatchOut; timeZone: string }) {
  if (batch.status === 'generated') {
    return (
      <Box component="span" sx={{ display: 'block', minWidth: 90 }}>
        <PaymentStateChip state={batchState(batch)} />
        {batch.deniedCents > 0 && (
          <Typography
            component="span"
            variant="body2"
            sx={{ display: 'block', color: 'error.main', mt: 0.5, whiteSpace: 'nowrap' }}
          >
            {centsText(batch.deniedCents)} denied
          </Typography>
        )}
      </Box>
    );
  }
  return (
    <Box component="span" sx={{ display: 'block', minWidth: 130, maxWidth: 240 }}>
      <PaymentStateChip state="voided" />
      <Typography
        component="span"
        variant="body2"
        sx={{ display: 'block', color: 'text.secondary', mt: 0.5, overflowWrap: 'anywhere' }}
      >
        {batch.voidedAt && reportDateTime(batch.voidedAt, timeZone)}
        {batch.voidedBy && ` by ${batch.voidedBy.name}`}
      </Typography>
      {batch.voidReason && (
        <Typography component="span" variant="body2" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          Reason: {batch.voidReason}
        </Typography>
      )}
    </Box>
  );
}

/** The batch's number (its page), its control number, the dates it bills, and who it went to. */
function BatchCell({ batch: b }: { batch: ClaimBatchOut }) {
  return (
    <>
      <Link component={RouterLink} to={batchPath(b.id)} sx={{ whiteSpace: 'nowrap', fontWeight: 650 }}>
        Batch {b.id}
      </Link>{' '}
      <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, whiteSpace: 'nowrap' }}>
        {b.controlNumber}
      </Box>
      <Box component="span" sx={{ display: 'block', fontWeight: 400 }}>
        <DayRange from={b.fromDate} to={b.toDate} />
      </Box>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontWeight: 400, fontSize: '0.8125rem' }}>
        {b.payerName}
        {b.purpose === 'resubmission' && ' · replacements and voids'}
      </Box>
    </>
  );
}

/** The batch's files, and Void while it stands (for the Super Admin: `onVoid` is null for anyone else). */
function BatchActions({
  batch,
  onVoid,
  column,
}: {
  batch: ClaimBatchOut;
  onVoid: ((batch: ClaimBatchOut) => void) | null;
  /** One above the other, beside a table row's figures. */
  column?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: column ? 'column' : 'row', flexWrap: 'wrap', gap: 0.75 }}>
      <BatchFileButton batchId={batch.id} kind="837p" compact />
      <BatchFileButton batchId={batch.id} kind="xlsx" compact />
      {onVoid && batch.status === 'generated' && (
        <Button
          size="small"
          color="error"
          startIcon={<BlockOutlined />}
          onClick={() => onVoid(batch)}
          aria-label={`Void batch ${batch.id}`}
        >
          Void
        </Button>
      )}
    </Box>
  );
}

/** A phone card: the figures as label/value lines, the actions in a row under them. */
function batchCard(columns: readonly ListColumn<ClaimBatchOut>[], onVoid: ((batch: ClaimBatchOut) => void) | null) {
  const [primary, ...rest] = columns.filter((c) => !c.actions);
  return function BatchCard(batch: ClaimBatchOut) {
    return (
      <Card variant="outlined">
        <CardContent sx={{ '&:last-child': { pb: 2 } }}>
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 650 }}>
            {primary!.render(batch)}
          </Typography>
          {rest.map((c) => (
            <Typography
              key={c.key}
              component="div"
              variant="body2"
              sx={{ mt: 0.25, fontVariantNumeric: 'tabular-nums' }}
            >
              <Box component="span" sx={{ fontWeight: 600, color: 'text.secondary' }}>
                {c.header}:
              </Box>{' '}
              {c.render(batch)}
            </Typography>
          ))}
          <Box sx={{ mt: 1.5 }}>
            <BatchActions batch={batch} onVoid={onVoid} />
          </Box>
        </CardContent>
      </Card>
    );
  };
}

function columnsFor(timeZone: string, onVoid: ((batch: ClaimBatchOut) => void) | null): ListColumn<ClaimBatchOut>[] {
  return [
    { key: 'batch', header: 'Batch', primary: true, render: (b) => <BatchCell batch={b} /> },
    { key: 'claims', header: 'Claims', align: 'right', render: (b) => formatUnits(b.claimCount) },
    { key: 'billed', header: 'Billed', align: 'right', nowrap: true, render: (b) => centsText(b.billedCents) },
    { key: 'paid', header: 'Paid', align: 'right', nowrap: true, render: (b) => centsText(b.paidCents) },
    {
      key: 'outstanding',
      header: 'Outstanding',
      align: 'right',
      nowrap: true,
      render: (b) => centsText(b.outstandingCents),
    },
    {
      key: 'created',
      header: 'Created',
      render: (b) => (
        <>
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {reportDateTime(b.createdAt, timeZone)}
          </Box>{' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            by {b.createdBy.name}
          </Box>
        </>
      ),
    },
    { key: 'status', header: 'State', render: (b) => <StatusCell batch={b} timeZone={timeZone} /> },
    {
      key: 'actions',
      header: '',
      actions: true,
      render: (b) => <BatchActions batch={b} onVoid={onVoid} column />,
    },
  ];
}

type Props = { onVoid: (batch: ClaimBatchOut) => void };

/** The claim batches, newest first, a page at a time: their files, and Void for the Super Admin. */
export function BatchesPanel({ onVoid }: Props) {
  const { page, pageSize, setPage, setPageSize } = usePaging(DEFAULT_BATCH_PAGE_SIZE);
  const query = useClaimBatches(page * pageSize, pageSize);
  // Only the Super Admin voids a batch (the server refuses anyone else).
  const mayVoid = useCan('ownerOnly');
  const timeZone = agencyTimeZone();
  const voidAction = mayVoid ? onVoid : null;
  const columns = useMemo(() => columnsFor(timeZone, voidAction), [timeZone, voidAction]);
  const renderCard = useMemo(() => batchCard(columns, voidAction), [columns, voidAction]);

  return (
    <Section
      id="claims-batches"
      title="Batches"
      help={`Newest first. Paid and outstanding come from the remittances posted. A batch's entries are billed: they cannot be edited or billed again unless the batch is voided${
        mayVoid ? '' : ' (the Super Admin voids batches)'
      } or the payer denies them.`}
    >
      <Box
        sx={{
          '& .MuiTableCell-root': { px: 0.75, verticalAlign: 'top' },
          '& .MuiTableCell-root:last-of-type': { pr: 0.25 },
          // Headers wrap ('Control / number'): the row's buttons keep their room beside the sidebar.
          '& .MuiTableCell-head': { verticalAlign: 'bottom', whiteSpace: 'normal', lineHeight: 1.3 },
          '& .MuiTableCell-body': { fontVariantNumeric: 'tabular-nums' },
        }}
      >
        <ResponsiveList
          rows={query.data?.data}
          columns={columns}
          getRowKey={(b) => b.id}
          renderCard={renderCard}
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
          onPageSize={setPageSize}
        />
      </Box>
    </Section>
  );
}
