import { z } from 'zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { aggregatorRecordListOut, aggregatorSummaryOut, aggregatorSyncOut } from '@hearth/shared';
import { apiRequest } from '../../lib/api-client';
import { listParams, type RecordFilters } from './filters';

/** Every aggregator query starts with this key; "Send now" reads them all again. */
export const AGGREGATOR_KEY = 'aggregator';
const summaryAnswer = z.object({ data: aggregatorSummaryOut });
const syncAnswer = z.object({ data: aggregatorSyncOut });

/** GET /aggregator/summary: whether it is on, the counts per kind and state, the sender's last run. */
export const useAggregatorSummary = () =>
  useQuery({
    queryKey: [AGGREGATOR_KEY, 'summary'],
    queryFn: async ({ signal }) => (await apiRequest('/aggregator/summary', { schema: summaryAnswer, signal })).data,
  });

/** GET /aggregator/records: one page for the filters. */
export const useAggregatorRecords = (filters: RecordFilters) => {
  const query = listParams(filters);
  return useQuery({
    queryKey: [AGGREGATOR_KEY, 'records', query],
    queryFn: ({ signal }) =>
      apiRequest('/aggregator/records', { query, schema: aggregatorRecordListOut, signal, track: false }),
    placeholderData: keepPreviousData,
  });
};

/**
 * POST /aggregator/sync ("Send now"): sends what waits, reads what was sent; then the counts and
 * lists again. A run waits on the aggregator: SEND NOW shows it, not the screen-wide spinner.
 */
export function useAggregatorSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiRequest('/aggregator/sync', { method: 'POST', schema: syncAnswer, track: false })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [AGGREGATOR_KEY] }),
  });
}
