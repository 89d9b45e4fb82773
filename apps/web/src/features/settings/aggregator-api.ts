import { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  aggregatorServiceCodeOut,
  aggregatorSettingsOut,
  type AggregatorServiceCodeBody,
  type AggregatorServiceCodeOut,
  type AggregatorSettingsBody,
  type AggregatorSettingsOut,
} from '@hearth/shared';
import { apiRequest } from '../../lib/api-client';

const AGGREGATOR_SETTINGS_KEY = ['aggregator-settings'] as const;
const settingsAnswer = z.object({ data: aggregatorSettingsOut });
const serviceCodeAnswer = z.object({ data: aggregatorServiceCodeOut });

/** GET /aggregator/settings (Super Admin): the certification's identifiers, reason codes and service codes. */
export const useAggregatorSettings = () =>
  useQuery({
    queryKey: AGGREGATOR_SETTINGS_KEY,
    queryFn: async ({ signal }) =>
      (await apiRequest('/aggregator/settings', { schema: settingsAnswer, signal, track: false })).data,
  });

/** PUT /aggregator/settings: the saved settings replace those shown (with their new version). */
export const useSaveAggregatorSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AggregatorSettingsBody) =>
      (await apiRequest('/aggregator/settings', { method: 'PUT', body, schema: settingsAnswer })).data,
    onSuccess: (saved) => queryClient.setQueryData(AGGREGATOR_SETTINGS_KEY, saved),
  });
};

/** PUT /aggregator/services/:serviceId: the saved codes replace the service's row. */
export const useSaveAggregatorServiceCode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ serviceId, body }: { serviceId: number; body: AggregatorServiceCodeBody }) =>
      (await apiRequest(`/aggregator/services/${serviceId}`, { method: 'PUT', body, schema: serviceCodeAnswer })).data,
    onSuccess: (saved: AggregatorServiceCodeOut) =>
      queryClient.setQueryData<AggregatorSettingsOut>(AGGREGATOR_SETTINGS_KEY, (settings) =>
        settings
          ? { ...settings, services: settings.services.map((s) => (s.serviceId === saved.serviceId ? saved : s)) }
          : settings,
      ),
  });
};
