import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  clientForStaffOut,
  clientOptions,
  clientServicesResponse,
  inProgressResponse,
  UNIT_ROUNDING,
  type UnitRounding,
  visitResponse,
  workEntryListResponse,
  workEntryResponse,
  type FinishVisitBody,
  type UpdateVisitBody,
  type WorkEntryOut,
} from '@hearth/shared';
import { optionSource } from '../../components/form/option-source';
import type { ListState } from '../../components/list/list-state';
import { useListQuery } from '../../components/list/use-list-query';
import { ApiError, apiRequest } from '../../lib/api-client';
import type { LocationMissingReason } from './geolocation';

/** Every visit query starts with this key; starting, saving or completing a visit invalidates it. */
export const VISITS_KEY = 'visits';
export const visitKeys = {
  inProgress: [VISITS_KEY, 'inprogress'] as const,
  detail: (id: number) => [VISITS_KEY, 'detail', id] as const,
};

/** GET /visits?offset&limit&filter&name: staff see their own visits, admins everyone's. */
export const useVisitList = (state: ListState) =>
  useListQuery({
    key: VISITS_KEY,
    path: '/visits',
    state,
    schema: workEntryListResponse,
    params: { status: undefined },
  });

/** GET /visits/inprogress: the caller's open visit, or null. */
export const useVisitInProgress = (enabled = true) =>
  useQuery({
    queryKey: visitKeys.inProgress,
    enabled,
    queryFn: async ({ signal }) =>
      (await apiRequest('/visits/inprogress', { schema: inProgressResponse, signal, track: false })).data,
  });

/** GET /visits/byId?entry_id=: one visit with its signature (the list leaves signatures out). */
export const useVisit = (id: number | null) =>
  useQuery({
    queryKey: visitKeys.detail(id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      (await apiRequest('/visits/byId', { query: { entry_id: id ?? undefined }, schema: workEntryResponse, signal }))
        .data,
  });

/** GET /client/client_list/assigned?search&limit&ids: the caller's clients for the 'Search Client' picker. */
export const assignedClientSource = optionSource({
  key: ['clients', 'assigned-options'],
  path: '/client/client_list/assigned',
  schema: clientOptions,
  toOption: (c) => ({ id: c.clientId, label: c.name }),
});

/** GET /clientbyId: what a visit needs of a client (name, address, goals and outcomes). */
export const useVisitClient = (clientId: number | null) =>
  useQuery({
    queryKey: ['clients', 'visit-fields', clientId],
    enabled: clientId !== null,
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/clientbyId', {
          query: { client_id: clientId ?? undefined },
          // Admins get the full record; the visit fields are a subset of it.
          schema: z.object({ data: clientForStaffOut }),
          signal,
          track: false,
        })
      ).data,
  });

/** GET /serviceRequestByClientId: the client's services the caller may deliver today ([] when none, 404 included). */
export const useVisitServices = (clientId: number | null) =>
  useQuery({
    queryKey: ['client-services', 'for-visit', clientId],
    enabled: clientId !== null,
    queryFn: async ({ signal }) => {
      try {
        return (
          await apiRequest('/serviceRequestByClientId', {
            query: { client_id: clientId ?? undefined },
            schema: clientServicesResponse,
            signal,
            track: false,
          })
        ).data;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return [];
        throw err;
      }
    },
  });

const authorizationService = z.object({ data: z.object({ serviceId: z.number().nullable() }) });
const catalogueRounding = z.object({ data: z.object({ unitRounding: z.enum(UNIT_ROUNDING) }) });

/**
 * How the visit's units are rounded when it is billed: the catalogue service's rounding, found
 * from the authorization (GET /serviceRequestById, then GET /serviceById). 'down' (PA ODP, whole
 * units) when the authorization has no catalogue service.
 */
export const useVisitUnitRounding = (serviceRequestId: number) =>
  useQuery({
    queryKey: ['client-services', 'unit-rounding', serviceRequestId],
    staleTime: Infinity,
    queryFn: async ({ signal }): Promise<UnitRounding> => {
      const { serviceId } = (
        await apiRequest('/serviceRequestById', {
          query: { request_id: serviceRequestId },
          schema: authorizationService,
          signal,
          track: false,
        })
      ).data;
      if (serviceId === null) return 'down';
      return (
        await apiRequest('/serviceById', {
          query: { service_id: serviceId },
          schema: catalogueRounding,
          signal,
          track: false,
        })
      ).data.unitRounding;
    },
  });

export type StartVisitPayload = {
  clientId: number;
  serviceRequestId: number;
  serviceStartTime: string;
  notes: string | null;
  timeZone?: string;
  serviceStartLatitude?: number;
  serviceStartLongitude?: number;
  startLocationMissing?: LocationMissingReason;
};

/** POST /visits/start. */
export function useStartVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartVisitPayload) =>
      apiRequest('/visits/start', { method: 'POST', body, schema: visitResponse }),
    onSuccess: (result) => {
      queryClient.setQueryData(visitKeys.inProgress, result.data);
      return queryClient.invalidateQueries({ queryKey: [VISITS_KEY, 'list'] });
    },
  });
}

/** POST /visits/update: notes, progress and signature. `signal` lets autosave give up on a slow call. */
export function updateVisit(body: UpdateVisitBody, options: { signal?: AbortSignal; track?: boolean } = {}) {
  return apiRequest('/visits/update', { method: 'POST', body, schema: visitResponse, ...options });
}

/** POST /visits/update from the Edit Visit Notes modal; the list reloads on success. */
export function useUpdateVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateVisitBody) => updateVisit(body),
    onSuccess: (result) => {
      queryClient.setQueryData(visitKeys.detail(result.data.workEntryId), result.data);
      return queryClient.invalidateQueries({ queryKey: [VISITS_KEY, 'list'] });
    },
  });
}

export type CompleteVisitPayload = Omit<FinishVisitBody, 'serviceEndTime' | 'serviceStartTime'> & {
  serviceEndTime: string;
};

/**
 * POST /visits/complete. The caller clears the in-progress visit from the cache (forgetVisitInProgress)
 * once it has moved on, so the progress page doesn't redirect on its own first.
 */
export function useCompleteVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompleteVisitPayload) =>
      apiRequest('/visits/complete', { method: 'POST', body, schema: visitResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [VISITS_KEY, 'list'] }),
  });
}

/** After a completion: no visit is in progress any more. */
export function useForgetVisitInProgress() {
  const queryClient = useQueryClient();
  return () => queryClient.setQueryData<WorkEntryOut | null>(visitKeys.inProgress, null);
}
