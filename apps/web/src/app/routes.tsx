import { SettingsPage } from '../features/settings/pages/SettingsPage';
import { Navigate, type RouteObject } from 'react-router';
import { isAdminType, UserType } from '@hearth/shared';
import { ChangePasswordPage } from '../features/auth/pages/ChangePasswordPage';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { ResetPasswordPage } from '../features/auth/pages/ResetPasswordPage';
import { SaveBrowserPage } from '../features/auth/pages/SaveBrowserPage';
import { VerifyEmailPage } from '../features/auth/pages/VerifyEmailPage';
import { VerifyOtpPage } from '../features/auth/pages/VerifyOtpPage';
import { ClientDetailsPage } from '../features/clients/pages/ClientDetailsPage';
import { CreateClientPage, EditClientPage } from '../features/clients/pages/ClientFormPage';
import { ClientsPage } from '../features/clients/pages/ClientsPage';
import { FaqPage } from '../features/faq/pages/FaqPage';
import { ComingSoonPage } from '../features/placeholder/pages/ComingSoonPage';
import { ProfilePage } from '../features/profile/pages/ProfilePage';
import { ReportsPage } from '../features/reports/pages/ReportsPage';
import { ServiceSummaryPage } from '../features/reports/pages/ServiceSummaryPage';
import { StaffPaySummaryPage } from '../features/reports/pages/StaffPaySummaryPage';
import { ServicesPage } from '../features/services/pages/ServicesPage';
import { CreateStaffPage } from '../features/staff/pages/CreateStaffPage';
import { EditStaffPage } from '../features/staff/pages/EditStaffPage';
import { StaffDetailsPage } from '../features/staff/pages/StaffDetailsPage';
import { StaffListPage } from '../features/staff/pages/StaffListPage';
import { StaffTypePage } from '../features/staff/pages/StaffTypePage';
import { CreateScPage } from '../features/supports-coordinators/pages/CreateScPage';
import { EditScPage } from '../features/supports-coordinators/pages/EditScPage';
import { ScDetailsPage } from '../features/supports-coordinators/pages/ScDetailsPage';
import { ScListPage } from '../features/supports-coordinators/pages/ScListPage';
import { StartVisitPage } from '../features/visits/pages/StartVisitPage';
import { VisitProgressPage } from '../features/visits/pages/VisitProgressPage';
import { VisitsPage } from '../features/visits/pages/VisitsPage';
import { CreateTimesheetPage, EditTimesheetPage } from '../features/work-entries/pages/TimesheetPages';
import { WorkEntriesPage } from '../features/work-entries/pages/WorkEntriesPage';
import { WorkEntryDetailsPage } from '../features/work-entries/pages/WorkEntryDetailsPage';
import { DashboardRoute, LandingRedirect, RequireAuth, RequireUserType } from './guards';
import { AppLayout } from './layout/AppLayout';
import { PublicLayout } from './layout/PublicLayout';
import { RootRoute } from './RootRoute';

const comingSoon = (path: string, title: string): RouteObject => ({
  path,
  element: <ComingSoonPage key={path} title={title} />,
});

/** Screens of spec 01 section 2 and spec 02 that later releases fill in. */
const openFeatureRoutes: RouteObject[] = [
  { path: '/admin/clients', element: <ClientsPage /> },
  { path: '/admin/create-client', element: <CreateClientPage /> },
  { path: '/admin/edit-client', element: <EditClientPage /> },
  { path: '/admin/client-details', element: <ClientDetailsPage /> },
  { path: '/admin/services', element: <ServicesPage /> },
  comingSoon('/admin/import-services', 'Import Services'),
  {
    // Staff records hold SSNs and pay rates: admins only (the server refuses everyone else too).
    element: <RequireUserType allow={isAdminType} />,
    children: [
      { path: '/admin/staff', element: <StaffListPage /> },
      { path: '/admin/staff-type', element: <StaffTypePage /> },
      { path: '/admin/create-staff', element: <CreateStaffPage /> },
      { path: '/admin/edit-staff', element: <EditStaffPage /> },
      { path: '/admin/view-staff', element: <StaffDetailsPage /> },
    ],
  },
  {
    element: <RequireUserType allow={isAdminType} />,
    children: [
      { path: '/admin/support-coordinator', element: <ScListPage /> },
      { path: '/admin/create-sc', element: <CreateScPage /> },
      { path: '/admin/edit-sc', element: <EditScPage /> },
      { path: '/admin/view-sc', element: <ScDetailsPage /> },
    ],
  },
  {
    // The work entry calls are admin-only on the server too.
    element: <RequireUserType allow={isAdminType} />,
    children: [
      { path: '/admin/work-entries', element: <WorkEntriesPage /> },
      { path: '/admin/create-timeSheet', element: <CreateTimesheetPage /> },
      { path: '/admin/edit-timeSheet', element: <EditTimesheetPage /> },
      { path: '/admin/view-timeSheet', element: <WorkEntryDetailsPage /> },
    ],
  },
  {
    // Reports hold every client's and staff member's records: admins only (staff are already kept off /admin/).
    element: <RequireUserType allow={isAdminType} />,
    children: [{ path: '/admin/reports', element: <ReportsPage /> }],
  },
  {
    element: <RequireUserType allow={(type) => type === UserType.SuperAdmin} />,
    children: [{ path: '/admin/settings', element: <SettingsPage /> }],
  },
  { path: '/staff/start-visit', element: <StartVisitPage /> },
  { path: '/staff/visit-progress', element: <VisitProgressPage /> },
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
                children: [
                  { path: '/admin/visits', element: <VisitsPage key="admin" /> },
                  { path: '/admin/faq', element: <FaqPage /> },
                ],
              },
              {
                element: <RequireUserType allow={(type) => type === UserType.Staff} />,
                children: [
                  { path: '/staff/visits', element: <VisitsPage key="staff" /> },
                  { path: '/staff/reports', element: <StaffPaySummaryPage /> },
                  { path: '/service/reports', element: <ServiceSummaryPage /> },
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
