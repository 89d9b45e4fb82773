import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  evvExceptionListOut,
  evvExceptionOut,
  refusedVisitActionsResponse,
  type EvvExceptionOut,
} from '@hearth/shared';
import { apiRequest } from '../../lib/api-client';
import { listParams, rangeReversed, type ExceptionFilters } from './filters';

/** Every EVV exception query starts with this key. */
export const EVV_EXCEPTIONS_KEY = 'evv-exceptions';
const one = z.object({ data: evvExceptionOut });
type ListData = z.infer<typeof evvExceptionListOut>;

/** GET /evv/exceptions: one page for the filters (not asked while To is before From). */
export const useEvvExceptionList = (filters: ExceptionFilters) => {
  const query = listParams(filters);
  return useQuery({
    queryKey: [EVV_EXCEPTIONS_KEY, 'list', query],
    queryFn: ({ signal }) =>
      apiRequest('/evv/exceptions', { query, schema: evvExceptionListOut, signal, track: false }),
    placeholderData: keepPreviousData,
    enabled: !rangeReversed(filters),
  });
};

/**
 * POST /evv/exceptions/{id}/resolve. The resolved exception replaces its row where it is shown, so
 * it stays in view, resolved, until the list is read again (the lists are marked stale, not reloaded).
 */
export function useResolveEvvException() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, note }: { id: number; note: string }) =>
      (await apiRequest(`/evv/exceptions/${id}/resolve`, { method: 'POST', body: { note }, schema: one })).data,
    onSuccess: (resolved: EvvExceptionOut) => {
      queryClient.setQueriesData<ListData>({ queryKey: [EVV_EXCEPTIONS_KEY, 'list'] }, (list) =>
        list ? { ...list, data: list.data.map((row) => (row.id === resolved.id ? resolved : row)) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: [EVV_EXCEPTIONS_KEY], refetchType: 'none' });
    },
  });
}

/** GET /visits/refused: one page of the offline punches the server refused at sync, newest first. */
export const useRefusedVisitActions = (page: { page: number; pageSize: number }) => {
  const query = { offset: page.page * page.pageSize, limit: page.pageSize };
  return useQuery({
    queryKey: ['refused-visit-actions', query],
    queryFn: ({ signal }) =>
      apiRequest('/visits/refused', { query, schema: refusedVisitActionsResponse, signal, track: false }),
    placeholderData: keepPreviousData,
  });
};
