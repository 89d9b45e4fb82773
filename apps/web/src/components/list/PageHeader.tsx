import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type PageHeaderProps = {
  /** The page's h1. */
  title: ReactNode;
  /** Small text under the title. */
  subtitle?: ReactNode;
  /** Above the title, e.g. a back link. */
  before?: ReactNode;
  /** Right-aligned primary actions (CREATE NEW, EDIT, ...). */
  actions?: ReactNode;
};

/** The consistent page header: title on the left, primary action(s) on the right. */
export function PageHeader({ title, subtitle, before, actions }: PageHeaderProps) {
  return (
    <Box sx={{ mb: 3 }}>
      {before && <Box sx={{ mb: 1 }}>{before}</Box>}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
      </Box>
    </Box>
  );
}
