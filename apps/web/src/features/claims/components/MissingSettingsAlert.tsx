import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { ClaimsMsg } from '@hearth/shared';
import { useCan } from '../../../lib/permissions';

/** The agency settings a claim file needs and lacks; the Super Admin fills them in on Agency Settings. */
export function MissingSettingsAlert({ missing }: { missing: readonly string[] }) {
  const superAdmin = useCan('ownerOnly');
  return (
    <Alert
      severity="warning"
      action={
        superAdmin && (
          <Button
            component={RouterLink}
            to="/admin/settings"
            color="inherit"
            size="small"
            sx={{ whiteSpace: 'nowrap' }}
          >
            Agency Settings
          </Button>
        )
      }
    >
      <AlertTitle>{ClaimsMsg.settingsIncomplete}</AlertTitle>
      Missing: {missing.join(', ')}.{' '}
      {superAdmin
        ? 'Fill them in on Agency Settings, then preview again.'
        : 'Only the Super Admin can fill them in (Agency Settings).'}
    </Alert>
  );
}
