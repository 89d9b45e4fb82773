import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Brand } from '../../../components/Brand';

export const TAGLINE = 'Visits, staff and billing for home and community based services';

type AuthCardProps = {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
};

/** The centred card every sign-in screen sits on: product name, tagline, page title, content. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Box sx={{ width: '100%', maxWidth: 460, mx: 'auto' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 3, textAlign: 'center' }}>
        <Brand size={40} />
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary', maxWidth: 320 }}>
          {TAGLINE}
        </Typography>
      </Box>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 4 }, borderColor: 'divider', boxShadow: '0 12px 32px -16px rgba(15, 92, 99, 0.25)' }}
      >
        <Typography variant="h1" sx={{ mb: subtitle ? 1 : 3, textAlign: 'center' }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography component="div" variant="body1" sx={{ mb: 3, color: 'text.secondary', textAlign: 'center' }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
    </Box>
  );
}
