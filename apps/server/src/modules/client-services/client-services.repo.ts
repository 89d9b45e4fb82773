import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { WorkEntryStatus } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { clients, clientServices, clientServiceStaff, services, users, workEntries } from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';
import { idsCondition, searchCondition, type OptionFilter } from '../../platform/lists.js';
import { recordTable, type RecordValues } from '../../platform/record-table.js';
import { entryEndDaySql, entryStartDaySql } from '../work-entries/index.js';

export type ClientServiceRow = typeof clientServices.$inferSelect;
export type ClientServiceValues = RecordValues<typeof clientServices>;

const t = clientServices;
const newestFirst = [desc(t.startDate), desc(t.id)];

/** Insert and versioned update (undefined: a stale version). */
export const { insert: insertClientService, update: updateClientService } = recordTable(t);

/** One authorization; `lock` holds its row until the transaction ends (serialises allocation changes). */
export async function findClientService(db: Db, id: number, lock = false): Promise<ClientServiceRow | undefined> {
  const query = db.select().from(t).where(eq(t.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** All of a client's authorizations, newest start date first. */
export async function clientServicesOf(db: Db, clientId: number): Promise<ClientServiceRow[]> {
  return db
    .select()
    .from(t)
    .where(eq(t.clientId, clientId))
    .orderBy(...newestFirst);
}

export async function serviceExists(db: Db, serviceId: number): Promise<boolean> {
  const [row] = await db.select({ id: services.id }).from(services).where(eq(services.id, serviceId)).limit(1);
  return row !== undefined;
}

/** Allocated staff of each authorization, by last then first name. */
export async function assignedStaffOf(db: Db, ids: number[]) {
  const byId = new Map<number, { userId: number; firstName: string; lastName: string }[]>();
  if (ids.length === 0) return byId;
  const rows = await db
    .select({
      clientServiceId: clientServiceStaff.clientServiceId,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(clientServiceStaff)
    .innerJoin(users, eq(users.id, clientServiceStaff.userId))
    .where(inArray(clientServiceStaff.clientServiceId, ids))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  for (const { clientServiceId, ...person } of rows) {
    const list = byId.get(clientServiceId) ?? [];
    list.push(person);
    byId.set(clientServiceId, list);
  }
  return byId;
}

/**
 * Units used so far per authorization: the sum of units of its completed work entries.
 * Every total in this module goes through here.
 */
export async function unitsUtilizedFor(db: Db, ids: number[]): Promise<Map<number, number>> {
  const used = new Map(ids.map((id) => [id, 0]));
  if (ids.length === 0) return used;
  const rows = await db
    .select({
      id: workEntries.clientServiceId,
      units: sql<string>`COALESCE(SUM(${workEntries.unitsUsed}), 0)`,
    })
    .from(workEntries)
    .where(and(inArray(workEntries.clientServiceId, ids), eq(workEntries.status, WorkEntryStatus.Completed)))
    .groupBy(workEntries.clientServiceId);
  for (const row of rows) used.set(row.id, Number(row.units));
  return used;
}

export async function allocatedUserIds(db: Db, clientServiceId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: clientServiceStaff.userId })
    .from(clientServiceStaff)
    .where(eq(clientServiceStaff.clientServiceId, clientServiceId));
  return rows.map((r) => r.userId);
}

export async function removeAllocations(db: Db, clientServiceId: number, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .delete(clientServiceStaff)
    .where(and(eq(clientServiceStaff.clientServiceId, clientServiceId), inArray(clientServiceStaff.userId, userIds)));
}

export async function addAllocations(
  db: Db,
  p: { clientServiceId: number; userIds: number[]; actorId: number; now: Date },
): Promise<void> {
  if (p.userIds.length === 0) return;
  await db
    .insert(clientServiceStaff)
    .values(
      p.userIds.map((userId) => ({
        clientServiceId: p.clientServiceId,
        userId,
        createdAt: p.now,
        createdById: p.actorId,
      })),
    )
    .onConflictDoNothing();
}

/** Type, status and name of the given users (those that exist). */
export async function usersByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      userType: users.userType,
      status: users.status,
    })
    .from(users)
    .where(inArray(users.id, ids));
}

/**
 * Authorizations of every year with their client's name, by client then newest start date, at most
 * `filter.limit`; a search word matches the client's name parts or the service's code or name.
 */
export async function serviceRequestOptions(db: Db, filter: OptionFilter) {
  return db
    .select({
      id: t.id,
      serviceName: t.serviceName,
      serviceCode: t.serviceCode,
      clientId: clients.id,
      firstName: clients.firstName,
      middleName: clients.middleName,
      lastName: clients.lastName,
    })
    .from(t)
    .innerJoin(clients, eq(clients.id, t.clientId))
    .where(
      and(
        idsCondition(t.id, filter.ids),
        searchCondition(filter.search, [
          clients.firstName,
          clients.middleName,
          clients.lastName,
          t.serviceCode,
          t.serviceName,
        ]),
      ),
    )
    .orderBy(asc(clients.lastName), asc(clients.firstName), asc(clients.id), ...newestFirst)
    .limit(filter.limit);
}

/**
 * The completed work entries of an authorization that would fall outside `from`–`to` (YYYY-MM-DD):
 * starting before `from` or ending after `to`, each by its days in its own time zone (the rule the
 * authorization check applies: entryDays). How many, the first start day and the last end day.
 */
export async function entriesOutside(db: Db, clientServiceId: number, from: string, to: string) {
  const startDay = entryStartDaySql(sql`we.start_time`, sql`we.time_zone`);
  const endDay = entryEndDaySql(sql`we.start_time`, sql`we.end_time`, sql`we.time_zone`);
  const [row] = await rowsOf<{ n: string; first: string | null; last: string | null; after: boolean | null }>(
    db,
    sql`SELECT count(*) AS n, min(${startDay})::text AS first, max(${endDay})::text AS last,
          bool_and(${startDay} >= ${from}::date) AS after
        FROM work_entries we
        WHERE we.client_service_id = ${clientServiceId} AND we.status = ${WorkEntryStatus.Completed}
          AND (${startDay} < ${from}::date OR ${endDay} > ${to}::date)`,
  );
  return { count: Number(row?.n ?? 0), first: row?.first ?? null, last: row?.last ?? null, after: row?.after ?? false };
}
