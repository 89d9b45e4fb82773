import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { ErrorCode, FILE_CATEGORIES, FILE_URL_TTL_SECONDS, FileMsg, fileExtension, isAdminType } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import type { AgencyZone } from '../../platform/agency-zone.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import {
  isFileKey,
  LocalFileStorage,
  localFileStorage,
  newFileKey,
  type FileStorage,
} from '../../platform/storage/index.js';
import { reachableAuthorization, staffCanReachClient } from '../../policies/staff-reach.js';
import { CONTENT_TYPES, contentMatches, isAllowedFileType } from './file-types.js';
import * as repo from './files.repo.js';
import type { ReceivedUpload } from './upload-receiver.js';

const fileNotFound = () => notFound(FileMsg.notFound);
const unsupported = () => new AppError(ErrorCode.UNSUPPORTED_FILE_TYPE, FileMsg.unsupportedType, 'file');

/** The browser's file name reduced to a safe display name: no folders, no control characters, ≤ 255. */
export function displayName(raw: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (raw.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (base.length <= 255) return base;
  const ext = fileExtension(base);
  return ext && ext.length < 20 ? `${base.slice(0, 254 - ext.length)}.${ext}` : base.slice(0, 255);
}

/** What the file use cases need (wired by filesModule). */
export type FilesDeps = { db: Db; clock: Clock; agency: AgencyZone; storage: FileStorage };

/** The files feature's storage: the one configured (S3), else local disk in `dataDir/files`. */
export const fileStorageOf = (p: { storage?: FileStorage; dataDir?: string; jwtSecret: string; clock: Clock }) =>
  p.storage ?? localFileStorage(p.dataDir, p.jwtSecret, p.clock);

/**
 * Whether someone who is not an admin may read a file: their own user record's files, and the
 * files of a client or authorization they reach (policies/staff-reach). Nothing else, uploads
 * included: only admins upload, and a file belongs to the record it is attached to.
 */
async function mayRead(deps: FilesDeps, actor: CurrentUser, file: repo.FileRow): Promise<boolean> {
  const { db, clock, agency } = deps;
  if (file.recordId == null) return false;
  const on = agency.today(clock);
  switch (file.recordType as repo.FileRecordType) {
    case 'staff':
      return file.recordId === actor.id;
    case 'client':
      return staffCanReachClient(db, actor.id, file.recordId, on);
    case 'client_service':
      return (
        (await reachableAuthorization(db, { staffId: actor.id, authorizationId: file.recordId, on })) !== undefined
      );
    default:
      return false;
  }
}

/** A live file the actor may read; 404 otherwise, so a file's existence is not revealed. */
async function readableFile(deps: FilesDeps, actor: CurrentUser, key: string): Promise<repo.FileRow> {
  const file = isFileKey(key) ? await repo.findFileByKey(deps.db, key) : undefined;
  if (!file) throw fileNotFound();
  if (!isAdminType(actor.userType) && !(await mayRead(deps, actor, file))) throw fileNotFound();
  return file;
}

/** The upload's category, display name and type, checked (the content against the extension). */
async function checkedUpload(upload: ReceivedUpload) {
  const category = upload.category?.trim() || 'general';
  if (!(FILE_CATEGORIES as readonly string[]).includes(category))
    throw badRequest(`Category must be one of ${FILE_CATEGORIES.join(', ')}`, 'category');
  const name = displayName(upload.name);
  if (!name) throw badRequest(FileMsg.fileRequired, 'file');
  if (upload.size === 0) throw badRequest(FileMsg.emptyFile, 'file');
  const fileType = fileExtension(name);
  if (!isAllowedFileType(fileType) || !(await contentMatches(fileType, upload))) throw unsupported();
  return { category, name, fileType };
}

/** Checks the content against the extension, stores the bytes under a new key, then records them. */
export async function uploadFile(
  deps: FilesDeps,
  actor: CurrentUser,
  upload: ReceivedUpload,
  ip: string,
): Promise<{ key: string }> {
  const { db, clock, storage } = deps;
  const { category, name, fileType } = await checkedUpload(upload);
  const key = newFileKey();
  const contentType = CONTENT_TYPES[fileType];
  await storage.put(key, { stream: createReadStream(upload.path), size: upload.size }, contentType);
  try {
    await db.transaction(async (tx) => {
      const row = await repo.insertFile(tx, {
        key,
        name,
        fileType,
        contentType,
        size: upload.size,
        category,
        uploadedById: actor.id,
        createdAt: clock.now(),
      });
      await audit(tx, {
        actorUserId: actor.id,
        action: 'file.upload',
        targetType: 'file',
        targetId: row.id,
        ip,
        details: { category, fileType, size: upload.size },
      });
    });
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
  return { key };
}

/** A download URL valid for 5 minutes. */
export async function fileUrl(deps: FilesDeps, actor: CurrentUser, key: string, ip: string): Promise<{ url: string }> {
  const file = await readableFile(deps, actor, key);
  const url = await deps.storage.signedUrl(file.key, file.name, FILE_URL_TTL_SECONDS);
  await audit(deps.db, { actorUserId: actor.id, action: 'file.url_issued', targetType: 'file', targetId: file.id, ip });
  return { url };
}

/** Soft delete (admins): the row stays for the audit trail; lists and URLs stop showing it. */
export async function removeFile(
  deps: FilesDeps,
  actor: CurrentUser,
  key: string,
  ip: string,
): Promise<{ key: string }> {
  await deps.db.transaction(async (tx) => {
    const file = isFileKey(key) ? await repo.findFileByKey(tx, key) : undefined;
    if (!file || !(await repo.softDeleteFile(tx, file.id, actor.id, deps.clock.now()))) throw fileNotFound();
    await audit(tx, { actorUserId: actor.id, action: 'file.delete', targetType: 'file', targetId: file.id, ip });
  });
  return { key };
}

/** The bytes behind a signed local URL: 403 when the signature is wrong or expired. */
export async function downloadFile(
  deps: FilesDeps,
  q: { key: string; expires: string; sig: string },
): Promise<{ stream: Readable; size: number; name: string; contentType: string }> {
  const { storage } = deps;
  if (!(storage instanceof LocalFileStorage)) throw fileNotFound();
  if (!storage.verify(q.key, q.expires, q.sig)) throw new AppError(ErrorCode.FORBIDDEN, FileMsg.linkInvalid);
  const file = await repo.findFileByKey(deps.db, q.key);
  const stored = file ? await storage.open(file.key) : null;
  if (!file || !stored) throw fileNotFound();
  return { ...stored, name: file.name, contentType: file.contentType };
}
