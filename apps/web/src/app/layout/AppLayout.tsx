import { useState } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { visuallyHidden } from '../../components/visually-hidden';
import { UserType } from '@hearth/shared';
import { useOfflineSync } from '../../features/visits/offline/use-offline-queue';
import { useAuth } from '../../lib/auth-storage';
import { Footer } from './Footer';
import { navItemsFor } from './nav-items';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

/** The signed-in shell: top bar, role sidebar (a drawer on phones), the page, footer. */
export function AppLayout() {
  const auth = useAuth();
  // A staff member's visits recorded with no signal go out from any screen (docs/decisions/012).
  useOfflineSync(auth?.userType === UserType.Staff ? auth.userId : null);
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  if (!auth) return null;
  const items = navItemsFor(auth.userType);
  const hasSidebar = items.length > 0;

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <Box
        component="a"
        href="#main-content"
        sx={{
          ...visuallyHidden,
          '&:focus': {
            position: 'fixed',
            clip: 'auto',
            width: 'auto',
            height: 'auto',
            margin: 0,
            top: 8,
            left: 8,
            zIndex: 2000,
            px: 2,
            py: 1,
            borderRadius: 1,
            bgcolor: 'background.paper',
            color: 'primary.dark',
            fontWeight: 600,
            boxShadow: 3,
          },
        }}
      >
        Skip to main content
      </Box>
      <TopBar auth={auth} onOpenNavigation={hasSidebar && !desktop ? () => setDrawerOpen(true) : undefined} />
      {hasSidebar && (
        <Sidebar items={items} temporary={!desktop} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{ flex: 1, px: { xs: 2, sm: 3, md: 4 }, py: { xs: 2.5, md: 4 } }}
        >
          <Outlet />
        </Box>
        <Footer />
      </Box>
    </Box>
  );
}
