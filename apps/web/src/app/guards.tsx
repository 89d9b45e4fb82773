import { Navigate, Outlet, useLocation } from 'react-router';
import { landingPath, may, UserType, type Capability } from '@hearth/shared';
import { useAgencyZone } from '../lib/agency-zone';
import { useAuth } from '../lib/auth-storage';

/**
 * Signed-in area (spec 01 "Route guard"): no stored token → /login; a forced password change
 * first → /reset-password; Staff on any path containing /admin/ → /.
 */
export function RequireAuth() {
  const auth = useAuth();
  const { pathname } = useLocation();
  // Screens count days in the agency's zone: learn it before the first one renders.
  const agency = useAgencyZone(Boolean(auth) && !auth?.passwordResetRequired);
  if (!auth) return <Navigate to="/login" replace />;
  if (auth.passwordResetRequired) return <Navigate to="/reset-password" replace />;
  if (auth.userType === UserType.Staff && pathname.toLowerCase().includes('/admin/'))
    return <Navigate to="/" replace />;
  if (!agency.ready) return null;
  return <Outlet />;
}

/** Routes for some user types only (spec 02 "Route availability"); others go to /. */
export function RequireUserType({ allow }: { allow: (userType: number) => boolean }) {
  const auth = useAuth();
  if (!auth || !allow(auth.userType)) return <Navigate to="/" replace />;
  return <Outlet />;
}

/**
 * Screens of one capability (packages/shared permissions.ts, the table the server's routes follow):
 * a user the server would refuse goes to /, which lands them by role.
 */
export function RequireCapability({ can }: { can: Capability }) {
  const auth = useAuth();
  if (!auth || !may(can, auth.userType)) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** / redirects by role: staff to /staff/visits, admins to /admin/clients, others to /dashboard. */
export function LandingRedirect() {
  const auth = useAuth();
  return <Navigate to={auth ? landingPath(auth.userType) : '/login'} replace />;
}

/** /dashboard is the home of user types without their own landing; the others are sent to theirs. */
export function RequireDashboardUser() {
  const auth = useAuth();
  if (!auth) return <Navigate to="/login" replace />;
  const landing = landingPath(auth.userType);
  if (landing !== '/dashboard') return <Navigate to={landing} replace />;
  return <Outlet />;
}
