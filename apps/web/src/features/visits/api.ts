import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  clientForStaffOut,
  clientOptions,
  clientServicesResponse,
  ErrorCode,
  Msg,
  UNIT_ROUNDING,
  VisitSyncMsg,
  WorkEntryStatus,
  type UnitRounding,
  visitResponse,
  workEntryListResponse,
  workEntryResponse,
  type FinishVisitBody,
  type UpdateVisitBody,
  type WorkEntryOut,
} from '@hearth/shared';
import { optionSource, type PickerSource } from '../../components/form/option-source';
import type { ListState } from '../../components/list/list-state';
import { useListQuery } from '../../components/list/use-list-query';
import { agencyTimeZone } from '../../lib/agency-zone';
import { ApiError, apiRequest, ClientErrorCode, isNoConnection, NETWORK_ERROR_MESSAGE } from '../../lib/api-client';
import { getAuth } from '../../lib/auth-storage';
import type { VisitClient } from './components/StartVisitDialog';
import type { LocationMissingReason } from './geolocation';
import { newActionId } from './offline/queue';
import { catalogueClient, readVisitInProgress, searchCatalogue } from './offline/reads';
import { recordStart, recordVisitAction, type VisitService } from './offline/record';

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

/**
 * GET /visits/inprogress: the caller's open visit, or null — as this phone knows it with no signal
 * (a visit started or closed on the phone and not sent yet counts as the phone says).
 */
export const useVisitInProgress = (enabled = true) =>
  useQuery({
    queryKey: visitKeys.inProgress,
    enabled,
    queryFn: ({ signal }) => readVisitInProgress(signal),
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

const assignedFromServer = optionSource({
  key: ['clients', 'assigned-options'],
  path: '/client/client_list/assigned',
  schema: clientOptions,
  toOption: (c) => ({ id: c.clientId, label: c.name }),
});

/**
 * GET /client/client_list/assigned?search&limit&ids: the caller's clients for the 'Search Client'
 * picker; with no signal, the phone's visit catalogue.
 */
export const assignedClientSource: PickerSource = {
  key: assignedFromServer.key,
  load: async (params, signal) => {
    try {
      return await assignedFromServer.load(params, signal);
    } catch (err) {
      if (!isNoConnection(err)) throw err;
      return searchCatalogue(params);
    }
  },
};

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
async function servicesForVisit(clientId: number, signal: AbortSignal): Promise<VisitService[]> {
  try {
    return (
      await apiRequest('/serviceRequestByClientId', {
        query: { client_id: clientId },
        schema: clientServicesResponse,
        signal,
        track: false,
      })
    ).data;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return [];
    throw err;
  }
}

export type StartOptions = { name: string; goalsOutcomes: string | null; services: VisitService[] };

/**
 * What the Start Visit screen shows of a client: its name, goals and outcomes (GET /clientbyId)
 * and the services the caller may deliver today; with no signal, the phone's visit catalogue.
 */
export const useStartOptions = (clientId: number) =>
  useQuery({
    queryKey: ['client-services', 'start-options', clientId],
    queryFn: async ({ signal }): Promise<StartOptions> => {
      try {
        const [client, services] = await Promise.all([
          apiRequest('/clientbyId', {
            query: { client_id: clientId },
            schema: z.object({ data: clientForStaffOut }),
            signal,
            track: false,
          }),
          servicesForVisit(clientId, signal),
        ]);
        return { name: client.data.name, goalsOutcomes: client.data.goalsOutcomes, services };
      } catch (err) {
        const onPhone = isNoConnection(err) ? await catalogueClient(clientId) : null;
        if (!onPhone) throw err;
        return onPhone;
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

/** What a visit call answers; `queued` when it was recorded on the phone to be sent later. */
export type VisitResult = { message: string; data: WorkEntryOut; queued?: boolean };
const savedOnPhone = (data: WorkEntryOut): VisitResult => ({ message: VisitSyncMsg.savedOnPhone, data, queued: true });

/**
 * Sends a visit call with a new client action id; with no signal, `record` keeps it on the phone
 * under the same id (a call whose answer was lost is then not applied twice).
 */
async function sendOrRecord(
  path: string,
  body: object,
  record: (id: string) => Promise<VisitResult>,
): Promise<VisitResult> {
  const id = newActionId();
  if (navigator.onLine) {
    try {
      return await apiRequest(path, { method: 'POST', body: { ...body, clientActionId: id }, schema: visitResponse });
    } catch (err) {
      if (!isNoConnection(err)) throw err;
    }
  }
  return record(id);
}

/** POST /visits/start; with no signal, the start is recorded on the phone and the visit opens. */
export function useStartVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, client, service }: { body: StartVisitPayload; client: VisitClient; service: VisitService }) =>
      sendOrRecord('/visits/start', body, async (id) => {
        const auth = getAuth();
        if (!auth) throw new ApiError(401, Msg.sessionExpired, ErrorCode.UNAUTHORIZED);
        const visit = await recordStart({
          id,
          staff: auth,
          client,
          service,
          body,
          timeZone: body.timeZone ?? agencyTimeZone(),
        });
        return savedOnPhone(visit);
      }),
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

/** POST /visits/update from the Edit Visit Notes modal; the list reloads on success. With no signal, queued. */
export function useUpdateVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateVisitBody) =>
      sendOrRecord('/visits/update', body, async (id) => {
        const visit = queryClient.getQueryData<WorkEntryOut>(visitKeys.detail(body.workEntryId));
        if (!visit) throw new ApiError(0, NETWORK_ERROR_MESSAGE, ClientErrorCode.NETWORK_ERROR);
        await recordVisitAction({ id, kind: 'update', visit, body });
        return savedOnPhone({ ...visit, ...body, notes: body.notes ?? visit.notes } as WorkEntryOut);
      }),
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
    mutationFn: (body: CompleteVisitPayload) => {
      const visit = queryClient.getQueryData<WorkEntryOut | null>(visitKeys.inProgress);
      const record = async (id: string) => {
        if (!visit || visit.workEntryId !== body.workEntryId) {
          throw new ApiError(0, NETWORK_ERROR_MESSAGE, ClientErrorCode.NETWORK_ERROR);
        }
        await recordVisitAction({ id, kind: 'complete', visit, body, deviceTime: body.serviceEndTime });
        return savedOnPhone({ ...visit, status: WorkEntryStatus.Completed, serviceEndTime: body.serviceEndTime });
      };
      // A visit started on this phone is completed on the phone too: its start goes first.
      return body.workEntryId < 0 ? record(newActionId()) : sendOrRecord('/visits/complete', body, record);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [VISITS_KEY, 'list'] }),
  });
}

/** After a completion: no visit is in progress any more. */
export function useForgetVisitInProgress() {
  const queryClient = useQueryClient();
  return () => queryClient.setQueryData<WorkEntryOut | null>(visitKeys.inProgress, null);
}
