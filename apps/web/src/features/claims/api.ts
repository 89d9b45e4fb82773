import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  claimBatchDetailOut,
  claimBatchListOut,
  claimBatchOut,
  claimPreviewOut,
  createClaimBatchOut,
  ErrorCode,
  remittanceDetailOut,
  remittanceListOut,
  type ClaimRange,
  type ResubmissionBody,
  type VoidClaimBatchBody,
} from '@hearth/shared';
import { apiRequest, hasErrorCode } from '../../lib/api-client';
import { postRemittance } from './remittance-upload';

const CLAIMS_KEY = 'claims';

const previewResponse = z.object({ data: claimPreviewOut });
const createResponse = z.object({ data: createClaimBatchOut });
const batchResponse = z.object({ data: claimBatchOut });
const batchDetailResponse = z.object({ data: claimBatchDetailOut });
const remittanceResponse = z.object({ data: remittanceDetailOut });

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

/** GET /claims/batches/{id}: the batch with its claims and lines, each reconciled. */
export const useClaimBatch = (id: number | null) =>
  useQuery({
    queryKey: [CLAIMS_KEY, 'batch', id],
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      (await apiRequest(`/claims/batches/${id}`, { schema: batchDetailResponse, signal, track: false })).data,
  });

/** GET /claims/remittances?offset&limit: the uploads, newest first. */
export const useRemittances = (offset: number, limit: number) =>
  useQuery({
    queryKey: [CLAIMS_KEY, 'remittances', offset, limit],
    queryFn: ({ signal }) =>
      apiRequest('/claims/remittances', { query: { offset, limit }, schema: remittanceListOut, signal, track: false }),
    placeholderData: keepPreviousData,
  });

/** GET /claims/remittances/{id}: one upload with its payments, claims and lines. */
export const useRemittance = (id: number | null) =>
  useQuery({
    queryKey: [CLAIMS_KEY, 'remittance', id],
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      (await apiRequest(`/claims/remittances/${id}`, { schema: remittanceResponse, signal, track: false })).data,
  });

/**
 * A batch marks its entries billed (or, voided, billable again), a remittance or a resubmission
 * changes what batches and entries show: every cached preview, batch, remittance and work entry is
 * read again when next shown.
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

/** POST /claims/resubmissions: a new batch holding the claim's replacement or void. */
export const useResubmitClaim = () => {
  const refresh = useRefreshAfterBilling();
  return useMutation({
    mutationFn: async (body: ResubmissionBody) =>
      (await apiRequest('/claims/resubmissions', { method: 'POST', body, schema: createResponse })).data,
    onSuccess: refresh,
    // Replaced or voided meanwhile: the batch shows the claim as it is now.
    onError: (err) => (hasErrorCode(err, ErrorCode.CLAIM_NOT_CORRECTABLE) ? refresh() : undefined),
  });
};

/** POST /claims/remittances (multipart `file`): posts the payer's 835 against the claims. */
export const useUploadRemittance = () => {
  const refresh = useRefreshAfterBilling();
  return useMutation({ mutationFn: postRemittance, onSuccess: refresh });
};
