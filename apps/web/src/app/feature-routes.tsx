import type { RouteObject } from 'react-router';
import { RequireCapability } from './guards';
import { lazyScreen, screen } from './lazy-screen';

/** Screens of spec 01 section 2 and spec 02 that later releases fill in. */
export const featureRoutes: RouteObject[] = [
  {
    // The server answers the client list and every client write to admins only (ACCESS.manageClients);
    // staff read the clients they reach on their visit screens, never here.
    element: <RequireCapability can="manageClients" />,
    children: [
      screen(
        '/admin/clients',
        () => import('../features/clients/pages/ClientsPage'),
        (m) => <m.ClientsPage />,
      ),
      screen(
        '/admin/create-client',
        () => import('../features/clients/pages/ClientFormPage'),
        (m) => <m.CreateClientPage />,
      ),
      screen(
        '/admin/edit-client',
        () => import('../features/clients/pages/ClientFormPage'),
        (m) => <m.EditClientPage />,
      ),
      screen(
        '/admin/client-details',
        () => import('../features/clients/pages/ClientDetailsPage'),
        (m) => <m.ClientDetailsPage />,
      ),
    ],
  },
  screen(
    '/admin/services',
    () => import('../features/services/pages/ServicesPage'),
    (m) => <m.ServicesPage />,
  ),
  {
    // The import writes authorizations for every client: admins only (the server refuses staff too).
    element: <RequireCapability can="manageServices" />,
    children: [
      screen(
        '/admin/import-services',
        () => import('../features/services/import/pages/ImportServicesPage'),
        (m) => <m.ImportServicesPage />,
      ),
    ],
  },
  {
    // Staff records hold SSNs and pay rates: admins only (the server refuses everyone else too).
    element: <RequireCapability can="manageUsers" />,
    children: [
      screen(
        '/admin/staff',
        () => import('../features/staff/pages/StaffListPage'),
        (m) => <m.StaffListPage />,
      ),
      screen(
        '/admin/staff-type',
        () => import('../features/staff/pages/StaffTypePage'),
        (m) => <m.StaffTypePage />,
      ),
      screen(
        '/admin/create-staff',
        () => import('../features/staff/pages/CreateStaffPage'),
        (m) => <m.CreateStaffPage />,
      ),
      screen(
        '/admin/edit-staff',
        () => import('../features/staff/pages/EditStaffPage'),
        (m) => <m.EditStaffPage />,
      ),
      screen(
        '/admin/view-staff',
        () => import('../features/staff/pages/StaffDetailsPage'),
        (m) => <m.StaffDetailsPage />,
      ),
      // Caregiver compliance (decision 018): admins, as on the server.
      screen(
        '/admin/credentials',
        () => import('../features/credentials/pages/CredentialsPage'),
        (m) => <m.CredentialsPage />,
      ),
      screen(
        '/admin/credential-types',
        () => import('../features/credentials/pages/CredentialTypesPage'),
        (m) => <m.CredentialTypesPage />,
      ),
    ],
  },
  {
    element: <RequireCapability can="manageCoordinators" />,
    children: [
      screen(
        '/admin/support-coordinator',
        () => import('../features/supports-coordinators/pages/ScListPage'),
        (m) => <m.ScListPage />,
      ),
      screen(
        '/admin/create-sc',
        () => import('../features/supports-coordinators/pages/CreateScPage'),
        (m) => <m.CreateScPage />,
      ),
      screen(
        '/admin/edit-sc',
        () => import('../features/supports-coordinators/pages/EditScPage'),
        (m) => <m.EditScPage />,
      ),
      screen(
        '/admin/view-sc',
        () => import('../features/supports-coordinators/pages/ScDetailsPage'),
        (m) => <m.ScDetailsPage />,
      ),
    ],
  },
  {
    // The work entry calls are admin-only on the server too.
    element: <RequireCapability can="manageWorkEntries" />,
    children: [
      screen(
        '/admin/work-entries',
        () => import('../features/work-entries/pages/WorkEntriesPage'),
        (m) => <m.WorkEntriesPage />,
      ),
      screen(
        '/admin/create-timeSheet',
        () => import('../features/work-entries/pages/TimesheetPages'),
        (m) => <m.CreateTimesheetPage />,
      ),
      screen(
        '/admin/edit-timeSheet',
        () => import('../features/work-entries/pages/TimesheetPages'),
        (m) => <m.EditTimesheetPage />,
      ),
      screen(
        '/admin/view-timeSheet',
        () => import('../features/work-entries/pages/WorkEntryDetailsPage'),
        (m) => <m.WorkEntryDetailsPage />,
      ),
    ],
  },
  {
    // Every entry's EVV exceptions (client locations, staff whereabouts): admins only, as on the server.
    element: <RequireCapability can="agencyFigures" />,
    children: [
      screen(
        '/admin/evv-exceptions',
        () => import('../features/evv/pages/EvvExceptionsPage'),
        (m) => <m.EvvExceptionsPage />,
      ),
      // The week's planned visits of every staff member and client: admins, as on the server.
      screen(
        '/admin/schedule',
        () => import('../features/schedule/pages/SchedulePage'),
        (m) => <m.SchedulePage />,
      ),
    ],
  },
  {
    // What the state's EVV aggregator was sent and answered, and "Send now": admins, as on the server.
    element: <RequireCapability can="aggregator" />,
    children: [
      screen(
        '/admin/aggregator',
        () => import('../features/aggregator/pages/AggregatorPage'),
        (m) => <m.AggregatorPage />,
      ),
    ],
  },
  {
    // Reports hold every client's and staff member's records: admins only (staff are already kept off /admin/).
    element: <RequireCapability can="agencyFigures" />,
    children: [
      screen(
        '/admin/reports',
        () => import('../features/reports/pages/ReportsPage'),
        (m) => <m.ReportsPage />,
      ),
      {
        // Claims bill every client's entries: admins read, generate, post remittances and resubmit; the
        // Super Admin voids batches (the server decides). The area's navigation sits above each page.
        element: lazyScreen(
          () => import('../features/claims/components/ClaimsArea'),
          (m) => <m.ClaimsArea />,
        ),
        children: [
          screen(
            '/admin/claims',
            () => import('../features/claims/pages/ClaimsPage'),
            (m) => <m.ClaimsPage />,
          ),
          screen(
            '/admin/claims/batches/:id',
            () => import('../features/claims/pages/BatchDetailPage'),
            (m) => <m.BatchDetailPage />,
          ),
          screen(
            '/admin/claims/remittances',
            () => import('../features/claims/pages/RemittancesPage'),
            (m) => <m.RemittancesPage />,
          ),
          screen(
            '/admin/claims/remittances/:id',
            () => import('../features/claims/pages/RemittanceDetailPage'),
            (m) => <m.RemittanceDetailPage />,
          ),
          screen(
            '/admin/claims/receivables',
            () => import('../features/receivables/pages/ReceivablesPage'),
            (m) => <m.ReceivablesPage />,
          ),
        ],
      },
    ],
  },
  {
    // Agency-wide figures and client names: admins only (the server refuses everyone else too).
    element: <RequireCapability can="agencyFigures" />,
    children: [
      screen(
        '/admin/overview',
        () => import('../features/overview/pages/OverviewPage'),
        (m) => <m.OverviewPage />,
      ),
    ],
  },
  {
    element: <RequireCapability can="ownerOnly" />,
    children: [
      screen(
        '/admin/settings',
        () => import('../features/settings/pages/SettingsPage'),
        (m) => <m.SettingsPage />,
      ),
    ],
  },
  screen(
    '/staff/start-visit',
    () => import('../features/visits/pages/StartVisitPage'),
    (m) => <m.StartVisitPage />,
  ),
  screen(
    '/staff/visit-progress',
    () => import('../features/visits/pages/VisitProgressPage'),
    (m) => <m.VisitProgressPage />,
  ),
];
