import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ClaimBatchDetailOut } from '@hearth/shared';
import { agencyTimeZone } from '../../../../lib/agency-zone';
import { dayRangeText, formatUnits, plural, reportDateTime } from '../../../../lib/format';
import { batchState } from '../../figures';
import { PaymentStateChip } from '../PaymentStateChip';
import { Fact } from '../Fact';
import { Section } from '../Section';
import { FigureSum } from './FigureSum';

/** What the batch billed and what came of it, then who it went to and what it holds. */
export function BatchSummary({ batch }: { batch: ClaimBatchDetailOut }) {
  const timeZone = agencyTimeZone();
  return (
    <Section
      id="batch-figures"
      title="Figures"
      help="From the remittances posted so far. Adjusted is what the payer wrote off or denied."
      actions={<PaymentStateChip state={batchState(batch)} />}
    >
      {batch.status === 'voided' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Voided {batch.voidedAt && reportDateTime(batch.voidedAt, timeZone)}
          {batch.voidedBy && ` by ${batch.voidedBy.name}`}
          {batch.voidReason && `. Reason: ${batch.voidReason}`}
        </Alert>
      )}
      <FigureSum figures={batch} label={`Figures of batch ${batch.id}`} />
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 2.5,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
          columnGap: 3,
          rowGap: 1.5,
        }}
      >
        <Fact label="Payer">{batch.payerName}</Fact>
        <Fact label="Purpose">
          {batch.purpose === 'original' ? 'Original claims' : 'Replacements and voids of earlier claims'}
        </Fact>
        <Fact label="Dates of service">{dayRangeText(batch.fromDate, batch.toDate)}</Fact>
        <Fact label="Control number">{batch.controlNumber}</Fact>
        <Fact label="Holds">
          {plural(batch.claimCount, 'claim')}, {plural(batch.lineCount, 'line')}, {formatUnits(batch.units)} units
        </Fact>
        <Fact label="Created">
          {reportDateTime(batch.createdAt, timeZone)} by {batch.createdBy.name}
        </Fact>
      </Box>
    </Section>
  );
}
