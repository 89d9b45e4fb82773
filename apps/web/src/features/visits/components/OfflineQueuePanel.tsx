import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { VisitSyncMsg } from '@hearth/shared';
import { agencyTimeZone } from '../../../lib/agency-zone';
import { dateTimeText, orDash } from '../../../lib/format';
import { pendingOf, refusedOf, removeAction, type QueuedAction } from '../offline/queue';
import { syncQueue } from '../offline/sync';
import { useQueuedActions } from '../offline/use-offline-queue';

const KIND_TEXT: Record<QueuedAction['kind'], string> = {
  start: 'Visit started',
  complete: 'Visit completed',
  abandon: 'Visit abandoned',
  update: 'Notes changed',
};

function ActionLine({ action }: { action: QueuedAction }) {
  const { clientName, serviceName, serviceCode } = action.summary;
  return (
    <>
      <Typography component="span" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
        {KIND_TEXT[action.kind]}: {clientName}
      </Typography>
      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
        {serviceName} ({serviceCode}) · {orDash(dateTimeText(action.deviceTime, agencyTimeZone()))}
      </Typography>
    </>
  );
}

/**
 * Visits list (staff): what this phone holds that the server does not have yet, and what the
 * server refused at sync with its reason (docs/decisions/012). A refusal stays until the staff
 * member dismisses it; its notes are shown so nothing typed is lost (admins see the refusal too).
 */
export function OfflineQueuePanel({ userId }: { userId: number }) {
  // Re-renders on every change of the queue; pendingOf/refusedOf read that same queue.
  useQueuedActions();
  const [sending, setSending] = useState(false);
  const pending = pendingOf(userId);
  const refused = refusedOf(userId);
  if (pending.length === 0 && refused.length === 0) return null;

  const sendNow = async () => {
    setSending(true);
    try {
      await syncQueue(userId);
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      {refused.map((a) => (
        <Alert
          key={a.id}
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void removeAction(a.id)}>
              DISMISS
            </Button>
          }
        >
          <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
            Not accepted by Hearth
          </Box>
          <ActionLine action={a} />
          <Typography component="span" variant="body2" sx={{ display: 'block', mt: 0.5, fontWeight: 600 }}>
            {a.error?.message}
          </Typography>
          <Typography component="span" variant="body2" sx={{ display: 'block' }}>
            Your administrator can see this too.
          </Typography>
          {typeof a.body.notes === 'string' && a.body.notes && (
            <Typography component="span" variant="body2" sx={{ display: 'block', mt: 0.5, whiteSpace: 'pre-wrap' }}>
              Your notes: {a.body.notes}
            </Typography>
          )}
        </Alert>
      ))}
      {pending.length > 0 && (
        <Paper
          variant="outlined"
          sx={{ p: 2, borderColor: 'warning.main' }}
          role="region"
          aria-labelledby="on-phone-title"
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <CloudOffOutlined aria-hidden sx={{ color: 'warning.dark' }} />
            <Typography
              id="on-phone-title"
              variant="subtitle1"
              component="h2"
              sx={{ flex: '1 1 12rem', fontWeight: 700 }}
            >
              {VisitSyncMsg.savedOnPhone}
            </Typography>
            <Button size="small" onClick={() => void sendNow()} disabled={sending}>
              {sending ? 'SENDING…' : 'SEND NOW'}
            </Button>
          </Box>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
            {pending.map((a) => (
              <Box component="li" key={a.id} sx={{ py: 0.75, borderTop: 1, borderColor: 'divider' }}>
                <ActionLine action={a} />
              </Box>
            ))}
          </Box>
        </Paper>
      )}
    </Stack>
  );
}
