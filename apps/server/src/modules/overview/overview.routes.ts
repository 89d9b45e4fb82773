import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_USER_TYPES, overviewOut } from '@hearth/shared';
import { currentUser } from '../../platform/auth.js';
import { createOverviewService, type OverviewDeps } from './overview.service.js';

const tags = ['overview'];

/** The admin Overview wired to its dependencies (one line in app.ts). */
export const overviewModule =
  (deps: OverviewDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = createOverviewService(deps);
    app.get(
      '/overview',
      {
        config: { access: ADMIN_USER_TYPES },
        schema: {
          tags,
          description:
            'Agency-wide figures for admins: visits in progress, completed visits and hours this week and last ' +
            '(Monday–Sunday in the agency zone), entries awaiting verification, open EVV exceptions by type, the ' +
            'share of manually edited visits this month, the authorizations nearly used up or ending soon, and ' +
            'receivables: outstanding today, lines denied this month and the oldest open claim.',
          response: { 200: z.object({ data: overviewOut }) },
        },
      },
      async (request) => ({ data: await service.read(currentUser(request), request.ip) }),
    );
  };
