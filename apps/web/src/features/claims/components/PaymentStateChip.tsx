import Chip, { type ChipProps } from '@mui/material/Chip';
import { PAYMENT_STATE_LABELS, type PaymentState } from '@hearth/shared';

const COLORS: Record<PaymentState | 'voided', ChipProps['color']> = {
  billed: 'default',
  paid: 'success',
  partly_paid: 'warning',
  denied: 'error',
  reversed: 'warning',
  voided: 'default',
};

const label = (state: PaymentState | 'voided') => (state === 'voided' ? 'Voided' : PAYMENT_STATE_LABELS[state]);

/** A claim's, line's or batch's standing with the payer. A span: a phone card puts it inside a <p>. */
export function PaymentStateChip({ state }: { state: PaymentState | 'voided' }) {
  return (
    <Chip
      component="span"
      size="small"
      variant={state === 'billed' || state === 'voided' ? 'outlined' : 'filled'}
      color={COLORS[state]}
      label={label(state)}
    />
  );
}
