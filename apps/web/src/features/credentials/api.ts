import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  credentialListItemOut,
  credentialTypeOut,
  type CreateCredentialTypeBody,
  type CredentialTypeOut,
  type UpdateCredentialTypeBody,
} from '@hearth/shared';
import { apiRequest } from '../../lib/api-client';

export const credentialKeys = {
  types: ['credential-types'] as const,
  list: (params: CredentialListParams) => ['credentials', 'list', params] as const,
};

const typeList = z.object({ data: z.array(credentialTypeOut) });
const oneType = z.object({ data: credentialTypeOut });

/** GET /credential-types: every type, the inactive ones too (the screen shows them). */
export const useCredentialTypes = () =>
  useQuery({
    queryKey: credentialKeys.types,
    queryFn: async ({ signal }) => (await apiRequest('/credential-types', { schema: typeList, signal })).data,
  });

export type SaveTypeInput =
  { mode: 'create'; body: CreateCredentialTypeBody } | { mode: 'edit'; id: number; body: UpdateCredentialTypeBody };

/** POST /credential-types or PATCH /credential-types/{id}; the list refetches. */
export const useSaveCredentialType = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveTypeInput): Promise<CredentialTypeOut> =>
      input.mode === 'create'
        ? (await apiRequest('/credential-types', { method: 'POST', body: input.body, schema: oneType })).data
        : (await apiRequest(`/credential-types/${input.id}`, { method: 'PATCH', body: input.body, schema: oneType }))
            .data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: credentialKeys.types }),
  });
};

export type CredentialListParams = { state?: 'expired' | 'expiring' | 'missing'; within?: number; offset: number };

const listOut = z.object({ data: z.array(credentialListItemOut), recordCount: z.number() });
type CredentialList = z.infer<typeof listOut>;

/** GET /credentials?state&within&offset&limit: one row per staff member × type in that state. */
export const useCredentialList = (params: CredentialListParams) =>
  useQuery({
    queryKey: credentialKeys.list(params),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<CredentialList> =>
      apiRequest('/credentials', {
        query: { state: params.state, within: params.within, offset: params.offset, limit: LIST_PAGE },
        schema: listOut,
        signal,
      }),
  });

export const LIST_PAGE = 50;
