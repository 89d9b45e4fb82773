import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serviceList, serviceOut, type CreateServiceBody, type UpdateServiceBody } from '@hearth/shared';
import { z } from 'zod';
import { useListQuery, type ListState } from '../../components/list';
import { apiRequest } from '../../lib/api-client';

/** Query-key root of everything read from the catalogue (lists and pickers). */
export const SERVICES_KEY = 'services';

/** GET /service?offset&limit&filter&name&status: one page of the catalogue. */
export const useServiceList = (state: ListState) =>
  useListQuery({ key: SERVICES_KEY, path: '/service', state, schema: serviceList });

export type SaveServiceInput = { mode: 'create'; body: CreateServiceBody } | { mode: 'edit'; body: UpdateServiceBody };

/** POST or PUT /service; every catalogue list and picker reloads on success. */
export const useSaveService = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveServiceInput) =>
      apiRequest('/service', {
        method: input.mode === 'create' ? 'POST' : 'PUT',
        body: input.body,
        schema: z.object({ data: serviceOut }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SERVICES_KEY] }),
  });
};
