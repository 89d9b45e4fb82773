import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import ArrowForward from '@mui/icons-material/ArrowForward';

export type CardLink = { to: string; label: string };

/** A titled card of the Overview with the link to the list behind its figures at the bottom. */
export function OverviewCard({
  title,
  titleId,
  link,
  children,
  sx,
}: {
  title: string;
  titleId: string;
  link?: CardLink;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      // MUI's documented way to merge an sx prop; Array.isArray narrows its readonly array to any[].
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment
      sx={[{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Typography id={titleId} variant="h2" sx={{ fontSize: '0.9375rem', fontWeight: 600, color: 'text.secondary' }}>
        {title}
      </Typography>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      {link && (
        <Link
          component={RouterLink}
          to={link.to}
          underline="hover"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 500, alignSelf: 'flex-start' }}
        >
          {link.label}
          <ArrowForward sx={{ fontSize: '1rem' }} aria-hidden />
        </Link>
      )}
    </Paper>
  );
}

/** A card whose content is one big figure and a line about it. */
export function FigureCard({
  title,
  titleId,
  value,
  caption,
  link,
}: {
  title: string;
  titleId: string;
  value: string;
  caption: ReactNode;
  link?: CardLink;
}) {
  return (
    <OverviewCard title={title} titleId={titleId} link={link}>
      <Typography sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {caption}
      </Typography>
    </OverviewCard>
  );
}
