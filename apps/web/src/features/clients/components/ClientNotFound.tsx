import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ClientMsg } from '@hearth/shared';
import { errorMessage } from '../../../lib/api-client';

/** A client that can't be shown (bad id, 404, network): the reason and a way back to the list. */
export function ClientNotFound({ error }: { error?: unknown }) {
  return (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to="/admin/clients" color="inherit" size="small">
          Back to Clients
        </Button>
      }
    >
      {error ? errorMessage(error, ClientMsg.notFound) : ClientMsg.notFound}
    </Alert>
  );
}
