import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Edit from '@mui/icons-material/Edit';
import Verified from '@mui/icons-material/Verified';
import {
  ENTERED_BY_LABELS,
  enteredBy,
  PROGRESS_LABELS,
  statusLabel,
  WorkEntryMsg,
  WorkEntryStatus,
  type WorkEntryOut,
} from '@hearth/shared';
import { PageHeader } from '../../../components/list';
import { SignatureSummary } from '../../../components/signature';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useWorkEntry } from '../api';
import { DetailField, DetailSection } from '../../../components/details/DetailSection';
import { AggregatorVisitStatus } from '../components/AggregatorVisitStatus';
import { BilledNotice } from '../components/BilledNotice';
import { OfflineNotice } from '../components/OfflineNotice';
import { VerifyToggle } from '../components/VerifyToggle';
import { WorkEntryHistory } from '../components/WorkEntryHistory';
import {
  dateText,
  dateTimeText,
  hoursText,
  money,
  orDash,
  parseWire,
  timeText,
  timeZoneText,
  zoneCaption,
  zoneOf,
} from '../../../lib/format';
import { locationText, recordOriginText } from '../format';
import { useIdParam } from '../../../lib/use-id-param';
import { WORK_ENTRIES_PATH as LIST_PATH, WorkEntryQueryView } from '../components/WorkEntryQueryView';

const staffLink = (id: number | null, name: string | null) =>
  id && name ? (
    <Link component={RouterLink} to={`/admin/view-staff?id=${id}`}>
      {name}
    </Link>
  ) : (
    name
  );

function WhoWhen({ when, zone, id, name }: { when: string; zone: string; id: number | null; name: string | null }) {
  return (
    <>
      {orDash(dateTimeText(when, zone))}
      {name && <> by {staffLink(id, name)}</>}
    </>
  );
}

/** A time in the entry's zone, the zone named under it when it is not the agency's. */
function ZonedTime({ value, zone }: { value: string | null; zone: string }) {
  const caption = zoneCaption(zone);
  return (
    <>
      {timeText(value, zone)}
      {caption && (
        <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
          {caption}
        </Typography>
      )}
    </>
  );
}

/** Start and end in the zone the entry was recorded in; hours, units and amounts for completed entries only (spec 01 section 4). */
function TimeAndAmounts({ entry }: { entry: WorkEntryOut }) {
  const completed = entry.status === WorkEntryStatus.Completed;
  const inProgress = entry.status === WorkEntryStatus.InProgress;
  const amount = (value: string) => (completed ? value : '-');
  const zone = zoneOf(entry);
  return (
    <DetailSection title="Time and Amounts">
      <DetailField label="Start Date">{dateText(entry.serviceStartTime, zone)}</DetailField>
      <DetailField label="Start Time">
        <ZonedTime value={entry.serviceStartTime} zone={zone} />
      </DetailField>
      <DetailField label="Time Zone">
        {timeZoneText(entry.timeZone, parseWire(entry.serviceStartTime) ?? undefined)}
      </DetailField>
      <DetailField label="End Date">{inProgress ? '-' : dateText(entry.serviceEndTime, zone)}</DetailField>
      <DetailField label="End Time">
        {inProgress ? '-' : <ZonedTime value={entry.serviceEndTime} zone={zone} />}
      </DetailField>
      <DetailField label="Elapsed Time (hrs)">
        {amount(hoursText(entry.elapsedTime ?? entry.serviceElapsedTime))}
      </DetailField>
      <DetailField label="Used Units">{amount(String(entry.unitsUsed ?? ''))}</DetailField>
      <DetailField label="Gross Amount ($)">{amount(money(entry.grossAmount))}</DetailField>
      <DetailField label="Net Amount ($)">{amount(money(entry.netAmount))}</DetailField>
    </DetailSection>
  );
}

function EvvLocations({ entry }: { entry: WorkEntryOut }) {
  return (
    <DetailSection title="EVV Locations">
      <DetailField label="Start Location">
        {locationText(entry.serviceStartLatitude, entry.serviceStartLongitude, entry.startLocationMissing)}
      </DetailField>
      <DetailField label="End Location">
        {entry.status === WorkEntryStatus.InProgress
          ? '-'
          : locationText(entry.serviceEndLatitude, entry.serviceEndLongitude, entry.endLocationMissing)}
      </DetailField>
    </DetailSection>
  );
}

function RecordFacts({ entry }: { entry: WorkEntryOut }) {
  const zone = zoneOf(entry);
  return (
    <DetailSection title="Record">
      <DetailField label="Record Origin">{recordOriginText(entry.recordHistory)}</DetailField>
      {/* Who entered the visit: the one definition the EVV checks and the Overview use. */}
      <DetailField label="Entered By">{ENTERED_BY_LABELS[entry.enteredBy ?? enteredBy(entry)]}</DetailField>
      <DetailField label="Created">
        <WhoWhen when={entry.created_on} zone={zone} id={entry.createdById} name={entry.createdBy} />
      </DetailField>
      <DetailField label="Last Modified">
        <WhoWhen when={entry.updated_on} zone={zone} id={entry.updatedById} name={entry.updatedBy} />
      </DetailField>
    </DetailSection>
  );
}

function EntryDetails({ entry }: { entry: WorkEntryOut }) {
  return (
    <Stack spacing={2.5}>
      <DetailSection title="Visit">
        <DetailField label="Staff">{staffLink(entry.userId, entry.userName)}</DetailField>
        <DetailField label="Client">{entry.clientName}</DetailField>
        <DetailField label="Status">{statusLabel(entry.status)}</DetailField>
        <DetailField label="Service Name">{entry.serviceName}</DetailField>
        <DetailField label="Service Code">{entry.serviceCode}</DetailField>
        <DetailField label="Progress">{PROGRESS_LABELS[entry.progress] ?? 'Not set'}</DetailField>
        <DetailField label="Unit Length (hrs)">{hoursText(entry.serviceUnitLength)}</DetailField>
        <DetailField label="Unit Rate ($)">{money(entry.serviceUnitRate)}</DetailField>
      </DetailSection>
      <TimeAndAmounts entry={entry} />
      <DetailSection
        title="Notes and Signature"
        after={
          <Box sx={{ mt: 2, maxWidth: 520 }}>
            <SignatureSummary entry={entry} />
          </Box>
        }
      >
        <DetailField label="Service Notes" wide>
          {entry.notes?.trim() ? entry.notes : <Box component="span">{WorkEntryMsg.noNotes}</Box>}
        </DetailField>
      </DetailSection>
      <EvvLocations entry={entry} />
      <RecordFacts entry={entry} />
      <WorkEntryHistory entry={entry} />
    </Stack>
  );
}

/** /admin/view-timeSheet?id=: a work entry, read-only, with EDIT, verification and its edit history. */
export function WorkEntryDetailsPage() {
  useDocumentTitle('Work Entry Details');
  const id = useIdParam();
  const entry = useWorkEntry(id);
  const data = entry.data;

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader
        title={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            Work Entry Details
            {data?.adminVerification && (
              <Chip icon={<Verified />} label="ADMIN VERIFIED" color="success" size="small" />
            )}
          </Box>
        }
        subtitle={data?.entryName}
        before={
          <Link component={RouterLink} to={LIST_PATH} variant="body2">
            Back to Work Entries
          </Link>
        }
        actions={
          // A billed entry is not changed, its verification neither (the server refuses too), unless
          // the payer denied or short-paid it: then an admin corrects it before its claim goes again.
          data &&
          (!data.claimBatchId || data.claimCorrectable) && (
            <>
              {data.status === WorkEntryStatus.Completed && <VerifyToggle entry={data} />}
              <Button
                component={RouterLink}
                to={`/admin/edit-timeSheet?id=${data.workEntryId}`}
                variant="contained"
                startIcon={<Edit />}
              >
                EDIT
              </Button>
            </>
          )
        }
      />
      <WorkEntryQueryView id={id} query={entry}>
        {(data) => (
          <>
            <BilledNotice entry={data} />
            <OfflineNotice entry={data} />
            <AggregatorVisitStatus workEntryId={data.workEntryId} />
            <EntryDetails entry={data} />
          </>
        )}
      </WorkEntryQueryView>
    </Box>
  );
}
