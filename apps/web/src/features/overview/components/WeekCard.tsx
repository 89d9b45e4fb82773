import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { OverviewWeek } from '@hearth/shared';
import { visuallyHidden } from '../../../components/visually-hidden';
import { weekChart, WEEKDAYS } from '../charts';
import { completedLink } from '../overview-links';
import { OverviewCard } from './FigureCard';
import { UPlotChart, useChartLook } from '../../../components/charts';
import { dayText, formatUnits } from '../../../lib/format';

type Measure = 'visits' | 'hours';
const MEASURES: Record<Measure, string> = { visits: 'Visits', hours: 'Hours' };

const compare = (now: number, before: number) =>
  now > before ? 'more than' : now < before ? 'fewer than' : 'the same as';

/** The week chart's figures as a table for screen readers; days still to come show '–'. */
function WeekTable({ thisWeek, lastWeek, today }: { thisWeek: OverviewWeek; lastWeek: OverviewWeek; today: string }) {
  return (
    <Box sx={visuallyHidden}>
      <table>
        <caption>Completed visits and hours by day, last week and this week</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Visits last week</th>
            <th scope="col">Visits this week</th>
            <th scope="col">Hours last week</th>
            <th scope="col">Hours this week</th>
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((name, i) => {
            const now = thisWeek.days[i]!;
            const before = lastWeek.days[i]!;
            const future = now.day > today;
            return (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{before.visits}</td>
                <td>{future ? '–' : now.visits}</td>
                <td>{formatUnits(before.hours)}</td>
                <td>{future ? '–' : formatUnits(now.hours)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Box>
  );
}

/**
 * Completed visits and their hours day by day, this week against last (Monday–Sunday, by the day
 * each visit started). Days of this week still to come are left empty, not counted as 0.
 */
export function WeekCard({
  thisWeek,
  lastWeek,
  today,
  sx,
}: {
  thisWeek: OverviewWeek;
  lastWeek: OverviewWeek;
  today: string;
  sx?: SxProps<Theme>;
}) {
  const [measure, setMeasure] = useState<Measure>('visits');
  const look = useChartLook();
  const current = useMemo(
    () => thisWeek.days.map((d) => (d.day <= today ? d[measure] : null)),
    [thisWeek, today, measure],
  );
  const build = useMemo(
    () => weekChart({ last: lastWeek.days.map((d) => d[measure]), current, look }),
    [lastWeek, current, look, measure],
  );
  const empty = thisWeek.visits === 0 && lastWeek.visits === 0;
  const label =
    `${MEASURES[measure]} by day, this week (${formatUnits(thisWeek[measure])} so far) ` +
    `against last week (${formatUnits(lastWeek[measure])}).`;

  return (
    <OverviewCard
      title="This week against last week"
      titleId="overview-week"
      link={{ to: completedLink(thisWeek.from, today), label: "This week's completed visits" }}
      sx={sx}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {formatUnits(thisWeek.visits)} visits and {formatUnits(thisWeek.hours)} hours this week so far (
        {dayText(thisWeek.from)} – {dayText(today)}), {compare(thisWeek.visits, lastWeek.visits)} last week’s{' '}
        {formatUnits(lastWeek.visits)} visits and {formatUnits(lastWeek.hours)} hours.
      </Typography>
      {empty ? (
        <Typography variant="body2" sx={{ mt: 2 }}>
          No completed visits this week or last.
        </Typography>
      ) : (
        <>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={measure}
            onChange={(_event, next: Measure | null) => next && setMeasure(next)}
            aria-label="Show"
            sx={{ my: 1.5 }}
          >
            {(Object.keys(MEASURES) as Measure[]).map((m) => (
              <ToggleButton key={m} value={m} sx={{ px: 2, py: 0.25 }}>
                {MEASURES[m]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <UPlotChart build={build} height={220} label={label} />
          <WeekTable thisWeek={thisWeek} lastWeek={lastWeek} today={today} />
        </>
      )}
    </OverviewCard>
  );
}
