import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export type FormSectionProps = {
  /** Section heading, e.g. 'Client Information'. */
  title: string;
  /** Right of the heading (e.g. a section action). */
  action?: ReactNode;
  children: ReactNode;
  /** Lay the children out in a responsive grid (1 column on phones, `columns` from 900 px). Default 2; 0 = no grid. */
  columns?: 0 | 1 | 2 | 3;
};

/** A titled card of a form; the children flow in a responsive grid. Use <FormGridFull> for a full-width row. */
export function FormSection({ title, action, children, columns = 2 }: FormSectionProps) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2.5 }}>
        <Typography id={id} variant="h2" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {columns === 0 ? (
        children
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: {
              xs: '1fr',
              sm: columns >= 2 ? 'repeat(2, 1fr)' : '1fr',
              md: `repeat(${columns}, 1fr)`,
            },
          }}
        >
          {children}
        </Box>
      )}
    </Paper>
  );
}

/** A row of a FormSection grid that spans every column. */
export function FormGridFull({ children }: { children: ReactNode }) {
  return <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;
}
