import { isAdminType, UserType } from '@hearth/shared';

/** The profile page for a user type: staff have their own area, everyone else uses the admin path. */
export function profilePath(userType: number): string {
  return userType === UserType.Staff ? '/staff/profile' : '/admin/profile';
}

/**
 * The FAQ for a user type. /admin/faq is for admins and /staff/faq for staff (spec 02); other
 * user types read the same FAQ at /faq.
 */
export function faqPath(userType: number): string {
  if (userType === UserType.Staff) return '/staff/faq';
  if (isAdminType(userType)) return '/admin/faq';
  return '/faq';
}

/** The EVV aggregator screen, narrowed to one kind of record and one state when given. */
export function aggregatorPath(filter: { kind?: string; state?: string } = {}): string {
  const params = new URLSearchParams();
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.state) params.set('state', filter.state);
  const query = params.toString();
  return `/admin/aggregator${query ? `?${query}` : ''}`;
}

/** A claim batch's page: its claims and lines with what the payer answered (issue 20). */
export const claimBatchPath = (batchId: number): string => `/admin/claims/batches/${batchId}`;
