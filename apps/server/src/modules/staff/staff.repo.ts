import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { Status, UserType, type StaffListQuery } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import {
  idsCondition,
  listWhere,
  orderFor,
  pageWithTotal,
  searchCondition,
  type OptionFilter,
} from '../../platform/lists.js';
import { recordTable, type RecordValues } from '../../platform/record-table.js';

export type StaffRow = typeof users.$inferSelect;
export type StaffValues = RecordValues<typeof users>;

const t = users;

/** Insert, versioned update (undefined: a stale version) and find by id. */
export const { insert: insertStaff, update: updateStaff, find: findStaff } = recordTable(t);

/** Whether another user already has this email (emails are unique case-insensitively). */
export async function emailInUse(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const conditions = [sql`lower(${t.email}) = ${email.toLowerCase()}`];
  if (exceptId !== undefined) conditions.push(ne(t.id, exceptId));
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

const nameColumns = [t.firstName, t.lastName, t.middleName];

/** The Staff list: never Super Admins (their records are not managed here); `type` 0 or absent = all others. */
export async function listStaff(db: Db, q: StaffListQuery) {
  const where = listWhere(
    q,
    t.status,
    ne(t.userType, UserType.SuperAdmin),
    searchCondition(q.name, [...nameColumns, t.email]),
    q.type ? eq(t.userType, q.type) : undefined,
  );
  return pageWithTotal(
    db
      .select({
        id: t.id,
        firstName: t.firstName,
        middleName: t.middleName,
        lastName: t.lastName,
        userType: t.userType,
        phone: t.phone,
        mobile: t.mobile,
        billingCity: t.billingCity,
        email: t.email,
        status: t.status,
      })
      .from(t)
      .where(where)
      .orderBy(...orderFor(q.filter, { ...t, city: t.billingCity }))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(t).where(where),
  );
}

/** Active users of one type for pickers, by last then first name, at most `filter.limit`. */
export async function activeUsersOfType(db: Db, userType: number, filter: OptionFilter) {
  return db
    .select({ id: t.id, firstName: t.firstName, middleName: t.middleName, lastName: t.lastName })
    .from(t)
    .where(
      and(
        eq(t.userType, userType),
        eq(t.status, Status.Active),
        idsCondition(t.id, filter.ids),
        searchCondition(filter.search, nameColumns),
      ),
    )
    .orderBy(asc(t.lastName), asc(t.firstName), asc(t.id))
    .limit(filter.limit);
}

/** A new password hash (auth's reset and change calls, inside their transaction that ends sessions). */
export async function setUserPassword(
  db: Db,
  p: { userId: number; passwordHash: string; resetRequired: boolean; now: Date },
): Promise<void> {
  await db
    .update(t)
    .set({
      passwordHash: p.passwordHash,
      passwordResetRequired: p.resetRequired,
      updatedAt: p.now,
      version: sql`${t.version} + 1`,
    })
    .where(eq(t.id, p.userId));
}
