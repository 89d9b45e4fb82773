import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import LockReset from '@mui/icons-material/LockReset';
import { roleLabel } from '@hearth/shared';
import { InitialsAvatar } from '../../../components/InitialsAvatar';
import { useAuth } from '../../../lib/auth-storage';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProfile } from '../api';
import { ChangePasswordDialog } from '../components/ChangePasswordDialog';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: { xs: 0.25, sm: 2 }, py: 1.5 }}
    >
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** /admin/profile and /staff/profile: who I am, and CHANGE PASSWORD. */
export function ProfilePage() {
  useDocumentTitle('My Profile');
  const auth = useAuth();
  const profile = useProfile();
  const [changing, setChanging] = useState(false);

  if (!auth) return null;
  // Until /user/me answers, show what the sign-in response already told us.
  const user = profile.data ?? { ...auth, middleName: null, mobile: null };
  const fullName = [user.firstName, user.middleName, user.lastName].filter(Boolean).join(' ');
  const role = roleLabel(user.userType);

  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        My Profile
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5, flexWrap: 'wrap' }}>
          <InitialsAvatar firstName={user.firstName} lastName={user.lastName} size={72} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h2" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {profile.isPending && !profile.data ? <Skeleton width={180} /> : fullName}
            </Typography>
            {role && (
              <Chip
                label={role}
                size="small"
                color="primary"
                sx={{ mt: 0.75, fontWeight: 650, letterSpacing: '0.06em' }}
              />
            )}
          </Box>
        </Box>
        <Divider sx={{ my: 3 }} />
        <Box component="dl" sx={{ m: 0 }}>
          <Field label="First Name">{user.firstName}</Field>
          <Field label="Last Name">{user.lastName}</Field>
          <Field label="Email">{user.email}</Field>
          <Field label="Password">
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <span>********</span>
              <Button variant="outlined" size="small" startIcon={<LockReset />} onClick={() => setChanging(true)}>
                CHANGE PASSWORD
              </Button>
            </Box>
          </Field>
        </Box>
      </Paper>
      <ChangePasswordDialog open={changing} userId={auth.userId} onClose={() => setChanging(false)} />
    </Box>
  );
}
