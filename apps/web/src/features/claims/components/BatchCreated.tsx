import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CreateClaimBatchOut } from '@hearth/shared';
import { useIsPhone } from '../../../components/list';
import { BatchFileButton } from './BatchFileButton';
import { dollars, plural } from '../../../lib/format';

type Props = {
  batch: CreateClaimBatchOut;
  onShowBatches: () => void;
};

/** The batch just generated, with its files. */
export function BatchCreated({ batch, onShowBatches }: Props) {
  const phone = useIsPhone();
  const ref = useRef<HTMLDivElement>(null);
  // Generate sits further down the page: bring the result and its files into view.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [batch.id]);
  return (
    <Alert
      ref={ref}
      severity="success"
      role="status"
      // No icon on a phone: the buttons keep their labels on one line. Clear of the top bar when scrolled to.
      sx={{
        scrollMarginTop: 80,
        '& .MuiAlert-message': { flex: 1 },
        '& .MuiAlert-icon': { display: { xs: 'none', sm: 'flex' } },
      }}
    >
      <AlertTitle>Claim batch {batch.id} generated</AlertTitle>
      <Typography variant="body2">
        {plural(batch.claimCount, 'claim')}, {plural(batch.lineCount, 'line')}, total {dollars(batch.totalCharge)}. Its
        entries are now billed: they cannot be edited or billed again unless the batch is voided.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
        <BatchFileButton batchId={batch.id} kind="837p" small={phone} />
        <BatchFileButton batchId={batch.id} kind="xlsx" small={phone} />
        <Button onClick={onShowBatches}>See all batches</Button>
      </Box>
    </Alert>
  );
}
