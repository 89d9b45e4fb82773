import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

type Props = {
  /** The id of the heading (the section is labelled by it). */
  id: string;
  title: ReactNode;
  /** What the part means, under the heading. */
  help?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
};

/** One part of the claims screen: a heading, a line of help, then its content. */
export function Section({ id, title, help, actions, children }: Props) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: help ? 0.5 : 1.5 }}>
        <Typography id={id} variant="h2" sx={{ fontSize: '1.2rem', flex: '1 1 auto' }}>
          {title}
        </Typography>
        {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
      </Box>
      {help && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          {help}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
