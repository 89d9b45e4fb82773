import { ErrorCode, reportFileName, ReportMsg, type ReportType } from '@hearth/shared';
import { API_BASE, ApiError, ClientErrorCode, readErrorEnvelope, NETWORK_ERROR_MESSAGE } from '../../lib/api-client';
import { clearAuth, getToken } from '../../lib/auth-storage';
import { saveBlob } from '../../lib/save-blob';
import { emitSessionEvent } from '../../lib/session-events';
import { reportToday, type ReportParams } from './report-filters';

/**
 * The file name in a Content-Disposition header: the RFC 5987 `filename*` when there is one, else
 * `filename`; null when the header names none.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[2]!.trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain ? (plain[2] ?? plain[1])!.trim() : '';
  return name || null;
}

/**
 * POST /reports/export/{type} with the report's filters: the whole report as xlsx, saved as the
 * server names it ('{Report name} on MM-DD-YYYY.xlsx'). Binary, so it can't go through apiRequest
 * (JSON only); it mirrors its token and 401 handling. Rejects with an ApiError.
 */
export async function downloadReport(type: ReportType, filters: ReportParams): Promise<string> {
  const token = getToken();
  const headers: Record<string, string> = {
    Accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/json',
    'Content-Type': 'application/json',
  };
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}/reports/export/${type}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(filters),
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, ClientErrorCode.NETWORK_ERROR);
  }
  if (!response.ok) {
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    const envelope = readErrorEnvelope(body);
    const error = envelope
      ? new ApiError(response.status, envelope.message, envelope.error, envelope.field)
      : response.status === 401
        ? new ApiError(401, ReportMsg.downloadFailed, ErrorCode.UNAUTHORIZED)
        : new ApiError(response.status, ReportMsg.downloadFailed, ClientErrorCode.DOWNLOAD_FAILED);
    if (error.error === ErrorCode.UNAUTHORIZED && token) {
      clearAuth();
      emitSessionEvent('unauthorized');
    }
    throw error;
  }
  const blob = await response.blob();
  const name =
    fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? reportFileName(type, reportToday());
  saveBlob(blob, name);
  return name;
}
