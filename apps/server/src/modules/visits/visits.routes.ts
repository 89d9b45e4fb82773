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
  type WorkEntryOut,
} from '@hearth/shared';
import type { z } from 'zod';
import { currentUser, type CurrentUser } from '../../platform/auth.js';
import { listVisits, readEntry, readInProgress, type EntryDeps } from '../work-entries/index.js';
import { listRefusedActions } from './visit-actions.js';
import { visitCatalogueRoutes } from './visit-catalogue.js';
import { startVisit } from './visit-start.js';
import { updateVisit } from './visit-details.js';
import { abandonVisit, completeVisit } from './visit-finish.js';

/** Clocking visits is the staff member's own act (spec 02 section 6: staff, type 2). */
const staffOnly = { access: [UserType.Staff] } as const;
/** Reading visits: admins see everyone's, staff their own (the use cases narrow). */
const adminsAndStaff = { access: [...ADMIN_USER_TYPES, UserType.Staff] } as const;
/** The offline punches refused at sync: for the admins who enter those visits by hand. */
const admins = { access: ADMIN_USER_TYPES } as const;
const tags = ['visits'];

type VisitCall<B> = (deps: EntryDeps, actor: CurrentUser, body: B, ip: string) => Promise<WorkEntryOut>;

/** The spec's `{visits}` prefix is /visits. */
export const visitRoutes =
  (deps: EntryDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** A staff member's visit call: answered with its message and the entry as it now is. */
    const post = <S extends z.ZodType>(path: string, body: S, message: string, call: VisitCall<z.output<S>>) =>
      app.post(
        path,
        { config: staffOnly, schema: { tags, body, response: { 200: visitResponse } } },
        async (request) => ({
          code: 200,
          message,
          data: await call(deps, currentUser(request), request.body as z.output<S>, request.ip),
        }),
      );
    app.get(
      '/visits/inprogress',
      { config: staffOnly, schema: { tags, response: { 200: inProgressResponse } } },
      async (request) => ({ data: await readInProgress(deps.db, currentUser(request), request.ip) }),
    );
    post('/visits/start', startVisitBody, WorkEntryMsg.visitStarted, startVisit);
    post('/visits/update', updateVisitBody, WorkEntryMsg.visitUpdated, updateVisit);
    post('/visits/complete', finishVisitBody, WorkEntryMsg.visitCompleted, completeVisit);
    post('/visits/abandon', finishVisitBody, WorkEntryMsg.visitAbandoned, abandonVisit);
    app.get(
      '/visits',
      {
        config: adminsAndStaff,
        schema: { tags, querystring: visitListQuery, response: { 200: workEntryListResponse } },
      },
      async (request) => listVisits(deps.db, currentUser(request), request.query, request.ip),
    );
    app.get(
      '/visits/refused',
      {
        config: admins,
        schema: { tags, querystring: refusedVisitActionsQuery, response: { 200: refusedVisitActionsResponse } },
      },
      async (request) => listRefusedActions(deps.db, currentUser(request), request.query, request.ip),
    );
    app.get(
      '/visits/byId',
      { config: adminsAndStaff, schema: { tags, querystring: entryIdQuery, response: { 200: workEntryResponse } } },
      async (request) => ({ data: await readEntry(deps.db, currentUser(request), request.query.entry_id, request.ip) }),
    );
  };

/** Visits wired to their dependencies (one line in app.ts). */
export const visitsModule =
  (deps: EntryDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(visitRoutes(deps));
    await app.register(visitCatalogueRoutes(deps));
  };
