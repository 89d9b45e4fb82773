import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import { PageHeader } from '../../../components/list';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCreateSc } from '../api';
import { ScForm, type ScSaveIntent } from '../components/ScForm';
import { ScText } from '../messages';
import { newScValues, type ScBody } from '../sc-form';

/** /admin/create-sc?staffType=4: SAVE opens the new record, SAVE & NEW starts an empty form. */
export function CreateScPage() {
  useDocumentTitle('Create Supports Coordinator');
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateSc();

  const save = async (body: ScBody, intent: ScSaveIntent) => {
    try {
      const created = await create.mutateAsync(body);
      toast.success(ScText.createSuccess);
      if (intent === 'save') void navigate(`/admin/view-sc?id=${created.scId}`);
    } catch (err) {
      toast.error(errorMessage(err));
      throw err;
    }
  };

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader title="Create Supports Coordinator" />
      <ScForm
        mode="create"
        defaultValues={newScValues()}
        onSubmit={save}
        onCancel={() => void navigate('/admin/support-coordinator')}
      />
    </Box>
  );
}
