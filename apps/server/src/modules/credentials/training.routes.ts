/** The training log's routes (issue 22): GET for admins and the staff member themself, writes for admins. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_USER_TYPES,
  idSchema,
  staffTrainingOut,
  trainingBody,
  trainingOut,
  trainingQuery,
  UserType,
} from '@hearth/shared';
import { currentUser } from '../../platform/auth.js';
import {
  addTraining,
  changeTraining,
  readTrainingYear,
  removeTraining,
  type TrainingDeps,
} from './training.service.js';

const admins = { access: ADMIN_USER_TYPES } as const;
/** A Staff user reads their own log (the service refuses anyone else's). */
const adminsAndStaff = { access: [...ADMIN_USER_TYPES, UserType.Staff] } as const;
const tags = ['training'];
const params = z.object({ id: idSchema });
const oneParams = z.object({ id: idSchema, trainingId: idSchema });
const one = <T extends z.ZodType>(item: T) => z.object({ data: item });
/** PATCH: any of the body's fields; `files`, when sent, becomes the certificate list. */
const patchBody = trainingBody.partial().extend({ topics: trainingBody.shape.topics.optional() });

export const trainingModule =
  (deps: TrainingDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/staff/:id/training',
      {
        config: adminsAndStaff,
        schema: { tags, params, querystring: trainingQuery, response: { 200: one(staffTrainingOut) } },
      },
      async (request) => ({
        data: await readTrainingYear(
          deps,
          { actor: currentUser(request), ip: request.ip },
          request.params.id,
          request.query.year,
        ),
      }),
    );
    app.post(
      '/staff/:id/training',
      { config: admins, schema: { tags, params, body: trainingBody, response: { 200: one(trainingOut) } } },
      async (request) => ({
        data: await addTraining(deps, { actor: currentUser(request), ip: request.ip }, request.params.id, request.body),
      }),
    );
    app.patch(
      '/staff/:id/training/:trainingId',
      { config: admins, schema: { tags, params: oneParams, body: patchBody, response: { 200: one(trainingOut) } } },
      async (request) => ({
        data: await changeTraining(
          deps,
          { actor: currentUser(request), ip: request.ip },
          { staffId: request.params.id, trainingId: request.params.trainingId },
          request.body,
        ),
      }),
    );
    app.delete(
      '/staff/:id/training/:trainingId',
      {
        config: admins,
        schema: { tags, params: oneParams, response: { 200: one(z.object({ deleted: z.boolean() })) } },
      },
      async (request) => {
        await removeTraining(
          deps,
          { actor: currentUser(request), ip: request.ip },
          { staffId: request.params.id, trainingId: request.params.trainingId },
        );
        return { data: { deleted: true } };
      },
    );
  };
