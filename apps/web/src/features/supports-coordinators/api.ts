import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { scOut, type CreateScBody, type ScOut, type UpdateScBody } from '@hearth/shared';
import { apiRequest } from '../../lib/api-client';

const one = z.object({ data: scOut });

export const scKeys = {
  all: ['supports-coordinators'] as const,
  /** useListQuery({ key: 'supports-coordinators' }) keys the list pages under this. */
  lists: ['supports-coordinators', 'list'] as const,
  detail: (id: number) => ['supports-coordinators', 'detail', id] as const,
};

/** GET /scById?sc_id= */
export const useSupportsCoordinator = (id: number | null) =>
  useQuery({
    queryKey: scKeys.detail(id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      (await apiRequest('/scById', { query: { sc_id: id ?? undefined }, schema: one, signal })).data,
  });

/** After a save the answer becomes the cached record (the details page shows it at once); lists refetch. */
function useRememberSaved() {
  const queryClient = useQueryClient();
  return (saved: ScOut) => {
    queryClient.setQueryData(scKeys.detail(saved.scId), saved);
    void queryClient.invalidateQueries({ queryKey: scKeys.lists });
  };
}

export const useCreateSc = () => {
  const remember = useRememberSaved();
  return useMutation({
    mutationFn: async (body: CreateScBody) => (await apiRequest('/sc', { method: 'POST', body, schema: one })).data,
    onSuccess: remember,
  });
};

export const useUpdateSc = () => {
  const remember = useRememberSaved();
  return useMutation({
    mutationFn: async (body: UpdateScBody) => (await apiRequest('/sc', { method: 'PUT', body, schema: one })).data,
    onSuccess: remember,
  });
};
