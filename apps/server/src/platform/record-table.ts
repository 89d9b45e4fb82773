import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { nextVersion, sameVersion } from './records.js';

/** A table of records an admin edits: an id and an optimistic-lock version. */
type RecordTable = PgTable & { id: AnyPgColumn; version: AnyPgColumn };

/** What an insert gives: every column but the id, version and creation time the database sets. */
export type RecordValues<T extends PgTable> = Omit<T['$inferInsert'], 'id' | 'version' | 'createdAt'>;

/**
 * The three queries every edited-record repo (clients, services, supports coordinators, users)
 * needs, written once: insert returning the row, the versioned update, and find by id.
 */
export function recordTable<T extends RecordTable>(t: T) {
  type Row = T['$inferSelect'];
  type Values = RecordValues<T>;
  return {
    insert: async (db: Db, values: Values): Promise<Row> => {
      const [row] = (await db
        .insert(t)
        .values(values as T['$inferInsert'])
        .returning()) as Row[];
      return row!;
    },
    /** Updates when `version` matches (or is not given); undefined means a stale version. */
    update: async (
      db: Db,
      id: number,
      version: number | undefined,
      values: Partial<Values>,
    ): Promise<Row | undefined> => {
      const [row] = (await db
        .update(t)
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsc needs it for a generic table
        .set({ ...values, version: nextVersion(t) } as never)
        .where(sameVersion(t, id, version))
        .returning()) as Row[];
      return row;
    },
    find: async (db: Db, id: number): Promise<Row | undefined> => {
      const [row] = (await db
        .select()
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsc needs it for a generic table
        .from(t as PgTable)
        .where(eq(t.id, id))
        .limit(1)) as Row[];
      return row;
    },
  };
}
