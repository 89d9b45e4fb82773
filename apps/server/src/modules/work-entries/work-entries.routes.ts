import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_USER_TYPES,
  createWorkEntryBody,
  entryIdQuery,
  updateWorkEntryBody,
  UserType,
  workEntryHistoryResponse,
  workEntryListQuery,
  workEntryListResponse,
  workEntryResponse,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { currentUser } from '../../platform/auth.js';
import type { AgencyZone } from '../../platform/agency-zone.js';
import type { Clock } from '../../platform/clock.js';
import { visitCatalogueRoutes } from './visit-catalogue.js';
import { visitRoutes } from './visits.routes.js';
import { createVisitsService } from './visits.service.js';
import { createWorkEntriesService, type WorkEntriesService } from './work-entries.service.js';

const admins = { access: ADMIN_USER_TYPES } as const;
/** Staff read their own entries (the service narrows; others' answer 404). */
const adminsAndStaff = { access: [...ADMIN_USER_TYPES, UserType.Staff] } as const;
const tags = ['work entries'];

export const workEntryRoutes =
  (service: WorkEntriesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/work_entry',
      { config: admins, schema: { tags, body: createWorkEntryBody, response: { 200: workEntryResponse } } },
      async (request) => ({ data: await service.create(currentUser(request), request.body, request.ip) }),
    );
    app.put(
      '/work_entry',
      { config: admins, schema: { tags, body: updateWorkEntryBody, response: { 200: workEntryResponse } } },
      async (request) => ({ data: await service.update(currentUser(request), request.body, request.ip) }),
    );
    app.get(
      '/work_entry',
      {
        config: adminsAndStaff,
        schema: { tags, querystring: workEntryListQuery, response: { 200: workEntryListResponse } },
      },
      async (request) => service.list(currentUser(request), request.query, request.ip),
    );
    app.get(
      '/WorkEntryById',
      { config: adminsAndStaff, schema: { tags, querystring: entryIdQuery, response: { 200: workEntryResponse } } },
      async (request) => ({ data: await service.get(currentUser(request), request.query.entry_id, request.ip) }),
    );
    app.get(
      '/work_entry/history',
      {
        config: adminsAndStaff,
        schema: { tags, querystring: entryIdQuery, response: { 200: workEntryHistoryResponse } },
      },
      async (request) => ({ data: await service.history(currentUser(request), request.query.entry_id, request.ip) }),
    );
  };

/** Visits and work entries wired to their dependencies (one line in app.ts). */
export const workEntriesModule =
  (deps: { db: Db; clock: Clock; agency: AgencyZone }): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(workEntryRoutes(createWorkEntriesService(deps)));
    await app.register(visitRoutes(createVisitsService(deps)));
    await app.register(visitCatalogueRoutes(deps));
  };
