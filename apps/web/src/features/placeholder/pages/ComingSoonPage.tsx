import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Stands in for a screen that is not built yet. Says so plainly and shows no made-up data. */
export function ComingSoonPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <ConstructionOutlined sx={{ fontSize: 48, color: 'secondary.main', mb: 1 }} aria-hidden />
        <Typography variant="h2" component="p" sx={{ mb: 1 }}>
          Coming in a later release
        </Typography>
        <Typography variant="body1" sx={{ color: 'text.secondary', mb: 3, maxWidth: 480, mx: 'auto' }}>
          The {title} screen is not available in this version of Hearth yet. It will arrive in a later release; nothing
          here is stored or shown until then.
        </Typography>
        <Button component={RouterLink} to="/" variant="outlined">
          Go to my home page
        </Button>
      </Paper>
    </Box>
  );
}
