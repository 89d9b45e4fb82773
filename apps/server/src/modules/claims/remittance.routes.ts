import { readFile } from 'node:fs/promises';
import os from 'node:os';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_USER_TYPES,
  ErrorCode,
  FileMsg,
  idSchema,
  remittanceDetailOut,
  remittanceListOut,
  remittanceListQuery,
  RemittanceMsg,
  remittanceUploadOut,
} from '@hearth/shared';
import { currentUser } from '../../platform/auth.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { contentDisposition } from '../../platform/storage/index.js';
import { receiveUpload } from '../files/index.js';
import type { ClaimsDeps } from './claims.service.js';
import { listRemittances, postRemittance, remittanceDetail, remittanceFile } from './remittance.service.js';

const tags = ['claims'];
const admins = { access: ADMIN_USER_TYPES } as const;
const idParams = z.object({ id: idSchema });
/** A month's 835 for a 500-staff agency is about 8 MB; the upload limit (FILE_MAX_BYTES) applies when lower. */
const DEFAULT_MAX_BYTES = 20 * 1024 * 1024;

/** The upload receiver's refusals in the remittance's words. */
function uploadError(err: unknown): unknown {
  if (!(err instanceof AppError)) return err;
  if (err.error === ErrorCode.PAYLOAD_TOO_LARGE)
    return new AppError(ErrorCode.PAYLOAD_TOO_LARGE, RemittanceMsg.tooLarge, 'file');
  if (err.message === FileMsg.fileRequired) return badRequest(RemittanceMsg.noFile, 'file');
  return err;
}

/** Remittances: the 835 upload (multipart, scoped to this plugin), the list, one with its claims, its file. */
export const remittanceRoutes =
  (deps: ClaimsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const maxBytes = deps.fileMaxBytes ?? DEFAULT_MAX_BYTES;
    await app.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 10, headerPairs: 100 },
    });
    app.post(
      '/claims/remittances',
      {
        config: admins,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description:
            'Multipart field `file`: an X12 835 (005010X221A1) as the payer sent it. Checked whole (envelope, ' +
            'counts, control numbers, each transaction balancing) before anything is written: 400 ' +
            'REMITTANCE_INVALID with `details.problems`; a payment posted before (payer + trace number) 409 ' +
            'REMITTANCE_DUPLICATE with `details.remittanceId`. Admins only.',
          response: { 201: z.object({ data: remittanceUploadOut }) },
        },
      },
      async (request, reply) => {
        const upload = await receiveUpload(request, { maxBytes, dir: deps.uploadDir ?? os.tmpdir() }).catch(
          (err: unknown) => {
            throw uploadError(err);
          },
        );
        try {
          // X12 is ASCII; latin1 reads any byte, so a stray one is a parse problem, never a crash.
          const content = await readFile(upload.path, 'latin1');
          const data = await postRemittance(
            deps,
            currentUser(request),
            { name: upload.name, content, sizeBytes: upload.size },
            request.ip,
          );
          return await reply.status(201).send({ data });
        } finally {
          await upload.cleanup();
        }
      },
    );
    app.get(
      '/claims/remittances',
      { config: admins, schema: { tags, querystring: remittanceListQuery, response: { 200: remittanceListOut } } },
      async (request) => listRemittances(deps, request.query),
    );
    app.get(
      '/claims/remittances/:id',
      {
        config: admins,
        schema: { tags, params: idParams, response: { 200: z.object({ data: remittanceDetailOut }) } },
      },
      async (request) => ({ data: await remittanceDetail(deps, currentUser(request), request.params.id, request.ip) }),
    );
    app.get(
      '/claims/remittances/:id/file',
      { config: admins, schema: { tags, params: idParams, description: 'The 835 as received.' } },
      async (request, reply) => {
        const file = await remittanceFile(deps, currentUser(request), request.params.id, request.ip);
        return reply
          .header('content-type', 'text/plain; charset=us-ascii')
          .header('content-disposition', contentDisposition(file.name))
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(file.content, 'latin1'));
      },
    );
  };
