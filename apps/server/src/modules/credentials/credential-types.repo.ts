import { and, asc, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { credentialTypes } from '../../db/schema/index.js';
import { recordTable, type RecordValues } from '../../platform/record-table.js';

export type CredentialTypeRow = typeof credentialTypes.$inferSelect;
export type CredentialTypeValues = RecordValues<typeof credentialTypes>;

const t = credentialTypes;

/** Insert, versioned update (undefined: a stale version) and find by id. */
export const { insert: insertType, update: updateType, find: findType } = recordTable(t);

/** Whether another type (not `exceptId`) already has this name, ignoring case (the unique index's rule). */
export async function nameInUse(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const same = sql`lower(${t.name}) = lower(${name})`;
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(exceptId === undefined ? same : and(same, ne(t.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** Every type, active first, by name. */
export async function listTypes(db: Db): Promise<CredentialTypeRow[]> {
  return db
    .select()
    .from(t)
    .orderBy(sql`${t.active} DESC`, asc(sql`lower(${t.name})`), asc(t.id));
}

export async function findTypes(db: Db, ids: number[]): Promise<CredentialTypeRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(t)
    .where(sql`${t.id} = ANY(${sql.param(ids)}::int[])`);
}
