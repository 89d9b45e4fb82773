import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_USER_TYPES,
  entryIdQuery,
  finishVisitBody,
  inProgressResponse,
  refusedVisitActionsQuery,
  refusedVisitActionsResponse,
  startVisitBody,
  updateVisitBody,
  UserType,
  visitListQuery,
  visitResponse,
  WorkEntryMsg,
  workEntryListResponse,
  workEntryResponse,
} from '@hearth/shared';
import { currentUser } from '../../platform/auth.js';
import type { VisitsService } from './visits.service.js';

/** Clocking visits is the staff member's own act (spec 02 section 6: staff, type 2). */
const staffOnly = { access: [UserType.Staff] } as const;
/** Reading visits: admins see everyone's, staff their own (the service narrows). */
const adminsAndStaff = { access: [...ADMIN_USER_TYPES, UserType.Staff] } as const;
/** The offline punches refused at sync: for the admins who enter those visits by hand. */
const admins = { access: ADMIN_USER_TYPES } as const;
const tags = ['visits'];

/** The spec's `{visits}` prefix is /visits. */
export const visitRoutes =
  (service: VisitsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/visits/inprogress',
      { config: staffOnly, schema: { tags, response: { 200: inProgressResponse } } },
      async (request) => ({ data: await service.inProgress(currentUser(request), request.ip) }),
    );
    app.post(
      '/visits/start',
      { config: staffOnly, schema: { tags, body: startVisitBody, response: { 200: visitResponse } } },
      async (request) => ({
        code: 200,
        message: WorkEntryMsg.visitStarted,
        data: await service.start(currentUser(request), request.body, request.ip),
      }),
    );
    app.post(
      '/visits/update',
      { config: staffOnly, schema: { tags, body: updateVisitBody, response: { 200: visitResponse } } },
      async (request) => ({
        code: 200,
        message: WorkEntryMsg.visitUpdated,
        data: await service.update(currentUser(request), request.body, request.ip),
      }),
    );
    app.post(
      '/visits/complete',
      { config: staffOnly, schema: { tags, body: finishVisitBody, response: { 200: visitResponse } } },
      async (request) => ({
        code: 200,
        message: WorkEntryMsg.visitCompleted,
        data: await service.complete(currentUser(request), request.body, request.ip),
      }),
    );
    app.post(
      '/visits/abandon',
      { config: staffOnly, schema: { tags, body: finishVisitBody, response: { 200: visitResponse } } },
      async (request) => ({
        code: 200,
        message: WorkEntryMsg.visitAbandoned,
        data: await service.abandon(currentUser(request), request.body, request.ip),
      }),
    );
    app.get(
      '/visits',
      {
        config: adminsAndStaff,
        schema: { tags, querystring: visitListQuery, response: { 200: workEntryListResponse } },
      },
      async (request) => service.list(currentUser(request), request.query, request.ip),
    );
    app.get(
      '/visits/refused',
      {
        config: admins,
        schema: { tags, querystring: refusedVisitActionsQuery, response: { 200: refusedVisitActionsResponse } },
      },
      async (request) => service.refused(currentUser(request), request.query, request.ip),
    );
    app.get(
      '/visits/byId',
      { config: adminsAndStaff, schema: { tags, querystring: entryIdQuery, response: { 200: workEntryResponse } } },
      async (request) => ({ data: await service.get(currentUser(request), request.query.entry_id, request.ip) }),
    );
  };
