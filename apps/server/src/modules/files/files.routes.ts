import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_USER_TYPES,
  ALL_USER_TYPES,
  FILE_CATEGORIES,
  fileDeleteOut,
  fileKeyQuery,
  fileUploadOut,
  fileUrlOut,
} from '@hearth/shared';
import { currentUser } from '../../platform/auth.js';
import type { Db } from '../../db/client.js';
import type { AgencyZone } from '../../platform/agency-zone.js';
import type { Clock } from '../../platform/clock.js';
import { contentDisposition, type FileStorage } from '../../platform/storage/index.js';
import { downloadFile, fileStorageOf, fileUrl, removeFile, uploadFile, type FilesDeps } from './files.service.js';
import { receiveUpload } from './upload-receiver.js';

const tags = ['files'];
const DEFAULT_FILE_MAX_BYTES = 20 * 1024 * 1024;

type UploadOptions = { maxBytes: number; uploadDir: string };

/** POST /file/upload: multipart, received to a temporary file, checked, stored. */
const uploadRoute =
  (deps: FilesDeps, opts: UploadOptions): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/file/upload',
      {
        // Only admins attach files (client, staff and authorization forms); docs/decisions/006 §9.
        config: { access: ADMIN_USER_TYPES },
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description:
            `Multipart: \`file\` and \`category\` (${FILE_CATEGORIES.join(', ')}; general by default). ` +
            'The content must match the extension (pdf, doc, docx, ppt, pptx, xls, xlsx, csv, txt, png, jpg, jpeg), ' +
            'else 415 UNSUPPORTED_FILE_TYPE; over the size limit 413. Returns the storage key (`documentKey`). ' +
            'Admins only (they attach files to records); a file not attached to a record within a day is removed.',
          response: { 200: fileUploadOut },
        },
      },
      async (request) => {
        const upload = await receiveUpload(request, { maxBytes: opts.maxBytes, dir: opts.uploadDir });
        try {
          return await uploadFile(deps, currentUser(request), upload, request.ip);
        } finally {
          await upload.cleanup();
        }
      },
    );
  };

/** A stored file's download URL and its deletion. */
const fileRoutes =
  (deps: FilesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/file/presigned_url',
      {
        config: { access: ALL_USER_TYPES },
        schema: {
          tags,
          description:
            "A download URL valid for 5 minutes. Admins: any file; others: their own user record's files, and " +
            'files of the clients and authorizations they reach (allocated, active, not ended). 404 otherwise.',
          querystring: fileKeyQuery,
          response: { 200: fileUrlOut },
        },
      },
      async (request) => fileUrl(deps, currentUser(request), request.query.key, request.ip),
    );
    app.delete(
      '/file',
      {
        config: { access: ADMIN_USER_TYPES },
        schema: {
          tags,
          description:
            'Deletes a file (admins; soft delete, kept for the audit trail). Path not given by the spec. ' +
            "The web asks 'Are you sure you want to delete this file?' first.",
          querystring: fileKeyQuery,
          response: { 200: fileDeleteOut },
        },
      },
      async (request) => removeFile(deps, currentUser(request), request.query.key, request.ip),
    );
  };

/** GET /file/download: the bytes behind a signed local URL (the signature is the authorization). */
const downloadRoute =
  (deps: FilesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/file/download',
      {
        config: { access: 'public' },
        schema: {
          tags,
          description:
            'Local storage only: the target of a URL from /file/presigned_url (the signature is the ' +
            'authorization). 403 when the signature is wrong or has expired.',
          querystring: z.object({
            key: z.string().max(200),
            expires: z.string().max(20),
            sig: z.string().max(100),
          }),
        },
      },
      async (request, reply) => {
        const file = await downloadFile(deps, request.query);
        return reply
          .header('content-type', file.contentType)
          .header('content-length', String(file.size))
          .header('content-disposition', contentDisposition(file.name))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(file.stream);
      },
    );
  };

export const filesRoutes =
  (deps: FilesDeps, opts: UploadOptions): FastifyPluginAsyncZod =>
  async (app) => {
    // Registered here, not on the app, so multipart bodies are accepted by these routes only.
    await app.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: opts.maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 10, headerPairs: 100 },
    });
    await app.register(uploadRoute(deps, opts));
    await app.register(fileRoutes(deps));
    await app.register(downloadRoute(deps));
  };

/**
 * The files feature with its defaults (local storage under dataDir, FILE_MAX_BYTES 20 MB). Uploads
 * never attached are swept by a background job (filePurgeJob).
 */
export const filesModule =
  (deps: {
    db: Db;
    clock: Clock;
    agency: AgencyZone;
    jwtSecret: string;
    dataDir?: string;
    storage?: FileStorage;
    fileMaxBytes?: number;
    uploadDir: string;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, clock, agency } = deps;
    const storage = fileStorageOf(deps);
    await app.register(
      filesRoutes(
        { db, clock, agency, storage },
        {
          maxBytes: deps.fileMaxBytes ?? DEFAULT_FILE_MAX_BYTES,
          uploadDir: deps.uploadDir,
        },
      ),
    );
  };
