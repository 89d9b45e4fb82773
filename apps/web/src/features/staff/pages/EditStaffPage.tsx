import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import { mayChangeEmail, mayEditUser, StaffMsg, UserType, type StaffOut, type UpdateStaffBody } from '@hearth/shared';
import { PageHeader } from '../../../components/list';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCanCreateAdmins, useUserEditor } from '../../../lib/permissions';
import { useStaffMember, useUpdateStaff } from '../api';
import { RecordLoading, RecordProblem } from '../../../components/details';
import { StaffForm, type StaffBody } from '../components/StaffForm';
import { displayName } from '../format';
import { StaffText } from '../messages';
import { staffToFormValues } from '../staff-form';
import { isRecordType, offeredRecordTypes, staffTypeLabel, withType } from '../staff-types';
import { useIdParam } from '../../../lib/use-id-param';

function EditStaffForm({ staff }: { staff: StaffOut }) {
  const navigate = useNavigate();
  const toast = useToast();
  const auth = useAuth();
  const canCreateAdmins = useCanCreateAdmins();
  const update = useUpdateStaff();
  // Spec 01 section 6: only the top user type may change a staff member's email.
  const canEditEmail = mayChangeEmail(auth?.userType);

  const save = async (body: StaffBody) => {
    const payload = body as UpdateStaffBody;
    try {
      await update.mutateAsync(canEditEmail ? payload : { ...payload, email: staff.email.toLowerCase() });
      toast.success(StaffText.updateSuccess);
      void navigate(`/admin/view-staff?id=${staff.userId}`);
    } catch (err) {
      toast.error(errorMessage(err, StaffText.updateFailed));
      throw err;
    }
  };

  return (
    <StaffForm
      mode="edit"
      defaultValues={staffToFormValues(staff)}
      canEditEmail={canEditEmail}
      typeOptions={isRecordType(staff.userType) ? withType(offeredRecordTypes(canCreateAdmins), staff.userType) : []}
      fixedTypeLabel={staffTypeLabel(staff.userType)}
      onSubmit={save}
      onCancel={() => void navigate(`/admin/view-staff?id=${staff.userId}`)}
    />
  );
}

/** /admin/edit-staff?id: the record with its SSN masked, as on Staff Details; Show reveals it (audited). */
export function EditStaffPage() {
  useDocumentTitle('Edit Staff Member');
  const id = useIdParam();
  const staff = useStaffMember(id);
  const editor = useUserEditor();
  const back = staff.data ? `/admin/view-staff?id=${staff.data.userId}` : '/admin/staff';

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader title="Edit Staff Member" subtitle={staff.data ? displayName(staff.data) : undefined} />
      {id === null ? (
        <RecordProblem error="No staff member was chosen." backTo="/admin/staff" backLabel="Back to Staff" />
      ) : staff.isPending || (staff.isSuccess && !editor) ? (
        <RecordLoading label="Loading staff member" />
      ) : staff.isError ? (
        <RecordProblem error={staff.error} backTo="/admin/staff" backLabel="Back to Staff" />
      ) : !mayEditUser(editor!, staff.data) ? (
        // Opened by its address: say why, rather than a form the server would refuse.
        <RecordProblem
          error={staff.data.userType === UserType.SuperAdmin ? StaffMsg.superAdminLocked : StaffMsg.adminNeedsRoleGroup}
          backTo={back}
          backLabel="Back to Staff Details"
        />
      ) : (
        <EditStaffForm key={staff.data.userId} staff={staff.data} />
      )}
    </Box>
  );
}
