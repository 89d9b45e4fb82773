import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ErrorCode,
  ImportMsg,
  importServicesResponse,
  Msg,
  processImportResponse,
  type ImportConfirmRow,
  type ProcessImportResponse,
} from '@hearth/shared';
import {
  API_BASE,
  ApiError,
  apiRequest,
  ClientErrorCode,
  NETWORK_ERROR_MESSAGE,
  parseResponse,
  readErrorEnvelope,
} from '../../../lib/api-client';
import { clearAuth, getToken } from '../../../lib/auth-storage';
import { requestFinished, requestStarted } from '../../../lib/request-tracker';
import { saveBlob } from '../../../lib/save-blob';
import { emitSessionEvent } from '../../../lib/session-events';

/**
 * The import's calls that are not JSON both ways (a multipart upload, an xlsx download) go through
 * fetch here: apiRequest speaks JSON only. They mirror its token and 401 handling.
 */
async function send(path: string, init: { body: BodyInit; json?: boolean; accept: string }): Promise<Response> {
  const token = getToken();
  const headers: Record<string, string> = { Accept: init.accept };
  if (init.json) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { method: 'POST', headers, body: init.body });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, ClientErrorCode.NETWORK_ERROR);
  }
  if (response.ok) return response;
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  const envelope = readErrorEnvelope(body);
  const error = envelope
    ? new ApiError(response.status, envelope.message, envelope.error, envelope.field)
    : response.status === 413
      ? new ApiError(413, ImportMsg.tooLarge, ClientErrorCode.HTTP_ERROR)
      : response.status === 401
        ? new ApiError(401, Msg.sessionExpired, ErrorCode.UNAUTHORIZED)
        : new ApiError(response.status, Msg.serverError, ClientErrorCode.HTTP_ERROR);
  if (error.error === ErrorCode.UNAUTHORIZED && token) {
    clearAuth();
    emitSessionEvent('unauthorized');
  }
  throw error;
}

/** POST /services/process (multipart `file`): reads the sheet, writes nothing. */
export async function processImportFile(file: File): Promise<ProcessImportResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  requestStarted();
  try {
    const response = await send('/services/process', { body: form, accept: 'application/json' });
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    return parseResponse(processImportResponse, body, response.status);
  } finally {
    requestFinished();
  }
}

export const useProcessImport = () => useMutation({ mutationFn: processImportFile });

export type ConfirmImportInput = { rows: ImportConfirmRow[]; fileName: string; sha256: string };

/** POST /services/import: applies the confirmed rows in one transaction (all or nothing). */
export const useConfirmImport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfirmImportInput) =>
      apiRequest('/services/import', { method: 'POST', body: input, schema: importServicesResponse }),
    // Authorizations and allocations changed: every client's services reload when next shown.
    onSuccess: () => queryClient.invalidateQueries(),
  });
};

/** The file name in a Content-Disposition header (`filename*` first), or null. */
function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  return (plain ? (plain[2] ?? plain[1])!.trim() : '') || null;
}

export type MissingClient = { individual_name: string; recipient_id: string };

/**
 * POST /services/missing_clients: 'Missing Client List.xlsx' (Individual Name, Recipient ID, ICD-10
 * Diagnosis Code, Funding Source) for the agency to fill in, saved under the server's name.
 */
export async function downloadMissingClients(rows: MissingClient[]): Promise<string> {
  requestStarted();
  try {
    const response = await send('/services/missing_clients', {
      body: JSON.stringify({ rows }),
      json: true,
      accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/json',
    });
    const name = dispositionName(response.headers.get('Content-Disposition')) ?? ImportMsg.missingClientFileName;
    saveBlob(await response.blob(), name);
    return name;
  } finally {
    requestFinished();
  }
}
