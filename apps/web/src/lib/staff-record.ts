import { z } from 'zod';
import { staffOut, type StaffOut } from '@hearth/shared';
import { apiRequest } from './api-client';

const one = z.object({ data: staffOut });

/**
 * The cache key of one user record: the Staff screens and `useUserEditor` (the signed-in user's own
 * record, for their role group) share it, so saving one's own record updates both.
 */
export const staffDetailKey = (id: number) => ['staff', 'detail', id] as const;

/** GET /userById: the record with its SSN masked, or in full with `revealSsn` (the server audits it). */
export async function readStaffMember(
  userId: number | undefined,
  { signal, revealSsn = false }: { signal?: AbortSignal; revealSsn?: boolean } = {},
): Promise<StaffOut> {
  const query = { user_id: userId, reveal: revealSsn ? 'ssn' : undefined };
  return (await apiRequest('/userById', { query, schema: one, signal })).data;
}
