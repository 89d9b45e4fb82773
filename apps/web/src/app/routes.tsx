import { Navigate, type RouteObject } from 'react-router';
import { isAdminType, UserType } from '@hearth/shared';
import { ChangePasswordPage } from '../features/auth/pages/ChangePasswordPage';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { ResetPasswordPage } from '../features/auth/pages/ResetPasswordPage';
import { SaveBrowserPage } from '../features/auth/pages/SaveBrowserPage';
import { VerifyEmailPage } from '../features/auth/pages/VerifyEmailPage';
import { VerifyOtpPage } from '../features/auth/pages/VerifyOtpPage';
import { FaqPage } from '../features/faq/pages/FaqPage';
import { ComingSoonPage } from '../features/placeholder/pages/ComingSoonPage';
import { ProfilePage } from '../features/profile/pages/ProfilePage';
import { DashboardRoute, LandingRedirect, RequireAuth, RequireUserType } from './guards';
import { AppLayout } from './layout/AppLayout';
import { PublicLayout } from './layout/PublicLayout';
import { RootRoute } from './RootRoute';

const comingSoon = (path: string, title: string): RouteObject => ({ path, element: <ComingSoonPage key={path} title={title} /> });

/** Screens of spec 01 section 2 and spec 02 that later releases fill in. */
const openFeatureRoutes: RouteObject[] = [
  comingSoon('/admin/clients', 'Clients'),
  comingSoon('/admin/create-client', 'Create New Client'),
  comingSoon('/admin/edit-client', 'Edit Client'),
  comingSoon('/admin/client-details', 'Client Details'),
  comingSoon('/admin/services', 'Services'),
  comingSoon('/admin/import-services', 'Import Services'),
  comingSoon('/admin/staff', 'Staff'),
  comingSoon('/admin/staff-type', 'Select Staff Record Type'),
  comingSoon('/admin/create-staff', 'Create Staff Member'),
  comingSoon('/admin/edit-staff', 'Edit Staff Member'),
  comingSoon('/admin/view-staff', 'Staff Details'),
  comingSoon('/admin/support-coordinator', 'Supports Coordinator'),
  comingSoon('/admin/create-sc', 'Create Supports Coordinator'),
  comingSoon('/admin/edit-sc', 'Edit Supports Coordinator'),
  comingSoon('/admin/view-sc', 'Supports Coordinator Details'),
  comingSoon('/admin/work-entries', 'Work Entries'),
  comingSoon('/admin/create-timeSheet', 'Create Work Entry'),
  comingSoon('/admin/edit-timeSheet', 'Edit Work Entry'),
  comingSoon('/admin/view-timeSheet', 'Work Entry Details'),
  comingSoon('/admin/reports', 'Reports'),
  comingSoon('/staff/start-visit', 'Start Visit'),
  comingSoon('/staff/visit-progress', 'Visit in Progress'),
];

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/verify-otp', element: <VerifyOtpPage /> },
          { path: '/save-browser', element: <SaveBrowserPage /> },
          { path: '/verify-email', element: <VerifyEmailPage /> },
          { path: '/change-password', element: <ChangePasswordPage /> },
          { path: '/reset-password', element: <ResetPasswordPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: '/', element: <LandingRedirect /> },
              { path: '/dashboard', element: <DashboardRoute /> },
              { path: '/admin/profile', element: <ProfilePage /> },
              { path: '/staff/profile', element: <ProfilePage /> },
              { path: '/faq', element: <FaqPage /> },
              ...openFeatureRoutes,
              {
                element: <RequireUserType allow={isAdminType} />,
                children: [comingSoon('/admin/visits', 'Visits'), { path: '/admin/faq', element: <FaqPage /> }],
              },
              {
                element: <RequireUserType allow={(type) => type === UserType.Staff} />,
                children: [
                  comingSoon('/staff/visits', 'Visits'),
                  comingSoon('/staff/reports', 'Staff Pay Summary'),
                  comingSoon('/service/reports', 'Service Summary'),
                  { path: '/staff/faq', element: <FaqPage /> },
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
