import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import SendOutlined from '@mui/icons-material/SendOutlined';
import type { AggregatorSyncOut } from '@hearth/shared';
import { errorMessage } from '../../../lib/api-client';
import { syncText } from '../sync-text';

/** SEND NOW: held while the run goes on (a run can take a while: it waits for the aggregator). */
export function SendNowButton({ running, onClick }: { running: boolean; onClick: () => void }) {
  return (
    <Button
      variant="contained"
      onClick={onClick}
      disabled={running}
      startIcon={running ? <CircularProgress size={18} color="inherit" aria-hidden /> : <SendOutlined />}
    >
      {running ? 'SENDING…' : 'SEND NOW'}
    </Button>
  );
}

export type SyncOutcome = { run: AggregatorSyncOut } | { failed: unknown };

/** What the last "Send now" did, or why it could not run; stays until closed or the next run. */
export function SyncResult({ outcome, onClose }: { outcome: SyncOutcome; onClose: () => void }) {
  if ('failed' in outcome) {
    return (
      <Alert severity="error" onClose={onClose} sx={{ mb: 2 }}>
        {errorMessage(outcome.failed)}
      </Alert>
    );
  }
  const { run } = outcome;
  return (
    <Alert severity={run.error ? 'warning' : run.rejected > 0 ? 'info' : 'success'} onClose={onClose} sx={{ mb: 2 }}>
      {syncText(run)}
      {run.error && (
        <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
          Stopped early: {run.error} (the rest is tried again on the next run)
        </Box>
      )}
    </Alert>
  );
}
