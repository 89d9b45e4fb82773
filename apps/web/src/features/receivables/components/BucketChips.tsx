import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { AGING_BUCKETS, type AgingBucketKey, type ReceivableClaimOut } from '@hearth/shared';
import { countText } from '../../../lib/format';

type Props = {
  claims: readonly ReceivableClaimOut[];
  selected: AgingBucketKey | null;
  onSelect: (bucket: AgingBucketKey | null) => void;
};

/** All, or one age bucket: the same filter as the chart's bars, each with its number of claims. */
export function BucketChips({ claims, selected, onSelect }: Props) {
  const choices = [
    { key: null, label: 'All', count: claims.length },
    ...AGING_BUCKETS.map((b) => ({
      key: b.key,
      label: b.label,
      count: claims.filter((c) => c.bucket === b.key).length,
    })),
  ];
  return (
    <Box role="group" aria-label="Show claims aged" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
      {choices.map((choice) => {
        const pressed = selected === choice.key;
        return (
          <Chip
            key={choice.key ?? 'all'}
            label={`${choice.label} (${countText(choice.count)})`}
            color={pressed ? 'primary' : 'default'}
            variant={pressed ? 'filled' : 'outlined'}
            onClick={() => onSelect(choice.key)}
            aria-pressed={pressed}
          />
        );
      })}
    </Box>
  );
}
