import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_USER_TYPES,
  createStaffBody,
  optionQuery,
  staffByIdQuery,
  staffList,
  staffListQuery,
  staffOut,
  updateStaffBody,
  userByTypeQuery,
  userOptions,
  UserType,
} from '@hearth/shared';
import { currentUser } from '../../platform/auth.js';
import { FieldCipher } from '../../platform/field-crypto.js';
import { optionsDescription } from '../../platform/lists.js';
import { createStaff, getStaff, listStaff, staffOptions, updateStaff, type StaffDeps } from './staff.service.js';

// Every staff call is admin-only: the records hold SSNs and pay rates, and the pickers
// (user_list, userByType) serve admin screens only (allocation modal, work entries, client form).
const admins = { access: ADMIN_USER_TYPES } as const;
const tags = ['staff'];
const one = { 200: z.object({ data: staffOut }) };

export const staffRoutes =
  (deps: StaffDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/user', { config: admins, schema: { tags, body: createStaffBody, response: one } }, async (request) => ({
      data: await createStaff(deps, currentUser(request), request.body, request.ip),
    }));
    app.put('/user', { config: admins, schema: { tags, body: updateStaffBody, response: one } }, async (request) => ({
      data: await updateStaff(deps, currentUser(request), request.body, request.ip),
    }));
    app.get(
      '/user',
      { config: admins, schema: { tags, querystring: staffListQuery, response: { 200: staffList } } },
      async (request) => listStaff(deps, request.query),
    );
    app.get(
      '/userById',
      { config: admins, schema: { tags, querystring: staffByIdQuery, response: one } },
      async (request) => {
        const { user_id, reveal } = request.query;
        return { data: await getStaff(deps, currentUser(request), user_id, reveal === 'ssn', request.ip) };
      },
    );
    app.get(
      '/userByType',
      {
        config: admins,
        schema: {
          tags,
          description: `Active users of one type. ${optionsDescription("the first, middle or last name (or `name`, the spec's search)")}`,
          querystring: userByTypeQuery,
          response: { 200: userOptions },
        },
      },
      async (request) => staffOptions(deps, request.query.user_type, request.query, request.query.name),
    );
    app.get(
      '/user/user_list',
      {
        config: admins,
        schema: {
          tags,
          description: `Active Staff. ${optionsDescription('the first, middle or last name')}`,
          querystring: optionQuery,
          response: { 200: userOptions },
        },
      },
      async (request) => staffOptions(deps, UserType.Staff, request.query),
    );
  };

/** The staff routes wired to their use cases; `fieldKey` is the SSN encryption key (AppDeps.fieldKey). */
export const staffModule = (deps: Omit<StaffDeps, 'cipher'> & { fieldKey: string }) =>
  staffRoutes({
    db: deps.db,
    clock: deps.clock,
    endSessions: deps.endSessions,
    cipher: new FieldCipher(deps.fieldKey),
  });
