import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Msg } from '@hearth/shared';

/** The one error type for expected failures; the error handler turns it into `{code, error, message, field}`. */
export class AppError extends Error {
  constructor(
    readonly error: string,
    readonly status: number,
    message: string,
    readonly field?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string = Msg.notFound) => new AppError('NOT_FOUND', 404, message);
export const forbidden = () => new AppError('FORBIDDEN', 403, Msg.forbidden);
export const badRequest = (message: string, field?: string) => new AppError('VALIDATION_ERROR', 400, message, field);

const FASTIFY_ERRORS: Record<string, { status: number; error: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, error: 'INVALID_JSON', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, error: 'INVALID_JSON', message: 'The request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, error: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    error: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not supported.',
  },
  FST_ERR_BAD_URL: { status: 400, error: 'BAD_URL', message: 'The address is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, error: 'URI_TOO_LONG', message: 'A part of the address is too long.' },
};

/**
 * Fastify's refusals before a route is found (a broken `%` escape, a path parameter over 100
 * characters) bypass the error handler; this `frameworkErrors` option answers them in the same
 * `{code, error, message}` shape, without echoing the address.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = err.code ? FASTIFY_ERRORS[err.code] : undefined;
  if (known) {
    void reply.status(known.status).send({ code: known.status, error: known.error, message: known.message });
    return;
  }
  request.log.error({ err }, 'unhandled framework error');
  void reply.status(500).send({ code: 500, error: 'INTERNAL_ERROR', message: Msg.serverError });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) void reply.headers(err.headers);
      return reply.status(err.status).send({
        code: err.status,
        error: err.error,
        message: err.message,
        ...(err.field ? { field: err.field } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath.replace(/^\//, '').split('/')[0];
      return reply.status(400).send({
        code: 400,
        error: 'VALIDATION_ERROR',
        message: first?.message ?? 'Invalid request',
        ...(field ? { field } : {}),
      });
    }
    const known = err.code ? FASTIFY_ERRORS[err.code] : undefined;
    if (known)
      return reply.status(known.status).send({ code: known.status, error: known.error, message: known.message });
    if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send({ code: err.statusCode, error: 'BAD_REQUEST', message: err.message });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ code: 500, error: 'INTERNAL_ERROR', message: Msg.serverError });
  });
}
