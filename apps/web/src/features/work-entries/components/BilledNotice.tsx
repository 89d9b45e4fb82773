import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { WorkEntryOut } from '@hearth/shared';

export const BilledText = {
  title: (batchId: number) => `Billed on claim batch ${batchId}`,
  body: 'It cannot be edited, nor its verification changed, until that batch is voided.',
} as const;

/**
 * Says that an entry is billed on a claim batch, so it is not edited (the server refuses too,
 * ENTRY_BILLED) until the batch is voided. Nothing for an entry not billed.
 */
export function BilledNotice({ entry, backTo }: { entry: WorkEntryOut; backTo?: string }) {
  if (!entry.claimBatchId) return null;
  return (
    <Alert severity="info" variant="outlined" sx={{ mb: 2.5 }}>
      <AlertTitle>{BilledText.title(entry.claimBatchId)}</AlertTitle>
      {BilledText.body}
      <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {backTo && (
          <Button component={RouterLink} to={backTo} color="inherit" size="small" variant="outlined">
            Back to the entry
          </Button>
        )}
        <Button component={RouterLink} to="/admin/claims?tab=batches" color="inherit" size="small">
          Claim batches
        </Button>
      </Box>
    </Alert>
  );
}
