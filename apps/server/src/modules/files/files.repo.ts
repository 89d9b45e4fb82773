import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FileRef } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { clientServices, clientServiceStaff, files } from '../../db/schema/index.js';
import { badRequest } from '../../platform/errors.js';

export type FileRow = typeof files.$inferSelect;
/** Kinds of record a file can belong to. */
export type FileRecordType = 'client' | 'staff' | 'client_service';

export async function insertFile(db: Db, values: typeof files.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  return row!;
}

export async function findFileByKey(db: Db, key: string): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.key, key), isNull(files.deletedAt)))
    .limit(1);
  return row;
}

export async function filesOf(db: Db, recordType: FileRecordType, recordId: number): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(and(eq(files.recordType, recordType), eq(files.recordId, recordId), isNull(files.deletedAt)))
    .orderBy(asc(files.createdAt), asc(files.id));
}

/**
 * Makes a record's file list exactly `refs`: attaches newly uploaded files (uploaded by anyone,
 * not yet attached elsewhere) and detaches (soft-deletes) files no longer listed. A key that does
 * not exist or belongs to another record is refused, so nobody can adopt someone else's file.
 */
export async function syncRecordFiles(
  db: Db,
  p: { recordType: FileRecordType; recordId: number; refs: FileRef[]; actorId: number; now: Date },
): Promise<void> {
  const wanted = [...new Set(p.refs.map((r) => r.documentKey))];
  const current = await filesOf(db, p.recordType, p.recordId);
  const currentKeys = new Set(current.map((f) => f.key));
  const toAttach = wanted.filter((k) => !currentKeys.has(k));
  if (toAttach.length > 0) {
    const candidates = await db
      .select()
      .from(files)
      .where(and(inArray(files.key, toAttach), isNull(files.deletedAt), isNull(files.recordId)));
    if (candidates.length !== toAttach.length)
      throw badRequest('A listed file does not exist or is attached elsewhere', 'files');
    await db.update(files).set({ recordType: p.recordType, recordId: p.recordId }).where(inArray(files.key, toAttach));
  }
  const toDetach = current.filter((f) => !wanted.includes(f.key)).map((f) => f.id);
  if (toDetach.length > 0) {
    await db.update(files).set({ deletedAt: p.now, deletedById: p.actorId }).where(inArray(files.id, toDetach));
  }
}

/** The spec's file shape: {name, documentKey, fileType, url (the storage key)}. */
export function presentFile(f: FileRow) {
  return {
    name: f.name,
    documentKey: f.key,
    fileType: f.fileType,
    url: f.key,
    size: f.size,
    uploadedAt: f.createdAt.toISOString(),
  };
}

/** Soft-deletes a live file; false when it was already gone. */
export async function softDeleteFile(db: Db, id: number, actorId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(files)
    .set({ deletedAt: now, deletedById: actorId })
    .where(and(eq(files.id, id), isNull(files.deletedAt)))
    .returning({ id: files.id });
  return rows.length > 0;
}

/**
 * Whether a user who is not an admin may read a file: one they uploaded, their own staff
 * record's files, or files of a client (or of a client's service) they are allocated to.
 */
export async function userMayReadFile(db: Db, file: FileRow, userId: number): Promise<boolean> {
  if (file.uploadedById === userId) return true;
  if (file.recordId == null) return false;
  if (file.recordType === 'staff') return file.recordId === userId;
  let clientId: number | undefined;
  if (file.recordType === 'client') clientId = file.recordId;
  if (file.recordType === 'client_service') {
    const [cs] = await db
      .select({ clientId: clientServices.clientId })
      .from(clientServices)
      .where(eq(clientServices.id, file.recordId));
    clientId = cs?.clientId;
  }
  if (clientId === undefined) return false;
  const [allocated] = await db
    .select({ one: sql<number>`1` })
    .from(clientServiceStaff)
    .innerJoin(clientServices, eq(clientServices.id, clientServiceStaff.clientServiceId))
    .where(and(eq(clientServices.clientId, clientId), eq(clientServiceStaff.userId, userId)))
    .limit(1);
  return allocated !== undefined;
}
