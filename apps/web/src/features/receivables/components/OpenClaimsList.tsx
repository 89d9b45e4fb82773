import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AGING_BUCKETS, PAGE_SIZES, type ReceivableClaimOut } from '@hearth/shared';
import { Pager, ResponsiveList, usePaging, type ListColumn } from '../../../components/list';
import { dayText, plural } from '../../../lib/format';
import { batchPath, centsText } from '../receivables-view';
import { FilingDeadline, PaymentStateChip } from './ClaimFlags';

const DEFAULT_PAGE_SIZE = 25;

const bucketLabel = (claim: ReceivableClaimOut) => AGING_BUCKETS.find((b) => b.key === claim.bucket)?.label ?? '';

/** The claim's number, a link to its batch (its lines, payments and adjustments). */
function ClaimLink({ claim }: { claim: ReceivableClaimOut }) {
  return (
    <Link component={RouterLink} to={batchPath(claim.batchId)} underline="hover" sx={{ whiteSpace: 'nowrap' }}>
      Claim {claim.patientControlNumber}
    </Link>
  );
}

/** A line under a cell's value, in the secondary colour. */
const Under = ({ children }: { children: React.ReactNode }) => (
  <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem' }}>
    {children}
  </Box>
);

const Nowrap = ({ children }: { children: React.ReactNode }) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
    {children}
  </Box>
);

const money = (key: string, header: string, value: (c: ReceivableClaimOut) => number, strong = false) =>
  ({
    key,
    header,
    align: 'right',
    nowrap: true,
    render: (c) => (strong ? <Box component="strong">{centsText(value(c))}</Box> : centsText(value(c))),
  }) satisfies ListColumn<ReceivableClaimOut>;

const COLUMNS: readonly ListColumn<ReceivableClaimOut>[] = [
  // The claim's state sits under its client and the deadline's reason under it: the columns fit beside the sidebar.
  {
    key: 'client',
    header: 'Client, claim',
    primary: true,
    render: (c) => (
      <>
        <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
          {c.clientName}
        </Box>
        <ClaimLink claim={c} />
        <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
          <PaymentStateChip state={c.state} />
        </Box>
      </>
    ),
  },
  {
    key: 'payer',
    header: 'Payer, service',
    render: (c) => (
      <>
        {c.payerName}
        <Under>{c.serviceCode}</Under>
      </>
    ),
  },
  {
    key: 'billed-on',
    header: 'Billed on',
    render: (c) => (
      <>
        {dayText(c.billedOn)}
        <Under>
          <Nowrap>{plural(c.ageDays, 'day')}</Nowrap> · <Nowrap>{bucketLabel(c)}</Nowrap>
        </Under>
      </>
    ),
  },
  money('billed', 'Billed', (c) => c.billedCents),
  money('paid', 'Paid', (c) => c.paidCents),
  money('adjusted', 'Adjusted', (c) => c.adjustedCents),
  money('outstanding', 'Outstanding', (c) => c.outstandingCents, true),
  {
    key: 'deadline',
    header: 'Filing deadline',
    render: (c) => (
      <>
        <FilingDeadline claim={c} />
        <Under>
          First date of service <Nowrap>{dayText(c.firstServiceDate)}</Nowrap>
        </Under>
      </>
    ),
  },
];

/** Label and value on one line of a phone card. */
function CardLine({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Typography component="div" variant="body2" sx={{ mt: 0.25, fontVariantNumeric: 'tabular-nums' }}>
      <Box component="span" sx={{ fontWeight: 600, color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      {children}
    </Typography>
  );
}

/** Phones: the client and state on top, the figures under them, the deadline last. */
function ClaimCard(c: ReceivableClaimOut) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}>
            {c.clientName}
          </Typography>
          <PaymentStateChip state={c.state} />
        </Box>
        <ClaimLink claim={c} />
        <CardLine label="Payer">
          {c.payerName}, {c.serviceCode}
        </CardLine>
        <CardLine label="Billed on">
          {dayText(c.billedOn)} ({plural(c.ageDays, 'day')}, {bucketLabel(c)})
        </CardLine>
        <CardLine label="First date of service">{dayText(c.firstServiceDate)}</CardLine>
        <CardLine label="Billed">
          {centsText(c.billedCents)} · Paid {centsText(c.paidCents)} · Adjusted {centsText(c.adjustedCents)}
        </CardLine>
        <CardLine label="Outstanding">
          <strong>{centsText(c.outstandingCents)}</strong>
        </CardLine>
        <CardLine label="Filing deadline">
          <FilingDeadline claim={c} />
        </CardLine>
      </CardContent>
    </Card>
  );
}

type Props = {
  claims: readonly ReceivableClaimOut[];
  /** The list's accessible name (which claims it holds). */
  label: string;
  /** What the list says when `claims` is empty. */
  emptyText: string;
  fetching: boolean;
};

/** The open claims, oldest first, a page at a time (kept on this side: the answer holds them all). */
export function OpenClaimsList({ claims, label, emptyText, fetching }: Props) {
  const { page, pageSize, setPage, setPageSize } = usePaging(DEFAULT_PAGE_SIZE);
  const lastPage = Math.max(0, Math.ceil(claims.length / pageSize) - 1);
  const shown = Math.min(page, lastPage);
  return (
    <Box
      sx={{
        '& .MuiTableCell-root': { verticalAlign: 'top' },
        '& .MuiTableCell-head': { verticalAlign: 'bottom', whiteSpace: 'normal', lineHeight: 1.3 },
        '& .MuiTableCell-body': { fontVariantNumeric: 'tabular-nums' },
      }}
    >
      <ResponsiveList
        rows={claims.slice(shown * pageSize, (shown + 1) * pageSize)}
        columns={COLUMNS}
        getRowKey={(c) => `${c.batchId}-${c.claimNumber}`}
        renderCard={ClaimCard}
        label={label}
        emptyText={emptyText}
        fetching={fetching}
        compact
      />
      <Pager
        recordCount={claims.length}
        page={shown}
        pageSize={pageSize}
        pageSizes={PAGE_SIZES}
        onPage={setPage}
        onPageSize={setPageSize}
        rowsPerPageLabel="Claims per page"
      />
    </Box>
  );
}
