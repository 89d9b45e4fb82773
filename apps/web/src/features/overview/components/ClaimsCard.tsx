import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReceivablesCardOut } from '@hearth/shared';
import { centsText, dayText, plural } from '../../../lib/format';
import { claimBatchLink, receivablesLink } from '../overview-links';
import { OverviewCard } from './FigureCard';

/** One of the card's three figures: a label, the figure, a line about it. */
function Figure({ label, value, children }: { label: string; value: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * From claim to cash (issue 20): what payers still owe on billed claims, what they denied this month,
 * and the oldest claim still open, which opens its batch; the card leads to the receivables screen.
 */
export function ClaimsCard({ receivables: r, sx }: { receivables: ReceivablesCardOut; sx?: SxProps<Theme> }) {
  const oldest = r.oldestOpen;
  return (
    <OverviewCard
      title="Claims and payments"
      titleId="overview-claims"
      link={{ to: receivablesLink(), label: 'Receivables' }}
      sx={sx}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <Figure label="Outstanding" value={centsText(r.outstandingCents)}>
          Billed and not yet paid or adjusted by the payers.
        </Figure>
        <Figure label="Denied this month" value={centsText(r.deniedThisMonthCents)}>
          {r.deniedThisMonthClaims === 0
            ? 'Nothing denied in the remittances posted this month.'
            : `${plural(r.deniedThisMonthClaims, 'claim')} denied in the remittances posted this month.`}
        </Figure>
        <Figure label="Oldest open claim" value={oldest ? plural(oldest.ageDays, 'day') : '–'}>
          {oldest ? (
            <>
              <Link component={RouterLink} to={claimBatchLink(oldest.batchId)} underline="hover">
                {oldest.clientName}, claim {oldest.batchId}-{oldest.claimNumber}
              </Link>
              , billed {dayText(oldest.billedOn)}.
            </>
          ) : (
            'No open claims: every claim billed has been paid or settled.'
          )}
        </Figure>
      </Box>
    </OverviewCard>
  );
}
