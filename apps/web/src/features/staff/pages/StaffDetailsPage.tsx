import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPhone, mayEditUser, ROLE_GROUPS, type StaffOut } from '@hearth/shared';
import { BackLink, DetailField, DetailSection, EditButton } from '../../../components/details';
import { RecordQueryView } from '../../../components/RecordQueryView';
import { PageHeader } from '../../../components/list';
import { dayText } from '../../../lib/format';
import { useUserEditor } from '../../../lib/permissions';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useStaffMember } from '../api';
import { RevealableSsn } from '../components/SsnField';
import { StaffFilesSection } from '../components/StaffFilesSection';
import { StaffCredentialsSection } from '../credentials/StaffCredentialsSection';
import { StaffTrainingSection } from '../credentials/StaffTrainingSection';
import { displayName, statusLabel, yesNo } from '../format';
import { staffTypeLabel } from '../staff-types';
import { useIdParam } from '../../../lib/use-id-param';

function Credentials({ credentials }: { credentials: string | null }) {
  const list = (credentials ?? '').split(',').filter(Boolean);
  if (list.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        No Credentials added
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label="Credentials" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
      {list.map((c) => (
        <Box component="li" key={c} sx={{ listStyle: 'none' }}>
          <Chip label={c} size="small" variant="outlined" color="primary" />
        </Box>
      ))}
    </Box>
  );
}

function StaffDetails({ staff }: { staff: StaffOut }) {
  const roleGroup = ROLE_GROUPS.find((g) => g.roleGroupId === staff.roleGroupId)?.name;
  return (
    <Stack spacing={2.5}>
      <DetailSection title="Staff Member Information">
        <DetailField label="Salutation">{staff.salutation}</DetailField>
        <DetailField label="First Name">{staff.firstName}</DetailField>
        <DetailField label="Middle Name">{staff.middleName}</DetailField>
        <DetailField label="Last Name">{staff.lastName}</DetailField>
        <DetailField label="Suffix">{staff.suffix}</DetailField>
        <DetailField label="Staff Type">{staffTypeLabel(staff.userType)}</DetailField>
        <DetailField label="Email">{staff.email}</DetailField>
        <DetailField label="Title">{staff.title}</DetailField>
        <DetailField label="Date of Birth">{dayText(staff.dob)}</DetailField>
        <DetailField label="Hire Date">{dayText(staff.hireDate)}</DetailField>
        <DetailField label="SSN">
          {staff.ssn_tin && <RevealableSsn userId={staff.userId} masked={staff.ssn_tin} />}
        </DetailField>
        <DetailField label="Phone">{formatPhone(staff.phone)}</DetailField>
        <DetailField label="Mobile">{formatPhone(staff.mobile)}</DetailField>
        <DetailField label="Has Relevant Degree">{yesNo(staff.hasRelevantDegree)}</DetailField>
        <DetailField label="Percent Paid">
          {staff.percentagePaid === null ? null : `${staff.percentagePaid}%`}
        </DetailField>
        <DetailField label="Credentials" wide>
          <Credentials credentials={staff.credentials} />
        </DetailField>
        <DetailField label="Memo" wide>
          {staff.memo}
        </DetailField>
      </DetailSection>
      <DetailSection title="Address Information">
        <DetailField label="Street">{staff.billingStreet}</DetailField>
        <DetailField label="City">{staff.billingCity}</DetailField>
        <DetailField label="State">{staff.billingState}</DetailField>
        <DetailField label="ZIP Code">{staff.billingZIP}</DetailField>
        <DetailField label="Country">{staff.billingCountry}</DetailField>
      </DetailSection>
      <StaffFilesSection files={staff.files} />
      <StaffCredentialsSection staffId={staff.userId} />
      <StaffTrainingSection staffId={staff.userId} />
      <DetailSection title="System Information">
        <DetailField label="Role Group">{roleGroup}</DetailField>
        <DetailField label="Status">{statusLabel(staff.status)}</DetailField>
        <DetailField label="Authenticated">{yesNo(staff.orgAuthentication)}</DetailField>
        <DetailField label="Authorized">{yesNo(staff.isAuthorized)}</DetailField>
        <DetailField label="Password Reset Required">{yesNo(staff.passwordResetRequired)}</DetailField>
      </DetailSection>
    </Stack>
  );
}

/** /admin/view-staff?id: the staff record, read-only, with EDIT. The SSN is masked until an admin shows it (audited). */
export function StaffDetailsPage() {
  useDocumentTitle('Staff Details');
  const id = useIdParam();
  const staff = useStaffMember(id);
  const editor = useUserEditor();
  // EDIT only where the server accepts the edit (a Super Admin's or an Admin's record may not be).
  const editable = staff.data && editor && mayEditUser(editor, staff.data) ? staff.data : null;

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader
        before={<BackLink to="/admin/staff" label="Back to Staff" />}
        title="Staff Details"
        subtitle={staff.data ? `${displayName(staff.data)} · ${staffTypeLabel(staff.data.userType)}` : undefined}
        actions={editable && <EditButton to={`/admin/edit-staff?id=${editable.userId}`} />}
      />
      <RecordQueryView
        id={id}
        query={staff}
        noneChosen="No staff member was chosen."
        loadingLabel="Loading staff member"
        backTo="/admin/staff"
        backLabel="Back to Staff"
      >
        {(record) => <StaffDetails staff={record} />}
      </RecordQueryView>
    </Box>
  );
}
