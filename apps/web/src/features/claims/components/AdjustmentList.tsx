import Box from '@mui/material/Box';
import type { AdjustmentOut, RemarkOut } from '@hearth/shared';
import { centsText } from '../figures';

type Props = { adjustments: readonly AdjustmentOut[]; remarks: readonly RemarkOut[] };

/**
 * The payer's adjustments (group-reason code, its meaning, the amount) and remark codes, one a line:
 * 'CO-45 Charge exceeds fee schedule/maximum allowable … $12.00', 'N290 Missing/incomplete/invalid …'.
 * Nothing when there are none. Spans only: a phone card puts it inside a <p>.
 */
export function AdjustmentList({ adjustments, remarks }: Props) {
  if (adjustments.length === 0 && remarks.length === 0) return null;
  return (
    <Box component="span" sx={{ display: 'block', minWidth: 180 }}>
      {adjustments.map((a, i) => (
        <Box component="span" key={`a${i}`} sx={{ display: 'block', mb: 0.25 }}>
          <Box component="abbr" title={a.groupLabel} sx={{ fontWeight: 650, textDecoration: 'none' }}>
            {a.group}-{a.reason}
          </Box>{' '}
          {a.reasonText !== a.reason && `${a.reasonText} `}
          <Box component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
            {centsText(a.amountCents)}
          </Box>
        </Box>
      ))}
      {remarks.map((r, i) => (
        <Box component="span" key={`r${i}`} sx={{ display: 'block', mb: 0.25, color: 'text.secondary' }}>
          <Box component="span" sx={{ fontWeight: 650 }}>
            {r.code}
          </Box>
          {r.text !== r.code && ` ${r.text}`}
        </Box>
      ))}
    </Box>
  );
}
