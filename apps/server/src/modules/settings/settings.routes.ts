import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agencyOut, agencySettingsOut, ALL_USER_TYPES, updateAgencySettingsBody, UserType } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import type { AgencyZone } from '../../platform/agency-zone.js';
import { currentUser } from '../../platform/auth.js';
import type { Clock } from '../../platform/clock.js';
import { createSettingsService } from './settings.service.js';

const tags = ['settings'];
/** Only the Super Admin changes how the whole agency's calendar works. */
const superAdmin = { access: [UserType.SuperAdmin] } as const;

/** The agency's settings (today its time zone) wired to their dependencies. */
export const settingsModule =
  (deps: { db: Db; clock: Clock; agency: AgencyZone }): FastifyPluginAsyncZod =>
  async (app) => {
    const service = createSettingsService(deps);
    app.get(
      '/agency',
      { config: { access: ALL_USER_TYPES }, schema: { tags, response: { 200: z.object({ data: agencyOut }) } } },
      async () => ({ data: service.agency() }),
    );
    app.get(
      '/settings',
      { config: superAdmin, schema: { tags, response: { 200: z.object({ data: agencySettingsOut }) } } },
      async () => ({ data: await service.read() }),
    );
    app.put(
      '/settings',
      {
        config: superAdmin,
        schema: { tags, body: updateAgencySettingsBody, response: { 200: z.object({ data: agencySettingsOut }) } },
      },
      async (request) => ({ data: await service.update(currentUser(request), request.body, request.ip) }),
    );
  };
