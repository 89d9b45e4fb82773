import { useMutation, useQuery } from '@tanstack/react-query';
import { profileResponse, statusResponse } from '@hearth/shared';
import { apiRequest } from '../../lib/api-client';

export const profileQueryKey = ['profile', 'me'] as const;

/** GET /user/me: the signed-in user's own profile. */
export const useProfile = () =>
  useQuery({
    queryKey: profileQueryKey,
    queryFn: async ({ signal }) => (await apiRequest('/user/me', { schema: profileResponse, signal })).data,
  });

/** POST /user/password/update: on success the server ends every session of the user. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (input: { userId: number; oldPassword: string; newPassword: string }) =>
      apiRequest('/user/password/update', { method: 'POST', body: input, schema: statusResponse }),
  });
