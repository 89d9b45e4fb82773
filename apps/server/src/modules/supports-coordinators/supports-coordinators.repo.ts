import { and, asc, count, eq } from 'drizzle-orm';
import { Status, type ListQuery } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { supportsCoordinators } from '../../db/schema/index.js';
import {
  idsCondition,
  listWhere,
  orderFor,
  pageWithTotal,
  searchCondition,
  type OptionFilter,
} from '../../platform/lists.js';
import { recordTable, type RecordValues } from '../../platform/record-table.js';

export type ScRow = typeof supportsCoordinators.$inferSelect;
export type ScValues = RecordValues<typeof supportsCoordinators>;

const t = supportsCoordinators;

/** Insert, versioned update (undefined: a stale version) and find by id. */
export const { insert: insertSc, update: updateSc, find: findSc } = recordTable(t);

export async function listScs(db: Db, q: ListQuery) {
  const where = listWhere(q, t.status, searchCondition(q.name, [t.firstName, t.lastName, t.company, t.billingCity]));
  return pageWithTotal(
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(...orderFor(q.filter, { ...t, city: t.billingCity }))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(t).where(where),
  );
}

/** Active coordinators for pickers, by last then first name, at most `filter.limit`. */
export async function scOptions(db: Db, filter: OptionFilter) {
  return db
    .select({ id: t.id, firstName: t.firstName, lastName: t.lastName })
    .from(t)
    .where(
      and(
        eq(t.status, Status.Active),
        idsCondition(t.id, filter.ids),
        searchCondition(filter.search, [t.firstName, t.middleName, t.lastName]),
      ),
    )
    .orderBy(asc(t.lastName), asc(t.firstName), asc(t.id))
    .limit(filter.limit);
}
