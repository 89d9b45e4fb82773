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
import { optionSource } from '../../components/form';
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

/** GET /sc_list?search&limit&ids: active supports coordinators for the client form's picker. */
export const supportsCoordinatorSource = optionSource({
  key: ['supports-coordinators', 'options'],
  path: '/sc_list',
  schema: scOptions,
  toOption: (o) => ({ id: o.scId, label: o.name }),
});

/** GET /userByType?user_type=3&search&limit&ids: active behavioral specialists for the client form's picker. */
export const behavioralSpecialistSource = optionSource({
  key: ['users', 'by-type', UserType.BehavioralSpecialist],
  path: '/userByType',
  query: { user_type: UserType.BehavioralSpecialist },
  schema: userOptions,
  toOption: (o) => ({ id: o.userId, label: o.name }),
});

/** GET /geocode?address=: the map position of an address (source 'default' when none was found). */
export async function geocodeAddress(address: string) {
  return (await apiRequest('/geocode', { query: { address }, schema: geocodeOut })).data;
}
