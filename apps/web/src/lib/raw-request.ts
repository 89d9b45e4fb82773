import { ErrorCode } from '@hearth/shared';
import { API_BASE, ApiError, ClientErrorCode, NETWORK_ERROR_MESSAGE, readErrorEnvelope } from './api-client';
import { clearAuth, getToken } from './auth-storage';
import { emitSessionEvent } from './session-events';

export const XLSX_ACCEPT = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/json';

export type RawPostOptions = {
  /** A JSON-able value (sent as JSON) or a FormData (a multipart upload). */
  body: unknown;
  accept: string;
  /** The error when the server's answer carries no error body (a proxy's 413, a 502 page). */
  fallbackError: (status: number) => ApiError;
};

/**
 * A POST whose body or answer is not JSON both ways (an upload, a file download), which apiRequest
 * (JSON only) cannot make: the same token, error body and 401 handling around fetch. Resolves with
 * the successful response; rejects with an ApiError.
 */
export function rawPost(path: string, { body, accept, fallbackError }: RawPostOptions): Promise<Response> {
  return rawFetch('POST', path, body, accept, fallbackError);
}

/** A GET of a file (a claim file, a workbook): rawPost's handling, without a body. */
export function rawGet(path: string, { accept, fallbackError }: Omit<RawPostOptions, 'body'>): Promise<Response> {
  return rawFetch('GET', path, undefined, accept, fallbackError);
}

async function rawFetch(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  accept: string,
  fallbackError: (status: number) => ApiError,
): Promise<Response> {
  const token = getToken();
  const headers: Record<string, string> = { Accept: accept };
  const multipart = body instanceof FormData;
  if (method === 'POST' && !multipart) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: method === 'GET' ? undefined : multipart ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, ClientErrorCode.NETWORK_ERROR);
  }
  if (response.ok) return response;
  let errorBody: unknown = null;
  try {
    errorBody = await response.json();
  } catch {
    errorBody = null;
  }
  const envelope = readErrorEnvelope(errorBody);
  const error = envelope
    ? new ApiError(response.status, envelope.message, envelope.error, envelope.field)
    : fallbackError(response.status);
  if (error.error === ErrorCode.UNAUTHORIZED && token) {
    clearAuth();
    emitSessionEvent('unauthorized');
  }
  throw error;
}

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
