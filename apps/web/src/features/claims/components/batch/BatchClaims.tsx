import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { BatchClaimOut, ClaimBatchDetailOut } from '@hearth/shared';
import type { ListColumn } from '../../../../components/list';
import { monthText } from '../../../../lib/format';
import { batchPath, centsText, FREQUENCY_LABELS } from '../../figures';
import { ExpandableList } from '../ExpandableList';
import { PaymentStateChip } from '../PaymentStateChip';
import { Section } from '../Section';
import { ClaimDetail, type ResubmitAction } from './ClaimDetail';
import { ResubmitDialog, type ResubmitTarget } from './ResubmitDialog';

const claimRef = (batchId: number, claimNumber: number) => (
  <Link component={RouterLink} to={batchPath(batchId)}>
    batch {batchId}, claim {claimNumber}
  </Link>
);

/** Original, or a replacement or void of an earlier claim; and what later replaced or voided this one. */
function SentAs({ claim: c }: { claim: BatchClaimOut }) {
  return (
    <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontWeight: 400, fontSize: '0.8125rem' }}>
      {FREQUENCY_LABELS[c.frequency]}
      {c.replaces && <> of {claimRef(c.replaces.batchId, c.replaces.claimNumber)}</>}
      {c.replacedBy && (
        <Box component="span" sx={{ display: 'block' }}>
          {c.replacedBy.frequency === 'void' ? 'Voided' : 'Replaced'} by{' '}
          {claimRef(c.replacedBy.batchId, c.replacedBy.claimNumber)}
        </Box>
      )}
    </Box>
  );
}

const money = (key: 'billedCents' | 'paidCents' | 'adjustedCents' | 'outstandingCents', header: string) =>
  ({ key, header, align: 'right', nowrap: true, render: (c: BatchClaimOut) => centsText(c[key]) }) as const;

const columns: ListColumn<BatchClaimOut>[] = [
  {
    key: 'claim',
    header: 'Claim',
    primary: true,
    render: (c) => (
      <>
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {c.patientControlNumber}{' '}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            claim {c.claimNumber}
          </Box>
        </Box>
        <SentAs claim={c} />
      </>
    ),
  },
  {
    key: 'client',
    header: 'Client',
    render: (c) => (
      <Link component={RouterLink} to={`/admin/client-details?id=${c.clientId}`}>
        {c.clientName}
      </Link>
    ),
  },
  {
    key: 'service',
    header: 'Service',
    nowrap: true,
    render: (c) => (
      <>
        {c.serviceCode}
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {monthText(c.month)}
        </Box>
      </>
    ),
  },
  { key: 'state', header: 'State', render: (c) => <PaymentStateChip state={c.state} /> },
  money('billedCents', 'Billed'),
  money('paidCents', 'Paid'),
  money('adjustedCents', 'Adjusted'),
  money('outstandingCents', 'Outstanding'),
];

const FILTERS = {
  all: { label: 'All claims', keep: () => true },
  attention: {
    label: 'Denied, partly paid or reversed',
    keep: (c: BatchClaimOut) => c.state === 'denied' || c.state === 'partly_paid' || c.state === 'reversed',
  },
  open: { label: 'Not answered yet', keep: (c: BatchClaimOut) => c.state === 'billed' },
  paid: { label: 'Paid', keep: (c: BatchClaimOut) => c.state === 'paid' },
} as const;
type FilterKey = keyof typeof FILTERS;

/** The batch's claims, each opening to its lines and, once answered, its replacement or void. */
export function BatchClaims({ batch }: { batch: ClaimBatchDetailOut }) {
  const [filter, setFilter] = useState<FilterKey>('all');
  const [target, setTarget] = useState<ResubmitTarget | null>(null);
  const rows = useMemo(() => batch.claims.filter(FILTERS[filter].keep), [batch.claims, filter]);
  const onResubmit = (claim: BatchClaimOut, action: ResubmitAction) => setTarget({ batchId: batch.id, claim, action });

  return (
    <Section
      id="batch-claims"
      title="Claims"
      help="Open a claim to see its lines and what the payer said about each."
      actions={
        <TextField
          select
          size="small"
          label="Show"
          value={filter}
          onChange={(event) => setFilter(event.target.value as FilterKey)}
          sx={{ minWidth: 240 }}
        >
          {(Object.keys(FILTERS) as FilterKey[]).map((key) => (
            <MenuItem key={key} value={key}>
              {FILTERS[key].label} ({batch.claims.filter(FILTERS[key].keep).length})
            </MenuItem>
          ))}
        </TextField>
      }
    >
      <ExpandableList
        rows={rows}
        columns={columns}
        getRowKey={(c) => c.claimNumber}
        label={`Claims of batch ${batch.id}`}
        emptyText={filter === 'all' ? 'This batch has no claims.' : 'No claims of this kind.'}
        toggleLabel={(c, open) => `${open ? 'Hide' : 'Show'} the lines of claim ${c.patientControlNumber}`}
        toggleWord="lines"
        renderDetail={(c) => <ClaimDetail batch={batch} claim={c} onResubmit={onResubmit} />}
      />
      <ResubmitDialog target={target} onClose={() => setTarget(null)} />
    </Section>
  );
}
