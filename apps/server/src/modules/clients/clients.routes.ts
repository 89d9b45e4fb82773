import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_USER_TYPES,
  clientByIdQuery,
  clientForStaffOut,
  clientList,
  clientOptions,
  clientOut,
  createClientBody,
  listQuery,
  optionQuery,
  updateClientBody,
  UserType,
} from '@hearth/shared';
import { currentUser } from '../../platform/auth.js';
import { optionsDescription } from '../../platform/lists.js';
import { createClientService, type ClientDeps, type ClientService } from './clients.service.js';

const admins = { access: ADMIN_USER_TYPES } as const;
/** Admins, and staff for the clients allocated to them (checked per record in the service). */
const adminsAndStaff = { access: [...ADMIN_USER_TYPES, UserType.Staff] } as const;
const tags = ['clients'];
const one = z.object({ data: clientOut });
const OPTIONS_NOTE = optionsDescription("the client's first, middle or last name or MCI");

export const clientRoutes =
  (service: ClientService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/client',
      { config: admins, schema: { tags, body: createClientBody, response: { 200: one } } },
      async (request) => ({
        data: await service.create(currentUser(request), request.body, request.ip),
      }),
    );
    app.put(
      '/client',
      { config: admins, schema: { tags, body: updateClientBody, response: { 200: one } } },
      async (request) => ({
        data: await service.update(currentUser(request), request.body, request.ip),
      }),
    );
    app.get(
      '/client',
      { config: admins, schema: { tags, querystring: listQuery, response: { 200: clientList } } },
      async (request) => service.list(request.query),
    );
    app.get(
      '/clientbyId',
      {
        config: adminsAndStaff,
        schema: {
          tags,
          description: 'Admins get the full record; staff get the visit fields of a client allocated to them.',
          querystring: clientByIdQuery,
          response: { 200: z.object({ data: z.union([clientOut, clientForStaffOut]) }) },
        },
      },
      async (request) => ({ data: await service.get(currentUser(request), request.query.client_id, request.ip) }),
    );
    app.get(
      '/client/client_list',
      {
        config: admins,
        schema: { tags, description: OPTIONS_NOTE, querystring: optionQuery, response: { 200: clientOptions } },
      },
      async (request) => service.options(request.query),
    );
    app.get(
      '/client/client_list/assigned',
      {
        config: adminsAndStaff,
        schema: {
          tags,
          description: `Active clients with an active client service allocated to the caller (admins: all). ${OPTIONS_NOTE}`,
          querystring: optionQuery,
          response: { 200: clientOptions },
        },
      },
      async (request) => service.options(request.query, currentUser(request)),
    );
  };

/** The client routes wired to their use cases. */
export const clientsModule = (deps: ClientDeps) => clientRoutes(createClientService(deps));
