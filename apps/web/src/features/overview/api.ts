import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { overviewOut } from '@hearth/shared';
import { apiRequest } from '../../lib/api-client';

const response = z.object({ data: overviewOut });

/** GET /overview (admins): the agency's figures as of now, read again each minute while the screen is open. */
export const useOverview = () =>
  useQuery({
    queryKey: ['overview'],
    queryFn: async ({ signal }) => (await apiRequest('/overview', { schema: response, signal, track: false })).data,
    refetchInterval: 60_000,
  });
