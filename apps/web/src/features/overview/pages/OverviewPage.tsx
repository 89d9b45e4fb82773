import Box from '@mui/material/Box';
import { monthLabel, type OverviewOut } from '@hearth/shared';
import { RecordLoading, RecordProblem } from '../../../components/details';
import { PageHeader } from '../../../components/list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOverview, type OverviewData } from '../api';
import { AggregatorCard } from '../components/AggregatorCard';
import { AuthorizationsCard } from '../components/AuthorizationsCard';
import { ClaimsCard } from '../components/ClaimsCard';
import { ExceptionsCard } from '../components/ExceptionsCard';
import { ScheduleTodayCard } from '../components/ScheduleTodayCard';
import { CredentialsCard } from '../components/CredentialsCard';
import { FigureCard } from '../components/FigureCard';
import { WeekCard } from '../components/WeekCard';
import { awaitingVerificationLink, completedLink, exceptionsLink, inProgressLink } from '../overview-links';
import { dayText, formatUnits, plural, timeZoneText, weekdayText } from '../../../lib/format';

/** Visits in progress, this week's visits and hours, and entries awaiting verification. */
function NowFigures({ overview: d }: { overview: OverviewData }) {
  const { inProgress, awaitingVerification: awaiting } = d;
  return (
    <>
      <FigureCard
        title="Visits in progress"
        titleId="overview-in-progress"
        value={formatUnits(inProgress.count)}
        caption={
          inProgress.count === 0
            ? 'No one is clocked in right now.'
            : `Clocked in and not yet out; the oldest began ${dayText(inProgress.oldestDay)}.`
        }
        link={
          inProgress.count > 0
            ? { to: inProgressLink(inProgress.oldestDay, d.today), label: 'Visits in progress' }
            : undefined
        }
      />
      <FigureCard
        title="Completed visits this week"
        titleId="overview-visits"
        value={formatUnits(d.thisWeek.visits)}
        caption={`Last week: ${plural(d.lastWeek.visits, 'visit', 'visits')} (Monday–Sunday).`}
        link={{ to: completedLink(d.thisWeek.from, d.today), label: "This week's visits" }}
      />
      <FigureCard
        title="Hours this week"
        titleId="overview-hours"
        value={formatUnits(d.thisWeek.hours)}
        caption={`Last week: ${plural(d.lastWeek.hours, 'hour', 'hours')} of completed visits.`}
      />
      <FigureCard
        title="Awaiting verification"
        titleId="overview-awaiting"
        value={formatUnits(awaiting.count)}
        caption={
          awaiting.count === 0
            ? 'Every completed entry has been verified.'
            : `Completed entries no admin has verified, the oldest from ${dayText(awaiting.oldestDay)}.`
        }
        link={
          awaiting.count > 0
            ? { to: awaitingVerificationLink(awaiting.oldestDay, d.today), label: 'Entries to verify' }
            : undefined
        }
      />
    </>
  );
}

/** The share of this month's completed visits an admin changed or entered (Pennsylvania watches it). */
function ManualEditsCard({ manual }: { manual: OverviewOut['manualEdits'] }) {
  return (
    <FigureCard
      title={`Manually edited visits, ${monthLabel(manual.month)}`}
      titleId="overview-manual"
      value={manual.completed === 0 ? '–' : `${manual.percent} %`}
      caption={
        manual.completed === 0
          ? 'No completed visits yet this month.'
          : `${formatUnits(manual.manual)} of ${plural(manual.completed, 'completed visit', 'completed visits')} ` +
            'were changed by an admin after the visit or entered by one. Pennsylvania watches this share.'
      }
      link={{ to: exceptionsLink('manual_change'), label: 'Open manual-change exceptions' }}
    />
  );
}

/**
 * /admin/overview (admins): how the agency is doing now, each figure a link to the list it counts.
 * Days, weeks (Monday–Sunday) and months are the agency's, in its time zone.
 */
export function OverviewPage() {
  useDocumentTitle('Overview');
  const overview = useOverview();
  if (!overview.data) {
    return (
      <>
        <PageHeader title="Overview" />
        {overview.isPending ? (
          <RecordLoading label="Loading the overview" />
        ) : (
          <RecordProblem error={overview.error} backTo="/admin/clients" backLabel="Clients" />
        )}
      </>
    );
  }
  const d = overview.data;
  return (
    <>
      <PageHeader
        title="Overview"
        subtitle={`${weekdayText(d.today)}, ${dayText(d.today)} · days counted in ${timeZoneText(d.timeZone)}`}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        <NowFigures overview={d} />
        <WeekCard
          thisWeek={d.thisWeek}
          lastWeek={d.lastWeek}
          today={d.today}
          sx={{ gridColumn: { sm: '1 / -1', lg: 'span 2' } }}
        />
        <ExceptionsCard exceptions={d.exceptions} />
        {d.schedule && <ScheduleTodayCard schedule={d.schedule} today={d.today} />}
        {d.credentials && <CredentialsCard credentials={d.credentials} />}
        <ManualEditsCard manual={d.manualEdits} />
        {d.receivables && <ClaimsCard receivables={d.receivables} sx={{ gridColumn: '1 / -1' }} />}
        {d.aggregator && <AggregatorCard aggregator={d.aggregator} sx={{ gridColumn: '1 / -1' }} />}
        <AuthorizationsCard authorizations={d.authorizations} today={d.today} sx={{ gridColumn: '1 / -1' }} />
      </Box>
    </>
  );
}
