import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { OverviewOut } from '@hearth/shared';
import { plural } from '../../../lib/format';
import { aggregatorPath } from '../../../lib/paths';
import { OverviewCard } from './FigureCard';

type Figures = NonNullable<OverviewOut['aggregator']>;

/**
 * Visits the state's EVV aggregator rejected and those waiting to be sent or for its answer: claims
 * hold both back, so each count opens its list on the aggregator screen.
 */
export function AggregatorCard({ aggregator, sx }: { aggregator: Figures; sx?: SxProps<Theme> }) {
  const { rejectedVisits: rejected, waitingVisits: waiting } = aggregator;
  return (
    <OverviewCard title="EVV aggregator" titleId="overview-aggregator" sx={sx}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 3, rowGap: 0.5 }}>
        <Typography component="p">
          <Link
            component={RouterLink}
            to={aggregatorPath({ kind: 'visit', state: 'rejected' })}
            underline="hover"
            sx={{ fontWeight: 700, color: rejected > 0 ? 'error.main' : undefined }}
          >
            {plural(rejected, 'rejected visit')}
          </Link>
          ,{' '}
          <Link component={RouterLink} to={aggregatorPath({ kind: 'visit', state: 'waiting' })} underline="hover">
            {`${plural(waiting, 'visit')} waiting`}
          </Link>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {rejected + waiting === 0
            ? 'Every completed visit sent has been accepted.'
            : 'Claims hold these back until the aggregator accepts them.'}
        </Typography>
      </Box>
    </OverviewCard>
  );
}
