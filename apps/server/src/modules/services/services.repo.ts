import { and, asc, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { ListQuery, ListSort } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { services } from '../../db/schema/index.js';
import { listWhere, pageWithTotal, searchCondition } from '../../platform/lists.js';
import { recordTable, type RecordValues } from '../../platform/record-table.js';

export type ServiceRow = typeof services.$inferSelect;
export type ServiceValues = RecordValues<typeof services>;

const t = services;

/** Insert, versioned update (undefined: a stale version) and find by id. */
export const { insert: insertService, update: updateService, find: findService } = recordTable(t);

/** Whether another service (not `exceptId`) already uses this code. Codes are stored upper-cased. */
export async function codeInUse(db: Db, code: string, exceptId?: number): Promise<boolean> {
  const where = exceptId === undefined ? eq(t.code, code) : and(eq(t.code, code), ne(t.id, exceptId));
  const [row] = await db.select({ id: t.id }).from(t).where(where).limit(1);
  return row !== undefined;
}

/** 'all' lists the catalogue by code (how agencies read it); 'recent' newest first. */
function serviceOrder(sort: ListSort): SQL[] {
  switch (sort) {
    case 'recent':
      return [desc(t.createdAt), desc(t.id)];
    case 'name_asc':
      return [asc(t.name), asc(t.code)];
    case 'name_desc':
      return [desc(t.name), asc(t.code)];
    default:
      return [asc(t.code)];
  }
}

export async function listServices(db: Db, q: ListQuery) {
  const where = listWhere(q, t.status, searchCondition(q.name, [t.name, t.code]));
  return pageWithTotal(
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(...serviceOrder(q.filter))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(t).where(where),
  );
}
