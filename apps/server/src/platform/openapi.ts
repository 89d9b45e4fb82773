import type { SwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@hearth/shared';

const ERROR_SCHEMA = 'ErrorResponse';

/** What every operation may answer besides its own responses: the one error body, `error` one of ErrorCode. */
const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } },
});
const ERROR_ANSWERS = {
  '4XX': errorAnswer('Refused: `error` says why (one of the ErrorCode list), `field` which input when there is one.'),
  '5XX': errorAnswer('Failed on the server (`INTERNAL_ERROR`) or at a provider it calls (`MESSAGE_NOT_SENT`).'),
};

type Transform = typeof jsonSchemaTransform;

/**
 * The zod type provider's transform, plus the error answers on every documented operation: added
 * here, once, rather than in each route's `response` (which Fastify would also use to serialize).
 */
export const documentErrors: Transform = (document) => {
  const out = jsonSchemaTransform(document);
  const schema = (out.schema ?? {}) as Record<string, unknown>;
  if (schema.hide) return out;
  // @fastify/swagger documents a route without responses as "200: Default Response"; keep that.
  const own = (schema.response as Record<string, unknown> | undefined) ?? { 200: { description: 'Default Response' } };
  return { ...out, schema: { ...schema, response: { ...own, ...ERROR_ANSWERS } } };
};

/** The OpenAPI document's options (served at /api/docs/json). */
export const openApiOptions: SwaggerOptions = {
  openapi: {
    info: { title: 'Hearth API', version: '1' },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { [ERROR_SCHEMA]: errorSchema() },
    },
  },
  transform: documentErrors,
};

/** The error body as OpenAPI 3.0 JSON Schema (the document is 3.0.3, @fastify/swagger's default). */
function errorSchema() {
  const { $schema: _drop, ...schema } = z.toJSONSchema(errorResponse, { target: 'openapi-3.0' }) as Record<
    string,
    unknown
  >;
  return schema;
}
