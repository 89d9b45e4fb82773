import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { staffOut, type CreateStaffBody, type StaffOut, type UpdateStaffBody } from '@hearth/shared';
import { apiRequest } from '../../lib/api-client';
import { readStaffMember, staffDetailKey } from '../../lib/staff-record';

const one = z.object({ data: staffOut });

export const staffKeys = {
  all: ['staff'] as const,
  /** useListQuery({ key: 'staff' }) keys the Staff list pages under this. */
  lists: ['staff', 'list'] as const,
  detail: staffDetailKey,
};

/** GET /userById: the record with its SSN masked (***-**-1234), as every screen shows it. */
export const useStaffMember = (id: number | null) =>
  useQuery({
    queryKey: staffKeys.detail(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) => readStaffMember(id ?? undefined, { signal }),
  });

/**
 * The full SSN of one staff member, asked for when an admin chooses to see it (GET /userById with
 * reveal=ssn: the server audits each reveal). Never cached: the number lives in the screen that asked.
 */
export const useRevealSsn = () =>
  useMutation({
    mutationFn: async (userId: number) => (await readStaffMember(userId, { revealSsn: true })).ssn_tin,
  });

/** After a save the answer (SSN masked) becomes the cached record, so the details page shows it at once; lists refetch. */
function useRememberSaved() {
  const queryClient = useQueryClient();
  return (saved: StaffOut) => {
    queryClient.setQueryData(staffKeys.detail(saved.userId), saved);
    void queryClient.invalidateQueries({ queryKey: staffKeys.lists });
  };
}

export const useCreateStaff = () => {
  const remember = useRememberSaved();
  return useMutation({
    mutationFn: async (body: CreateStaffBody) =>
      (await apiRequest('/user', { method: 'POST', body, schema: one })).data,
    onSuccess: remember,
  });
};

export const useUpdateStaff = () => {
  const remember = useRememberSaved();
  return useMutation({
    mutationFn: async (body: UpdateStaffBody) => (await apiRequest('/user', { method: 'PUT', body, schema: one })).data,
    onSuccess: remember,
  });
};

const roleGroups = z.object({
  data: z.array(z.object({ roleGroupId: z.number(), name: z.string() })),
  recordCount: z.number(),
});

/** GET /role/group?offset=0&limit=100 (spec 01 section 7): the choices of the Role Group select. */
export const useRoleGroups = () =>
  useQuery({
    queryKey: ['role-groups'],
    staleTime: Infinity,
    queryFn: async ({ signal }) =>
      (await apiRequest('/role/group', { query: { offset: 0, limit: 100 }, schema: roleGroups, signal })).data,
  });
