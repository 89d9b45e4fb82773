import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_USER_TYPES,
  evvExceptionListOut,
  evvExceptionListQuery,
  evvExceptionOut,
  idSchema,
  resolveEvvExceptionBody,
} from '@hearth/shared';
import { currentUser } from '../../platform/auth.js';
import { listEvvExceptions, resolveEvvException, type EvvDeps } from './evv.service.js';

const tags = ['evv'];
const admins = { access: ADMIN_USER_TYPES } as const;

/** EVV exceptions: the list and resolving one; the checks themselves run inside the work entry calls. */
export const evvModule =
  (deps: EvvDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/evv/exceptions',
      { config: admins, schema: { tags, querystring: evvExceptionListQuery, response: { 200: evvExceptionListOut } } },
      async (request) => listEvvExceptions(deps, currentUser(request), request.query, request.ip),
    );
    app.post(
      '/evv/exceptions/:id/resolve',
      {
        config: admins,
        schema: {
          tags,
          params: z.object({ id: idSchema }),
          body: resolveEvvExceptionBody,
          response: { 200: z.object({ data: evvExceptionOut }) },
        },
      },
      async (request) => ({
        data: await resolveEvvException(deps, currentUser(request), request.params.id, request.body, request.ip),
      }),
    );
  };
