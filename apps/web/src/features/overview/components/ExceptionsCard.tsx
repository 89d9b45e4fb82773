import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { OverviewOut } from '@hearth/shared';
import { exceptionsLink } from '../overview-links';
import { OverviewCard } from './FigureCard';
import { formatUnits } from '../../../lib/format';

/**
 * Open EVV exceptions by type as a bar list: each type's name links to its open exceptions, its bar
 * is its share of the largest, and its count is written beside it (the bars add nothing the
 * numbers do not say, so they are hidden from screen readers).
 */
export function ExceptionsCard({ exceptions, sx }: { exceptions: OverviewOut['exceptions']; sx?: SxProps<Theme> }) {
  const most = Math.max(1, ...exceptions.byType.map((t) => t.count));
  return (
    <OverviewCard
      title="Open EVV exceptions"
      titleId="overview-exceptions"
      link={exceptions.open > 0 ? { to: exceptionsLink(), label: 'All open exceptions' } : undefined}
      sx={sx}
    >
      <Typography sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}>
        {formatUnits(exceptions.open)}
      </Typography>
      {exceptions.open === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          No open exceptions: every completed visit passes the EVV checks or has been reviewed.
        </Typography>
      ) : (
        <Box component="ul" aria-label="Open exceptions by type" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {exceptions.byType.map((t) => (
            <Box component="li" key={t.type} sx={{ py: 0.5 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
                {t.count > 0 ? (
                  <Link component={RouterLink} to={exceptionsLink(t.type)} underline="hover" sx={{ flex: 1 }}>
                    {t.label}
                  </Link>
                ) : (
                  <Typography component="span" variant="body2" sx={{ flex: 1, color: 'text.secondary' }}>
                    {t.label}
                  </Typography>
                )}
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
                >
                  {formatUnits(t.count)}
                </Typography>
              </Box>
              <Box aria-hidden sx={{ height: 6, borderRadius: 3, bgcolor: 'action.hover', mt: 0.5 }}>
                <Box
                  sx={{
                    height: '100%',
                    borderRadius: 3,
                    bgcolor: 'secondary.main',
                    width: `${(t.count / most) * 100}%`,
                    minWidth: t.count > 0 ? 4 : 0,
                  }}
                />
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </OverviewCard>
  );
}
