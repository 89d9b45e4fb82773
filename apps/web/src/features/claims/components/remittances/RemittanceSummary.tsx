import Box from '@mui/material/Box';
import type { RemittanceDetailOut } from '@hearth/shared';
import { agencyTimeZone } from '../../../../lib/agency-zone';
import { countText, reportDateTime } from '../../../../lib/format';
import { centsText } from '../../figures';
import { Fact } from '../Fact';
import { Section } from '../Section';

/** The upload at a glance: the file, who posted it, the amount, and how much matched. */
export function RemittanceSummary({ remittance: r }: { remittance: RemittanceDetailOut }) {
  return (
    <Section id="remittance-summary" title="Summary">
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
          columnGap: 3,
          rowGap: 1.5,
        }}
      >
        <Fact label="Amount paid">
          <Box component="span" sx={{ fontWeight: 650, fontVariantNumeric: 'tabular-nums' }}>
            {centsText(r.paymentCents)}
          </Box>
        </Fact>
        <Fact label="Claims">{countText(r.claimCount)}</Fact>
        <Fact label="Service lines">{countText(r.lineCount)}</Fact>
        <Fact label="Not matched">
          <Box component="span" sx={r.unmatchedCount > 0 ? { color: 'warning.dark', fontWeight: 650 } : undefined}>
            {countText(r.unmatchedCount)}
          </Box>
        </Fact>
        <Fact label="File">{r.fileName}</Fact>
        <Fact label="Posted">
          {reportDateTime(r.uploadedAt, agencyTimeZone())} by {r.uploadedBy.name}
        </Fact>
      </Box>
    </Section>
  );
}
