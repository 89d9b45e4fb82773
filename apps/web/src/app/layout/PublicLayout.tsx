import { Suspense } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { useAuth } from '../../lib/auth-storage';
import { lazyComponent } from '../../lib/lazy-component';
import { Footer } from './Footer';

// Only a signed-in user (changing a password) sees the top bar here: the sign-in page doesn't load it.
const TopBar = lazyComponent(
  () => import('./TopBar'),
  (m) => m.TopBar,
);

/** Sign-in screens: a centred card on a warm background; the top bar only when a token is stored. */
export function PublicLayout() {
  const auth = useAuth();
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        background: 'radial-gradient(1200px 600px at 50% -10%, rgba(15, 92, 99, 0.10), transparent 70%), #f7f4ef',
      }}
    >
      {auth && (
        <>
          <Suspense fallback={null}>
            <TopBar auth={auth} />
          </Suspense>
          <Toolbar />
        </>
      )}
      <Box
        component="main"
        sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, py: { xs: 4, sm: 6 } }}
      >
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
