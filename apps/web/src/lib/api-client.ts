import { ErrorCode, Msg, type ApiError as ErrorBody } from '@hearth/shared';
import { clearAuth, getToken, updateAuth } from './auth-storage';
import { requestFinished, requestStarted } from './request-tracker';
import { emitSessionEvent } from './session-events';

export const API_BASE = '/api/v1';

/**
 * Failures this app meets without an error body from the server. Not in the shared ErrorCode list:
 * the server never sends them and they have no HTTP status of their own.
 */
export const ClientErrorCode = {
  /** No answer at all (offline, connection reset): status 0. */
  NETWORK_ERROR: 'NETWORK_ERROR',
  /** A success answer whose body is not what the call expects. */
  BAD_RESPONSE: 'BAD_RESPONSE',
  /** An error answer without the server's body (e.g. a proxy's 502 page). */
  HTTP_ERROR: 'HTTP_ERROR',
  /** A file or report download that failed without the server's body. */
  DOWNLOAD_FAILED: 'DOWNLOAD_FAILED',
} as const;
export type ClientErrorCode = (typeof ClientErrorCode)[keyof typeof ClientErrorCode];

/** The error body as the web reads it: a code this build does not know (a newer server) keeps its message. */
export type ErrorEnvelope = Omit<ErrorBody, 'error'> & { error: string };

/**
 * Reads the server's error body (`errorResponse` in packages/shared, with any `error` string), or
 * null when the body is not one. By hand, not with zod: every screen needs it, the sign-in page
 * included, and zod is not part of that download (README, "Web delivery").
 */
export function readErrorEnvelope(body: unknown): ErrorEnvelope | null {
  if (!body || typeof body !== 'object') return null;
  const { code, error, message, field, details } = body as Record<string, unknown>;
  if (typeof code !== 'number' || !Number.isInteger(code) || typeof error !== 'string' || typeof message !== 'string') {
    return null;
  }
  if (field !== undefined && typeof field !== 'string') return null;
  const more =
    details && typeof details === 'object' && !Array.isArray(details) ? (details as Record<string, unknown>) : null;
  return { code, error, message, ...(field !== undefined ? { field } : {}), ...(more ? { details: more } : {}) };
}

/** What validates a success body: any zod schema (only its safeParse is used). */
export type ResponseSchema<T> = {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
};

/** A failed API call: HTTP status plus the server's `{code, error, message, field}` envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's ErrorCode (switch on ErrorCode.X), or one of ClientErrorCode. */
    // eslint-disable-next-line @typescript-eslint/no-redundant-type-constituents -- the named codes document what to switch on
    readonly error: ErrorCode | ClientErrorCode | string,
    readonly field?: string,
    /** Seconds from a 429's Retry-After header. */
    readonly retryAfter?: number,
    /** More about the refusal, as the server sent it (e.g. a plan's ScheduleConflictDetails): check it with its schema. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE = 'We could not reach Hearth. Check your connection and try again.';
const BAD_RESPONSE_MESSAGE = 'The server sent an unexpected response. Please try again.';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions<T> = {
  method?: Method;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Validates (and types) the success body. */
  schema?: ResponseSchema<T>;
  /** Send the stored bearer token. Public sign-in calls pass false. Default true. */
  auth?: boolean;
  /** Count this call for the global spinner. Default true. */
  track?: boolean;
  signal?: AbortSignal;
};

function buildUrl(path: string, query?: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function retryAfterSeconds(response: Response): number | undefined {
  const header = response.headers.get('Retry-After');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.round((date - Date.now()) / 1000));
}

function toApiError(response: Response, body: unknown): ApiError {
  const retryAfter = response.status === 429 ? retryAfterSeconds(response) : undefined;
  const envelope = readErrorEnvelope(body);
  if (envelope) {
    const { message, error, field, details } = envelope;
    return new ApiError(response.status, message, error, field, retryAfter, details);
  }
  // No body of ours (a proxy or the network in between): the status's generic code.
  if (response.status === 429) {
    const minutes = Math.max(1, Math.ceil((retryAfter ?? 60) / 60));
    return new ApiError(429, Msg.tooManyRequests(minutes), ErrorCode.TOO_MANY_REQUESTS, undefined, retryAfter);
  }
  if (response.status === 401) return new ApiError(401, Msg.sessionExpired, ErrorCode.UNAUTHORIZED);
  if (response.status === 403) return new ApiError(403, Msg.forbidden, ErrorCode.FORBIDDEN);
  if (response.status === 404) return new ApiError(404, Msg.notFound, ErrorCode.NOT_FOUND);
  return new ApiError(response.status, Msg.serverError, ClientErrorCode.HTTP_ERROR);
}

/**
 * Calls the Hearth API. Adds the bearer token, turns error envelopes into ApiError, and handles
 * the session-wide cases: UNAUTHORIZED on an authenticated call clears stored auth and sends the
 * user to /login; PASSWORD_RESET_REQUIRED sends them to /reset-password.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, query, schema, auth = true, track = true, signal } = options;
  const token = auth ? getToken() : null;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  if (track) requestStarted();
  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') throw err;
      throw new ApiError(0, NETWORK_ERROR_MESSAGE, ClientErrorCode.NETWORK_ERROR);
    }
    const parsed = parseBody(await response.text());

    if (!response.ok) {
      const error = toApiError(response, parsed);
      if (error.error === ErrorCode.UNAUTHORIZED && token) {
        clearAuth();
        emitSessionEvent('unauthorized');
      } else if (error.error === ErrorCode.PASSWORD_RESET_REQUIRED) {
        updateAuth({ passwordResetRequired: true });
        emitSessionEvent('passwordResetRequired');
      }
      throw error;
    }

    return schema ? parseResponse(schema, parsed, response.status) : (parsed as T);
  } finally {
    if (track) requestFinished();
  }
}

/** A success body checked against its schema; a body that does not match is a BAD_RESPONSE ApiError. */
export function parseResponse<T>(schema: ResponseSchema<T>, body: unknown, status = 200): T {
  const result = schema.safeParse(body);
  if (!result.success) throw new ApiError(status, BAD_RESPONSE_MESSAGE, ClientErrorCode.BAD_RESPONSE);
  return result.data;
}

/** The call got no answer at all (no signal, DNS, a dropped connection). */
export const isNoConnection = (err: unknown): err is ApiError => err instanceof ApiError && err.status === 0;

/**
 * Worth sending again later: no answer, a timeout (or an abort of a slow call), throttling or a
 * server fault. A 4xx answer will not change by itself.
 */
export function isTransientFailure(err: unknown): boolean {
  if (err instanceof DOMException && err.name === 'AbortError') return true;
  if (!(err instanceof ApiError)) return true;
  return err.status === 0 || err.status === 408 || err.status === 429 || err.status >= 500;
}

/** Whether a call failed with one of these codes: `hasErrorCode(err, ErrorCode.STALE_RECORD)`. */
export function hasErrorCode(err: unknown, ...codes: readonly (ErrorCode | ClientErrorCode)[]): err is ApiError {
  return err instanceof ApiError && (codes as readonly string[]).includes(err.error);
}

/** The message to show for a failed call: the server's text when there is one. */
export function errorMessage(err: unknown, fallback: string = Msg.serverError): string {
  if (err instanceof ApiError && err.message) return err.message;
  return fallback;
}
