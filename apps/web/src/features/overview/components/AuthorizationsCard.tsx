import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  OVERVIEW_ENDING_DAYS,
  OVERVIEW_NEARLY_USED_PERCENT,
  type AtRiskAuthorizationOut,
  type OverviewOut,
} from '@hearth/shared';
import { ChartLegend, usageLegend, UsageChart, useChartLook } from '../../../components/charts';
import { burnDown } from '../burn-down';
import { clientServicesLink } from '../overview-links';
import { OverviewCard } from './FigureCard';
import { dayText, formatUnits } from '../../../lib/format';

/** Authorizations shown at first, and added by each "Show more": a chart each. */
const STEP = 6;

const endsText = (daysLeft: number) =>
  daysLeft === 0 ? 'Ends today' : daysLeft === 1 ? 'Ends tomorrow' : `Ends in ${daysLeft} days`;

function AuthorizationItem({ a, today }: { a: AtRiskAuthorizationOut; today: string }) {
  const { series, summary } = useMemo(() => burnDown(a, today), [a, today]);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
      <Link
        component={RouterLink}
        to={clientServicesLink(a.clientId)}
        underline="hover"
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {a.clientName}
      </Link>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {a.serviceCode} · {a.serviceName} · {dayText(a.startDate)} – {dayText(a.endDate)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', my: 1 }}>
        {a.nearlyUsed && (
          <Chip size="small" color={a.usedPercent >= 100 ? 'error' : 'warning'} label={`${a.usedPercent} % used`} />
        )}
        {a.endingSoon && <Chip size="small" color="warning" variant="outlined" label={endsText(a.daysLeft)} />}
      </Box>
      <Typography variant="body2">
        {formatUnits(a.unitsUsed)} of {formatUnits(a.unitsAuthorized)} units used ({a.usedPercent} %); even use would be{' '}
        {a.targetPercent} % by today.
      </Typography>
      <Box sx={{ mt: 1 }}>
        <UsageChart series={series} summary={summary} height={170} legend={false} />
      </Box>
    </Paper>
  );
}

/**
 * The authorizations that need attention: at or above 90 % used, or ending within 30 days, the
 * most urgent first, each with its burn-down and a link to the client's Services tab.
 */
export function AuthorizationsCard({
  authorizations,
  today,
  sx,
}: {
  authorizations: OverviewOut['authorizations'];
  today: string;
  sx?: SxProps<Theme>;
}) {
  const [shown, setShown] = useState(STEP);
  const look = useChartLook();
  const { data, total } = authorizations;
  const visible = data.slice(0, shown);
  const rule = `At or above ${OVERVIEW_NEARLY_USED_PERCENT} % used, or ending within ${OVERVIEW_ENDING_DAYS} days`;
  return (
    <OverviewCard title="Authorizations at risk" titleId="overview-authorizations" sx={sx}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {total === 0
          ? `${rule}: none. Every active authorization has units left and more than ${OVERVIEW_ENDING_DAYS} days to run.`
          : `${rule}: ${formatUnits(total)} in all${total > data.length ? `, the ${data.length} most urgent listed` : ''}. ` +
            'Nearly used up first, then those ending soonest. Each chart shows the units used so far against even use.'}
      </Typography>
      {total > 0 && (
        <>
          <Box sx={{ mb: 2 }}>
            <ChartLegend items={usageLegend(look)} />
          </Box>
          <Box
            component="ul"
            aria-label="Authorizations at risk"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                md: 'repeat(2, minmax(0, 1fr))',
                xl: 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            {visible.map((a) => (
              <AuthorizationItem key={a.id} a={a} today={today} />
            ))}
          </Box>
          {data.length > shown && (
            <Button sx={{ mt: 2 }} onClick={() => setShown((n) => n + STEP)}>
              Show {Math.min(STEP, data.length - shown)} more of {data.length - shown}
            </Button>
          )}
        </>
      )}
    </OverviewCard>
  );
}
