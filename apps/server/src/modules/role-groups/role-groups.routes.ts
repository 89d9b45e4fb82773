import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_USER_TYPES, pageLimit, pageOffset, ROLE_GROUPS } from '@hearth/shared';

const query = z.object({
  offset: pageOffset(),
  limit: pageLimit(100, 100),
});
const response = z.object({
  data: z.array(z.object({ roleGroupId: z.number(), name: z.string(), canCreateAdmins: z.boolean() })),
  recordCount: z.number(),
});

/** GET /role/group — the fixed role groups (admins only: they choose one on the staff form). */
export const roleGroupsModule: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/role/group',
    {
      config: { access: ADMIN_USER_TYPES },
      schema: { tags: ['users'], querystring: query, response: { 200: response } },
    },
    async (request) => {
      const { offset, limit } = request.query;
      return { data: ROLE_GROUPS.slice(offset, offset + limit), recordCount: ROLE_GROUPS.length };
    },
  );
};
