import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One part of the receivables screen: a heading, a line of help, then its content. */
export function Panel({
  id,
  title,
  help,
  children,
}: {
  id: string;
  title: string;
  help?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.2rem', mb: help ? 0.5 : 1.5 }}>
        {title}
      </Typography>
      {help && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          {help}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
