import { Navigate, type RouteObject } from 'react-router';
import { isAdminType, UserType } from '@hearth/shared';
import { LandingRedirect, RequireAuth, RequireDashboardUser, RequireUserType } from './guards';
import { featureRoutes } from './feature-routes';
import { lazyScreen, screen } from './lazy-screen';
import { RootRoute } from './RootRoute';

// Every screen and both layouts are loaded on first visit (lazyScreen): the entry holds only the
// router, the guards and the providers, so sign-in downloads no admin screen (README, budgets).

const profile = lazyScreen(
  () => import('../features/profile/pages/ProfilePage'),
  (m) => <m.ProfilePage />,
);
const faq = lazyScreen(
  () => import('../features/faq/pages/FaqPage'),
  (m) => <m.FaqPage />,
);

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      {
        element: lazyScreen(
          () => import('./layout/PublicLayout'),
          (m) => <m.PublicLayout />,
        ),
        children: [
          screen(
            '/login',
            () => import('../features/auth/pages/LoginPage'),
            (m) => <m.LoginPage />,
          ),
          screen(
            '/verify-otp',
            () => import('../features/auth/pages/VerifyOtpPage'),
            (m) => <m.VerifyOtpPage />,
          ),
          screen(
            '/save-browser',
            () => import('../features/auth/pages/SaveBrowserPage'),
            (m) => <m.SaveBrowserPage />,
          ),
          screen(
            '/verify-email',
            () => import('../features/auth/pages/VerifyEmailPage'),
            (m) => <m.VerifyEmailPage />,
          ),
          screen(
            '/change-password',
            () => import('../features/auth/pages/ChangePasswordPage'),
            (m) => <m.ChangePasswordPage />,
          ),
          screen(
            '/reset-password',
            () => import('../features/auth/pages/ResetPasswordPage'),
            (m) => <m.ResetPasswordPage />,
          ),
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          // Outside the shell: a signed-out visitor to / goes to /login without loading it.
          { path: '/', element: <LandingRedirect /> },
          {
            element: lazyScreen(
              () => import('./layout/AppLayout'),
              (m) => <m.AppLayout />,
            ),
            children: [
              {
                element: <RequireDashboardUser />,
                children: [
                  screen(
                    '/dashboard',
                    () => import('../features/dashboard/pages/DashboardPage'),
                    (m) => <m.DashboardPage />,
                  ),
                ],
              },
              { path: '/admin/profile', element: profile },
              { path: '/staff/profile', element: profile },
              { path: '/faq', element: faq },
              ...featureRoutes,
              {
                element: <RequireUserType allow={isAdminType} />,
                children: [
                  screen(
                    '/admin/visits',
                    () => import('../features/visits/pages/VisitsPage'),
                    (m) => <m.VisitsPage key="admin" />,
                  ),
                  { path: '/admin/faq', element: faq },
                ],
              },
              {
                element: <RequireUserType allow={(type) => type === UserType.Staff} />,
                children: [
                  screen(
                    '/staff/visits',
                    () => import('../features/visits/pages/VisitsPage'),
                    (m) => <m.VisitsPage key="staff" />,
                  ),
                  screen(
                    '/staff/schedule',
                    () => import('../features/visits/schedule/MySchedulePage'),
                    (m) => <m.MySchedulePage />,
                  ),
                  screen(
                    '/staff/reports',
                    () => import('../features/reports/pages/StaffPaySummaryPage'),
                    (m) => <m.StaffPaySummaryPage />,
                  ),
                  screen(
                    '/service/reports',
                    () => import('../features/reports/pages/ServiceSummaryPage'),
                    (m) => <m.ServiceSummaryPage />,
                  ),
                  { path: '/staff/faq', element: faq },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
