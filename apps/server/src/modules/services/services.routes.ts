import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_USER_TYPES,
  ALL_USER_TYPES,
  createServiceBody,
  listQuery,
  serviceByIdQuery,
  serviceList,
  serviceOut,
  updateServiceBody,
} from '@hearth/shared';
import { currentUser } from '../../platform/auth.js';
import { createService, getService, listServices, updateService, type ServicesDeps } from './services.service.js';

const admins = { access: ADMIN_USER_TYPES } as const;
/** The catalogue holds no PHI and staff need unit lengths (start visit), so any signed-in user may read it. */
const signedIn = { access: ALL_USER_TYPES } as const;
const tags = ['services'];
const one = { 200: z.object({ data: serviceOut }) };

export const servicesRoutes =
  (deps: ServicesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/service',
      { config: admins, schema: { tags, body: createServiceBody, response: one } },
      async (request) => ({
        data: await createService(deps, currentUser(request), request.body, request.ip),
      }),
    );
    app.put(
      '/service',
      { config: admins, schema: { tags, body: updateServiceBody, response: one } },
      async (request) => ({
        data: await updateService(deps, currentUser(request), request.body, request.ip),
      }),
    );
    app.get(
      '/service',
      { config: signedIn, schema: { tags, querystring: listQuery, response: { 200: serviceList } } },
      async (request) => listServices(deps, request.query),
    );
    // Spec 02 spells it /serviceById, spec 01's call table /servicebyId: both answer the same.
    for (const url of ['/serviceById', '/servicebyId']) {
      app.get(
        url,
        { config: signedIn, schema: { tags, querystring: serviceByIdQuery, response: one } },
        async (request) => ({
          data: await getService(deps, request.query.service_id),
        }),
      );
    }
  };

/** The services feature wired to its dependencies (one line in app.ts). */
export const servicesModule = (deps: ServicesDeps) => servicesRoutes(deps);
