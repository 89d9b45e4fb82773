import Chip, { type ChipProps } from '@mui/material/Chip';
import { CREDENTIAL_STATE_LABELS, type CredentialState } from '@hearth/shared';

/** Expired and missing stop work once enforced; grace and expiring need renewing soon; valid is done. */
const STATE_COLOURS: Record<CredentialState, ChipProps['color']> = {
  valid: 'success',
  expiring: 'warning',
  grace: 'warning',
  expired: 'error',
  missing: 'error',
};

/** A credential's state in words and colour (the staff member's credentials, the compliance list). */
export function CredentialStateChip({ state }: { state: CredentialState }) {
  return (
    <Chip
      label={CREDENTIAL_STATE_LABELS[state]}
      color={STATE_COLOURS[state]}
      variant={state === 'expired' || state === 'missing' ? 'filled' : 'outlined'}
      size="small"
    />
  );
}
