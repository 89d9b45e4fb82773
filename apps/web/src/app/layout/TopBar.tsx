import { Suspense, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import type { AuthData } from '@hearth/shared';
import { Brand } from '../../components/Brand';
import { InitialsAvatar } from '../../components/InitialsAvatar';
import { resetAllListStates } from '../../components/list/list-state';
import { clearAuth } from '../../lib/auth-storage';
import { faqPath, profilePath } from '../../lib/paths';
import { logout } from '../../features/auth/api';
import { lazyComponent } from '../../lib/lazy-component';
import { forgetRemembered } from '../../features/visits/offline/remembered';
import { discardVisitDrafts, unsavedVisitDrafts } from '../../features/visits/visit-draft';

/** Asked only at a log-out with unsaved visit notes: loaded then, not with every signed-in screen. */
const UnsavedNotesDialog = lazyComponent(
  () => import('../../features/visits/components/UnsavedNotesDialog'),
  (m) => m.UnsavedNotesDialog,
);

type TopBarProps = {
  auth: AuthData;
  /** Shown on phones when there is a sidebar to open. */
  onOpenNavigation?: () => void;
};

/**
 * Log-out: visit notes only this device holds are not thrown away without asking (`askUnsaved`
 * opens the question), then the session, drafts, lists and caches go.
 */
function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [askUnsaved, setAskUnsaved] = useState(false);

  const signOut = async () => {
    setAskUnsaved(false);
    // Drafts hold client notes and signatures: none stays on the device after log-out, nor the
    // remembered catalogue and open visit. Visits recorded with no signal and not sent yet do stay
    // (they are the only record of work done) and go out at this user's next sign-in (decision 012).
    discardVisitDrafts();
    void forgetRemembered();
    try {
      await logout();
    } catch {
      // The session may already be gone; signing out locally is what matters.
    } finally {
      clearAuth();
      resetAllListStates();
      queryClient.clear();
      void navigate('/login', { replace: true });
    }
  };

  const requestSignOut = () => {
    if (unsavedVisitDrafts().length > 0) setAskUnsaved(true);
    else void signOut();
  };

  return { askUnsaved, signOut, requestSignOut, cancel: () => setAskUnsaved(false) };
}

/** The user's first name and initials badge, opening My Profile, FAQ and Log Out. */
function AccountMenu({ auth, onLogOut }: { auth: AuthData; onLogOut: () => void }) {
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;

  const go = (path: string) => {
    setAnchor(null);
    void navigate(path);
  };

  return (
    <>
      <Button
        color="inherit"
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        aria-label={`Open account menu for ${auth.firstName}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'account-menu' : undefined}
        sx={{ textTransform: 'none', letterSpacing: 0, gap: 1.25, px: 1, minWidth: 0 }}
      >
        <Typography
          component="span"
          sx={{
            fontWeight: 600,
            maxWidth: { xs: 110, sm: 220 },
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {auth.firstName}
        </Typography>
        <InitialsAvatar firstName={auth.firstName} lastName={auth.lastName} size={34} />
      </Button>
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem onClick={() => go(profilePath(auth.userType))}>
          <ListItemIcon>
            <PersonOutline fontSize="small" />
          </ListItemIcon>
          My Profile
        </MenuItem>
        <MenuItem onClick={() => go(faqPath(auth.userType))}>
          <ListItemIcon>
            <HelpOutline fontSize="small" />
          </ListItemIcon>
          FAQ
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onLogOut();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Log Out
        </MenuItem>
      </Menu>
    </>
  );
}

/** Product name, the user's first name and an initials badge with My Profile, FAQ and Log Out. */
export function TopBar({ auth, onOpenNavigation }: TopBarProps) {
  const { askUnsaved, signOut, requestSignOut, cancel } = useSignOut();
  return (
    <AppBar position="fixed" color="primary" sx={(theme) => ({ zIndex: theme.zIndex.drawer + 1 })}>
      <Toolbar sx={{ gap: 1 }}>
        {onOpenNavigation && (
          <IconButton color="inherit" edge="start" aria-label="Open navigation menu" onClick={onOpenNavigation}>
            <MenuIcon />
          </IconButton>
        )}
        <Box
          component={RouterLink}
          to="/"
          aria-label="Hearth home"
          sx={{ color: 'inherit', textDecoration: 'none', display: 'flex' }}
        >
          <Brand inverse size={30} />
        </Box>
        <Box sx={{ flex: 1 }} />
        <AccountMenu auth={auth} onLogOut={requestSignOut} />
      </Toolbar>
      {askUnsaved && (
        <Suspense fallback={null}>
          <UnsavedNotesDialog open onLogOut={() => void signOut()} onCancel={cancel} />
        </Suspense>
      )}
    </AppBar>
  );
}
