import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_USER_TYPES,
  cancelScheduledVisitBody,
  createScheduleBody,
  DEFAULT_PAGE_SIZE,
  deleteScheduleQuery,
  idSchema,
  listEnvelope,
  pageLimit,
  pageOffset,
  scheduledVisitOut,
  scheduledVisitsQuery,
  scheduleOut,
  unitsProjectionOut,
  updateScheduleBody,
  UserType,
} from '@hearth/shared';
import { currentUser } from '../../platform/auth.js';
import { acceptOpenShift, listOpenShifts } from './open-shifts.js';
import type { SchedulesDeps } from './plan.js';
import { clientProjection, listScheduledVisits, listSchedules, readSchedule } from './schedule-reads.js';
import { createSchedule, deleteSchedule, updateSchedule } from './schedules.service.js';
import { cancelScheduledVisit } from './visit-changes.js';

const admins = { access: ADMIN_USER_TYPES } as const;
const adminsAndStaff = { access: [...ADMIN_USER_TYPES, UserType.Staff] } as const;
const staffOnly = { access: [UserType.Staff] } as const;
const tags = ['schedules'];
const params = z.object({ id: idSchema });
const one = <T extends z.ZodType>(item: T) => z.object({ data: item });

const schedulesQuery = z.object({
  clientId: idSchema.optional(),
  staffId: idSchema.optional(),
  clientServiceId: idSchema.optional(),
  offset: pageOffset(),
  limit: pageLimit(DEFAULT_PAGE_SIZE),
});

/** Plans (schedules) and their planned visits (docs/decisions/017). */
function planRoutes(deps: SchedulesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/schedules',
      { config: admins, schema: { tags, body: createScheduleBody, response: { 201: one(scheduleOut) } } },
      async (request, reply) => {
        const data = await createSchedule(deps, currentUser(request), request.body, request.ip);
        return reply.status(201).send({ data });
      },
    );
    app.get(
      '/schedules',
      { config: admins, schema: { tags, querystring: schedulesQuery, response: { 200: listEnvelope(scheduleOut) } } },
      async (request) => listSchedules(deps, currentUser(request), request.query, request.ip),
    );
    app.get(
      '/schedules/:id',
      { config: admins, schema: { tags, params, response: { 200: one(scheduleOut) } } },
      async (request) => ({ data: await readSchedule(deps, currentUser(request), request.params.id, request.ip) }),
    );
    app.patch(
      '/schedules/:id',
      { config: admins, schema: { tags, params, body: updateScheduleBody, response: { 200: one(scheduleOut) } } },
      async (request) => ({
        data: await updateSchedule(deps, currentUser(request), request.params.id, request.body, request.ip),
      }),
    );
    app.delete(
      '/schedules/:id',
      {
        config: admins,
        schema: {
          tags,
          params,
          querystring: deleteScheduleQuery,
          response: { 200: one(z.object({ removedVisits: z.number().int() })) },
        },
      },
      async (request) => ({
        data: await deleteSchedule(deps, currentUser(request), request.params.id, request.query.from, request.ip),
      }),
    );
    app.get(
      '/clients/:id/schedule-projection',
      { config: admins, schema: { tags, params, response: { 200: one(z.array(unitsProjectionOut)) } } },
      async (request) => ({ data: await clientProjection(deps, currentUser(request), request.params.id, request.ip) }),
    );
  };
}

function visitRoutes(deps: SchedulesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/scheduled-visits',
      {
        config: adminsAndStaff,
        schema: {
          tags,
          description:
            'Planned visits starting on the days from..to (agency zone). A staff member sees only their own.',
          querystring: scheduledVisitsQuery,
          response: { 200: listEnvelope(scheduledVisitOut) },
        },
      },
      async (request) => listScheduledVisits(deps, currentUser(request), request.query, request.ip),
    );
    app.post(
      '/scheduled-visits/cancel',
      { config: admins, schema: { tags, body: cancelScheduledVisitBody, response: { 200: one(scheduledVisitOut) } } },
      async (request) => ({ data: await cancelScheduledVisit(deps, currentUser(request), request.body, request.ip) }),
    );
    app.get(
      '/scheduled-visits/open',
      { config: staffOnly, schema: { tags, response: { 200: listEnvelope(scheduledVisitOut) } } },
      async (request) => listOpenShifts(deps, currentUser(request), request.ip),
    );
    app.post(
      '/scheduled-visits/:id/accept',
      { config: staffOnly, schema: { tags, params, response: { 200: one(scheduledVisitOut) } } },
      async (request) => ({ data: await acceptOpenShift(deps, currentUser(request), request.params.id, request.ip) }),
    );
  };
}

/** The schedules module wired to its dependencies (one line in app.ts). */
export const schedulesModule =
  (deps: SchedulesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(planRoutes(deps));
    await app.register(visitRoutes(deps));
  };
