import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CreateClaimBatchOut } from '@hearth/shared';
import { dollars, plural } from '../format';
import { BatchFileButton } from './BatchFileButton';

type Props = {
  batch: CreateClaimBatchOut;
  onShowBatches: () => void;
  onClose: () => void;
};

/** The batch just generated, with its files. */
export function BatchCreated({ batch, onShowBatches, onClose }: Props) {
  return (
    <Alert severity="success" role="status" onClose={onClose} sx={{ '& .MuiAlert-message': { flex: 1 } }}>
      <AlertTitle>Claim batch {batch.id} generated</AlertTitle>
      <Typography variant="body2">
        {plural(batch.claimCount, 'claim')}, {plural(batch.lineCount, 'line')}, total {dollars(batch.totalCharge)}. Its
        entries are now billed: they cannot be edited or billed again unless the batch is voided.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
        <BatchFileButton batchId={batch.id} kind="837p" />
        <BatchFileButton batchId={batch.id} kind="xlsx" />
        <Button onClick={onShowBatches}>See all batches</Button>
      </Box>
    </Alert>
  );
}
