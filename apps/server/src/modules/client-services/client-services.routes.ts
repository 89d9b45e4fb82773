import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_USER_TYPES,
  clientServiceResponse,
  clientServicesResponse,
  createClientServiceBody,
  optionQuery,
  serviceRequestByClientQuery,
  serviceRequestByIdQuery,
  serviceRequestList,
  staffAllocationBody,
  staffAllocationResponse,
  updateClientServiceBody,
  UserType,
} from '@hearth/shared';
import { currentUser } from '../../platform/auth.js';
import { optionsDescription } from '../../platform/lists.js';
import {
  authorizationOptions,
  createAuthorization,
  listClientAuthorizations,
  readAuthorization,
  updateAuthorization,
  type ClientServicesDeps,
} from './client-services.service.js';
import { allocateStaff } from './staff-allocation.service.js';

const admins = { access: ADMIN_USER_TYPES } as const;
/** Staff read the authorizations allocated to them (the service narrows what they see). */
const adminsAndStaff = { access: [...ADMIN_USER_TYPES, UserType.Staff] } as const;
const tags = ['client services'];

export const clientServicesRoutes =
  (deps: ClientServicesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/client_service',
      { config: admins, schema: { tags, body: createClientServiceBody, response: { 200: clientServiceResponse } } },
      async (request) => ({ data: await createAuthorization(deps, currentUser(request), request.body, request.ip) }),
    );
    app.put(
      '/client_service',
      { config: admins, schema: { tags, body: updateClientServiceBody, response: { 200: clientServiceResponse } } },
      async (request) => ({ data: await updateAuthorization(deps, currentUser(request), request.body, request.ip) }),
    );
    app.get(
      '/serviceRequestById',
      {
        config: adminsAndStaff,
        schema: { tags, querystring: serviceRequestByIdQuery, response: { 200: clientServiceResponse } },
      },
      async (request) => ({
        data: await readAuthorization(deps, currentUser(request), request.query.request_id, request.ip),
      }),
    );
    app.get(
      '/serviceRequestByClientId',
      {
        config: adminsAndStaff,
        schema: { tags, querystring: serviceRequestByClientQuery, response: { 200: clientServicesResponse } },
      },
      async (request) => ({
        data: await listClientAuthorizations(
          deps,
          currentUser(request),
          { clientId: request.query.client_id },
          request.ip,
        ),
      }),
    );
    app.get(
      '/serviceRequestList',
      {
        config: admins,
        schema: {
          tags,
          description: `Authorizations of every year, by client. ${optionsDescription("the client's first, middle or last name or the service code or name")}`,
          querystring: optionQuery,
          response: { 200: serviceRequestList },
        },
      },
      async (request) => authorizationOptions(deps, request.query),
    );
    app.post(
      '/client_service/staff_allocation',
      { config: admins, schema: { tags, body: staffAllocationBody, response: { 200: staffAllocationResponse } } },
      async (request) => allocateStaff(deps, currentUser(request), request.body, request.ip),
    );
  };

/** The client-services feature wired to its dependencies (one line in app.ts). */
export const clientServicesModule = (deps: ClientServicesDeps) => clientServicesRoutes(deps);
