import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { AgingBucketKey, ReceivablesOut } from '@hearth/shared';
import { plural } from '../../../lib/format';
import { centsText } from '../receivables-view';

type Bucket = ReceivablesOut['buckets'][number];

/** Older money is more at risk: the bars warm up with age (the label says the age; colour only adds to it). */
const BAR_COLOR: Record<AgingBucketKey, string> = {
  '0-30': 'primary.light',
  '31-60': 'primary.main',
  '61-90': 'warning.light',
  '91-120': 'warning.main',
  '120+': 'error.main',
};

type Props = {
  buckets: readonly Bucket[];
  /** The bucket the claims list shows, or null for all. */
  selected: AgingBucketKey | null;
  onSelect: (bucket: AgingBucketKey | null) => void;
};

/** One bucket's bar: its label, the bar (its share of the largest) and its figures, pressed while it filters. */
function BucketBar({
  bucket: b,
  most,
  pressed,
  onPress,
}: {
  bucket: Bucket;
  most: number;
  pressed: boolean;
  onPress: () => void;
}) {
  return (
    <ButtonBase
      onClick={onPress}
      aria-pressed={pressed}
      sx={{
        width: '100%',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', sm: '120px minmax(0, 1fr) 190px' },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 0.5,
        px: 1,
        py: 1,
        borderRadius: 1,
        textAlign: 'left',
        outline: pressed ? 2 : 0,
        outlineColor: 'primary.main',
        bgcolor: pressed ? 'action.selected' : undefined,
        '&:hover': { bgcolor: 'action.hover' },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.dark' },
      }}
    >
      <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
        {b.label}
      </Typography>
      <Box
        component="span"
        aria-hidden
        sx={{
          gridColumn: { xs: '1 / -1', sm: 'auto' },
          gridRow: { xs: 2, sm: 'auto' },
          height: 14,
          borderRadius: 1,
          bgcolor: 'action.hover',
          display: 'block',
        }}
      >
        <Box
          component="span"
          sx={{
            display: 'block',
            height: '100%',
            borderRadius: 1,
            bgcolor: BAR_COLOR[b.key],
            width: `${(Math.max(0, b.outstandingCents) / most) * 100}%`,
            minWidth: b.outstandingCents > 0 ? 4 : 0,
          }}
        />
      </Box>
      <Typography
        component="span"
        variant="body2"
        sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        <Box component="span" sx={{ fontWeight: 600 }}>
          {centsText(b.outstandingCents)}
        </Box>
        , {plural(b.claimCount, 'claim')}
      </Typography>
    </ButtonBase>
  );
}

/**
 * Outstanding by age since billing as horizontal bars, each one a toggle that narrows the claims list
 * to its bucket. Every bar writes its figures beside it, so the chart is its own text: a screen
 * reader hears 'Over 120 days, $1,234.56, 3 claims, pressed'.
 */
export function AgingChart({ buckets, selected, onSelect }: Props) {
  const most = Math.max(1, ...buckets.map((b) => b.outstandingCents));
  return (
    <Box component="figure" sx={{ m: 0 }} aria-labelledby="receivables-chart-caption">
      <Typography
        component="figcaption"
        id="receivables-chart-caption"
        variant="body2"
        sx={{ color: 'text.secondary', mb: 1 }}
      >
        Outstanding by age since billing. Choose a bar to list its claims.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {buckets.map((b) => (
          <Box component="li" key={b.key}>
            <BucketBar
              bucket={b}
              most={most}
              pressed={selected === b.key}
              onPress={() => onSelect(selected === b.key ? null : b.key)}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
