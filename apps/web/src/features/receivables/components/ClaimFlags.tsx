import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { PAYMENT_STATE_LABELS, type PaymentState, type ReceivableClaimOut } from '@hearth/shared';
import { dayText } from '../../../lib/format';

// The claims screens' colours: a claim looks the same on its batch and here.
const STATE_COLOR: Record<PaymentState, 'default' | 'success' | 'warning' | 'error'> = {
  billed: 'default',
  paid: 'success',
  partly_paid: 'warning',
  denied: 'error',
  reversed: 'warning',
};

/** A claim's standing with the payer. A span: a phone card puts values inside a <p>. */
export function PaymentStateChip({ state }: { state: PaymentState }) {
  return (
    <Chip
      component="span"
      size="small"
      variant={state === 'billed' ? 'outlined' : 'filled'}
      color={STATE_COLOR[state]}
      label={PAYMENT_STATE_LABELS[state]}
    />
  );
}

/** The last day the claim may be filed, and a flag when that day is near or gone. */
export function FilingDeadline({ claim }: { claim: ReceivableClaimOut }) {
  const flag = claim.deadlinePassed
    ? { label: 'Deadline passed', color: 'error' as const, icon: <ErrorOutlineOutlined /> }
    : claim.deadlineNear
      ? { label: 'Deadline near', color: 'warning' as const, icon: <WarningAmberOutlined /> }
      : null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
      <Box
        component="span"
        sx={{ whiteSpace: 'nowrap', color: flag ? `${flag.color}.main` : undefined, fontWeight: flag ? 600 : 400 }}
      >
        {dayText(claim.filingDeadline)}
      </Box>
      {flag && <Chip component="span" size="small" color={flag.color} icon={flag.icon} label={flag.label} />}
    </Box>
  );
}
