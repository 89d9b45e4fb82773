import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { errorMessage } from '../../lib/api-client';

/** Placeholder cards while a record loads. */
export function RecordLoading({ label }: { label: string }) {
  return (
    <Stack spacing={2} aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <Paper key={i} variant="outlined" sx={{ p: 3 }}>
          <Skeleton width="30%" height={32} />
          <Skeleton />
          <Skeleton width="80%" />
        </Paper>
      ))}
    </Stack>
  );
}

/** Why a record could not be shown (missing id, not found, not allowed), with the way back. */
export function RecordProblem({ error, backTo, backLabel }: { error: unknown; backTo: string; backLabel: string }) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button component={RouterLink} to={backTo} color="inherit" size="small">
          {backLabel}
        </Button>
      }
    >
      {typeof error === 'string' ? error : errorMessage(error)}
    </Alert>
  );
}
