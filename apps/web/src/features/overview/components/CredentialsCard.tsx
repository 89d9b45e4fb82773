import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { OverviewOut } from '@hearth/shared';
import { credentialsLink } from '../overview-links';
import { OverviewCard } from './FigureCard';
import { formatUnits } from '../../../lib/format';

type Counts = NonNullable<OverviewOut['credentials']>;

const ROWS = [
  { key: 'expired', show: 'expired', label: 'Expired', what: 'past the grace days: these staff may not work visits' },
  { key: 'expiring30', show: 'expiring-30', label: 'Expiring within 30 days', what: 'renew now' },
  { key: 'expiring60', show: 'expiring-60', label: 'Expiring within 60 days', what: 'including those within 30' },
  { key: 'missing', show: 'missing', label: 'Missing', what: 'required credentials not on file' },
] as const;

/**
 * Staff credentials (docs/decisions/018): expired past grace, expiring within 30 and 60 days, and
 * missing, each in words and as a number, each linking to the credentials list filtered the same way.
 */
export function CredentialsCard({ credentials }: { credentials: Counts }) {
  return (
    <OverviewCard
      title="Credentials"
      titleId="overview-credentials"
      link={{ to: credentialsLink('expired'), label: 'Credentials' }}
    >
      <Box component="ul" aria-label="Staff credentials to act on" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {ROWS.map((r) => (
          <Box component="li" key={r.key} sx={{ py: 0.5, display: 'flex', gap: 1, alignItems: 'baseline' }}>
            <Box sx={{ flex: 1 }}>
              {credentials[r.key] > 0 ? (
                <Link component={RouterLink} to={credentialsLink(r.show)} underline="hover">
                  {r.label}
                </Link>
              ) : (
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {r.label}
                </Typography>
              )}
              <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                {r.what}
              </Typography>
            </Box>
            <Typography
              component="span"
              sx={{ fontSize: '1.5rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
            >
              {formatUnits(credentials[r.key])}
            </Typography>
          </Box>
        ))}
      </Box>
    </OverviewCard>
  );
}
