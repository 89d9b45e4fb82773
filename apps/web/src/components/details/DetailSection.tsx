import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** What a details screen shows for an empty value. */
export const EMPTY_VALUE = '—';

type DetailSectionProps = {
  title: string;
  /** DetailField pairs: the children of a `<dl>`, so nothing else. */
  children: ReactNode;
  /** Content shown under the pairs, outside the `<dl>` (e.g. a signature). */
  after?: ReactNode;
};

/** A titled card of read-only label/value pairs (details screens). */
export function DetailSection({ title, children, after }: DetailSectionProps) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
          columnGap: 3,
          rowGap: 2,
        }}
      >
        {children}
      </Box>
      {after}
    </Paper>
  );
}

/** One label/value pair; an empty value shows a quiet dash. */
export function DetailField({ label, children, wide }: { label: string; children?: ReactNode; wide?: boolean }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <Box sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600, mb: 0.25 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body1"
        sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line', color: empty ? 'text.secondary' : undefined }}
      >
        {empty ? EMPTY_VALUE : children}
      </Typography>
    </Box>
  );
}
