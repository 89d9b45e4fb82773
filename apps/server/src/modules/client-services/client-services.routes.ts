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
import type { Db } from '../../db/client.js';
import type { AgencyZone } from '../../platform/agency-zone.js';
import type { Clock } from '../../platform/clock.js';
import { createClientServicesService, type ClientServicesService } from './client-services.service.js';

const admins = { access: ADMIN_USER_TYPES } as const;
/** Staff read the authorizations allocated to them (the service narrows what they see). */
const adminsAndStaff = { access: [...ADMIN_USER_TYPES, UserType.Staff] } as const;
const tags = ['client services'];

export const clientServicesRoutes =
  (service: ClientServicesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/client_service',
      { config: admins, schema: { tags, body: createClientServiceBody, response: { 200: clientServiceResponse } } },
      async (request) => ({ data: await service.create(currentUser(request), request.body, request.ip) }),
    );
    app.put(
      '/client_service',
      { config: admins, schema: { tags, body: updateClientServiceBody, response: { 200: clientServiceResponse } } },
      async (request) => ({ data: await service.update(currentUser(request), request.body, request.ip) }),
    );
    app.get(
      '/serviceRequestById',
      {
        config: adminsAndStaff,
        schema: { tags, querystring: serviceRequestByIdQuery, response: { 200: clientServiceResponse } },
      },
      async (request) => ({ data: await service.get(currentUser(request), request.query.request_id, request.ip) }),
    );
    app.get(
      '/serviceRequestByClientId',
      {
        config: adminsAndStaff,
        schema: { tags, querystring: serviceRequestByClientQuery, response: { 200: clientServicesResponse } },
      },
      async (request) => ({
        data: await service.listByClient(currentUser(request), { clientId: request.query.client_id }, request.ip),
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
      async (request) => service.options(request.query),
    );
    app.post(
      '/client_service/staff_allocation',
      { config: admins, schema: { tags, body: staffAllocationBody, response: { 200: staffAllocationResponse } } },
      async (request) => service.allocate(currentUser(request), request.body, request.ip),
    );
  };

/** The client-services feature wired to its dependencies (one line in app.ts). */
export const clientServicesModule = (deps: { db: Db; clock: Clock; agency: AgencyZone }) =>
  clientServicesRoutes(createClientServicesService(deps));
