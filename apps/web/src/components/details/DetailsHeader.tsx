import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Edit from '@mui/icons-material/Edit';

/** The 'Back to …' link above a details page's title. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
    >
      <ArrowBack fontSize="small" aria-hidden />
      {label}
    </Link>
  );
}

/** The EDIT action of a details page's header. */
export function EditButton({ to }: { to: string }) {
  return (
    <Button component={RouterLink} to={to} variant="contained" startIcon={<Edit />}>
      EDIT
    </Button>
  );
}
