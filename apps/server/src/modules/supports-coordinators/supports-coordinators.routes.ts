import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_USER_TYPES,
  createScBody,
  idSchema,
  listQuery,
  optionQuery,
  scList,
  scOptions,
  scOut,
  updateScBody,
} from '@hearth/shared';
import { currentUser } from '../../platform/auth.js';
import { optionsDescription } from '../../platform/lists.js';
import { createSc, getSc, listScOptions, listScs, updateSc, type ScDeps } from './supports-coordinators.service.js';

const admins = { access: ADMIN_USER_TYPES } as const;
const tags = ['supports coordinators'];

export const scRoutes =
  (deps: ScDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/sc',
      { config: admins, schema: { tags, body: createScBody, response: { 200: z.object({ data: scOut }) } } },
      async (request) => ({ data: await createSc(deps, currentUser(request), request.body, request.ip) }),
    );
    app.put(
      '/sc',
      { config: admins, schema: { tags, body: updateScBody, response: { 200: z.object({ data: scOut }) } } },
      async (request) => ({ data: await updateSc(deps, currentUser(request), request.body, request.ip) }),
    );
    app.get(
      '/sc',
      { config: admins, schema: { tags, querystring: listQuery, response: { 200: scList } } },
      async (request) => listScs(deps, request.query),
    );
    app.get(
      '/scById',
      {
        config: admins,
        schema: { tags, querystring: z.object({ sc_id: idSchema }), response: { 200: z.object({ data: scOut }) } },
      },
      async (request) => ({ data: await getSc(deps, currentUser(request), request.query.sc_id, request.ip) }),
    );
    app.get(
      '/sc_list',
      {
        config: admins,
        schema: {
          tags,
          description: `Active supports coordinators. ${optionsDescription('the first, middle or last name')}`,
          querystring: optionQuery,
          response: { 200: scOptions },
        },
      },
      async (request) => listScOptions(deps, request.query),
    );
  };

/** The supports coordinator routes wired to their use cases. */
export const scModule = (deps: ScDeps) => scRoutes(deps);
