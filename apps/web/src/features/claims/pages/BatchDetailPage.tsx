import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { RecordQueryView } from '../../../components/RecordQueryView';
import { BackLink } from '../../../components/details';
import { PageHeader } from '../../../components/list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useClaimBatch } from '../api';
import { usePathId } from '../use-path-id';
import { BatchClaims } from '../components/batch/BatchClaims';
import { BatchSummary } from '../components/batch/BatchSummary';
import { BatchFileButton } from '../components/BatchFileButton';

const BATCHES = '/admin/claims?tab=batches';

/**
 * /admin/claims/batches/:id (issue 20): a batch's figures as they add up, who it went to, its files,
 * and its claims with their lines and the payer's answers; a claim the payer answered can be sent
 * again as a replacement or a void.
 */
export function BatchDetailPage() {
  const id = usePathId();
  useDocumentTitle(id ? `Claim batch ${id}` : 'Claim batch');
  const query = useClaimBatch(id);
  return (
    <Box sx={{ maxWidth: 1280 }}>
      <PageHeader
        before={<BackLink to={BATCHES} label="Back to batches" />}
        title={id ? `Claim batch ${id}` : 'Claim batch'}
        subtitle={query.data && `Control number ${query.data.controlNumber}`}
        actions={
          id && (
            <>
              <BatchFileButton batchId={id} kind="837p" />
              <BatchFileButton batchId={id} kind="xlsx" />
            </>
          )
        }
      />
      <RecordQueryView
        id={id}
        query={query}
        noneChosen="No claim batch was chosen."
        loadingLabel="Loading the claim batch"
        backTo={BATCHES}
        backLabel="Back to batches"
      >
        {(batch) => (
          <Stack spacing={2.5}>
            <BatchSummary batch={batch} />
            <BatchClaims batch={batch} />
          </Stack>
        )}
      </RecordQueryView>
    </Box>
  );
}
