import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  clientServiceResponse,
  clientServicesResponse,
  serviceList,
  staffAllocationResponse,
  Status,
  userOptions,
  type CreateClientServiceBody,
  type UpdateClientServiceBody,
} from '@hearth/shared';
import { apiRequest } from '../../lib/api-client';

export const clientServicesKey = (clientId: number) => ['client-services', 'by-client', clientId] as const;

/** The browser's IANA time zone (America/New_York), sent so "today" means the user's today. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** GET /serviceRequestByClientId: a client's authorizations, newest start date first (server order). */
export const useClientServices = (clientId: number) =>
  useQuery({
    queryKey: clientServicesKey(clientId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/serviceRequestByClientId', {
          query: { client_id: clientId, time_zone: browserTimeZone() },
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

/** GET /user/user_list: active Staff as {userId, name ('Last, First')}. */
export const useStaffOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['users', 'staff-options'],
    enabled,
    queryFn: async ({ signal }) => (await apiRequest('/user/user_list', { schema: userOptions, signal })).data,
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
