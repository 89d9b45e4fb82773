import type { SvgIconComponent } from '@mui/icons-material';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import CloudSyncOutlined from '@mui/icons-material/CloudSyncOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import MedicalServicesOutlined from '@mui/icons-material/MedicalServicesOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import WrongLocationOutlined from '@mui/icons-material/WrongLocationOutlined';
import { may, type Capability } from '@hearth/shared';

export type NavLinkItem = {
  label: string;
  to: string;
  icon?: SvgIconComponent;
  /** Other paths that belong to this section (create, edit and view screens); ':id' stands for any one segment. */
  related?: readonly string[];
  /** Shown only to users with this capability (beyond the role's list). */
  can?: Capability;
};
export type NavGroupItem = { label: string; icon: SvgIconComponent; children: readonly NavLinkItem[] };
export type NavItem = NavLinkItem | NavGroupItem;

export const isGroup = (item: NavItem): item is NavGroupItem => 'children' in item;

const adminItems: readonly NavItem[] = [
  { label: 'Overview', to: '/admin/overview', icon: DashboardOutlined },
  {
    label: 'Clients',
    to: '/admin/clients',
    icon: PeopleAltOutlined,
    related: ['/admin/create-client', '/admin/edit-client', '/admin/client-details'],
  },
  { label: 'Services', to: '/admin/services', icon: MedicalServicesOutlined, related: ['/admin/import-services'] },
  {
    label: 'Staff',
    to: '/admin/staff',
    icon: BadgeOutlined,
    related: ['/admin/staff-type', '/admin/create-staff', '/admin/edit-staff', '/admin/view-staff'],
  },
  { label: 'Credentials', to: '/admin/credentials', icon: VerifiedUserOutlined, related: ['/admin/credential-types'] },
  {
    label: 'Supports Coordinator',
    to: '/admin/support-coordinator',
    icon: SupportAgentOutlined,
    related: ['/admin/create-sc', '/admin/edit-sc', '/admin/view-sc'],
  },
  { label: 'Schedule', to: '/admin/schedule', icon: CalendarMonthOutlined },
  {
    label: 'Work Entries',
    to: '/admin/work-entries',
    icon: PendingActionsOutlined,
    related: ['/admin/create-timeSheet', '/admin/edit-timeSheet', '/admin/view-timeSheet'],
  },
  { label: 'EVV Exceptions', to: '/admin/evv-exceptions', icon: WrongLocationOutlined },
  { label: 'EVV Aggregator', to: '/admin/aggregator', icon: CloudSyncOutlined, can: 'aggregator' },
  { label: 'Reports', to: '/admin/reports', icon: AssessmentOutlined },
  {
    label: 'Claims',
    to: '/admin/claims',
    icon: ReceiptLongOutlined,
    related: [
      '/admin/claims/batches/:id',
      '/admin/claims/remittances',
      '/admin/claims/remittances/:id',
      '/admin/claims/receivables',
    ],
  },
];

/** The Super Admin also keeps the agency's settings. */
const superAdminItems: readonly NavItem[] = [
  ...adminItems,
  { label: 'Settings', to: '/admin/settings', icon: SettingsOutlined },
];

const staffItems: readonly NavItem[] = [
  {
    label: 'Visits',
    to: '/staff/visits',
    icon: EventAvailableOutlined,
    related: ['/staff/start-visit', '/staff/visit-progress'],
  },
  { label: 'My schedule', to: '/staff/schedule', icon: CalendarMonthOutlined },
  {
    label: 'Reports',
    icon: AssessmentOutlined,
    children: [
      { label: 'Staff Pay Summary', to: '/staff/reports' },
      { label: 'Service Summary', to: '/service/reports' },
    ],
  },
];

/**
 * Sidebar entries by role (spec 02 "Route availability"): admins, staff, or none for other types;
 * decided by the capabilities the screens behind them need (packages/shared permissions.ts).
 */
export function navItemsFor(userType: number): readonly NavItem[] {
  const allowed = (items: readonly NavItem[]) =>
    items.filter((item) => isGroup(item) || !item.can || may(item.can, userType));
  if (may('ownerOnly', userType)) return allowed(superAdminItems);
  if (may('manageClients', userType)) return allowed(adminItems);
  if (may('clockVisits', userType)) return allowed(staffItems);
  return [];
}

/** Whether `path` is `pattern`, a ':name' segment of the pattern standing for any one segment. */
function matches(pattern: string, path: string): boolean {
  const want = pattern.toLowerCase().split('/');
  const have = path.replace(/(.)\/+$/, '$1').split('/');
  return (
    want.length === have.length && want.every((seg, i) => (seg.startsWith(':') ? have[i] !== '' : seg === have[i]))
  );
}

export function isActive(item: NavLinkItem, pathname: string): boolean {
  const path = pathname.toLowerCase();
  return [item.to, ...(item.related ?? [])].some((p) => matches(p, path));
}
