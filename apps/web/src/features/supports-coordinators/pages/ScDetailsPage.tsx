import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { formatPhone, Status, US_STATES, type ScOut } from '@hearth/shared';
import { BackLink, DetailField, DetailSection, EditButton } from '../../../components/details';
import { RecordQueryView } from '../../../components/RecordQueryView';
import { PageHeader } from '../../../components/list';
import { dayText } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSupportsCoordinator } from '../api';
import { useIdParam } from '../../../lib/use-id-param';

/** Supports coordinators keep the state as its code ('PA'), like clients. */
const stateName = (code: string | null) => US_STATES.find(([c]) => c === code)?.[1] ?? code;

function ScDetails({ sc }: { sc: ScOut }) {
  return (
    <Stack spacing={2.5}>
      <DetailSection title="Staff Information">
        <DetailField label="Salutation">{sc.salutation}</DetailField>
        <DetailField label="First Name">{sc.firstName}</DetailField>
        <DetailField label="Middle Name">{sc.middleName}</DetailField>
        <DetailField label="Last Name">{sc.lastName}</DetailField>
        <DetailField label="Suffix">{sc.suffix}</DetailField>
        <DetailField label="Title">{sc.title}</DetailField>
        <DetailField label="Company Name">{sc.company}</DetailField>
        <DetailField label="Entity">{sc.entity}</DetailField>
        <DetailField label="Email">{sc.email}</DetailField>
        <DetailField label="Phone">{formatPhone(sc.phone)}</DetailField>
        <DetailField label="Mobile">{formatPhone(sc.mobile)}</DetailField>
        <DetailField label="Date of Birth">{dayText(sc.dob)}</DetailField>
        <DetailField label="Status">{sc.status === Status.Inactive ? 'Inactive' : 'Active'}</DetailField>
        <DetailField label="Authorized">{sc.isAuthorized ? 'Yes' : 'No'}</DetailField>
      </DetailSection>
      <DetailSection title="Address Information">
        <DetailField label="Street">{sc.billingStreet}</DetailField>
        <DetailField label="City">{sc.billingCity}</DetailField>
        <DetailField label="State">{stateName(sc.billingState)}</DetailField>
        <DetailField label="ZIP Code">{sc.billingZIP}</DetailField>
        <DetailField label="Country">{sc.billingCountry}</DetailField>
      </DetailSection>
    </Stack>
  );
}

/** /admin/view-sc?id: the supports coordinator, read-only, with EDIT. */
export function ScDetailsPage() {
  useDocumentTitle('Supports Coordinator Details');
  const id = useIdParam();
  const sc = useSupportsCoordinator(id);
  const back = { backTo: '/admin/support-coordinator', backLabel: 'Back to Supports Coordinators' };
  const name = sc.data
    ? [sc.data.firstName, sc.data.middleName, sc.data.lastName].filter(Boolean).join(' ')
    : undefined;

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader
        before={<BackLink to={back.backTo} label={back.backLabel} />}
        title="Supports Coordinator Details"
        subtitle={name && sc.data?.company ? `${name} · ${sc.data.company}` : name}
        actions={sc.data && <EditButton to={`/admin/edit-sc?id=${sc.data.scId}&staffType=4`} />}
      />
      <RecordQueryView
        id={id}
        query={sc}
        noneChosen="No supports coordinator was chosen."
        loadingLabel="Loading supports coordinator"
        {...back}
      >
        {(record) => <ScDetails sc={record} />}
      </RecordQueryView>
    </Box>
  );
}
