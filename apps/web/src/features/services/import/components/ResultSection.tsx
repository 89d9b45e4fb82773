import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

type ResultSectionProps = {
  /** The id of the heading (the section is labelled by it). */
  id: string;
  title: string;
  count: number;
  /** What the list means and what to do about it. */
  help: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
};

/** One list of the process result: a heading with its count, a line of help, actions, then the rows. */
export function ResultSection({ id, title, count, help, actions, children }: ResultSectionProps) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={id} variant="h2" sx={{ fontSize: '1.2rem', flex: '1 1 auto' }}>
          {title} ({count})
        </Typography>
        {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {help}
      </Typography>
      {children}
    </Paper>
  );
}
