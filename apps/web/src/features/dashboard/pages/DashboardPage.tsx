import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import { useAuth } from '../../../lib/auth-storage';
import { faqPath, profilePath } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /dashboard: the home of user types without an area of their own. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const auth = useAuth();
  if (!auth) return null;

  const links = [
    {
      to: profilePath(auth.userType),
      title: 'My Profile',
      text: 'Your name, email and password.',
      icon: <PersonOutline />,
    },
    {
      to: faqPath(auth.userType),
      title: 'FAQ',
      text: 'Answers about visits, service codes and notes.',
      icon: <HelpOutline />,
    },
  ];

  return (
    <Box sx={{ maxWidth: 860 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Welcome, {auth.firstName}
      </Typography>
      <Typography variant="body1" sx={{ mb: 3, color: 'text.secondary' }}>
        You are signed in to Hearth as {auth.firstName} {auth.lastName}.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {links.map((link) => (
          <Card key={link.to} variant="outlined">
            <CardActionArea component={RouterLink} to={link.to} sx={{ height: '100%' }}>
              <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                <Box sx={{ color: 'primary.main', mt: 0.25 }} aria-hidden>
                  {link.icon}
                </Box>
                <Box>
                  <Typography variant="h2" component="h2" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
                    {link.title}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {link.text}
                  </Typography>
                </Box>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
