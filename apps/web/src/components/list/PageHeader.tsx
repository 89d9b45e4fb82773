import type { ReactNode, Ref } from 'react';
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
  /** Lets the page move the focus to its h1 (after an action that left the previous screen). */
  titleRef?: Ref<HTMLHeadingElement>;
};

/** The consistent page header: title on the left, primary action(s) on the right. */
export function PageHeader({ title, subtitle, before, actions, titleRef }: PageHeaderProps) {
  return (
    <Box sx={{ mb: 3 }}>
      {before && <Box sx={{ mb: 1 }}>{before}</Box>}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {/* The title wraps between words ('Supports / Coordinator'), never inside one: its longest word
            is its minimum width, so the actions drop below when there is no room beside it. */}
        <Box sx={{ flex: '1 1 0', maxWidth: '100%' }}>
          <Typography
            variant="h1"
            ref={titleRef}
            tabIndex={titleRef ? -1 : undefined}
            sx={{
              overflowWrap: 'break-word',
              fontSize: { xs: '1.5rem', sm: '1.75rem' },
              '&:focus': { outline: 'none' },
            }}
          >
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', ml: 'auto' }}>{actions}</Box>}
      </Box>
    </Box>
  );
}
