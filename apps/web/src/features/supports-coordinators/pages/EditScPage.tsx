import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import { ErrorCode, type ScOut, type UpdateScBody } from '@hearth/shared';
import { PageHeader } from '../../../components/list';
import { useToast } from '../../../components/toast/toast-context';
import { hasErrorCode } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSupportsCoordinator, useUpdateSc } from '../api';
import { RecordLoading, RecordProblem } from '../../../components/details';
import { ScForm } from '../components/ScForm';
import { ScText } from '../messages';
import { scToFormValues, type ScBody } from '../sc-form';
import { useIdParam } from '../../../lib/use-id-param';

function EditScForm({ sc }: { sc: ScOut }) {
  const navigate = useNavigate();
  const toast = useToast();
  const update = useUpdateSc();

  const save = async (body: ScBody) => {
    try {
      await update.mutateAsync(body as UpdateScBody);
      toast.success(ScText.updateSuccess);
      void navigate(`/admin/view-sc?id=${sc.scId}`);
    } catch (err) {
      // Spec 01 section 8 words this failure 'Staff update failed'; STALE_RECORD needs its own
      // explanation: someone else saved first, reload before changing again.
      toast.error(hasErrorCode(err, ErrorCode.STALE_RECORD) ? err.message : ScText.updateFailed);
      throw err;
    }
  };

  return (
    <ScForm
      mode="edit"
      defaultValues={scToFormValues(sc)}
      onSubmit={save}
      onCancel={() => void navigate(`/admin/view-sc?id=${sc.scId}`)}
    />
  );
}

/** /admin/edit-sc?id&staffType=4 */
export function EditScPage() {
  useDocumentTitle('Edit Supports Coordinator');
  const id = useIdParam();
  const sc = useSupportsCoordinator(id);
  const back = { backTo: '/admin/support-coordinator', backLabel: 'Back to Supports Coordinators' };

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader title="Edit Supports Coordinator" />
      {id === null ? (
        <RecordProblem error="No supports coordinator was chosen." {...back} />
      ) : sc.isPending ? (
        <RecordLoading label="Loading supports coordinator" />
      ) : sc.isError ? (
        <RecordProblem error={sc.error} {...back} />
      ) : (
        <EditScForm key={sc.data.scId} sc={sc.data} />
      )}
    </Box>
  );
}
