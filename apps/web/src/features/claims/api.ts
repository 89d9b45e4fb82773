import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  claimBatchListOut,
  claimBatchOut,
  claimPreviewOut,
  createClaimBatchOut,
  ErrorCode,
  type ClaimRange,
  type VoidClaimBatchBody,
} from '@hearth/shared';
import { apiRequest, hasErrorCode } from '../../lib/api-client';

const CLAIMS_KEY = 'claims';

const previewResponse = z.object({ data: claimPreviewOut });
const createResponse = z.object({ data: createClaimBatchOut });
const batchResponse = z.object({ data: claimBatchOut });

/** GET /claims/preview?fromDate&toDate: what a batch of the range would bill, and what it would hold back. */
export const useClaimPreview = (range: ClaimRange | null) =>
  useQuery({
    queryKey: [CLAIMS_KEY, 'preview', range?.fromDate, range?.toDate],
    enabled: range !== null,
    queryFn: async ({ signal }) =>
      (await apiRequest('/claims/preview', { query: range!, schema: previewResponse, signal, track: false })).data,
  });

/** GET /claims/batches?offset&limit: the batches, newest first. */
export const useClaimBatches = (offset: number, limit: number) =>
  useQuery({
    queryKey: [CLAIMS_KEY, 'batches', offset, limit],
    queryFn: ({ signal }) =>
      apiRequest('/claims/batches', { query: { offset, limit }, schema: claimBatchListOut, signal, track: false }),
    placeholderData: keepPreviousData,
  });

/**
 * A batch marks its entries billed (or, voided, billable again): every cached preview, batch list
 * and work entry is read again when next shown.
 */
function useRefreshAfterBilling() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

/** POST /claims/batches {fromDate, toDate} → 201 the new batch's counts. */
export const useCreateClaimBatch = () => {
  const refresh = useRefreshAfterBilling();
  return useMutation({
    mutationFn: async (range: ClaimRange) =>
      (await apiRequest('/claims/batches', { method: 'POST', body: range, schema: createResponse })).data,
    onSuccess: refresh,
  });
};

/** POST /claims/batches/{id}/void {reason} (Super Admin): the entries become billable again. */
export const useVoidClaimBatch = () => {
  const refresh = useRefreshAfterBilling();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: VoidClaimBatchBody }) =>
      (await apiRequest(`/claims/batches/${id}/void`, { method: 'POST', body, schema: batchResponse })).data,
    onSuccess: refresh,
    // Someone else voided it first: the list shows it voided.
    onError: (err) => (hasErrorCode(err, ErrorCode.BATCH_VOIDED) ? refresh() : undefined),
  });
};
