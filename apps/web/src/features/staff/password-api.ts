import { useMutation } from '@tanstack/react-query';
import { statusResponse } from '@hearth/shared';
import { apiRequest } from '../../lib/api-client';

/** PUT /user/password: an admin sets a user's password; the user must change it at next sign-in. */
export const useSetUserPassword = () =>
  useMutation({
    mutationFn: (input: { userId: number; password: string }) =>
      apiRequest('/user/password', { method: 'PUT', body: input, schema: statusResponse }),
  });
