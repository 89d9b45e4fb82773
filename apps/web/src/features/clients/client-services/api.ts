import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  clientServiceResponse,
  clientServicesResponse,
  OPTION_LIMIT_MAX,
  serviceList,
  staffAllocationResponse,
  Status,
  type CreateClientServiceBody,
  type UpdateClientServiceBody,
} from '@hearth/shared';
import type { PickerOption } from '../../../components/form';
import { staffSource } from '../../../components/form/common-sources';
import { apiRequest } from '../../../lib/api-client';

export const clientServicesKey = (clientId: number) => ['client-services', 'by-client', clientId] as const;

/** GET /serviceRequestByClientId: a client's authorizations, newest start date first (server order). */
export const useClientServices = (clientId: number) =>
  useQuery({
    queryKey: clientServicesKey(clientId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/serviceRequestByClientId', {
          query: { client_id: clientId },
          schema: clientServicesResponse,
          signal,
        })
      ).data,
  });

/** Catalogue fetch size for pickers (spec 02 section 9). */
export const SERVICE_OPTIONS_LIMIT = 100;

/** GET /service?limit=100&status=4: active catalogue entries to prefill an authorization from. */
export const useServiceOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['services', 'active-options'],
    enabled,
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/service', {
          query: { offset: 0, limit: SERVICE_OPTIONS_LIMIT, filter: 'all', status: Status.Active },
          schema: serviceList,
          signal,
        })
      ).data,
  });

const toStaff = (o: PickerOption) => ({ userId: o.id, name: o.label });

/** The allocation modal's Available Staff: active Staff matching `search`, at most 100 (the server's bound). */
export const useStaffSearch = (search: string) =>
  useQuery({
    queryKey: [...staffSource.key, 'search', search, OPTION_LIMIT_MAX],
    queryFn: async ({ signal }) =>
      (await staffSource.load({ search: search || undefined, limit: OPTION_LIMIT_MAX }, signal)).map(toStaff),
    placeholderData: keepPreviousData,
  });

/** The current 'Last, First' names of the given active Staff (the first 100 ids: the server's bound). */
export const useStaffNames = (ids: readonly number[]) =>
  useQuery({
    queryKey: [...staffSource.key, 'ids', ids],
    enabled: ids.length > 0,
    queryFn: async ({ signal }) =>
      (await staffSource.load({ ids: ids.slice(0, OPTION_LIMIT_MAX) }, signal)).map(toStaff),
  });

export type SaveClientServiceInput =
  { mode: 'create'; body: CreateClientServiceBody } | { mode: 'edit'; body: UpdateClientServiceBody };

/** POST or PUT /client_service; refreshes the client's Services tab on success. */
export const useSaveClientService = (clientId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveClientServiceInput) =>
      apiRequest('/client_service', {
        method: input.mode === 'create' ? 'POST' : 'PUT',
        body: input.body,
        schema: clientServiceResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientServicesKey(clientId) }),
  });
};

export type StaffAllocationInput = {
  clientId: number;
  serviceRequestId: number;
  staff: { userId: number; name: string }[];
  /** Allocate staff who may not work visits (enforced credentials) anyway, with the reason (decision 018). */
  override?: { reason: string };
};

/** POST /client_service/staff_allocation: the chosen list becomes the authorization's staff. */
export const useAllocateStaff = (clientId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffAllocationInput) =>
      apiRequest('/client_service/staff_allocation', {
        method: 'POST',
        body: input,
        schema: staffAllocationResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientServicesKey(clientId) }),
  });
};
