import { useQuery } from '@tanstack/react-query';
import { canCreateAdmins, may, type UserEditor } from '@hearth/shared';
import { useAuth } from './auth-storage';
import { readStaffMember, staffDetailKey } from './staff-record';

export { useCan } from './use-can';

/**
 * The signed-in user as an editor of user records: their type and role group. The role group is
 * on their own record (the sign-in answer does not carry it), read once; it shares the Staff
 * screens' cache key (`staffDetailKey`), so saving one's own record updates it.
 * Null until known (an unreadable record counts as no role group), and for users who do not
 * manage user records.
 */
export function useUserEditor(): (UserEditor & { userId: number }) | null {
  const auth = useAuth();
  const manages = may('manageUsers', auth?.userType);
  const me = useQuery({
    queryKey: staffDetailKey(auth?.userId ?? 0),
    enabled: manages && auth !== null,
    queryFn: ({ signal }) => readStaffMember(auth?.userId, { signal }),
  });
  if (!auth || !manages || me.isPending) return null;
  return { userId: auth.userId, userType: auth.userType, roleGroupId: me.data?.roleGroupId ?? null };
}

/** Whether the signed-in user may create Admin records (role group 1 or 2); false until known. */
export const useCanCreateAdmins = (): boolean => canCreateAdmins(useUserEditor()?.roleGroupId);
