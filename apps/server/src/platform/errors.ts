import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, ErrorCode, Msg } from '@hearth/shared';

/**
 * The one error type for expected failures; the error handler turns it into `{code, error, message,
 * field}`. The status is the code's one status in ERROR_STATUS (packages/shared), never chosen here.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly error: ErrorCode,
    message: string,
    readonly field?: string,
    readonly headers?: Record<string, string>,
    /** More about the refusal, for the screen (e.g. the refused rows of an import). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.status = ERROR_STATUS[error];
  }
}

/** The error body of a code: `{code: status, error: code, message, field?, details?}`. */
export function errorBody(error: ErrorCode, message: string, field?: string, details?: Record<string, unknown>) {
  return { code: ERROR_STATUS[error], error, message, ...(field ? { field } : {}), ...(details ? { details } : {}) };
}

export const notFound = (message: string = Msg.notFound) => new AppError(ErrorCode.NOT_FOUND, message);
export const forbidden = () => new AppError(ErrorCode.FORBIDDEN, Msg.forbidden);
export const badRequest = (message: string, field?: string) => new AppError(ErrorCode.VALIDATION_ERROR, message, field);

const FASTIFY_ERRORS: Record<string, { error: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { error: ErrorCode.INVALID_JSON, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { error: ErrorCode.INVALID_JSON, message: 'The request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { error: ErrorCode.PAYLOAD_TOO_LARGE, message: 'The request is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    error: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
    message: 'This content type is not supported.',
  },
  FST_ERR_BAD_URL: { error: ErrorCode.BAD_URL, message: 'The address is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { error: ErrorCode.URI_TOO_LONG, message: 'A part of the address is too long.' },
};

/**
 * Other 4xx errors of Fastify and its plugins (a multipart limit, a malformed header) keep their
 * message; the code is the generic one of their status, else BAD_REQUEST (400), so the status
 * answered is always the code's own.
 */
const GENERIC_4XX: readonly ErrorCode[] = [
  ErrorCode.BAD_REQUEST,
  ErrorCode.UNAUTHORIZED,
  ErrorCode.FORBIDDEN,
  ErrorCode.NOT_FOUND,
  ErrorCode.PAYLOAD_TOO_LARGE,
  ErrorCode.URI_TOO_LONG,
  ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  ErrorCode.TOO_MANY_REQUESTS,
];
const genericCode = (status: number): ErrorCode =>
  GENERIC_4XX.find((code) => ERROR_STATUS[code] === status) ?? ErrorCode.BAD_REQUEST;

/**
 * Fastify's refusals before a route is found (a broken `%` escape, a path parameter over 100
 * characters) bypass the error handler; this `frameworkErrors` option answers them in the same
 * `{code, error, message}` shape, without echoing the address.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = err.code ? FASTIFY_ERRORS[err.code] : undefined;
  if (known) {
    void reply.status(ERROR_STATUS[known.error]).send(errorBody(known.error, known.message));
    return;
  }
  request.log.error({ err }, 'unhandled framework error');
  void reply.status(ERROR_STATUS.INTERNAL_ERROR).send(errorBody(ErrorCode.INTERNAL_ERROR, Msg.serverError));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) void reply.headers(err.headers);
      return reply.status(err.status).send(errorBody(err.error, err.message, err.field, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath.replace(/^\//, '').split('/')[0];
      return reply
        .status(ERROR_STATUS.VALIDATION_ERROR)
        .send(errorBody(ErrorCode.VALIDATION_ERROR, first?.message ?? 'Invalid request', field));
    }
    const known = err.code ? FASTIFY_ERRORS[err.code] : undefined;
    if (known) return reply.status(ERROR_STATUS[known.error]).send(errorBody(known.error, known.message));
    if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      const code = genericCode(err.statusCode);
      return reply.status(ERROR_STATUS[code]).send(errorBody(code, err.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(ERROR_STATUS.INTERNAL_ERROR).send(errorBody(ErrorCode.INTERNAL_ERROR, Msg.serverError));
  });
}
