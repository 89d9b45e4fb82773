import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agencyOut, agencySettingsOut, ALL_USER_TYPES, updateAgencySettingsBody, UserType } from '@hearth/shared';
import { currentUser } from '../../platform/auth.js';
import { agencyInfo, readAgencySettings, updateAgencySettings, type SettingsDeps } from './settings.service.js';

const tags = ['settings'];
/** Only the Super Admin changes how the whole agency's calendar works. */
const superAdmin = { access: [UserType.SuperAdmin] } as const;

/** The agency's settings (today its time zone) wired to their dependencies. */
export const settingsModule =
  (deps: SettingsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/agency',
      { config: { access: ALL_USER_TYPES }, schema: { tags, response: { 200: z.object({ data: agencyOut }) } } },
      async () => ({ data: agencyInfo(deps) }),
    );
    app.get(
      '/settings',
      { config: superAdmin, schema: { tags, response: { 200: z.object({ data: agencySettingsOut }) } } },
      async () => ({ data: await readAgencySettings(deps) }),
    );
    app.put(
      '/settings',
      {
        config: superAdmin,
        schema: { tags, body: updateAgencySettingsBody, response: { 200: z.object({ data: agencySettingsOut }) } },
      },
      async (request) => ({ data: await updateAgencySettings(deps, currentUser(request), request.body, request.ip) }),
    );
  };
