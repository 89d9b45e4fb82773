import type { Writable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_USER_TYPES,
  ErrorCode,
  FileMsg,
  ImportMsg,
  importServicesBody,
  importServicesResponse,
  processImportResponse,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { currentUser } from '../../platform/auth.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { contentDisposition } from '../../platform/storage/index.js';
import { receiveUpload } from '../files/index.js';
import { confirmImport, processImport, writeMissingClients, type ServiceImportDeps } from './service-import.service.js';
import { MAX_DATA_ROWS } from './sheet-reader.js';
import { sendWorkbook } from '../../platform/xlsx.js';

const admins = { access: ADMIN_USER_TYPES } as const;
const tags = ['service import'];
const DEFAULT_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** POST /services/missing_clients: the missing_clients rows to download as the template. */
const missingClientsBody = z.object({
  rows: z.array(z.object({ individual_name: z.string().max(200), recipient_id: z.string().max(40) })).max(20_000),
});

/** The upload receiver's refusals in the import's words (spec 02's 'Please select a file to proceed.'). */
function importUploadError(err: unknown): unknown {
  if (!(err instanceof AppError)) return err;
  if (err.error === ErrorCode.PAYLOAD_TOO_LARGE)
    return new AppError(ErrorCode.PAYLOAD_TOO_LARGE, ImportMsg.tooLarge, 'file');
  if (err.message === FileMsg.fileRequired) return badRequest(ImportMsg.noFile, 'file');
  return err;
}

type App = Parameters<FastifyPluginAsyncZod>[0];
type UploadOptions = { maxBytes: number; uploadDir: string };

/** POST /services/process: the upload (multipart), read and sorted; nothing written. */
function processRoute(app: App, deps: ServiceImportDeps, opts: UploadOptions) {
  app.post(
    '/services/process',
    {
      config: admins,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          "Multipart field `file`: the state's authorization sheet (.xlsx). Reads it and sorts its rows into " +
          'missing_clients, missing_services, new_services and updated_services (rows that cannot be read: ' +
          `rejected_rows; identical rows: counted in unchanged). Writes nothing. Over the size limit 413; not an ` +
          `xlsx 400 "${ImportMsg.notXlsx}"; too large unpacked (zip bomb) 400 "${ImportMsg.unsafeWorkbook}"; ` +
          `over ${MAX_DATA_ROWS} rows 400; a missing column 400 naming them all. Admins only.`,
        response: { 200: processImportResponse },
      },
    },
    async (request) => {
      const upload = await receiveUpload(request, { maxBytes: opts.maxBytes, dir: opts.uploadDir }).catch(
        (err: unknown) => {
          throw importUploadError(err);
        },
      );
      try {
        return await processImport(deps, { path: upload.path, size: upload.size, name: upload.name });
      } finally {
        await upload.cleanup();
      }
    },
  );
}

/** POST /services/import: the confirmed rows, all or nothing. */
function confirmRoute(app: App, deps: ServiceImportDeps) {
  app.post(
    '/services/import',
    {
      config: admins,
      // 20,000 confirmed rows of ~600 bytes.
      bodyLimit: 16 * 1024 * 1024,
      schema: {
        tags,
        description:
          'The confirmation payload: a bare array of rows (spec 02), or `{ rows, fileName, sha256 }`. All or ' +
          'nothing: if any row is refused (unknown Recipient ID or Service Code, end before start, staff not ' +
          'active Staff, a repeated authorization) → 400 VALIDATION_ERROR with `details.rows = [{ row, ' +
          'recipientId, serviceCode, reasons }]` and nothing written. Otherwise one transaction creates and ' +
          'updates the authorizations (identified by client, service code and start date), replaces the ' +
          'allocation of rows with assignedStaff and writes one audit entry. Admins only.',
        body: importServicesBody,
        response: { 200: importServicesResponse },
      },
    },
    async (request) => confirmImport(deps, currentUser(request), request.body, request.ip),
  );
}

/** POST /services/missing_clients: the template of the clients to add, as an xlsx. */
function missingClientsRoute(app: App) {
  app.post(
    '/services/missing_clients',
    {
      config: admins,
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags,
        description: `'${ImportMsg.missingClientFileName}': the given rows' Individual Name and Recipient ID, with ICD-10 Diagnosis Code and Funding Source empty for the agency to fill. Admins only.`,
        body: missingClientsBody,
      },
    },
    async (request, reply) => {
      const name = contentDisposition(ImportMsg.missingClientFileName);
      const write = (out: Writable) => writeMissingClients(out, request.body.rows);
      return sendWorkbook(request, reply, name, write, 'missing client list failed');
    },
  );
}

export const serviceImportRoutes =
  (deps: ServiceImportDeps, opts: UploadOptions): FastifyPluginAsyncZod =>
  async (app) => {
    // Scoped to this plugin: only /services/process takes multipart.
    await app.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: opts.maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 10, headerPairs: 100 },
    });
    processRoute(app, deps, opts);
    confirmRoute(app, deps);
    missingClientsRoute(app);
  };

/** The service import wired to its dependencies (one line in app.ts); the upload limit is FILE_MAX_BYTES. */
export const serviceImportModule = (deps: { db: Db; clock: Clock; fileMaxBytes?: number; uploadDir: string }) =>
  serviceImportRoutes(deps, {
    maxBytes: deps.fileMaxBytes ?? DEFAULT_IMPORT_MAX_BYTES,
    uploadDir: deps.uploadDir,
  });
