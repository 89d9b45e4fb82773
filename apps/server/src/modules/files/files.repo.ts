import { and, asc, eq, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { FileRef } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import { badRequest } from '../../platform/errors.js';

export type FileRow = typeof files.$inferSelect;
/** Kinds of record a file can belong to. */
export type FileRecordType = 'client' | 'staff' | 'client_service' | 'staff_training' | 'staff_credential';

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

/** Live files of several records of one kind in one query, grouped by record id (each in `filesOf` order). */
export async function filesOfMany(
  db: Db,
  recordType: FileRecordType,
  recordIds: number[],
): Promise<Map<number, FileRow[]>> {
  const byRecord = new Map<number, FileRow[]>();
  if (recordIds.length === 0) return byRecord;
  const rows = await db
    .select()
    .from(files)
    .where(and(eq(files.recordType, recordType), inArray(files.recordId, recordIds), isNull(files.deletedAt)))
    .orderBy(asc(files.createdAt), asc(files.id));
  for (const row of rows) {
    const list = byRecord.get(row.recordId!) ?? [];
    list.push(row);
    byRecord.set(row.recordId!, list);
  }
  return byRecord;
}

/**
 * Makes a record's file list exactly `refs`: attaches newly uploaded files (not yet attached
 * elsewhere) and detaches (soft-deletes) files no longer listed. A key that does
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
    // One guarded write (callers hold a transaction, so a refusal attaches nothing): an old upload
    // removed meanwhile by the purge (file-purge.ts) or attached by another call matches no row.
    const attached = await db
      .update(files)
      .set({ recordType: p.recordType, recordId: p.recordId })
      .where(and(inArray(files.key, toAttach), isNull(files.deletedAt), isNull(files.recordId)))
      .returning({ id: files.id });
    if (attached.length !== toAttach.length)
      throw badRequest('A listed file does not exist or is attached elsewhere', 'files');
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
 * Claims and deletes one file never attached to a record and uploaded before `before` (leaving out
 * `skip`), or undefined when there is none. The row stays locked until the transaction ends and
 * rows another transaction holds are skipped, so several instances purging at once never claim
 * the same file, and an attach waiting on the row sees it gone.
 */
export async function deleteOneUnattachedFile(
  db: Db,
  p: { before: Date; skip: number[] },
): Promise<{ id: number; key: string } | undefined> {
  const conditions = [isNull(files.recordId), lt(files.createdAt, p.before)];
  if (p.skip.length > 0) conditions.push(notInArray(files.id, p.skip));
  const oldest = db
    .select({ id: files.id })
    .from(files)
    .where(and(...conditions))
    .orderBy(asc(files.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .delete(files)
    .where(eq(files.id, sql`(${oldest})`))
    .returning({ id: files.id, key: files.key });
  return row;
}
