import { ErrorCode, Msg, RemittanceMsg, remittanceUploadOut, type RemittanceUploadOut } from '@hearth/shared';
import { z } from 'zod';
import {
  API_BASE,
  ApiError,
  ClientErrorCode,
  NETWORK_ERROR_MESSAGE,
  parseResponse,
  readErrorEnvelope,
} from '../../lib/api-client';
import { clearAuth, getToken } from '../../lib/auth-storage';
import { requestFinished, requestStarted } from '../../lib/request-tracker';
import { emitSessionEvent } from '../../lib/session-events';

const uploadResponse = z.object({ data: remittanceUploadOut });

/** What the server says when it refuses a remittance: every failed check, or the earlier upload. */
const refusalDetails = z.object({
  problems: z.array(z.string()).optional(),
  remittanceId: z.number().int().optional(),
});

/**
 * A refused remittance: the ApiError with the refusal's details, which the shared ApiError does not
 * carry — every check that failed (REMITTANCE_INVALID) or the upload that posted the same payment
 * before (REMITTANCE_DUPLICATE).
 */
export class RemittanceRefusal extends ApiError {
  constructor(
    status: number,
    message: string,
    error: string,
    readonly problems: readonly string[],
    readonly earlierRemittanceId: number | null,
  ) {
    super(status, message, error);
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

function refusalOf(status: number, body: unknown): ApiError {
  const envelope = readErrorEnvelope(body);
  if (!envelope) {
    if (status === 413) return new ApiError(413, RemittanceMsg.tooLarge, ErrorCode.PAYLOAD_TOO_LARGE);
    if (status === 401) return new ApiError(401, Msg.sessionExpired, ErrorCode.UNAUTHORIZED);
    return new ApiError(status, Msg.serverError, ClientErrorCode.HTTP_ERROR);
  }
  const parsed = refusalDetails.safeParse((body as { details?: unknown }).details ?? {});
  const details = parsed.success ? parsed.data : {};
  return new RemittanceRefusal(
    status,
    envelope.message,
    envelope.error,
    details.problems ?? [],
    details.remittanceId ?? null,
  );
}

/**
 * POST /claims/remittances (multipart `file`) → the posting's answer. Rejects with a
 * RemittanceRefusal when the server refuses the file (its details kept), an ApiError otherwise; a
 * 401 ends the session as every call does.
 */
export async function postRemittance(file: File): Promise<RemittanceUploadOut> {
  const form = new FormData();
  form.append('file', file, file.name);
  const token = getToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  requestStarted();
  try {
    let response: Response;
    try {
      response = await fetch(`${API_BASE}/claims/remittances`, { method: 'POST', headers, body: form });
    } catch {
      throw new ApiError(0, NETWORK_ERROR_MESSAGE, ClientErrorCode.NETWORK_ERROR);
    }
    const body = await readJson(response);
    if (response.ok) return parseResponse(uploadResponse, body, response.status).data;
    const error = refusalOf(response.status, body);
    if (error.error === ErrorCode.UNAUTHORIZED && token) {
      clearAuth();
      emitSessionEvent('unauthorized');
    }
    throw error;
  } finally {
    requestFinished();
  }
}
