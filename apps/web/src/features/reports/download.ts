import { ErrorCode, reportFileName, ReportMsg, type ReportType } from '@hearth/shared';
import { ApiError, ClientErrorCode } from '../../lib/api-client';
import { fileNameFromDisposition, rawPost, XLSX_ACCEPT } from '../../lib/raw-request';
import { saveBlob } from '../../lib/save-blob';
import { reportToday, type ReportParams } from './report-filters';

/**
 * POST /reports/export/{type} with the report's filters: the whole report as xlsx, saved as the
 * server names it ('{Report name} on MM-DD-YYYY.xlsx'). Rejects with an ApiError.
 */
export async function downloadReport(type: ReportType, filters: ReportParams): Promise<string> {
  const response = await rawPost(`/reports/export/${type}`, {
    body: filters,
    accept: XLSX_ACCEPT,
    fallbackError: (status) =>
      status === 401
        ? new ApiError(401, ReportMsg.downloadFailed, ErrorCode.UNAUTHORIZED)
        : new ApiError(status, ReportMsg.downloadFailed, ClientErrorCode.DOWNLOAD_FAILED),
  });
  const blob = await response.blob();
  const name =
    fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? reportFileName(type, reportToday());
  saveBlob(blob, name);
  return name;
}
