/** Work entries: the view the API shows, the guarded writes, and the lists. */
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNull,
  or,
  lt,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { WorkEntryStatus } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { runPrepared } from '../../platform/prepared.js';
import { clients, clientServices, users, workEntries } from '../../db/schema/index.js';
import { searchCondition } from '../../platform/lists.js';

export type WorkEntryRow = typeof workEntries.$inferSelect;
export type WorkEntryValues = Omit<typeof workEntries.$inferInsert, 'id' | 'version'>;

const t = workEntries;
const staff = alias(users, 'staff');
const creator = alias(users, 'creator');
const updater = alias(users, 'updater');

const { signature: _signature, ...entryColumnsWithoutSignature } = getTableColumns(t);

/** What the presenter needs: the entry, its staff member, client, authorization and editors. */
const viewColumns = {
  ...entryColumnsWithoutSignature,
  hasSignature: sql<boolean>`(${t.signature} IS NOT NULL)`.mapWith(Boolean),
  staffFirstName: staff.firstName,
  staffMiddleName: staff.middleName,
  staffLastName: staff.lastName,
  clientFirstName: clients.firstName,
  clientMiddleName: clients.middleName,
  clientLastName: clients.lastName,
  serviceName: clientServices.serviceName,
  serviceCode: clientServices.serviceCode,
  unitLength: clientServices.unitLength,
  unitRate: clientServices.unitRate,
  createdByFirstName: creator.firstName,
  createdByMiddleName: creator.middleName,
  createdByLastName: creator.lastName,
  updatedByFirstName: updater.firstName,
  updatedByMiddleName: updater.middleName,
  updatedByLastName: updater.lastName,
};

function viewQuery(db: Db, withSignature: boolean) {
  return db
    .select({ ...viewColumns, signature: withSignature ? t.signature : sql<string | null>`NULL` })
    .from(t)
    .innerJoin(staff, eq(staff.id, t.userId))
    .innerJoin(clients, eq(clients.id, t.clientId))
    .innerJoin(clientServices, eq(clientServices.id, t.clientServiceId))
    .leftJoin(creator, eq(creator.id, t.createdById))
    .leftJoin(updater, eq(updater.id, t.updatedById));
}

/** One entry as the API shows it (with its signature). */
export async function findEntryView(db: Db, id: number) {
  const [row] = await viewQuery(db, true).where(eq(t.id, id)).limit(1);
  return row;
}

export type WorkEntryView = NonNullable<Awaited<ReturnType<typeof findEntryView>>>;

export async function findEntry(db: Db, id: number): Promise<WorkEntryRow | undefined> {
  const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
  return row;
}

/** The caller's open visit, if any (the partial unique index allows at most one). */
export async function inProgressEntryId(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.status, WorkEntryStatus.InProgress)))
    .limit(1);
  return row?.id;
}

export async function insertEntry(db: Db, values: WorkEntryValues): Promise<WorkEntryRow> {
  const [row] = await db.insert(t).values(values).returning();
  return row!;
}

/** What an update requires of the entry as it is now (its status, owner, version). */
export type EntryGuard = {
  status?: number[];
  userId?: number;
  version?: number;
  /** An admin's correction: a billed entry whose line the payer denied or short-paid may change (issue 20). */
  correctable?: boolean;
};

/** Whether a billed entry refuses this change (billed, unless correctable and the change is a correction). */
export const billedLocked = (entry: Pick<WorkEntryRow, 'claimBatchId' | 'claimCorrectable'>, guard: EntryGuard) =>
  entry.claimBatchId !== null && !(guard.correctable === true && entry.claimCorrectable);

/**
 * Updates an entry only if it still matches `guard` (status, owner, version): the database decides
 * races such as two completions of one visit. Undefined when nothing matched.
 */
export async function updateEntryWhere(
  db: Db,
  id: number,
  guard: EntryGuard,
  values: Partial<WorkEntryValues>,
): Promise<WorkEntryRow | undefined> {
  // A billed entry is never changed (a batch being made in parallel wins: this matches nothing).
  const unbilled = isNull(t.claimBatchId);
  const conditions: SQL[] = [eq(t.id, id), guard.correctable ? or(unbilled, eq(t.claimCorrectable, true))! : unbilled];
  if (guard.status) conditions.push(inArray(t.status, guard.status));
  if (guard.userId !== undefined) conditions.push(eq(t.userId, guard.userId));
  if (guard.version !== undefined) conditions.push(eq(t.version, guard.version));
  const [row] = await db
    .update(t)
    .set({ ...values, version: sql`${t.version} + 1` })
    .where(and(...conditions))
    .returning();
  return row;
}

/**
 * Takes back an admin's verification as part of the change the caller's transaction just made to
 * the entry (that update already counted the new version).
 */
export async function clearVerification(db: Db, id: number): Promise<void> {
  await db.update(t).set({ adminVerification: false }).where(eq(t.id, id));
}

export type EntryListFilter = {
  status?: number;
  userId?: number | null;
  clientServiceId?: number | null;
  /** Verified by an admin (true) or not (false); undefined: either. */
  adminVerification?: boolean;
  range?: { column: 'created' | 'start' | 'end'; from: Date; to: Date };
  name?: string;
  /** Which names the search looks at: staff lists search the client only. */
  searchStaffNames: boolean;
  order: 'created_desc' | 'start_desc' | 'start_asc' | 'staff_asc' | 'client_asc';
  offset: number;
  limit: number;
};

const rangeColumn = { created: t.createdAt, start: t.startTime, end: t.endTime } as const;
const orders: Record<EntryListFilter['order'], SQL[]> = {
  created_desc: [desc(t.createdAt), desc(t.id)],
  start_desc: [desc(t.startTime), desc(t.id)],
  start_asc: [asc(t.startTime), asc(t.id)],
  staff_asc: [asc(staff.lastName), asc(staff.firstName), desc(t.startTime), desc(t.id)],
  client_asc: [asc(clients.lastName), asc(clients.firstName), desc(t.startTime), desc(t.id)],
};

/** One page of entries (signatures left out) and the total that match. */
export async function listEntries(db: Db, f: EntryListFilter) {
  const conditions: (SQL | undefined)[] = [
    searchCondition(
      f.name,
      f.searchStaffNames
        ? [t.entryName, staff.firstName, staff.lastName, clients.firstName, clients.lastName]
        : [clients.firstName, clients.lastName],
    ),
  ];
  if (f.status !== undefined) conditions.push(eq(t.status, f.status));
  if (f.userId != null) conditions.push(eq(t.userId, f.userId));
  if (f.clientServiceId != null) conditions.push(eq(t.clientServiceId, f.clientServiceId));
  if (f.adminVerification !== undefined) conditions.push(eq(t.adminVerification, f.adminVerification));
  if (f.range) {
    const column = rangeColumn[f.range.column];
    // An entry that ends at exactly midnight belongs to the day it closes (entryDays, the rule of
    // the authorization check and the reports): on the end date the range is (from, to].
    if (f.range.column === 'end') conditions.push(gt(column, f.range.from), lte(column, f.range.to));
    else conditions.push(gte(column, f.range.from), lt(column, f.range.to));
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    runPrepared(
      viewQuery(db, false)
        .where(where)
        .orderBy(...orders[f.order])
        .limit(f.limit)
        .offset(f.offset),
    ),
    // The joins matter to the count only when the search reads names (both are non-null foreign
    // keys): without one PostgreSQL counts the entries alone, about twice as fast.
    runPrepared(
      f.name
        ? db
            .select({ n: count() })
            .from(t)
            .innerJoin(staff, eq(staff.id, t.userId))
            .innerJoin(clients, eq(clients.id, t.clientId))
            .where(where)
        : db.select({ n: count() }).from(t).where(where),
    ),
  ]);
  return { rows, total: total?.n ?? 0 };
}
