import {
  ErrorCode,
  FileMsg,
  fileExtension,
  fileUploadOut,
  fileUrlOut,
  type FileCategory,
  type FileRef,
} from '@hearth/shared';
import {
  API_BASE,
  ApiError,
  apiRequest,
  ClientErrorCode,
  readErrorEnvelope,
  NETWORK_ERROR_MESSAGE,
} from '../../lib/api-client';
import { clearAuth, getToken } from '../../lib/auth-storage';
import { requestFinished, requestStarted } from '../../lib/request-tracker';
import { saveBlob } from '../../lib/save-blob';
import { emitSessionEvent } from '../../lib/session-events';

/**
 * POST /file/upload (multipart `file` + `category`). Resolves to the attachment to keep in a
 * form's `files` list. Rejects with an ApiError (413 too large, 415 type not allowed, ...).
 * Multipart, so it can't go through apiRequest (JSON only); it mirrors its token and 401 handling.
 */
export async function uploadFile(file: File, category: FileCategory): Promise<FileRef> {
  const form = new FormData();
  form.append('category', category);
  form.append('file', file, file.name);
  const token = getToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;

  requestStarted();
  try {
    let response: Response;
    try {
      response = await fetch(`${API_BASE}/file/upload`, { method: 'POST', headers, body: form });
    } catch {
      throw new ApiError(0, NETWORK_ERROR_MESSAGE, ClientErrorCode.NETWORK_ERROR);
    }
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    if (!response.ok) {
      const envelope = readErrorEnvelope(body);
      const error = envelope
        ? new ApiError(response.status, envelope.message, envelope.error, envelope.field)
        : response.status === 401
          ? new ApiError(401, FileMsg.uploadFailed, ErrorCode.UNAUTHORIZED)
          : new ApiError(response.status, FileMsg.uploadFailed, ClientErrorCode.HTTP_ERROR);
      if (error.error === ErrorCode.UNAUTHORIZED && token) {
        clearAuth();
        emitSessionEvent('unauthorized');
      }
      throw error;
    }
    const parsed = fileUploadOut.safeParse(body);
    if (!parsed.success) throw new ApiError(response.status, FileMsg.uploadFailed, ClientErrorCode.BAD_RESPONSE);
    return { name: file.name, documentKey: parsed.data.key, fileType: fileExtension(file.name), url: parsed.data.key };
  } finally {
    requestFinished();
  }
}

/** The name a downloaded file is saved under: name.fileType (without doubling an extension already there). */
export function downloadName(file: Pick<FileRef, 'name' | 'fileType'>): string {
  const type = file.fileType?.toLowerCase();
  if (!type || fileExtension(file.name) === type) return file.name;
  return `${file.name}.${type}`;
}

/** GET /file/presigned_url?key=, then fetches the bytes and saves them as name.fileType. */
export async function downloadFile(file: FileRef): Promise<void> {
  const { url } = await apiRequest('/file/presigned_url', {
    query: { key: file.documentKey },
    schema: fileUrlOut,
  });
  requestStarted();
  try {
    let response: Response;
    try {
      response = await fetch(url);
    } catch {
      throw new ApiError(0, NETWORK_ERROR_MESSAGE, ClientErrorCode.NETWORK_ERROR);
    }
    if (!response.ok) throw new ApiError(response.status, FileMsg.linkInvalid, ClientErrorCode.DOWNLOAD_FAILED);
    saveBlob(await response.blob(), downloadName(file));
  } finally {
    requestFinished();
  }
}
