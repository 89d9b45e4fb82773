import { Navigate, type RouteObject } from 'react-router';
import { isAdminType, UserType } from '@hearth/shared';
import { LandingRedirect, RequireAuth, RequireCapability, RequireDashboardUser, RequireUserType } from './guards';
import { lazyScreen } from './lazy-screen';
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

/** Screens of spec 01 section 2 and spec 02 that later releases fill in. */
const openFeatureRoutes: RouteObject[] = [
  {
    // The server answers the client list and every client write to admins only (ACCESS.manageClients);
    // staff read the clients they reach on their visit screens, never here.
    element: <RequireCapability can="manageClients" />,
    children: [
      {
        path: '/admin/clients',
        element: lazyScreen(
          () => import('../features/clients/pages/ClientsPage'),
          (m) => <m.ClientsPage />,
        ),
      },
      {
        path: '/admin/create-client',
        element: lazyScreen(
          () => import('../features/clients/pages/ClientFormPage'),
          (m) => <m.CreateClientPage />,
        ),
      },
      {
        path: '/admin/edit-client',
        element: lazyScreen(
          () => import('../features/clients/pages/ClientFormPage'),
          (m) => <m.EditClientPage />,
        ),
      },
      {
        path: '/admin/client-details',
        element: lazyScreen(
          () => import('../features/clients/pages/ClientDetailsPage'),
          (m) => <m.ClientDetailsPage />,
        ),
      },
    ],
  },
  {
    path: '/admin/services',
    element: lazyScreen(
      () => import('../features/services/pages/ServicesPage'),
      (m) => <m.ServicesPage />,
    ),
  },
  {
    // The import writes authorizations for every client: admins only (the server refuses staff too).
    element: <RequireCapability can="manageServices" />,
    children: [
      {
        path: '/admin/import-services',
        element: lazyScreen(
          () => import('../features/services/import/pages/ImportServicesPage'),
          (m) => <m.ImportServicesPage />,
        ),
      },
    ],
  },
  {
    // Staff records hold SSNs and pay rates: admins only (the server refuses everyone else too).
    element: <RequireCapability can="manageUsers" />,
    children: [
      {
        path: '/admin/staff',
        element: lazyScreen(
          () => import('../features/staff/pages/StaffListPage'),
          (m) => <m.StaffListPage />,
        ),
      },
      {
        path: '/admin/staff-type',
        element: lazyScreen(
          () => import('../features/staff/pages/StaffTypePage'),
          (m) => <m.StaffTypePage />,
        ),
      },
      {
        path: '/admin/create-staff',
        element: lazyScreen(
          () => import('../features/staff/pages/CreateStaffPage'),
          (m) => <m.CreateStaffPage />,
        ),
      },
      {
        path: '/admin/edit-staff',
        element: lazyScreen(
          () => import('../features/staff/pages/EditStaffPage'),
          (m) => <m.EditStaffPage />,
        ),
      },
      {
        path: '/admin/view-staff',
        element: lazyScreen(
          () => import('../features/staff/pages/StaffDetailsPage'),
          (m) => <m.StaffDetailsPage />,
        ),
      },
    ],
  },
  {
    element: <RequireCapability can="manageCoordinators" />,
    children: [
      {
        path: '/admin/support-coordinator',
        element: lazyScreen(
          () => import('../features/supports-coordinators/pages/ScListPage'),
          (m) => <m.ScListPage />,
        ),
      },
      {
        path: '/admin/create-sc',
        element: lazyScreen(
          () => import('../features/supports-coordinators/pages/CreateScPage'),
          (m) => <m.CreateScPage />,
        ),
      },
      {
        path: '/admin/edit-sc',
        element: lazyScreen(
          () => import('../features/supports-coordinators/pages/EditScPage'),
          (m) => <m.EditScPage />,
        ),
      },
      {
        path: '/admin/view-sc',
        element: lazyScreen(
          () => import('../features/supports-coordinators/pages/ScDetailsPage'),
          (m) => <m.ScDetailsPage />,
        ),
      },
    ],
  },
  {
    // The work entry calls are admin-only on the server too.
    element: <RequireCapability can="manageWorkEntries" />,
    children: [
      {
        path: '/admin/work-entries',
        element: lazyScreen(
          () => import('../features/work-entries/pages/WorkEntriesPage'),
          (m) => <m.WorkEntriesPage />,
        ),
      },
      {
        path: '/admin/create-timeSheet',
        element: lazyScreen(
          () => import('../features/work-entries/pages/TimesheetPages'),
          (m) => <m.CreateTimesheetPage />,
        ),
      },
      {
        path: '/admin/edit-timeSheet',
        element: lazyScreen(
          () => import('../features/work-entries/pages/TimesheetPages'),
          (m) => <m.EditTimesheetPage />,
        ),
      },
      {
        path: '/admin/view-timeSheet',
        element: lazyScreen(
          () => import('../features/work-entries/pages/WorkEntryDetailsPage'),
          (m) => <m.WorkEntryDetailsPage />,
        ),
      },
    ],
  },
  {
    // Every entry's EVV exceptions (client locations, staff whereabouts): admins only, as on the server.
    element: <RequireCapability can="agencyFigures" />,
    children: [
      {
        path: '/admin/evv-exceptions',
        element: lazyScreen(
          () => import('../features/evv/pages/EvvExceptionsPage'),
          (m) => <m.EvvExceptionsPage />,
        ),
      },
    ],
  },
  {
    // Reports hold every client's and staff member's records: admins only (staff are already kept off /admin/).
    element: <RequireCapability can="agencyFigures" />,
    children: [
      {
        path: '/admin/reports',
        element: lazyScreen(
          () => import('../features/reports/pages/ReportsPage'),
          (m) => <m.ReportsPage />,
        ),
      },
      {
        // Claims bill every client's entries: admins read and generate, the Super Admin voids (the server decides).
        path: '/admin/claims',
        element: lazyScreen(
          () => import('../features/claims/pages/ClaimsPage'),
          (m) => <m.ClaimsPage />,
        ),
      },
    ],
  },
  {
    // Agency-wide figures and client names: admins only (the server refuses everyone else too).
    element: <RequireCapability can="agencyFigures" />,
    children: [
      {
        path: '/admin/overview',
        element: lazyScreen(
          () => import('../features/overview/pages/OverviewPage'),
          (m) => <m.OverviewPage />,
        ),
      },
    ],
  },
  {
    element: <RequireCapability can="ownerOnly" />,
    children: [
      {
        path: '/admin/settings',
        element: lazyScreen(
          () => import('../features/settings/pages/SettingsPage'),
          (m) => <m.SettingsPage />,
        ),
      },
    ],
  },
  {
    path: '/staff/start-visit',
    element: lazyScreen(
      () => import('../features/visits/pages/StartVisitPage'),
      (m) => <m.StartVisitPage />,
    ),
  },
  {
    path: '/staff/visit-progress',
    element: lazyScreen(
      () => import('../features/visits/pages/VisitProgressPage'),
      (m) => <m.VisitProgressPage />,
    ),
  },
];

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
          {
            path: '/login',
            element: lazyScreen(
              () => import('../features/auth/pages/LoginPage'),
              (m) => <m.LoginPage />,
            ),
          },
          {
            path: '/verify-otp',
            element: lazyScreen(
              () => import('../features/auth/pages/VerifyOtpPage'),
              (m) => <m.VerifyOtpPage />,
            ),
          },
          {
            path: '/save-browser',
            element: lazyScreen(
              () => import('../features/auth/pages/SaveBrowserPage'),
              (m) => <m.SaveBrowserPage />,
            ),
          },
          {
            path: '/verify-email',
            element: lazyScreen(
              () => import('../features/auth/pages/VerifyEmailPage'),
              (m) => <m.VerifyEmailPage />,
            ),
          },
          {
            path: '/change-password',
            element: lazyScreen(
              () => import('../features/auth/pages/ChangePasswordPage'),
              (m) => <m.ChangePasswordPage />,
            ),
          },
          {
            path: '/reset-password',
            element: lazyScreen(
              () => import('../features/auth/pages/ResetPasswordPage'),
              (m) => <m.ResetPasswordPage />,
            ),
          },
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
                  {
                    path: '/dashboard',
                    element: lazyScreen(
                      () => import('../features/dashboard/pages/DashboardPage'),
                      (m) => <m.DashboardPage />,
                    ),
                  },
                ],
              },
              { path: '/admin/profile', element: profile },
              { path: '/staff/profile', element: profile },
              { path: '/faq', element: faq },
              ...openFeatureRoutes,
              {
                element: <RequireUserType allow={isAdminType} />,
                children: [
                  {
                    path: '/admin/visits',
                    element: lazyScreen(
                      () => import('../features/visits/pages/VisitsPage'),
                      (m) => <m.VisitsPage key="admin" />,
                    ),
                  },
                  { path: '/admin/faq', element: faq },
                ],
              },
              {
                element: <RequireUserType allow={(type) => type === UserType.Staff} />,
                children: [
                  {
                    path: '/staff/visits',
                    element: lazyScreen(
                      () => import('../features/visits/pages/VisitsPage'),
                      (m) => <m.VisitsPage key="staff" />,
                    ),
                  },
                  {
                    path: '/staff/reports',
                    element: lazyScreen(
                      () => import('../features/reports/pages/StaffPaySummaryPage'),
                      (m) => <m.StaffPaySummaryPage />,
                    ),
                  },
                  {
                    path: '/service/reports',
                    element: lazyScreen(
                      () => import('../features/reports/pages/ServiceSummaryPage'),
                      (m) => <m.ServiceSummaryPage />,
                    ),
                  },
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
