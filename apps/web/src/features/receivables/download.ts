import { ErrorCode, ReportMsg } from '@hearth/shared';
import { ApiError, ClientErrorCode } from '../../lib/api-client';
import { fileNameFromDisposition, rawGet, XLSX_ACCEPT } from '../../lib/raw-request';
import { saveBlob } from '../../lib/save-blob';

/** The name the workbook is saved under when the server does not give one (the server's own). */
export const receivablesFileName = (asOf: string): string => `hearth-receivables-${asOf}.xlsx`;

/**
 * GET /claims/receivables/xlsx?asOf=: the receivables of that day as a workbook, saved under the
 * server's name. Rejects with an ApiError.
 */
export async function downloadReceivables(asOf: string): Promise<string> {
  const response = await rawGet(`/claims/receivables/xlsx?${new URLSearchParams({ asOf }).toString()}`, {
    accept: XLSX_ACCEPT,
    fallbackError: (status) =>
      status === 401
        ? new ApiError(401, ReportMsg.downloadFailed, ErrorCode.UNAUTHORIZED)
        : new ApiError(status, ReportMsg.downloadFailed, ClientErrorCode.DOWNLOAD_FAILED),
  });
  const name = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? receivablesFileName(asOf);
  saveBlob(await response.blob(), name);
  return name;
}
