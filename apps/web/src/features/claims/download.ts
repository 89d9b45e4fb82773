import { ErrorCode, ReportMsg } from '@hearth/shared';
import { ApiError, ClientErrorCode } from '../../lib/api-client';
import { fileNameFromDisposition, rawGet, XLSX_ACCEPT } from '../../lib/raw-request';
import { saveBlob } from '../../lib/save-blob';

export type BatchFile = '837p' | 'xlsx';

const ACCEPT: Record<BatchFile, string> = {
  '837p': 'application/edi-x12, text/plain, application/octet-stream, application/json',
  xlsx: XLSX_ACCEPT,
};

/** A failed download without the server's error body. */
const fallbackError = (status: number) =>
  status === 401
    ? new ApiError(401, ReportMsg.downloadFailed, ErrorCode.UNAUTHORIZED)
    : new ApiError(status, ReportMsg.downloadFailed, ClientErrorCode.DOWNLOAD_FAILED);

/** The name a file is saved under when the server does not give one. */
const fallbackFileName = (batchId: number, kind: BatchFile): string =>
  kind === '837p' ? `claim-batch-${batchId}.837p.txt` : `Claim batch ${batchId}.xlsx`;

/**
 * GET /claims/batches/{id}/837p (the X12 837P file for PROMISe) or /xlsx (the batch's summary),
 * saved under the server's name. Rejects with an ApiError.
 */
export async function downloadBatchFile(batchId: number, kind: BatchFile): Promise<string> {
  const response = await rawGet(`/claims/batches/${batchId}/${kind}`, {
    accept: ACCEPT[kind],
    fallbackError,
  });
  const name = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackFileName(batchId, kind);
  saveBlob(await response.blob(), name);
  return name;
}

/** GET /claims/remittances/{id}/file: the 835 as the payer sent it, saved under the server's name. */
export async function downloadRemittanceFile(remittanceId: number): Promise<string> {
  const response = await rawGet(`/claims/remittances/${remittanceId}/file`, {
    accept: ACCEPT['837p'],
    fallbackError,
  });
  const name =
    fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? `remittance-${remittanceId}.835.txt`;
  saveBlob(await response.blob(), name);
  return name;
}
