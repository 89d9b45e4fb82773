import { useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import type { CreateStaffBody } from '@hearth/shared';
import { PageHeader } from '../../../components/list';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCanCreateAdmins } from '../../../lib/permissions';
import { useCreateStaff } from '../api';
import { StaffForm, type StaffBody, type SaveIntent } from '../components/StaffForm';
import { StaffText } from '../messages';
import { newStaffValues } from '../staff-form';
import { offeredRecordTypes, parseStaffType, staffTypeLabel, withType } from '../staff-types';

/** /admin/create-staff?staffType=N: a new staff record of the type chosen on /admin/staff-type. */
export function CreateStaffPage() {
  useDocumentTitle('Create Staff Member');
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const staffType = parseStaffType(params.get('staffType'));
  const canCreateAdmins = useCanCreateAdmins();
  const create = useCreateStaff();

  const save = async (body: StaffBody, intent: SaveIntent) => {
    try {
      const created = await create.mutateAsync(body as CreateStaffBody);
      toast.success(StaffText.createSuccess);
      void navigate(intent === 'save' ? `/admin/view-staff?id=${created.userId}` : '/admin/staff-type');
    } catch (err) {
      toast.error(errorMessage(err));
      throw err;
    }
  };

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader title="Create Staff Member" subtitle={`Record type: ${staffTypeLabel(staffType)}`} />
      <StaffForm
        key={staffType}
        mode="create"
        defaultValues={newStaffValues(staffType)}
        canEditEmail
        typeOptions={withType(offeredRecordTypes(canCreateAdmins), staffType)}
        fixedTypeLabel={staffTypeLabel(staffType)}
        onSubmit={save}
        onCancel={() => void navigate('/admin/staff')}
      />
    </Box>
  );
}
