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
import { ApiError, apiRequest, ClientErrorCode, parseResponse } from '../../../lib/api-client';
import { fileNameFromDisposition, rawPost, XLSX_ACCEPT } from '../../../lib/raw-request';
import { requestFinished, requestStarted } from '../../../lib/request-tracker';
import { saveBlob } from '../../../lib/save-blob';

/** What a failed upload or download says when the answer has no error body (a proxy's 413, a 502). */
const fallbackError = (status: number) =>
  status === 413
    ? new ApiError(413, ImportMsg.tooLarge, ClientErrorCode.HTTP_ERROR)
    : status === 401
      ? new ApiError(401, Msg.sessionExpired, ErrorCode.UNAUTHORIZED)
      : new ApiError(status, Msg.serverError, ClientErrorCode.HTTP_ERROR);

/** POST /services/process (multipart `file`): reads the sheet, writes nothing. */
export async function processImportFile(file: File): Promise<ProcessImportResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  requestStarted();
  try {
    const response = await rawPost('/services/process', { body: form, accept: 'application/json', fallbackError });
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

export type MissingClient = { individual_name: string; recipient_id: string };

/**
 * POST /services/missing_clients: 'Missing Client List.xlsx' (Individual Name, Recipient ID, ICD-10
 * Diagnosis Code, Funding Source) for the agency to fill in, saved under the server's name.
 */
export async function downloadMissingClients(rows: MissingClient[]): Promise<string> {
  requestStarted();
  try {
    const response = await rawPost('/services/missing_clients', { body: { rows }, accept: XLSX_ACCEPT, fallbackError });
    const name =
      fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? ImportMsg.missingClientFileName;
    saveBlob(await response.blob(), name);
    return name;
  } finally {
    requestFinished();
  }
}
