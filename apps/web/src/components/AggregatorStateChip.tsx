import Chip, { type ChipProps } from '@mui/material/Chip';
import { AGGREGATOR_STATE_LABELS, type AggregatorState } from '@hearth/shared';

/** Rejected needs a person, waiting may; sent is on its way, accepted is done. */
const STATE_COLOURS: Record<AggregatorState, ChipProps['color']> = {
  rejected: 'error',
  waiting: 'warning',
  sent: 'info',
  accepted: 'success',
};

/** A record's standing with the state's EVV aggregator (the aggregator screen, a work entry). */
export function AggregatorStateChip({ state, sx }: { state: AggregatorState; sx?: ChipProps['sx'] }) {
  return (
    <Chip
      label={AGGREGATOR_STATE_LABELS[state]}
      color={STATE_COLOURS[state]}
      variant={state === 'rejected' ? 'filled' : 'outlined'}
      size="small"
      sx={sx}
    />
  );
}
