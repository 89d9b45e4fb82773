import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReconciliationOut } from '@hearth/shared';
import { visuallyHidden } from '../../../../components/visually-hidden';
import { addsUp, centsText } from '../../figures';

const TERMS = [
  { key: 'billedCents', label: 'Billed', op: null },
  { key: 'paidCents', label: 'Paid', op: { sign: '=', word: 'equals' } },
  { key: 'adjustedCents', label: 'Adjusted', op: { sign: '+', word: 'plus' } },
  { key: 'outstandingCents', label: 'Outstanding', op: { sign: '+', word: 'plus' } },
] as const;

/**
 * Billed = paid + adjusted + outstanding, written out so a billing clerk sees it add up; the denied
 * part of the adjustments under it when there is one.
 */
export function FigureSum({ figures, label }: { figures: ReconciliationOut; label: string }) {
  return (
    <Box>
      <Box
        role="group"
        aria-label={label}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', columnGap: { xs: 1.25, sm: 2 }, rowGap: 1 }}
      >
        {TERMS.map((t) => (
          <Fragment key={t.key}>
            {t.op && (
              <Typography component="span" sx={{ fontSize: '1.4rem', color: 'text.secondary', pb: 0.25 }}>
                <span aria-hidden>{t.op.sign}</span>
                <Box component="span" sx={visuallyHidden}>
                  {t.op.word}
                </Box>
              </Typography>
            )}
            <Box>
              <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                {t.label}
              </Typography>
              <Typography
                component="span"
                sx={{
                  display: 'block',
                  fontSize: { xs: '1.15rem', sm: '1.4rem' },
                  fontWeight: t.key === 'billedCents' ? 700 : 600,
                  fontVariantNumeric: 'tabular-nums',
                  color: t.key === 'outstandingCents' && figures.outstandingCents > 0 ? 'warning.dark' : undefined,
                }}
              >
                {centsText(figures[t.key])}
              </Typography>
            </Box>
          </Fragment>
        ))}
      </Box>
      {figures.deniedCents > 0 && (
        <Typography variant="body2" sx={{ mt: 1, color: 'error.main' }}>
          Denied: {centsText(figures.deniedCents)} (counted in adjusted).
        </Typography>
      )}
      {!addsUp(figures) && (
        <Typography variant="body2" role="alert" sx={{ mt: 1, color: 'error.main' }}>
          These figures do not add up: report it to your Hearth administrator.
        </Typography>
      )}
    </Box>
  );
}
