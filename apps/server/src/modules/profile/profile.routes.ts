import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ALL_USER_TYPES, profileResponse } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { currentUser } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import { findUserById } from '../auth/index.js';

/** GET /user/me — the signed-in user's own profile (path not in the spec). */
export const profileModule =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/user/me',
      {
        config: { access: ALL_USER_TYPES, allowDuringReset: true },
        schema: { tags: ['profile'], response: { 200: profileResponse } },
      },
      async (request) => {
        const user = await findUserById(db, currentUser(request).id);
        if (!user) throw notFound();
        return {
          data: {
            userId: user.id,
            email: user.email,
            firstName: user.firstName,
            middleName: user.middleName,
            lastName: user.lastName,
            userType: user.userType,
            mobile: user.mobile,
          },
        };
      },
    );
  };
