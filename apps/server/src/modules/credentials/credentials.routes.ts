import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_USER_TYPES,
  createCredentialBody,
  createCredentialTypeBody,
  credentialListItemOut,
  credentialOut,
  credentialsQuery,
  credentialTypeOut,
  idSchema,
  listEnvelope,
  staffCredentialsOut,
  updateCredentialBody,
  updateCredentialTypeBody,
  UserType,
} from '@hearth/shared';
import { currentUser } from '../../platform/auth.js';
import {
  createCredentialType,
  listCredentialTypes,
  updateCredentialType,
  type CredentialsDeps,
} from './credential-types.service.js';
import { listCredentials } from './credentials-list.service.js';
import { addCredential, changeCredential, readStaffCredentials } from './staff-credentials.service.js';

const admins = { access: ADMIN_USER_TYPES } as const;
/** A staff member reads their own credentials (the service refuses anyone else's). */
const adminsAndSelf = { access: [...ADMIN_USER_TYPES, UserType.Staff, UserType.BehavioralSpecialist] } as const;
const tags = ['credentials'];
const one = <T extends z.ZodType>(item: T) => z.object({ data: item });
const params = z.object({ id: idSchema });
const credentialParams = z.object({ id: idSchema, credentialId: idSchema });

/** Credential types, a staff member's credentials and the list across staff (docs/decisions/018). */
export const credentialsRoutes =
  (deps: CredentialsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/credential-types',
      { config: admins, schema: { tags, response: { 200: listEnvelope(credentialTypeOut) } } },
      async () => listCredentialTypes(deps),
    );
    app.post(
      '/credential-types',
      { config: admins, schema: { tags, body: createCredentialTypeBody, response: { 201: one(credentialTypeOut) } } },
      async (request, reply) => {
        const data = await createCredentialType(deps, currentUser(request), request.body, request.ip);
        return reply.status(201).send({ data });
      },
    );
    app.patch(
      '/credential-types/:id',
      {
        config: admins,
        schema: { tags, params, body: updateCredentialTypeBody, response: { 200: one(credentialTypeOut) } },
      },
      async (request) => ({
        data: await updateCredentialType(deps, currentUser(request), request.params.id, request.body, request.ip),
      }),
    );
    app.get(
      '/staff/:id/credentials',
      { config: adminsAndSelf, schema: { tags, params, response: { 200: one(staffCredentialsOut) } } },
      async (request) => ({
        data: await readStaffCredentials(deps, currentUser(request), request.params.id, request.ip),
      }),
    );
    app.post(
      '/staff/:id/credentials',
      { config: admins, schema: { tags, params, body: createCredentialBody, response: { 201: one(credentialOut) } } },
      async (request, reply) => {
        const data = await addCredential(deps, currentUser(request), request.params.id, request.body, request.ip);
        return reply.status(201).send({ data });
      },
    );
    app.patch(
      '/staff/:id/credentials/:credentialId',
      {
        config: admins,
        schema: { tags, params: credentialParams, body: updateCredentialBody, response: { 200: one(credentialOut) } },
      },
      async (request) => {
        const { id, credentialId } = request.params;
        const data = await changeCredential(
          deps,
          currentUser(request),
          { staffId: id, credentialId },
          request.body,
          request.ip,
        );
        return { data };
      },
    );
    app.get(
      '/credentials',
      {
        config: admins,
        schema: { tags, querystring: credentialsQuery, response: { 200: listEnvelope(credentialListItemOut) } },
      },
      async (request) => listCredentials(deps, currentUser(request), request.query, request.ip),
    );
  };

/** The credentials module wired to its dependencies (one line in app.ts). */
export const credentialsModule = (deps: CredentialsDeps) => credentialsRoutes(deps);
