import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  clientForStaffOut,
  clientOptions,
  clientServicesResponse,
  UNIT_ROUNDING,
  type UnitRounding,
  workEntryListResponse,
  workEntryResponse,
} from '@hearth/shared';
import { optionSource, type PickerSource } from '../../components/form/option-source';
import type { ListState } from '../../components/list/list-state';
import { useListQuery } from '../../components/list/use-list-query';
import { ApiError, apiRequest, isNoConnection } from '../../lib/api-client';
import { catalogueClient, readVisitInProgress, searchCatalogue } from './offline/reads';
import { type VisitService } from './offline/record';

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
