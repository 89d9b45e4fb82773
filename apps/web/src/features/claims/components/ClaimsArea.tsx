import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

type AreaLink = { label: string; to: string; /** The paths under it: its details pages. */ under: string };

const LINKS: readonly AreaLink[] = [
  { label: 'Batches', to: '/admin/claims', under: '/admin/claims/batches/' },
  { label: 'Remittances', to: '/admin/claims/remittances', under: '/admin/claims/remittances/' },
  { label: 'Receivables', to: '/admin/claims/receivables', under: '/admin/claims/receivables/' },
];

const isCurrent = (link: AreaLink, pathname: string) => {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return path === link.to.toLowerCase() || path.startsWith(link.under.toLowerCase());
};

/** The claims area's parts, one link each: the current one marked for the eye and for a screen reader. */
export function ClaimsAreaNav() {
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label="Claims area" sx={{ mb: 2 }}>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: { xs: 0.5, sm: 1 } }}
      >
        {LINKS.map((link) => {
          const current = isCurrent(link, pathname);
          return (
            <li key={link.to}>
              <Button
                component={RouterLink}
                to={link.to}
                aria-current={current ? 'page' : undefined}
                size="small"
                variant={current ? 'contained' : 'text'}
                disableElevation
                sx={{ borderRadius: 5, px: { xs: 1.25, sm: 2 }, fontWeight: current ? 650 : 500 }}
              >
                {link.label}
              </Button>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

/**
 * The claims area (/admin/claims and the pages under it, receivables included): its navigation
 * above each page. A layout route's element, loaded with the first of its pages.
 */
export function ClaimsArea() {
  return (
    <>
      <ClaimsAreaNav />
      <Outlet />
    </>
  );
}
