import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { agencySettingsOut, type UpdateAgencySettingsBody } from '@hearth/shared';
import { setAgencyTimeZone } from '../../lib/agency-zone';
import { apiRequest } from '../../lib/api-client';

const SETTINGS_KEY = ['settings'] as const;
const one = z.object({ data: agencySettingsOut });

/** GET /settings (Super Admin). */
export const useAgencySettings = () =>
  useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: async ({ signal }) => (await apiRequest('/settings', { schema: one, signal })).data,
  });

/**
 * PUT /settings. The new zone applies on this device at once; every cached list and report is
 * read again, since their days are counted in it.
 */
export const useSaveAgencySettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateAgencySettingsBody) =>
      (await apiRequest('/settings', { method: 'PUT', body, schema: one })).data,
    onSuccess: async (saved) => {
      setAgencyTimeZone(saved.timeZone);
      queryClient.setQueryData(SETTINGS_KEY, saved);
      await queryClient.invalidateQueries();
    },
  });
};
