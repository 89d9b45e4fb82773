import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { WorkEntryOut } from '@hearth/shared';
import { claimBatchPath as batchPath } from '../../../lib/paths';

export const BilledText = {
  title: (batchId: number) => `Billed on claim batch ${batchId}`,
  body: 'It cannot be edited, nor its verification changed, until that batch is voided.',
  /** The payer denied or short-paid the entry's line (issue 20): it may be corrected again. */
  correctableTitle: (batchId: number) => `Denied or short-paid by the payer on claim batch ${batchId}`,
  correctableBody: (batchId: number) =>
    `The payer did not pay this entry in full. You can correct it now; then send its claim again as a replacement from claim batch ${batchId}.`,
  /** The list's marker under such an entry's name, and its pencil. */
  correctableMarker: 'Denied or short-paid by the payer',
  correctableAction: (batchId: number) => `Correct it: denied or short-paid on claim batch ${batchId}`,
} as const;

/**
 * Says that an entry is billed on a claim batch, so it is not edited (the server refuses too,
 * ENTRY_BILLED) until the batch is voided; or, when the payer denied or short-paid it
 * (`claimCorrectable`), that it may be corrected now and its claim sent again as a replacement from
 * that batch. Nothing for an entry not billed. `backTo` (the edit screen) leads back to the entry.
 */
export function BilledNotice({ entry, backTo }: { entry: WorkEntryOut; backTo?: string }) {
  const batchId = entry.claimBatchId;
  if (!batchId) return null;
  const correctable = entry.claimCorrectable === true;
  return (
    <Alert severity={correctable ? 'warning' : 'info'} variant="outlined" sx={{ mb: 2.5 }}>
      <AlertTitle>{correctable ? BilledText.correctableTitle(batchId) : BilledText.title(batchId)}</AlertTitle>
      {correctable ? BilledText.correctableBody(batchId) : BilledText.body}
      <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {backTo && (
          <Button component={RouterLink} to={backTo} color="inherit" size="small" variant="outlined">
            Back to the entry
          </Button>
        )}
        {correctable ? (
          <Button component={RouterLink} to={batchPath(batchId)} color="inherit" size="small">
            Claim batch {batchId}
          </Button>
        ) : (
          <Button component={RouterLink} to="/admin/claims?tab=batches" color="inherit" size="small">
            Claim batches
          </Button>
        )}
      </Box>
    </Alert>
  );
}
