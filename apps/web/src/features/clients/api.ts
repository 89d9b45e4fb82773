import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  clientList,
  clientOut,
  geocodeOut,
  scOptions,
  UserType,
  userOptions,
  type CreateClientBody,
  type UpdateClientBody,
} from '@hearth/shared';
import { useListQuery, type ListState } from '../../components/list';
import { apiRequest } from '../../lib/api-client';

/** Every client query starts with this key; invalidate it after a save. */
export const CLIENTS_KEY = 'clients';
const one = z.object({ data: clientOut });

/** GET /client: one page of the Clients list. */
export const useClientList = (state: ListState) =>
  useListQuery({ key: CLIENTS_KEY, path: '/client', state, schema: clientList });

/** GET /clientbyId?client_id=: the full client record (admins). */
export const useClient = (id: number | null) =>
  useQuery({
    queryKey: [CLIENTS_KEY, 'detail', id],
    queryFn: async ({ signal }) =>
      (await apiRequest('/clientbyId', { query: { client_id: id! }, schema: one, signal })).data,
    enabled: id !== null,
  });

/** POST /client (create) or PUT /client (update, with the loaded `version`). */
export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateClientBody | UpdateClientBody) =>
      apiRequest('/client', { method: 'clientId' in body ? 'PUT' : 'POST', body, schema: one }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CLIENTS_KEY] }),
  });
}

/** GET /sc_list: supports coordinators for the client form's dropdown. */
export const useSupportsCoordinatorOptions = () =>
  useQuery({
    queryKey: ['supports-coordinators', 'options'],
    queryFn: async ({ signal }) => (await apiRequest('/sc_list', { schema: scOptions, signal })).data,
  });

/** GET /userByType?user_type=3: behavioral specialists for the client form's dropdown. */
export const useBehavioralSpecialistOptions = () =>
  useQuery({
    queryKey: ['users', 'by-type', UserType.BehavioralSpecialist],
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/userByType', {
          query: { user_type: UserType.BehavioralSpecialist },
          schema: userOptions,
          signal,
        })
      ).data,
  });

/** GET /geocode?address=: the map position of an address (source 'default' when none was found). */
export async function geocodeAddress(address: string) {
  return (await apiRequest('/geocode', { query: { address }, schema: geocodeOut })).data;
}
