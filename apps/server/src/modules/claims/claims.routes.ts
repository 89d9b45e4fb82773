import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_USER_TYPES,
  claimBatchDetailOut,
  claimBatchListOut,
  claimBatchListQuery,
  claimBatchOut,
  claimPreviewOut,
  claimRange,
  createClaimBatchOut,
  idSchema,
  resubmissionBody,
  UserType,
  voidClaimBatchBody,
} from '@hearth/shared';
import { currentUser } from '../../platform/auth.js';
import { contentDisposition } from '../../platform/storage/index.js';
import { receivablesRoutes } from './receivables.routes.js';
import { remittanceRoutes } from './remittance.routes.js';
import { resubmitClaim } from './resubmission.js';
import {
  claimBatchDetail,
  claimBatchFile,
  claimBatchSummary,
  createClaimBatch,
  listClaimBatches,
  previewClaims,
  voidClaimBatch,
  type ClaimsDeps,
} from './claims.service.js';
import { sendWorkbook } from '../../platform/xlsx.js';

const tags = ['claims'];
const admins = { access: ADMIN_USER_TYPES } as const;
/** Voiding takes back what was billed: the Super Admin only. */
const superAdmin = { access: [UserType.SuperAdmin] } as const;
const idParams = z.object({ id: idSchema });
const fileName = (id: number, ext: string) => `hearth-claims-${String(id).padStart(9, '0')}.${ext}`;

/** The options of a batch's download route (admins, the batch's id). */
const batchDownload = (description: string) => ({ config: admins, schema: { tags, params: idParams, description } });

/** A batch's file as a private download. */
const download = (reply: FastifyReply, type: string, name: string) =>
  reply
    .header('content-type', type)
    .header('content-disposition', contentDisposition(name))
    .header('cache-control', 'private, no-store');

type App = Parameters<FastifyPluginAsyncZod>[0];

/** A batch with its claims reconciled, and the replacement or void of an answered claim. */
function batchAnswerRoutes(app: App, deps: ClaimsDeps) {
  app.get(
    '/claims/batches/:id',
    {
      config: admins,
      schema: {
        tags,
        params: idParams,
        description: 'The batch with its claims and lines, each with its payment state and figures in cents.',
        response: { 200: z.object({ data: claimBatchDetailOut }) },
      },
    },
    async (request) => ({ data: await claimBatchDetail(deps, currentUser(request), request.params.id, request.ip) }),
  );
  app.post(
    '/claims/resubmissions',
    {
      config: admins,
      schema: {
        tags,
        body: resubmissionBody,
        description:
          'Sends an answered claim again in a batch of its own: `replace` (CLM05-3 = 7, the entries as corrected) ' +
          'or `void` (8), with REF*F8 = the payer claim control number. 409 CLAIM_NOT_CORRECTABLE when it cannot be.',
        response: { 201: z.object({ data: createClaimBatchOut }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await resubmitClaim(deps, currentUser(request), request.body, request.ip) }),
  );
}

/** Claims: the preview, batches (837P and xlsx), voiding. */
export const claimsModule =
  (deps: ClaimsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/claims/preview',
      {
        config: admins,
        schema: { tags, querystring: claimRange, response: { 200: z.object({ data: claimPreviewOut }) } },
      },
      async (request) => ({ data: await previewClaims(deps, currentUser(request), request.query, request.ip) }),
    );
    app.post(
      '/claims/batches',
      {
        config: admins,
        schema: { tags, body: claimRange, response: { 201: z.object({ data: createClaimBatchOut }) } },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await createClaimBatch(deps, currentUser(request), request.body, request.ip) }),
    );
    app.get(
      '/claims/batches',
      { config: admins, schema: { tags, querystring: claimBatchListQuery, response: { 200: claimBatchListOut } } },
      async (request) => listClaimBatches(deps, request.query),
    );
    batchAnswerRoutes(app, deps);
    await app.register(remittanceRoutes(deps));
    await app.register(receivablesRoutes(deps));
    app.get(
      '/claims/batches/:id/837p',
      batchDownload('The X12 837P (005010X222A1) file of the batch.'),
      async (request, reply) => {
        const x12 = await claimBatchFile(deps, currentUser(request), request.params.id, request.ip);
        return download(reply, 'text/plain; charset=us-ascii', fileName(request.params.id, 'x12')).send(x12);
      },
    );
    app.get(
      '/claims/batches/:id/xlsx',
      batchDownload('The batch as a spreadsheet: a row per line.'),
      async (request, reply) => {
        const write = await claimBatchSummary(deps, currentUser(request), request.params.id, request.ip);
        const name = contentDisposition(fileName(request.params.id, 'xlsx'));
        return sendWorkbook(request, reply, name, write, 'claim batch summary failed');
      },
    );
    app.post(
      '/claims/batches/:id/void',
      {
        config: superAdmin,
        schema: {
          tags,
          params: idParams,
          body: voidClaimBatchBody,
          response: { 200: z.object({ data: claimBatchOut }) },
        },
      },
      async (request) => ({
        data: await voidClaimBatch(
          deps,
          currentUser(request),
          { id: request.params.id, reason: request.body.reason },
          request.ip,
        ),
      }),
    );
  };
