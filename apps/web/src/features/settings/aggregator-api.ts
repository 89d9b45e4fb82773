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

/** GET /aggregator/settings (Super Admin): the certification's identifiers, reason codes and service codes. */
export const useAggregatorSettings = () =>
  useQuery({
    queryKey: AGGREGATOR_SETTINGS_KEY,
    queryFn: ({ signal }) =>
      apiRequest('/aggregator/settings', { schema: aggregatorSettingsOut, signal, track: false }),
  });

/** PUT /aggregator/settings: the saved settings replace those shown (with their new version). */
export const useSaveAggregatorSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AggregatorSettingsBody) =>
      apiRequest('/aggregator/settings', { method: 'PUT', body, schema: aggregatorSettingsOut }),
    onSuccess: (saved) => queryClient.setQueryData(AGGREGATOR_SETTINGS_KEY, saved),
  });
};

/** PUT /aggregator/services/:serviceId: the saved codes replace the service's row. */
export const useSaveAggregatorServiceCode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, body }: { serviceId: number; body: AggregatorServiceCodeBody }) =>
      apiRequest(`/aggregator/services/${serviceId}`, { method: 'PUT', body, schema: aggregatorServiceCodeOut }),
    onSuccess: (saved: AggregatorServiceCodeOut) =>
      queryClient.setQueryData<AggregatorSettingsOut>(AGGREGATOR_SETTINGS_KEY, (settings) =>
        settings
          ? { ...settings, services: settings.services.map((s) => (s.serviceId === saved.serviceId ? saved : s)) }
          : settings,
      ),
  });
};
