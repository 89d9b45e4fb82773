import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AGING_BUCKETS, FILING_DEADLINE_WARNING_DAYS, type AgingBucketKey, type ReceivablesOut } from '@hearth/shared';
import { countText, dayText, plural } from '../../../lib/format';
import { centsText } from '../receivables-view';
import { AgingChart } from './AgingChart';
import { BucketChips } from './BucketChips';
import { OpenClaimsList } from './OpenClaimsList';
import { Panel } from './Panel';
import { PayersTable } from './PayersTable';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** Total outstanding and the number of open claims on the day shown. */
function Totals({ data }: { data: ReceivablesOut }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label="Totals"
      sx={{ p: { xs: 1.5, sm: 2.5 }, display: 'flex', flexWrap: 'wrap', columnGap: 6, rowGap: 2 }}
    >
      <Figure label="Total outstanding" value={centsText(data.outstandingCents)} />
      <Figure label="Open claims" value={countText(data.claimCount)} />
    </Paper>
  );
}

/** Claims past their filing deadline, or within FILING_DEADLINE_WARNING_DAYS of it, counted in words. */
function DeadlineAlert({ data }: { data: ReceivablesOut }) {
  const passed = data.claims.filter((c) => c.deadlinePassed).length;
  const near = data.claims.filter((c) => c.deadlineNear && !c.deadlinePassed).length;
  if (passed + near === 0) return null;
  const parts = [
    passed > 0 && `${plural(passed, 'claim')} past the filing deadline`,
    near > 0 && `${plural(near, 'claim')} within ${FILING_DEADLINE_WARNING_DAYS} days of it`,
  ].filter(Boolean);
  return (
    <Alert severity={passed > 0 ? 'error' : 'warning'} sx={{ mb: 1.5 }}>
      {parts.join(', and ')}. A claim must be filed within {plural(data.filingLimitDays, 'day')} of its first date of
      service.
    </Alert>
  );
}

type Props = {
  data: ReceivablesOut;
  bucket: AgingBucketKey | null;
  onBucket: (bucket: AgingBucketKey | null) => void;
  fetching: boolean;
};

/** The receivables of one day: totals, the age chart, the payers and the open claims (filtered by age). */
export function ReceivablesReport({ data, bucket, onBucket, fetching }: Props) {
  if (data.claims.length === 0) {
    return (
      <Stack spacing={2.5}>
        <Totals data={data} />
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} role="status">
          <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
            No open claims
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            Every claim billed by {dayText(data.asOf)} has been paid or settled by the payer. New claim batches show
            here until their remittance is posted.
          </Typography>
        </Paper>
      </Stack>
    );
  }
  const claims = bucket ? data.claims.filter((c) => c.bucket === bucket) : data.claims;
  const bucketLabel = AGING_BUCKETS.find((b) => b.key === bucket)?.label;
  return (
    <Stack spacing={2.5}>
      <Totals data={data} />
      <Panel id="receivables-ages" title="By age since billing">
        <AgingChart buckets={data.buckets} selected={bucket} onSelect={onBucket} />
      </Panel>
      <Panel id="receivables-payers" title="By payer">
        <PayersTable payers={data.payers} />
      </Panel>
      <Panel
        id="receivables-claims"
        title="Open claims"
        help="Oldest first. Each claim opens its batch, with its lines, payments and adjustments."
      >
        <DeadlineAlert data={data} />
        <BucketChips claims={data.claims} selected={bucket} onSelect={onBucket} />
        <OpenClaimsList
          key={bucket ?? 'all'}
          claims={claims}
          label={bucketLabel ? `Open claims aged ${bucketLabel}` : 'Open claims, all ages'}
          emptyText={bucketLabel ? `No open claims aged ${bucketLabel}.` : 'No open claims.'}
          fetching={fetching}
        />
      </Panel>
    </Stack>
  );
}
